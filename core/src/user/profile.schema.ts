import * as z from '../validation/zod';
import { NO_FUNCTION_MESSAGE, PROFILE_INCOMPLETE_MESSAGE, PROFILE_SELECT_FUNCTIONS_SUFFIX } from './user.messages';
import { checkFunctions, communityField, functionsField, numeric, phoneField } from './user.fields';
import { TOP_ADMIN_ID, USER_LIMITS } from './user.rules';

/** 'Будь ласка, заповніть всі поля профілю', plus ' та виберіть функціонал' when functions are required. */
export function profileIncompleteMessage(requireFunctions: boolean): string {
  return PROFILE_INCOMPLETE_MESSAGE + (requireFunctions ? PROFILE_SELECT_FUNCTIONS_SUFFIX : '');
}

function makeProfileSchema(requireFunctions: boolean) {
  const required = profileIncompleteMessage(requireFunctions);
  const text = (max: number) => z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, required));
  return z
    .object({
      name: text(USER_LIMITS.name),
      last_name: text(USER_LIMITS.last_name),
      phone: phoneField(required),
      responsability: text(USER_LIMITS.responsability),
      institution: text(USER_LIMITS.institution),
      assistance_id: z.optional(functionsField(required)),
      region_id: z.preprocess(numeric, z.optional(z.number().check(z.int(), z.positive()))),
      community_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(communityField(required))),
    })
    .check(z.superRefine((body, ctx) => checkFunctions(body.assistance_id ?? [], ctx, 'assistance_id', requireFunctions ? required : undefined)));
}

/**
 * Wire body of PUT /api/users/profile/{userId} when an admin edits someone else's account:
 * every field is optional and only the fields sent are checked and saved, so an account
 * missing its position or institution can still be moved or given functions (the person
 * completes their own profile through the full form).
 */
export const adminProfileSchema = (() => {
  const required = profileIncompleteMessage(false);
  const text = (max: number) => z.optional(z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, required)));
  return z
    .object({
      name: text(USER_LIMITS.name),
      last_name: text(USER_LIMITS.last_name),
      phone: z.optional(phoneField(required)),
      responsability: text(USER_LIMITS.responsability),
      institution: text(USER_LIMITS.institution),
      assistance_id: z.optional(functionsField(NO_FUNCTION_MESSAGE)),
      region_id: z.preprocess(numeric, z.optional(z.number().check(z.int(), z.positive()))),
      community_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(communityField(required))),
    })
    .check(z.superRefine((body, ctx) => body.assistance_id && checkFunctions(body.assistance_id, ctx, 'assistance_id', NO_FUNCTION_MESSAGE)));
})();
export type AdminProfileInput = z.output<typeof adminProfileSchema>;
export type AdminProfileBody = Partial<ProfileBody>;

/** Wire body of PUT /api/users/profile/{userId} for everyone but the top admin. */
export const profileSchema = makeProfileSchema(true);
/** The top admin (user id 1) has no functionality choice. */
export const topAdminProfileSchema = makeProfileSchema(false);
export const profileSchemaFor = (userId: number) => (userId === TOP_ADMIN_ID ? topAdminProfileSchema : profileSchema);
export type ProfileInput = z.output<typeof profileSchema>;
export interface ProfileBody {
  name: string;
  last_name: string;
  phone: string;
  responsability: string;
  institution: string;
  assistance_id?: (number | { id: number; description?: string })[];
  region_id?: number | null;
  community_id?: string | null;
}
