/** The appeal's texts and limits: messages, labels, age groups, channels (no schemas). */

export const ANONYMOUS_NAME = 'Анонімний';
export const CHILDREN_MAX = 15;
export const CHILDREN_COUNT_MESSAGE = 'Кількість дітей від 0 до 15';
export const AGREEMENT_MESSAGE = 'Потрібно прийняти умови угоди';
export const MISSING_FIELDS_PREFIX = 'Помилка. Не заповнені наступні поля: ';
export const GENERIC_ERROR_MESSAGE = 'Сталася помилка. Спробуйте ще раз';
export const PAST_DATE_MESSAGE = 'Дата не може бути раніше сьогоднішньої';
export const INVALID_DATE_MESSAGE = 'Некоректна дата';
export const VERSION_MESSAGE = 'Відсутня версія звернення. Оновіть сторінку';

/** Outcome messages of the appeal screens. */
export const APPEAL_MESSAGES = {
  created: "Ваше звернення успішно надіслано, ми обов'язково зв'яжемося з вами!",
  createdByAdmin: 'Звернення успішно збережено',
  updated: 'Замовлення збережено',
  assignmentSaved: 'Запис успішно оновлено',
  noReports: 'Немає доступних звітів',
  noPosts: 'Назараз не має публікацій в цій категоріі',
} as const;

/** Caps on every free-text field, so a huge body is refused before it is stored. */
export const APPEAL_LIMITS = {
  creator: 120,
  name: 60,
  last_name: 60,
  description: 5000,
  assistans_type: 1000,
  communiction: 30,
  editor: 120,
  comment: 20_000,
  idempotency_key: 128,
  phone: 32,
  date: 40,
  assistance_ids: 20,
} as const;

export const AGE_GROUPS = [
  { id: '0_3', label: 'До 3 років' },
  { id: '3_7', label: '3-7 років' },
  { id: '7_14', label: '7-14 років' },
  { id: '14_17', label: '14-17 років' },
] as const;
export type AgeGroupId = (typeof AGE_GROUPS)[number]['id'];
export type ChildrenAges = Partial<Record<AgeGroupId, number>>;
export const AGE_GROUP_IDS: readonly string[] = AGE_GROUPS.map((g) => g.id);

/**
 * Channels offered on the form, the default first. Stored appeals also hold 'Телефоном'
 * among known values; it means the same as 'Телефон', so the wire accepts it and
 * stores 'Телефон', and the form offers one phone option.
 */
export const DEFAULT_COMMUNICATION_CHANNEL = 'Телефон';
export const COMMUNICATION_CHANNELS = ['Телефон', 'Вайбер', 'Вотсап', 'Телеграм'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];
export const CHANNEL_SYNONYMS: Readonly<Record<string, CommunicationChannel>> = { Телефоном: 'Телефон' };
export const COMMUNICATION_CHANNEL_MESSAGE = "Оберіть спосіб зв'язку";

export const APPEAL_FIELD_LABELS = {
  creator: 'ПІБ оператора кол-центру',
  date_communication: 'Дата та час',
  name: "Ім'я",
  last_name: 'Прізвище',
  region_id: 'Область',
  community_id: 'Громада',
  phone: 'Телефон',
  assistance_ids: 'Тип звернення',
  description: 'Опис ситуації',
  children_count: 'Кількість дітей',
  children_ages: 'Вік дітей',
} as const;
export type AppealField = keyof typeof APPEAL_FIELD_LABELS;

/** 'Помилка. Не заповнені наступні поля: Ім'я, Телефон'. */
export function missingFieldsMessage(labels: readonly string[]): string {
  return MISSING_FIELDS_PREFIX + labels.join(', ');
}

/** The missing-field message of one field. */
export const missing = (field: AppealField): string => missingFieldsMessage([APPEAL_FIELD_LABELS[field]]);
export const tooLong = (field: keyof typeof APPEAL_LIMITS): string => `Занадто довгий текст (максимум ${APPEAL_LIMITS[field]} символів)`;
