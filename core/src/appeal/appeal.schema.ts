import * as z from '../validation/zod';
import { ASSISTANCE_TYPES, assistansTypeText, type AssistanceType } from '../assistance/assistance';
import { isBeforeKyivToday } from '../dates/dates';
import { isValidPhone, PHONE_MESSAGES, phoneDigits } from '../phone/phone.rules';
import { COMMUNITY_CODE } from '../region/region.rules';
import type { RiskAnswers } from './risk.rules';
import { riskAnswersSchema, safeContactSchema, type SafeContact } from './safety.schema';

export const ANONYMOUS_NAME = 'Анонімний';
export const CHILDREN_MAX = 15;
export const CHILDREN_COUNT_MESSAGE = 'Кількість дітей від 0 до 15';
export const AGREEMENT_MESSAGE = 'Потрібно прийняти умови угоди';
export const MISSING_FIELDS_PREFIX = 'Помилка. Не заповнені наступні поля: ';
export const GENERIC_ERROR_MESSAGE = 'Сталася помилка. Спробуйте ще раз';
export const PAST_DATE_MESSAGE = 'Дата не може бути раніше сьогоднішньої';
export const INVALID_DATE_MESSAGE = 'Некоректна дата';
export const VERSION_MESSAGE = 'Відсутня версія звернення. Оновіть сторінку';

/** Outcome messages of the appeal screens (spec part 2 section 8). */
export const APPEAL_MESSAGES = {
  created: "Ваше звернення успішно надіслано, ми обов'язково зв'яжемося з вами!",
  createdByAdmin: 'Звернення успішно збережено',
  updated: 'Замовлення збережено',
  assignmentSaved: 'Запис успішно оновлен',
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
const AGE_GROUP_IDS: readonly string[] = AGE_GROUPS.map((g) => g.id);

/**
 * Channels offered on the form, the default first. The spec also shows 'Телефоном'
 * among known values; it means the same as 'Телефон', so the wire accepts it and
 * stores 'Телефон', and the form offers one phone option.
 */
export const DEFAULT_COMMUNICATION_CHANNEL = 'Телефон';
export const COMMUNICATION_CHANNELS = ['Телефон', 'Вайбер', 'Вотсап', 'Телеграм'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];
const CHANNEL_SYNONYMS: Readonly<Record<string, CommunicationChannel>> = { Телефоном: 'Телефон' };
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
type AppealField = keyof typeof APPEAL_FIELD_LABELS;

/** 'Помилка. Не заповнені наступні поля: Ім'я, Телефон'. */
export function missingFieldsMessage(labels: readonly string[]): string {
  return MISSING_FIELDS_PREFIX + labels.join(', ');
}

const missing = (field: AppealField): string => missingFieldsMessage([APPEAL_FIELD_LABELS[field]]);
const tooLong = (field: keyof typeof APPEAL_LIMITS): string =>
  `Занадто довгий текст (максимум ${APPEAL_LIMITS[field]} символів)`;

// ---------- field schemas shared by the wire bodies ----------

/** JSON sends numbers, HTML selects send strings: accept both, '' and null mean "not given". */
const blankToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
const numeric = (v: unknown): unknown => {
  const b = blankToUndefined(v);
  return typeof b === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(b) ? Number(b) : b;
};

/** An integer in [min, max], with one message for every way it can be wrong. */
const int = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message));
const STATUS_MESSAGE = 'Невідомий статус';

const requiredText = (field: AppealField & keyof typeof APPEAL_LIMITS) =>
  z.string(missing(field)).check(z.trim(), z.minLength(1, { error: missing(field), abort: true }), z.maxLength(APPEAL_LIMITS[field], tooLong(field)));

const idField = (field: AppealField) => z.preprocess(numeric, int(missing(field), 1));

/** Given when a community is not one of the list (its codifier code). */
export const COMMUNITY_MESSAGE = 'Оберіть громаду зі списку';
/** The community's codifier code; empty means not chosen. */
const communityField = z
  .string(missing('community_id'))
  .check(z.trim(), z.minLength(1, { error: missing('community_id'), abort: true }), z.regex(COMMUNITY_CODE, COMMUNITY_MESSAGE));

const phoneField = z.pipe(
  z
    .string(missing('phone'))
    .check(
      z.trim(),
      z.minLength(1, { error: missing('phone'), abort: true }),
      z.maxLength(APPEAL_LIMITS.phone, PHONE_MESSAGES.invalid),
      z.refine(isValidPhone, PHONE_MESSAGES.invalid),
    ),
  z.transform(phoneDigits),
);

