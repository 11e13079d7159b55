import { appealCreateSchema } from '@dosyt/core/appeal/appeal.schema';
import { ASSISTANCE_TYPES } from '@dosyt/core/assistance/assistance';
import { describe, expect, it } from 'vitest';
import {
  buildAppealBody,
  checkAppealForm,
  childrenAfterTypeToggle,
  emptyAppealForm,
  newIdempotencyKey,
  serverFieldErrors,
  type AppealFormState,
} from './appeal-form-values';

const POLTAVA_CITY = { id: 'UA53080370010339303', name: 'Полтавська міська громада' };
const NOW = Date.parse('2026-11-22T10:00:00Z');

const filled = (over: Partial<AppealFormState> = {}): AppealFormState => ({
  ...emptyAppealForm(),
  name: 'Олена',
  last_name: 'Коваль',
  region_id: 53,
  community: POLTAVA_CITY,
  phone: '38(067)123-45-67',
  assistance_ids: [1],
  description: 'Потрібна допомога психолога',
  agreement: true,
  ...over,
});

function body(state: AppealFormState, mode: 'public' | 'call-center' | 'admin' = 'public') {
  const check = checkAppealForm(state, mode, () => NOW);
  if (!check.success) throw new Error(check.summary);
  return buildAppealBody(check.output, mode, { types: ASSISTANCE_TYPES, idempotencyKey: 'key-12345678', honeypot: '' });
}

describe('checkAppealForm', () => {
  it('lists every empty required field of an untouched public form in the popup, in form order', () => {
    // Act
    const check = checkAppealForm(emptyAppealForm(), 'public', () => NOW);

    // Assess
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(check.summary).toBe("Помилка. Не заповнені наступні поля: Ім'я, Прізвище, Область, Громада, Телефон, Тип звернення, Опис ситуації");
    expect(check.fieldErrors.community).toBe('Помилка. Не заповнені наступні поля: Громада');
    expect(check.fieldErrors.agreement).toBe('Потрібно прийняти умови угоди');
  });

  it('asks the call centre for the worker and the date', () => {
    const check = checkAppealForm(filled(), 'call-center', () => NOW);
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(check.summary).toBe('Помилка. Не заповнені наступні поля: ПІБ оператора кол-центру, Дата та час');
  });

  it('refuses a call-centre date before today (Kyiv)', () => {
    const check = checkAppealForm(filled({ creator: 'Оксана Бондар', date_communication: '2026-11-21T08:00' }), 'call-center', () => NOW);
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(check.summary).toBe('Помилка. Дата не може бути раніше сьогоднішньої');
    expect(check.fieldErrors.date_communication).toBe('Дата не може бути раніше сьогоднішньої');
  });

  it('does not ask an anonymous person for a name', () => {
    expect(checkAppealForm(filled({ anonymous: true, name: '', last_name: '' }), 'public', () => NOW).success).toBe(true);
  });

  it('words a wrong phone as the spec does', () => {
    const check = checkAppealForm(filled({ phone: '38(012)123-45-67' }), 'public', () => NOW);
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(check.summary).toBe('Помилка. Невірний номер телефону');
    expect(check.fieldErrors.phone).toBe('Невірний номер телефону');
  });

  it('refuses more than 15 children', () => {
    const check = checkAppealForm(filled({ children_help: true, children_count: '16', children_ages: { '3_7': true } }), 'public', () => NOW);
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(check.summary).toBe('Помилка. Кількість дітей від 0 до 15');
    expect(check.fieldErrors.children_count).toBe('Кількість дітей від 0 до 15');
  });

  it('needs the count and ages when help for a child is chosen', () => {
    const check = checkAppealForm(filled({ children_help: true, children_count: '0' }), 'public', () => NOW);
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(check.summary).toBe('Помилка. Не заповнені наступні поля: Кількість дітей, Вік дітей');
  });

  it('needs the agreement last', () => {
    const check = checkAppealForm(filled({ agreement: false }), 'public', () => NOW);
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(check.summary).toBe('Потрібно прийняти умови угоди');
  });
});

