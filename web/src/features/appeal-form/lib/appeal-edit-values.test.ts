import { ASSISTANCE_TYPES } from '@dosyt/core/assistance/assistance';
import { describe, expect, it } from 'vitest';
import { buildAppealUpdate, toEditState, type EditableAppeal } from './appeal-edit-values';

const appeal = (over: Partial<EditableAppeal> = {}): EditableAppeal => ({
  id: 12,
  createdAt: '2026-11-20T08:00:00.000Z',
  name: 'Олена',
  last_name: 'Коваль',
  phone: '380671234567',
  region_id: 53,
  community_id: 'UA53080370000025447',
  community: { name: 'Полтавська міська громада', adminCenter: 'м. Полтава', region: 'Полтавська область', region_id: 53 },
  communiction: 'Вайбер',
  assistanceIds: [1, 6],
  assistans_type: 'Психологічна допомога\nПо справах неповнолітніх дітей',
  description: 'Опис',
  children_help: true,
  children_count: 2,
  children_ages: { '0_3': 1, '7_14': 1 },
  status_id: 1,
  version: 3,
  ...over,
});

describe('toEditState', () => {
  it('shows the stored appeal in the form: masked phone, picked community, ticked age groups', () => {
    expect(toEditState(appeal())).toMatchObject({
      name: 'Олена',
      anonymous: false,
      phone: '38(067)123-45-67',
      community: { id: 'UA53080370000025447', name: 'Полтавська міська громада' },
      assistance_ids: [1, 6],
      children_count: '2',
      children_ages: { '0_3': true, '3_7': false, '7_14': true, '14_17': false },
    });
  });

  it('reads Анонімний as anonymous, with the names empty', () => {
    expect(toEditState(appeal({ name: 'Анонімний', last_name: null }))).toMatchObject({ anonymous: true, name: '', last_name: '' });
  });
});

describe('buildAppealUpdate', () => {
  it('sends digits, the community code, the type names and the version read', () => {
    const check = buildAppealUpdate(toEditState(appeal()), 3, ASSISTANCE_TYPES);
    expect(check).toEqual({
      success: true,
      body: {
        name: 'Олена',
        last_name: 'Коваль',
        region_id: 53,
        community_id: 'UA53080370000025447',
        phone: '380671234567',
        communiction: 'Вайбер',
        assistance_ids: [1, 6],
        assistans_type: 'Психологічна допомога\nПо справах неповнолітніх дітей',
        description: 'Опис',
        children_help: true,
        children_count: 2,
        children_ages: { '0_3': 1, '3_7': 0, '7_14': 1, '14_17': 0 },
        safe_contact: null,
        risk_answers: null,
        version: 3,
      },
    });
  });

  it('keeps the safe-contact block and the risk answers editable, and an emptied block removes them', () => {
    const stored = { ...appeal(), safe_contact: { canCall: false, safeWord: 'Соняшник' }, risk_answers: { weapon: true } };
    const kept = buildAppealUpdate(toEditState(stored), 3, ASSISTANCE_TYPES);
    expect(kept.success && kept.body).toMatchObject({ safe_contact: { canCall: false, safeWord: 'Соняшник' }, risk_answers: { weapon: true } });
    const state = toEditState(stored);
    const emptied = buildAppealUpdate(
      { ...state, safe_contact: { ...state.safe_contact, canCall: undefined, safeWord: '' }, risk_answers: {} },
      3,
      ASSISTANCE_TYPES,
    );
    expect(emptied.success && emptied.body).toMatchObject({ safe_contact: null, risk_answers: null });
  });

  it('drops empty values and resets the children without help for a child', () => {
    const state = { ...toEditState(appeal()), last_name: '  ', description: '', children_help: false };
    const check = buildAppealUpdate(state, 3, ASSISTANCE_TYPES);
    expect(check.success).toBe(true);
    if (!check.success) return;
    expect(check.body).not.toHaveProperty('last_name');
    expect(check.body).not.toHaveProperty('description');
    expect(check.body).toMatchObject({ children_help: false, children_count: 0, children_ages: {} });
  });

  it('refuses a wrong phone and too many children with the spec messages', () => {
    expect(buildAppealUpdate({ ...toEditState(appeal()), phone: '38(012)123-45-67' }, 3, ASSISTANCE_TYPES)).toEqual({
      success: false,
      message: 'Помилка. Невірний номер телефону',
    });
    expect(buildAppealUpdate({ ...toEditState(appeal()), children_count: '16' }, 3, ASSISTANCE_TYPES)).toEqual({
      success: false,
      message: 'Помилка. Кількість дітей від 0 до 15',
    });
  });

  it('keeps an anonymous appeal anonymous', () => {
    const check = buildAppealUpdate(toEditState(appeal({ name: 'Анонімний', last_name: null })), 3, ASSISTANCE_TYPES);
    expect(check.success && check.body.name).toBe('Анонімний');
    expect(check.success && 'last_name' in check.body).toBe(false);
  });
});