const channelField = z.preprocess(
  (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v) ?? DEFAULT_COMMUNICATION_CHANNEL,
  z
    .pipe(
      z.string(COMMUNICATION_CHANNEL_MESSAGE).check(z.maxLength(APPEAL_LIMITS.communiction, COMMUNICATION_CHANNEL_MESSAGE)),
      z.transform((v) => CHANNEL_SYNONYMS[v] ?? v),
    )
    .check(z.refine((v) => (COMMUNICATION_CHANNELS as readonly string[]).includes(v), COMMUNICATION_CHANNEL_MESSAGE)),
);

const childCount = () => int(CHILDREN_COUNT_MESSAGE, 0, CHILDREN_MAX);
const childrenCountField = z.preprocess(numeric, childCount());

/**
 * `children_ages` arrives as an object {'0_3': 1, ...} or as the form's list of
 * one-key objects [{'0_3': 1}, {'3_7': 0}]; ticks may be booleans. Stored as one object.
 */
function mergeAges(v: unknown): unknown {
  const b = blankToUndefined(v);
  const parts = Array.isArray(b) ? b : [b];
  if (b === undefined || parts.some((p) => typeof p !== 'object' || p === null || Array.isArray(p))) return b;
  const merged: Record<string, unknown> = {};
  for (const part of parts as Record<string, unknown>[]) {
    for (const [key, value] of Object.entries(part)) merged[key] = typeof value === 'boolean' ? Number(value) : numeric(value);
  }
  return merged;
}

const AGE_MESSAGE = 'Невідома вікова група';
const childrenAgesField = z.preprocess(
  mergeAges,
  z.pipe(
    z
      .record(z.string(), childCount(), AGE_MESSAGE)
      .check(z.refine((ages) => Object.keys(ages).every((k) => AGE_GROUP_IDS.includes(k)), AGE_MESSAGE)),
    z.transform((ages) => ages as ChildrenAges),
  ),
);

const hasChildAge = (ages: ChildrenAges | undefined): boolean => Object.values(ages ?? {}).some((n) => (n ?? 0) > 0);

/** Any date the browser sends; stored as an ISO instant. */
const dateField = z.preprocess(
  blankToUndefined,
  z.optional(
    z.pipe(
      z
        .union([z.string().check(z.maxLength(APPEAL_LIMITS.date, INVALID_DATE_MESSAGE)), z.number(), z.date()], INVALID_DATE_MESSAGE)
        .check(z.refine((v) => !Number.isNaN(new Date(v).getTime()), INVALID_DATE_MESSAGE)),
      z.transform((v) => new Date(v).toISOString()),
    ),
  ),
);

/**
 * Alternative to `assistans_type`: the chosen assistance type ids. The server turns
 * them into descriptions (joined by '\n') from its own list, since admins may rename types.
 */
const assistanceIdsField = z.pipe(
  z.array(int(missing('assistance_ids'), 1), missing('assistance_ids')).check(z.maxLength(APPEAL_LIMITS.assistance_ids, missing('assistance_ids'))),
  z.transform((ids) => [...new Set(ids)]),
);

const optionalText = (field: keyof typeof APPEAL_LIMITS) =>
  z.preprocess(blankToUndefined, z.optional(z.string().check(z.trim(), z.maxLength(APPEAL_LIMITS[field], tooLong(field)))));

// ---------- POST /api/appeals ----------

/**
 * Wire body of POST /api/appeals (public, call-centre and admin add).
 * - An anonymous appeal has name 'Анонімний' and no last name (a sent one is dropped).
 * - `assistans_type` (descriptions, '\n'-joined) or `assistance_ids` must name a type.
 * - Without help for a child the count is 0 and the ages are dropped; with it both are needed.
 * - A new appeal is always status 1, whatever is sent.
 * - `idempotency_key` makes a retried submission create one appeal; `website` is a
 *   honeypot field hidden from people, so only a bot fills it.
 */
