import * as z from '../validation/zod';
import { MONITORING_ID } from '../assistance/assistance';
import { isValidPhone, PHONE_MESSAGES, phoneDigits } from '../phone/phone.rules';
import { COMMUNITY_CODE } from '../region/region.rules';
import { EMAIL_MESSAGE, EMAIL_REQUIRED_MESSAGE, MONITORING_ALONE_MESSAGE, PASSWORD_RULE_MESSAGE } from './user.messages';
import { isValidEmail, isValidPassword } from './user.rules';

/** The fields the registration, profile and sign-in schemas share. */

export const blankToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
export const numeric = (v: unknown): unknown => {
  const b = blankToUndefined(v);
  return typeof b === 'string' && /^\s*\d+\s*$/.test(b) ? Number(b) : b;
};

/** Phones keyboards capitalise: the address is compared in lower case. */
export const emailField = z
  .string(EMAIL_REQUIRED_MESSAGE)
  .check(z.trim(), z.toLowerCase(), z.minLength(1, { error: EMAIL_REQUIRED_MESSAGE, abort: true }), z.refine(isValidEmail, EMAIL_MESSAGE));

export const phoneField = (required: string) =>
  z.pipe(
    z
      .string(required)
      .check(
        z.trim(),
        z.minLength(1, { error: required, abort: true }),
        z.maxLength(32, PHONE_MESSAGES.invalid),
        z.refine(isValidPhone, PHONE_MESSAGES.invalid),
      ),
    z.transform(phoneDigits),
  );

export const passwordField = z.string(PASSWORD_RULE_MESSAGE).check(z.refine(isValidPassword, PASSWORD_RULE_MESSAGE));

/** Functions arrive as ids or as {id, description} (the profile answer's shape). */
export const functionsField = (required: string) =>
  z.pipe(
    z.preprocess(
      (v) => (Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' && 'id' in x ? (x as { id: unknown }).id : numeric(x))) : v),
      z.array(z.number(required).check(z.int(required), z.nonnegative(required)), required).check(z.maxLength(20, required)),
    ),
    z.transform((ids) => [...new Set(ids)]),
  );

export const checkFunctions = (ids: readonly number[], ctx: z.core.$RefinementCtx, path: string, required: string | undefined) => {
  if (required && ids.filter((id) => id > 0).length === 0) ctx.addIssue({ code: 'custom', path: [path], message: required });
  if (ids.includes(MONITORING_ID) && ids.length > 1) ctx.addIssue({ code: 'custom', path: [path], message: MONITORING_ALONE_MESSAGE });
};

/** The community's codifier code (КАТОТТГ), chosen from the list. */
export const communityField = (message: string) => z.string(message).check(z.trim(), z.regex(COMMUNITY_CODE, message));
