import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { parseOrThrow } from '../validation/parse';
import {
  AGE_GROUPS,
  appealCreateSchema,
  appealFormSchema,
  appealUpdateSchema,
  assignmentPatchSchema,
  COMMUNICATION_CHANNELS,
  COMMUNITY_MESSAGE,
  DEFAULT_COMMUNICATION_CHANNEL,
  missingAppealFields,
  missingFieldsMessage,
  PAST_DATE_MESSAGE,
  toAppealCreateBody,
  type AppealCreateBody,
  type AppealFormValues,
} from './appeal.schema';

const body = (over: Partial<AppealCreateBody> = {}): AppealCreateBody => ({
  creator: 'Олена Коваль',
  name: 'Олена',
  last_name: 'Коваль',
  community_id: 'UA53080370000025447',
  region_id: 16,
  phone: '38(067)123-45-67',
  communiction: 'Вайбер',
  assistans_type: 'Психологічна допомога\nЮридична консультація',
  description: 'Чоловік погрожує, потрібна допомога',
  children_help: false,
  children_count: 0,
  status_id: 1,
  ...over,
});

/** The messages zod gives, by field path. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('appeal constants', () => {
  it('name the four age groups', () => {
    expect(AGE_GROUPS).toEqual([
      { id: '0_3', label: 'До 3 років' },
      { id: '3_7', label: '3-7 років' },
      { id: '7_14', label: '7-14 років' },
      { id: '14_17', label: '14-17 років' },
    ]);
  });

  it('offer the communication channels with Телефон by default', () => {
    expect(DEFAULT_COMMUNICATION_CHANNEL).toBe('Телефон');
    expect(COMMUNICATION_CHANNELS).toEqual(['Телефон', 'Вайбер', 'Вотсап', 'Телеграм']);
  });

  it('build the missing-fields message', () => {
    expect(missingFieldsMessage(["Ім'я", 'Телефон'])).toBe("Помилка. Не заповнені наступні поля: Ім'я, Телефон");
  });
});

describe('appealCreateSchema', () => {
  it('accepts a public appeal and stores the phone as digits, status 1, no children', () => {
    // Act
    const result = appealCreateSchema.parse(body());
    // Assess
    expect(result).toMatchObject({
      name: 'Олена',
      last_name: 'Коваль',
      phone: '380671234567',
      communiction: 'Вайбер',
      status_id: 1,
      children_help: false,
      children_count: 0,
    });
    expect(result.children_ages).toBeUndefined();
    expect(result).not.toHaveProperty('website');
  });

  it('always creates status 1, whatever is sent', () => {
    expect(appealCreateSchema.parse(body({ status_id: 4 })).status_id).toBe(1);
  });

  it('trims text and reads ids sent as strings', () => {
    // Act
    const result = appealCreateSchema.parse({ ...body(), name: '  Олена ', community_id: ' UA53080370000025447 ', region_id: '16' });
    // Assess
    expect(result.name).toBe('Олена');
    expect(result.community_id).toBe('UA53080370000025447');
    expect(result.region_id).toBe(16);
  });

  it('accepts an anonymous appeal without a last name and drops one that was sent', () => {
    expect(appealCreateSchema.parse(body({ name: 'Анонімний', last_name: undefined })).last_name).toBeUndefined();
    expect(appealCreateSchema.parse(body({ name: 'Анонімний', last_name: 'Коваль' })).last_name).toBeUndefined();
  });

  it('needs a last name unless anonymous', () => {
    expect(errorsOf(appealCreateSchema.safeParse(body({ last_name: '' })))).toEqual({
      last_name: 'Помилка. Не заповнені наступні поля: Прізвище',
    });
  });

  it.each([
    ['name', { name: '' }, "Помилка. Не заповнені наступні поля: Ім'я"],
    ['name', { name: undefined }, "Помилка. Не заповнені наступні поля: Ім'я"],
    ['description', { description: '   ' }, 'Помилка. Не заповнені наступні поля: Опис ситуації'],
    ['community_id', { community_id: undefined }, 'Помилка. Не заповнені наступні поля: Громада'],
    ['community_id', { community_id: '' }, 'Помилка. Не заповнені наступні поля: Громада'],
    ['community_id', { community_id: 12 }, 'Помилка. Не заповнені наступні поля: Громада'],
    ['community_id', { community_id: 'UA123' }, COMMUNITY_MESSAGE],
    ['region_id', { region_id: 'abc' as unknown as number }, 'Помилка. Не заповнені наступні поля: Область'],
    ['phone', { phone: '' }, 'Помилка. Не заповнені наступні поля: Телефон'],
    ['phone', { phone: '38(044)123-45-67' }, 'Невірний номер телефону'],
    ['phone', { phone: '380671234' }, 'Невірний номер телефону'],
    ['communiction', { communiction: 'Скайп' }, "Оберіть спосіб зв'язку"],
    ['date_communication', { date_communication: 'вчора' }, 'Некоректна дата'],
    ['website', { website: 'http://spam.example' }, 'Сталася помилка. Спробуйте ще раз'],
    ['idempotency_key', { idempotency_key: 'no spaces!' }, 'Сталася помилка. Спробуйте ще раз'],
  ] as [string, Partial<AppealCreateBody>, string][])('refuses a bad %s: %j', (field, over, message) => {
    expect(errorsOf(appealCreateSchema.safeParse(body(over)))[field]).toBe(message);
  });

  it('needs a request type as text or as ids', () => {
    // Act
    const none = appealCreateSchema.safeParse(body({ assistans_type: '' }));
    const byIds = appealCreateSchema.parse(body({ assistans_type: undefined, assistance_ids: [1, 4, 1] }));
    // Assess
    expect(errorsOf(none).assistance_ids).toBe('Помилка. Не заповнені наступні поля: Тип звернення');
    expect(byIds.assistance_ids).toEqual([1, 4]);
  });

  it.each([[16], [-1], [1.5], ['много']])('refuses %j children with the spec message', (count) => {
    const result = appealCreateSchema.safeParse(body({ children_help: true, children_count: count as number, children_ages: { '0_3': 1 } }));
    expect(errorsOf(result).children_count).toBe('Кількість дітей від 0 до 15');
  });

  it('keeps the count and ages of children who need help', () => {
    // Act
    const result = appealCreateSchema.parse(body({ children_help: true, children_count: 2, children_ages: { '0_3': 1, '7_14': 1 } }));
    // Assess
    expect(result.children_count).toBe(2);
    expect(result.children_ages).toEqual({ '0_3': 1, '7_14': 1 });
  });

  it('reads ages sent as the form list of one-key objects with ticks', () => {
    // Prepare
    const ages = [{ '0_3': 1 }, { '3_7': 0 }, { '14_17': true }] as unknown as AppealCreateBody['children_ages'];
    // Act
    const result = appealCreateSchema.parse(body({ children_help: true, children_count: 2, children_ages: ages }));
    // Assess
    expect(result.children_ages).toEqual({ '0_3': 1, '3_7': 0, '14_17': 1 });
  });

  it('refuses an unknown age group', () => {
    const ages = { '18_99': 1 } as unknown as AppealCreateBody['children_ages'];
    expect(errorsOf(appealCreateSchema.safeParse(body({ children_help: true, children_count: 1, children_ages: ages }))).children_ages).toBe(
      'Невідома вікова група',
    );
  });

  it('needs the count and ages when help for a child is chosen', () => {
    expect(errorsOf(appealCreateSchema.safeParse(body({ children_help: true, children_count: 0, children_ages: { '0_3': 0 } })))).toEqual({
      children_count: 'Помилка. Не заповнені наступні поля: Кількість дітей',
      children_ages: 'Помилка. Не заповнені наступні поля: Вік дітей',
    });
  });

  it('resets the count and drops the ages without help for a child', () => {
    // Act
    const result = appealCreateSchema.parse(body({ children_help: false, children_count: 5, children_ages: { '0_3': 2 } }));
    // Assess
    expect(result.children_count).toBe(0);
    expect(result.children_ages).toBeUndefined();
  });

  it('defaults the channel to Телефон and stores Телефоном as Телефон', () => {
    expect(appealCreateSchema.parse(body({ communiction: undefined })).communiction).toBe('Телефон');
    expect(appealCreateSchema.parse(body({ communiction: '' })).communiction).toBe('Телефон');
    expect(appealCreateSchema.parse(body({ communiction: 'Телефоном' })).communiction).toBe('Телефон');
  });

  it('stores the communication date as an ISO instant', () => {
    expect(appealCreateSchema.parse(body({ date_communication: '2026-11-20T08:00:00+02:00' })).date_communication).toBe('2026-11-20T06:00:00.000Z');
    expect(appealCreateSchema.parse(body({ date_communication: '' })).date_communication).toBeUndefined();
  });

  it('accepts an empty honeypot and a UUID idempotency key', () => {
    // Act
    const result = appealCreateSchema.parse(body({ website: '', idempotency_key: '3b241101-e2bb-4255-8caf-4136c566a962' }));
    // Assess
    expect(result.idempotency_key).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
  });

  it.each([
    ['name', 61],
    ['last_name', 61],
    ['description', 5001],
    ['creator', 121],
    ['assistans_type', 1001],
  ])('refuses a %s over its cap', (field, length) => {
    expect(errorsOf(appealCreateSchema.safeParse(body({ [field]: 'а'.repeat(length) })))[field]).toMatch(/^Занадто довгий текст/);
  });

  it('accepts texts at their caps', () => {
    expect(appealCreateSchema.safeParse(body({ name: 'а'.repeat(60), description: 'а'.repeat(5000) })).success).toBe(true);
  });

  it('refuses a huge body field by field through parseOrThrow as a 400', () => {
    // Act
    const act = () => parseOrThrow(appealCreateSchema, body({ description: 'а'.repeat(1_000_000) }));
    // Assess
    expect(act).toThrow(ValidationError);
    expect(act).toThrow(/максимум 5000/);
  });

  it('refuses a body that is not an object', () => {
    expect(appealCreateSchema.safeParse('hello').success).toBe(false);
    expect(appealCreateSchema.safeParse(null).success).toBe(false);
  });
});

describe('appealUpdateSchema', () => {
  it('needs the version read with the appeal', () => {
    expect(errorsOf(appealUpdateSchema.safeParse({ name: 'Олена' })).version).toBe('Відсутня версія звернення. Оновіть сторінку');
  });

  it('drops empty values', () => {
    // Act
    const result = appealUpdateSchema.parse({ name: '', last_name: null, phone: '', age: '', description: 'Новий опис', version: 3 });
    // Assess
    expect(result).toEqual({ description: 'Новий опис', version: 3 });
  });

  it('validates the fields it gets', () => {
    expect(errorsOf(appealUpdateSchema.safeParse({ phone: '380441234567', version: 1 })).phone).toBe('Невірний номер телефону');
    expect(errorsOf(appealUpdateSchema.safeParse({ children_count: 16, version: 1 })).children_count).toBe('Кількість дітей від 0 до 15');
    expect(errorsOf(appealUpdateSchema.safeParse({ status_id: 5, version: 1 })).status_id).toBe('Невідомий статус');
    expect(errorsOf(appealUpdateSchema.safeParse({ description: 'а'.repeat(5001), version: 1 })).description).toMatch(/максимум 5000/);
  });

  it('stores the phone as digits', () => {
    expect(appealUpdateSchema.parse({ phone: '38(099)000-11-22', version: 0 }).phone).toBe('380990001122');
  });

  it('resets count and ages when help for a child is switched off', () => {
    // Act
    const result = appealUpdateSchema.parse({ children_help: false, children_count: 3, children_ages: { '3_7': 1 }, version: 2 });
    // Assess
    expect(result.children_count).toBe(0);
    expect(result.children_ages).toEqual({});
  });

  it('does not enforce the unused 18-90 age bounds', () => {
    expect(appealUpdateSchema.parse({ age: 16, version: 1 }).age).toBe(16);
  });
});

describe('assignmentPatchSchema', () => {
  it('accepts an executor, a status, a comment and a version', () => {
    expect(assignmentPatchSchema.parse({ userId: '5', appealStatusId: 3, comment: '[b]Так[/b]', version: 2 })).toEqual({
      userId: 5,
      appealStatusId: 3,
      comment: '[b]Так[/b]',
      version: 2,
    });
  });

  it('accepts an empty patch and a null comment', () => {
    expect(assignmentPatchSchema.parse({})).toEqual({});
    expect(assignmentPatchSchema.parse({ comment: null }).comment).toBeUndefined();
  });

  it('refuses an unknown status, a bad executor and a huge comment', () => {
    expect(errorsOf(assignmentPatchSchema.safeParse({ appealStatusId: 0 })).appealStatusId).toBe('Невідомий статус');
    expect(errorsOf(assignmentPatchSchema.safeParse({ userId: -2 })).userId).toBe('Оберіть виконавця');
    expect(errorsOf(assignmentPatchSchema.safeParse({ comment: 'а'.repeat(20_001) })).comment).toMatch(/максимум 20000/);
  });
});

// ---------- the form ----------

const NOW = Date.UTC(2026, 10, 15, 10, 0);
const form = (over: AppealFormValues = {}): AppealFormValues => ({
  name: 'Олена',
  last_name: 'Коваль',
  anonymous: false,
  region_id: '16',
  community_id: 'UA53080370000025447',
  phone: '38(067)123-45-67',
  communiction: 'Телефон',
  assistance_ids: [1, 6],
  children_help: true,
  children_count: '2',
  children_ages: { '0_3': true, '3_7': false },
  description: 'Потрібна допомога',
  agreement: true,
  ...over,
});

describe('missingAppealFields', () => {
  it('lists every empty required field of the public form, in form order', () => {
    expect(missingAppealFields({}, 'public')).toEqual(["Ім'я", 'Прізвище', 'Область', 'Громада', 'Телефон', 'Тип звернення', 'Опис ситуації']);
  });

  it('asks the call centre for the worker and the date first', () => {
    expect(missingAppealFields({ anonymous: true }, 'call-center').slice(0, 3)).toEqual(['ПІБ оператора кол-центру', 'Дата та час', 'Область']);
  });

  it('does not ask an anonymous person for a name', () => {
    expect(missingAppealFields(form({ anonymous: true, name: '', last_name: '' }), 'public')).toEqual([]);
  });

  it('asks for the children count and ages when help for a child is chosen', () => {
    expect(missingAppealFields(form({ children_count: '', children_ages: { '0_3': false } }), 'public')).toEqual(['Кількість дітей', 'Вік дітей']);
    expect(missingAppealFields(form({ children_help: false, children_count: '', children_ages: {} }), 'public')).toEqual([]);
  });

  it('builds the summary message', () => {
    expect(missingFieldsMessage(missingAppealFields(form({ phone: ' ', description: '' }), 'admin'))).toBe(
      'Помилка. Не заповнені наступні поля: Телефон, Опис ситуації',
    );
  });
});

describe('appealFormSchema', () => {
  const publicForm = appealFormSchema('public', { now: () => NOW });
  const callCentre = appealFormSchema('call-center', { now: () => NOW });

  it('accepts a complete public form', () => {
    // Act
    const result = publicForm.parse(form());
    // Assess
    expect(result.region_id).toBe(16);
    expect(result.children_count).toBe(2);
  });

  it('puts a missing-field message under each empty field', () => {
    expect(errorsOf(publicForm.safeParse(form({ name: '', description: '' })))).toEqual({
      name: "Помилка. Не заповнені наступні поля: Ім'я",
      description: 'Помилка. Не заповнені наступні поля: Опис ситуації',
    });
  });

  it('needs the agreement', () => {
    expect(errorsOf(publicForm.safeParse(form({ agreement: false })))).toEqual({ agreement: 'Потрібно прийняти умови угоди' });
  });

  it('refuses an invalid phone', () => {
    expect(errorsOf(publicForm.safeParse(form({ phone: '38(000)123-45-67' })))).toEqual({ phone: 'Невірний номер телефону' });
  });

  it('refuses more than 15 children', () => {
    expect(errorsOf(publicForm.safeParse(form({ children_count: 16 }))).children_count).toBe('Кількість дітей від 0 до 15');
  });

  it('needs the worker and a date not before today in call-centre mode', () => {
    // Act
    const missing = callCentre.safeParse(form());
    const past = callCentre.safeParse(form({ creator: 'Оператор', date_communication: '2026-11-14T08:00:00+02:00' }));
    const today = callCentre.safeParse(form({ creator: 'Оператор', date_communication: '2026-11-15T08:00:00+02:00' }));
    // Assess
    expect(errorsOf(missing)).toEqual({
      creator: 'Помилка. Не заповнені наступні поля: ПІБ оператора кол-центру',
      date_communication: 'Помилка. Не заповнені наступні поля: Дата та час',
    });
    expect(errorsOf(past)).toEqual({ date_communication: PAST_DATE_MESSAGE });
    expect(today.success).toBe(true);
  });

  it('does not ask the public form for a worker or a date', () => {
    expect(publicForm.safeParse(form({ creator: '', date_communication: null })).success).toBe(true);
  });
});

describe('toAppealCreateBody', () => {
  const parse = (mode: 'public' | 'call-center' | 'admin', over: AppealFormValues = {}) => appealFormSchema(mode, { now: () => NOW }).parse(form(over));

  it('makes a body the server accepts', () => {
    // Act
    const wire = toAppealCreateBody(parse('public'), 'public', { idempotencyKey: 'abc12345-key' });
    // Assess
    expect(wire).toEqual({
      creator: 'Олена Коваль',
      name: 'Олена',
      last_name: 'Коваль',
      community_id: 'UA53080370000025447',
      region_id: 16,
      phone: '380671234567',
      communiction: 'Телефон',
      assistans_type: 'Психологічна допомога\nПо справах неповнолітніх дітей',
      assistance_ids: [1, 6],
      description: 'Потрібна допомога',
      children_help: true,
      children_count: 2,
      children_ages: { '0_3': 1, '3_7': 0 },
      status_id: 1,
      idempotency_key: 'abc12345-key',
    });
    expect(appealCreateSchema.safeParse(wire).success).toBe(true);
  });

  it('sends an anonymous appeal as Анонімний without a last name', () => {
    // Act
    const wire = toAppealCreateBody(parse('public', { anonymous: true, name: '', last_name: '' }), 'public');
    // Assess
    expect(wire.name).toBe('Анонімний');
    expect(wire.creator).toBe('Анонімний');
    expect(wire).not.toHaveProperty('last_name');
    expect(appealCreateSchema.safeParse(wire).success).toBe(true);
  });

  it('keeps the call-centre worker as creator and sends the date', () => {
    // Act
    const wire = toAppealCreateBody(
      parse('call-center', { anonymous: true, creator: 'Оператор Іван', date_communication: '2026-11-16T08:00:00+02:00' }),
      'call-center',
    );
    // Assess
    expect(wire.creator).toBe('Оператор Іван');
    expect(wire.date_communication).toBe('2026-11-16T06:00:00.000Z');
    expect(wire.name).toBe('Анонімний');
  });

  it('leaves the creator to the server on the admin add form', () => {
    expect(toAppealCreateBody(parse('admin'), 'admin')).not.toHaveProperty('creator');
  });

  it('sends no children ages and count 0 without help for a child', () => {
    // Act
    const wire = toAppealCreateBody(parse('public', { children_help: false }), 'public');
    // Assess
    expect(wire.children_count).toBe(0);
    expect(wire).not.toHaveProperty('children_ages');
  });
});