export const appealCreateSchema = z.pipe(
  z
    .object({
      creator: optionalText('creator'),
      date_communication: dateField,
      name: requiredText('name'),
      last_name: optionalText('last_name'),
      community_id: communityField,
      region_id: idField('region_id'),
      phone: phoneField,
      communiction: channelField,
      assistans_type: optionalText('assistans_type'),
      assistance_ids: z.optional(assistanceIdsField),
      description: requiredText('description'),
      children_help: z._default(z.boolean(GENERIC_ERROR_MESSAGE), false),
      children_count: z.optional(childrenCountField),
      children_ages: z.optional(childrenAgesField),
      status_id: z.optional(z.unknown()),
      safe_contact: safeContactSchema,
      risk_answers: riskAnswersSchema,
      idempotency_key: z.optional(z.string(GENERIC_ERROR_MESSAGE).check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, GENERIC_ERROR_MESSAGE))),
      website: z.optional(z.preprocess(blankToUndefined, z.undefined(GENERIC_ERROR_MESSAGE))),
    })
    .check(
      z.superRefine((body, ctx) => {
        const issue = (field: AppealField) => ctx.addIssue({ code: 'custom', path: [field], message: missing(field) });
        if (body.name !== ANONYMOUS_NAME && !body.last_name) issue('last_name');
        if (!body.assistans_type && !body.assistance_ids?.length) issue('assistance_ids');
        if (body.children_help) {
          if (!body.children_count) issue('children_count');
          if (!hasChildAge(body.children_ages)) issue('children_ages');
        }
      }),
    ),
  z.transform((body) => {
    const appeal = {
      ...body,
      last_name: body.name === ANONYMOUS_NAME ? undefined : body.last_name,
      children_count: body.children_help ? (body.children_count ?? 0) : 0,
      children_ages: body.children_help ? body.children_ages : undefined,
      status_id: 1 as const,
    };
    delete appeal.website; // the honeypot was empty; it is not appeal data
    return appeal;
  }),
);

/** What a client sends to POST /api/appeals (wire names as the spec spells them). */
export interface AppealCreateBody {
  creator?: string | null;
  date_communication?: string | null;
  name: string;
  last_name?: string | null;
  /** Codifier code (КАТОТТГ). */
  community_id: string;
  region_id: number;
  phone: string;
  communiction?: string;
  assistans_type?: string;
  assistance_ids?: number[];
  description: string;
  children_help?: boolean;
  children_count?: number;
  children_ages?: ChildrenAges | ChildrenAges[];
  status_id?: number;
  idempotency_key?: string;
  website?: string;
  /** Optional: how to reach the person safely (safety.schema.ts). */
  safe_contact?: SafeContact;
  /** Optional: the risk screening's yes/no answers (risk.rules.ts). */
  risk_answers?: RiskAnswers;
}
export type AppealCreateInput = z.output<typeof appealCreateSchema>;

// ---------- PUT /api/appeals/{id} ----------

const optionalId = (field: AppealField) => z.preprocess(numeric, z.optional(int(missing(field), 1)));

/**
 * Wire body of PUT /api/appeals/{id} (admin edit). Empty values are dropped (spec),
 * so every field is optional; `version` is required so a stale save gets a 409.
 * Without help for a child the count is reset to 0 and the ages to {}.
 * `status_id` is accepted for compatibility; the appeal's status follows its assignments.
 */
export const appealUpdateSchema = z.pipe(
  z.object({
    name: optionalText('name'),
    last_name: optionalText('last_name'),
    // The spec's age bounds 18-90 are not used; only nonsense is refused.
    age: z.preprocess(numeric, z.optional(int('Некоректний вік', 0, 120))),
    community_id: z.preprocess(blankToUndefined, z.optional(communityField)),
    region_id: optionalId('region_id'),
    phone: z.preprocess(blankToUndefined, z.optional(phoneField)),
    communiction: z.preprocess(blankToUndefined, z.optional(channelField)),
    assistans_type: optionalText('assistans_type'),
    assistance_ids: z.optional(assistanceIdsField),
    description: optionalText('description'),
    children_help: z.preprocess(blankToUndefined, z.optional(z.boolean(GENERIC_ERROR_MESSAGE))),
    children_count: z.preprocess(blankToUndefined, z.optional(childrenCountField)),
    children_ages: z.preprocess(blankToUndefined, z.optional(childrenAgesField)),
    date_communication: dateField,
    status_id: z.preprocess(numeric, z.optional(int(STATUS_MESSAGE, 1, 4))),
    editor: optionalText('editor'),
    // Unlike the other fields, an empty block here clears it (null), so staff can remove it.
    safe_contact: z.optional(z.nullable(safeContactSchema)),
    risk_answers: z.optional(z.nullable(riskAnswersSchema)),
    version: z.preprocess(numeric, int(VERSION_MESSAGE, 0)),
  }),
  z.transform((body) =>
    body.children_help === false ? { ...body, children_count: 0, children_ages: {} as ChildrenAges } : body,
  ),
);

