/** The browser's appeal form: the wire fields with the form's own (anonymous, agreement, ticked ages) on top. */
import * as z from '../validation/zod';
import { ASSISTANCE_TYPES, assistansTypeText, type AssistanceType } from '../assistance/assistance';
import { isBeforeKyivToday } from '../dates/dates';
import { isValidPhone, PHONE_MESSAGES, phoneDigits } from '../phone/phone.rules';
import {
  AGE_GROUP_IDS,
  AGREEMENT_MESSAGE,
  ANONYMOUS_NAME,
  APPEAL_FIELD_LABELS,
  APPEAL_LIMITS,
  INVALID_DATE_MESSAGE,
  missing,
  PAST_DATE_MESSAGE,
  tooLong,
  type AgeGroupId,
  type AppealField,
  type ChildrenAges,
} from './appeal.messages';
import { assistanceIdsField, blankToUndefined, channelField, childrenCountField, communityField, int, numeric } from './appeal.fields';
import type { AppealCreateBody } from './appeal.wire';

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

const isBlank = (v: unknown): boolean => v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * Required fields left empty, in form order: call-centre
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
  const creator = mode === 'call-center' ? values.creator : mode === 'public' ? (values.anonymous ? ANONYMOUS_NAME : fullName) : undefined;
  const ages = Object.fromEntries(Object.entries(values.children_ages).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v])) as ChildrenAges;
  return {
    ...(creator ? { creator } : {}),
    ...(mode === 'call-center' && values.date_communication != null ? { date_communication: new Date(values.date_communication).toISOString() } : {}),
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