describe('buildAppealBody', () => {
  it('makes a public body the server schema accepts, with the community code, the key and an empty honeypot', () => {
    // Act
    const sent = body(filled());

    // Assess
    expect(sent).toMatchObject({
      creator: 'Олена Коваль',
      name: 'Олена',
      last_name: 'Коваль',
      community_id: POLTAVA_CITY.id,
      region_id: 53,
      phone: '380671234567',
      communiction: 'Телефон',
      assistans_type: 'Психологічна допомога',
      assistance_ids: [1],
      children_help: false,
      children_count: 0,
      status_id: 1,
      idempotency_key: 'key-12345678',
      website: '',
    });
    expect(sent).not.toHaveProperty('children_ages');
    // The server runs the same core schema on the body as sent.
    expect(appealCreateSchema.safeParse(sent).success).toBe(true);
  });

  it('sends an anonymous appeal as Анонімний without a last name', () => {
    const sent = body(filled({ anonymous: true, name: '', last_name: '' }));
    expect(sent.name).toBe('Анонімний');
    expect(sent.creator).toBe('Анонімний');
    expect(sent).not.toHaveProperty('last_name');
  });

  it('keeps the call-centre worker and reads the picker as Kyiv time', () => {
    const sent = body(filled({ creator: 'Оксана Бондар', date_communication: '2026-11-23T08:00' }), 'call-center');
    expect(sent.creator).toBe('Оксана Бондар');
    // 08:00 in Kyiv in November (UTC+2) is 06:00 UTC.
    expect(sent.date_communication).toBe('2026-11-23T06:00:00.000Z');
  });

  it('leaves the creator to the server on the admin add form', () => {
    expect(body(filled(), 'admin')).not.toHaveProperty('creator');
  });

  it('sends the children count and the ticked age groups as counts', () => {
    const sent = body(filled({ assistance_ids: [6], children_help: true, children_count: '2', children_ages: { '0_3': true, '7_14': true, '3_7': false } }));
    expect(sent).toMatchObject({ children_help: true, children_count: 2, children_ages: { '0_3': 1, '7_14': 1, '3_7': 0 } });
    expect(sent.assistans_type).toBe('По справах неповнолітніх дітей');
  });
});

describe('serverFieldErrors', () => {
  it("puts the server's messages on the form's fields: the community on the pick, the old type name on the checklist", () => {
    expect(serverFieldErrors({ community_id: 'Оберіть громаду', assistans_type: 'Оберіть тип', phone: 'Невірний номер' })).toEqual([
      ['community', 'Оберіть громаду'],
      ['assistance_ids', 'Оберіть тип'],
      ['phone', 'Невірний номер'],
    ]);
  });

  it('leaves out fields the form does not have and messages that are not text', () => {
    expect(serverFieldErrors({ website: 'бот', description: 42, name: "Вкажіть ім'я" })).toEqual([['name', "Вкажіть ім'я"]]);
    expect(serverFieldErrors(undefined)).toEqual([]);
    expect(serverFieldErrors('Помилка')).toEqual([]);
  });
});

describe('childrenAfterTypeToggle', () => {
  it('ticking the minors type means help for one child, unticking it none', () => {
    expect(childrenAfterTypeToggle({ children_help: false, children_count: '0', children_ages: {} }, true)).toEqual({
      children_help: true,
      children_count: '1',
      children_ages: {},
    });
    expect(childrenAfterTypeToggle({ children_help: true, children_count: '3', children_ages: { '0_3': true } }, false)).toEqual({
      children_help: false,
      children_count: '0',
      children_ages: {},
    });
  });
});

describe('newIdempotencyKey', () => {
  it('is new for every fill and fits the server key rule', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });
});
