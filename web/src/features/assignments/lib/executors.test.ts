import { describe, expect, it } from 'vitest';
import type { ExecutorCandidate } from '../types';
import { canTakeRecord, executorOptions } from './executors';

const user = (over: Partial<ExecutorCandidate> & Pick<ExecutorCandidate, 'id'>): ExecutorCandidate => ({
  name: 'Ім',
  last_name: 'Прізвище',
  assistance_id: [{ id: 1, description: 'Психологічна допомога' }],
  region_id: 53,
  roles: ['USER'],
  isActive: true,
  workStatus: true,
  community: { region: 'Полтавська' },
  ...over,
});

const record = { typeId: 1, regionId: 53, currentUserId: 2 };

describe('canTakeRecord', () => {
  it('offers an active USER of the region who provides the type', () => {
    expect(canTakeRecord(user({ id: 3 }), record)).toBe(true);
  });

  it('leaves out monitoring-first and no-function users (spec part 2 section 6)', () => {
    expect(
      canTakeRecord(
        user({
          id: 3,
          assistance_id: [
            { id: 7, description: 'Моніторинг' },
            { id: 1, description: 'Психологічна допомога' },
          ],
        }),
        record,
      ),
    ).toBe(false);
    expect(canTakeRecord(user({ id: 3, assistance_id: [{ id: 0, description: '' }] }), record)).toBe(false);
  });

  it('leaves out admins, inactive people, other regions and people without the type', () => {
    expect(canTakeRecord(user({ id: 3, roles: ['ADMIN'] }), record)).toBe(false);
    expect(canTakeRecord(user({ id: 3, isActive: false }), record)).toBe(false);
    expect(canTakeRecord(user({ id: 3, region_id: 18 }), record)).toBe(false);
    expect(canTakeRecord(user({ id: 3, assistance_id: [{ id: 3, description: 'Соціальний супровід' }] }), record)).toBe(false);
  });
});

describe('executorOptions', () => {
  it('puts the current executor first and the able colleagues after, by name', () => {
    // Prepare
    const users = [
      user({ id: 2, name: 'Ірина', last_name: 'Коваленко' }),
      user({ id: 5, name: 'Богдан', last_name: 'Шевчук' }),
      user({ id: 3, name: 'Андрій', last_name: 'Мельник' }),
      user({ id: 4, name: 'Марія', last_name: 'Шевченко', assistance_id: [{ id: 7, description: 'Моніторинг' }] }),
    ];

    // Act
    const options = executorOptions(users, record, false);

    // Assess
    expect(options).toEqual([
      { id: 2, label: 'Ірина Коваленко' },
      { id: 3, label: 'Андрій Мельник' },
      { id: 5, label: 'Богдан Шевчук' },
    ]);
  });

  it('shows the region to an admin', () => {
    expect(executorOptions([user({ id: 2, name: 'Ірина', last_name: 'Коваленко' })], record, true)[0]?.label).toBe('Ірина Коваленко (Полтавська область)');
  });
});
