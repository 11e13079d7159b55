/**
 * The appeal's field schemas: one definition of each field, shared by the wire
 * bodies (appeal.wire.ts) and the browser form, which extends them (appeal.form.ts).
 */
import * as z from '../validation/zod';
import { isValidPhone, PHONE_MESSAGES, phoneDigits } from '../phone/phone.rules';
import { COMMUNITY_CODE } from '../region/region.rules';
import {
  AGE_GROUP_IDS,
  APPEAL_LIMITS,
  CHANNEL_SYNONYMS,
  CHILDREN_COUNT_MESSAGE,
  CHILDREN_MAX,
  COMMUNICATION_CHANNEL_MESSAGE,
  COMMUNICATION_CHANNELS,
  DEFAULT_COMMUNICATION_CHANNEL,
  INVALID_DATE_MESSAGE,
  missing,
  tooLong,
  type AppealField,
  type ChildrenAges,
} from './appeal.messages';

/** JSON sends numbers, HTML selects send strings: accept both, '' and null mean "not given". */
export const blankToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
export const numeric = (v: unknown): unknown => {
  const b = blankToUndefined(v);
  return typeof b === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(b) ? Number(b) : b;
};

/** An integer in [min, max], with one message for every way it can be wrong. */
export const int = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message));
export const STATUS_MESSAGE = 'Невідомий статус';

export const requiredText = (field: AppealField & keyof typeof APPEAL_LIMITS) =>
  z.string(missing(field)).check(z.trim(), z.minLength(1, { error: missing(field), abort: true }), z.maxLength(APPEAL_LIMITS[field], tooLong(field)));

export const idField = (field: AppealField) => z.preprocess(numeric, int(missing(field), 1));

/** Given when a community is not one of the list (its codifier code). */
export const COMMUNITY_MESSAGE = 'Оберіть громаду зі списку';
/** The community's codifier code; empty means not chosen. */
export const communityField = z
  .string(missing('community_id'))
  .check(z.trim(), z.minLength(1, { error: missing('community_id'), abort: true }), z.regex(COMMUNITY_CODE, COMMUNITY_MESSAGE));

export const phoneField = z.pipe(
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

export const channelField = z.preprocess(
  (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v) ?? DEFAULT_COMMUNICATION_CHANNEL,
  z
    .pipe(
      z.string(COMMUNICATION_CHANNEL_MESSAGE).check(z.maxLength(APPEAL_LIMITS.communiction, COMMUNICATION_CHANNEL_MESSAGE)),
      z.transform((v) => CHANNEL_SYNONYMS[v] ?? v),
    )
    .check(z.refine((v) => (COMMUNICATION_CHANNELS as readonly string[]).includes(v), COMMUNICATION_CHANNEL_MESSAGE)),
);

export const childCount = () => int(CHILDREN_COUNT_MESSAGE, 0, CHILDREN_MAX);
export const childrenCountField = z.preprocess(numeric, childCount());

/**
 * `children_ages` arrives as an object {'0_3': 1, ...} or as the form's list of
 * one-key objects [{'0_3': 1}, {'3_7': 0}]; ticks may be booleans. Stored as one object.
 */
export function mergeAges(v: unknown): unknown {
  const b = blankToUndefined(v);
  const parts = Array.isArray(b) ? b : [b];
  if (b === undefined || parts.some((p) => typeof p !== 'object' || p === null || Array.isArray(p))) return b;
  const merged: Record<string, unknown> = {};
  for (const part of parts as Record<string, unknown>[]) {
    for (const [key, value] of Object.entries(part)) merged[key] = typeof value === 'boolean' ? Number(value) : numeric(value);
  }
  return merged;
}

export const AGE_MESSAGE = 'Невідома вікова група';
export const childrenAgesField = z.preprocess(
  mergeAges,
  z.pipe(
    z.record(z.string(), childCount(), AGE_MESSAGE).check(z.refine((ages) => Object.keys(ages).every((k) => AGE_GROUP_IDS.includes(k)), AGE_MESSAGE)),
    z.transform((ages) => ages as ChildrenAges),
  ),
);

export const hasChildAge = (ages: ChildrenAges | undefined): boolean => Object.values(ages ?? {}).some((n) => (n ?? 0) > 0);

/** Any date the browser sends; stored as an ISO instant. */
export const dateField = z.preprocess(
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
export const assistanceIdsField = z.pipe(
  z.array(int(missing('assistance_ids'), 1), missing('assistance_ids')).check(z.maxLength(APPEAL_LIMITS.assistance_ids, missing('assistance_ids'))),
  z.transform((ids) => [...new Set(ids)]),
);

export const optionalText = (field: keyof typeof APPEAL_LIMITS) =>
  z.preprocess(blankToUndefined, z.optional(z.string().check(z.trim(), z.maxLength(APPEAL_LIMITS[field], tooLong(field)))));