/** What a client sends to PUT /api/appeals/{id}. */
export type AppealUpdateBody = Partial<Omit<AppealCreateBody, 'idempotency_key' | 'website' | 'creator' | 'safe_contact' | 'risk_answers'>> & {
  age?: number | null;
  /** null removes the block / the answers. */
  safe_contact?: SafeContact | null;
  risk_answers?: RiskAnswers | null;
  editor?: string | null;
  version: number;
};
export type AppealUpdateInput = z.output<typeof appealUpdateSchema>;

// ---------- PATCH /api/appeal-history/{id} ----------

/** Wire body of PATCH /api/appeal-history/{id}; the rules of the change are `checkAssignmentChange`. */
export const assignmentPatchSchema = z.object({
  userId: z.preprocess(numeric, z.optional(int('Оберіть виконавця', 1))),
  appealStatusId: z.preprocess(numeric, z.optional(int(STATUS_MESSAGE, 1, 4))),
  comment: z.preprocess((v) => (v === null ? undefined : v), z.optional(z.string().check(z.maxLength(APPEAL_LIMITS.comment, tooLong('comment'))))),
  version: z.preprocess(numeric, z.optional(int(VERSION_MESSAGE, 0))),
});
/** What a client sends to PATCH /api/appeal-history/{id}. */
export interface AssignmentPatchBody {
  userId?: number | null;
  appealStatusId?: number | null;
  comment?: string | null;
  version?: number;
}
export type AssignmentPatchInput = z.output<typeof assignmentPatchSchema>;

// ---------- the browser form ----------

export type AppealFormMode = 'public' | 'call-center' | 'admin';

/** Values of the appeal form as the browser holds them. */
export interface AppealFormValues {
  creator?: string;
  date_communication?: string | number | Date | null;
  name?: string;
  last_name?: string;
  anonymous?: boolean;
  region_id?: number | string | null;
  community_id?: string | null;
  phone?: string;
  communiction?: string;
  assistance_ids?: number[];
  children_help?: boolean;
  children_count?: number | string | null;
  children_ages?: Partial<Record<AgeGroupId, boolean | number>>;
  description?: string;
  agreement?: boolean;
}

const isBlank = (v: unknown): boolean =>
  v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * Required fields left empty, in form order (spec part 2 section 5): call-centre
 * worker and date (call-centre only), name and last name (unless anonymous), region,
 * community, phone, request type, description, and the children's count and ages
 * when help for a child is chosen.
 */
function missingAppealFieldKeys(values: AppealFormValues, mode: AppealFormMode): AppealField[] {
  const fields: AppealField[] = [];
  if (mode === 'call-center') {
    if (isBlank(values.creator)) fields.push('creator');
    if (isBlank(values.date_communication)) fields.push('date_communication');
  }
  if (!values.anonymous) {
    if (isBlank(values.name)) fields.push('name');
    if (isBlank(values.last_name)) fields.push('last_name');
  }
  if (isBlank(values.region_id)) fields.push('region_id');
  if (isBlank(values.community_id)) fields.push('community_id');
  if (isBlank(values.phone)) fields.push('phone');
  if (isBlank(values.assistance_ids)) fields.push('assistance_ids');
  if (isBlank(values.description)) fields.push('description');
  if (values.children_help) {
    if (isBlank(values.children_count) || Number(values.children_count) === 0) fields.push('children_count');
    if (!Object.values(values.children_ages ?? {}).some((v) => v === true || (typeof v === 'number' && v > 0))) {
      fields.push('children_ages');
    }
  }
  return fields;
}

/** Labels of the required fields left empty, for 'Помилка. Не заповнені наступні поля: …'. */
export function missingAppealFields(values: AppealFormValues, mode: AppealFormMode): string[] {
  return missingAppealFieldKeys(values, mode).map((field) => APPEAL_FIELD_LABELS[field]);
}

/**
 * Schema of the appeal form for react-hook-form. Each empty required field gets
 * 'Помилка. Не заповнені наступні поля: <label>'; the summary for the whole form is
 * `missingFieldsMessage(missingAppealFields(values, mode))`.
 * `now` is injectable so "no date before today" can be tested.
 */
