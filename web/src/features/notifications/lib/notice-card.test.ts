import { describe, expect, it } from 'vitest';
import { fromAppeal, fromHistory } from './notice-card';

describe('notification cards', () => {
  it('reads an admin record', () => {
    expect(
      fromAppeal({
        id: 7,
        createdAt: '2026-11-02T10:00:00Z',
        name: 'Оксана',
        last_name: 'Коваль',
        phone: '380501112233',
        assistans_type: 'Психологічна допомога\nЮридична консультація',
      }),
    ).toEqual({
      id: 7,
      appealId: 7,
      name: 'Оксана Коваль',
      phone: '380501112233',
      createdAt: '2026-11-02T10:00:00Z',
      assistance: 'Психологічна допомога, Юридична консультація',
      noExecutor: false,
      highRisk: false,
    });
  });

  it("marks an admin record 'Без виконавця' when a requested type has nobody", () => {
    const card = fromAppeal({
      id: 8,
      createdAt: '2026-11-02T10:00:00Z',
      name: 'Анонімний',
      last_name: null,
      phone: '380501112233',
      assistans_type: 'Соціальний супровід',
      noExecutor: true,
    });
    expect(card.noExecutor).toBe(true);
  });

  it('marks a high-risk record, admin or USER', () => {
    expect(
      fromAppeal({ id: 9, createdAt: '2026-11-02T10:00:00Z', name: 'Анонімний', last_name: null, phone: '380501112233', assistans_type: '', high_risk: true })
        .highRisk,
    ).toBe(true);
    expect(
      fromHistory({
        id: 32,
        appealId: 12,
        appeal: { name: 'Анонімний', last_name: null, phone: '380671112233' },
        AssistanceTypes: { description: '' },
        high_risk: true,
      }).highRisk,
    ).toBe(true);
  });

  it('reads a USER record with its nested appeal and type', () => {
    expect(
      fromHistory({
        id: 31,
        appealId: 11,
        createdAt: '2026-11-02T10:00:00Z',
        appeal: { name: 'Анонімний', last_name: null, phone: '380671112233' },
        AssistanceTypes: { description: 'Соціальний супровід' },
      }),
    ).toEqual({
      id: 31,
      appealId: 11,
      name: 'Анонімний',
      phone: '380671112233',
      createdAt: '2026-11-02T10:00:00Z',
      assistance: 'Соціальний супровід',
      highRisk: false,
    });
  });
});