export function appealFormSchema(mode: AppealFormMode, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  return z
    .object({
      creator: z._default(z.string().check(z.trim(), z.maxLength(APPEAL_LIMITS.creator, tooLong('creator'))), ''),
      date_communication: z.nullish(z.union([z.string(), z.number(), z.date()])),
      name: z._default(z.string().check(z.trim(), z.maxLength(APPEAL_LIMITS.name, tooLong('name'))), ''),
      last_name: z._default(z.string().check(z.trim(), z.maxLength(APPEAL_LIMITS.last_name, tooLong('last_name'))), ''),
      anonymous: z._default(z.boolean(), false),
      region_id: z.preprocess(numeric, z.optional(int(missing('region_id'), 1))),
      community_id: z.preprocess(blankToUndefined, z.optional(communityField)),
      phone: z._default(z.string().check(z.trim(), z.maxLength(APPEAL_LIMITS.phone, PHONE_MESSAGES.invalid)), ''),
      communiction: channelField,
      assistance_ids: z._default(assistanceIdsField, []),
      children_help: z._default(z.boolean(), false),
      children_count: z.preprocess(numeric, z.optional(childrenCountField)),
      children_ages: z._default(z.partialRecord(z.enum(AGE_GROUP_IDS as [AgeGroupId, ...AgeGroupId[]]), z.union([z.boolean(), z.number()])), {}),
      description: z._default(z.string().check(z.trim(), z.maxLength(APPEAL_LIMITS.description, tooLong('description'))), ''),
      agreement: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((values, ctx) => {
        for (const field of missingAppealFieldKeys(values, mode)) {
          ctx.addIssue({ code: 'custom', path: [field], message: missing(field) });
        }
        if (values.phone && !isValidPhone(values.phone)) {
          ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGES.invalid });
        }
        const date = values.date_communication;
        if (mode === 'call-center' && !isBlank(date)) {
          const time = new Date(date as string | number | Date).getTime();
          if (Number.isNaN(time)) ctx.addIssue({ code: 'custom', path: ['date_communication'], message: INVALID_DATE_MESSAGE });
          else if (isBeforeKyivToday(time, now())) ctx.addIssue({ code: 'custom', path: ['date_communication'], message: PAST_DATE_MESSAGE });
        }
        if (!values.agreement) ctx.addIssue({ code: 'custom', path: ['agreement'], message: AGREEMENT_MESSAGE });
      }),
    );
}
export type AppealFormOutput = z.output<ReturnType<typeof appealFormSchema>>;

/**
 * Turns a validated form into the POST /api/appeals body.
 * Anonymous: name is 'Анонімний' and the last name is left out. The creator is the
 * call-centre worker in call-centre mode (kept even for an anonymous caller, so the
 * report says who took the call); on the public form it is the applicant, or
 * 'Анонімний'; an admin's add leaves it to the server.
 */
export function toAppealCreateBody(
  values: AppealFormOutput,
  mode: AppealFormMode,
  options: { types?: readonly AssistanceType[]; idempotencyKey?: string } = {},
): AppealCreateBody {
  const fullName = `${values.name} ${values.last_name}`.trim();
  const creator =
    mode === 'call-center' ? values.creator : mode === 'public' ? (values.anonymous ? ANONYMOUS_NAME : fullName) : undefined;
  const ages = Object.fromEntries(
    Object.entries(values.children_ages).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v]),
  ) as ChildrenAges;
  return {
    ...(creator ? { creator } : {}),
    ...(mode === 'call-center' && values.date_communication != null
      ? { date_communication: new Date(values.date_communication).toISOString() }
      : {}),
    name: values.anonymous ? ANONYMOUS_NAME : values.name,
    ...(values.anonymous ? {} : { last_name: values.last_name }),
    // Both are present: the form schema reports them missing otherwise.
    community_id: values.community_id as string,
    region_id: values.region_id as number,
    phone: phoneDigits(values.phone),
    communiction: values.communiction,
    assistans_type: assistansTypeText(values.assistance_ids, options.types ?? ASSISTANCE_TYPES),
    assistance_ids: values.assistance_ids,
    description: values.description,
    children_help: values.children_help,
    children_count: values.children_help ? (values.children_count ?? 0) : 0,
    ...(values.children_help ? { children_ages: ages } : {}),
    status_id: 1,
    ...(options.idempotencyKey ? { idempotency_key: options.idempotencyKey } : {}),
  };
}
