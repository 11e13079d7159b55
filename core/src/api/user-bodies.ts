/**
 * The bodies of the users and second-factor routes, as the contract names them
 * (users.ts, auth.ts): the functions' pipeline parses each request with these.
 */
import * as z from '../validation/zod';
import { adminProfileSchema, profileSchemaFor } from '../user/profile.schema';
import { EMAIL_MESSAGE } from '../user/user.messages';
import { isValidEmail } from '../user/user.rules';
import type { BodyContext } from './types';

const ROLES_MESSAGE = 'Вкажіть ролі: ADMIN, USER або OBSERVER';

export const rolesSchema = z.object({
  roles: z.array(z.enum(['ADMIN', 'USER', 'OBSERVER'], { error: ROLES_MESSAGE }), { error: ROLES_MESSAGE }).check(z.maxLength(3, ROLES_MESSAGE)),
});

export const workStatusSchema = z.object({ workStatus: z.boolean({ error: 'Вкажіть workStatus (true або false)' }) });

export const setActiveSchema = z.object({ isActive: z.boolean({ error: 'Вкажіть статус доступу: isActive (true або false)' }) });

export const assistanceDecisionSchema = z.object({ approve: z.boolean({ error: 'Вкажіть рішення: approve (true або false)' }) });

/**
 * Whom the mail goes to: the server writes it from the account; the text, name and link
 * the client sends are ignored (mail is never a relay).
 */
export const mailRequestSchema = z.object({
  to: z
    .string({ error: 'Вкажіть email отримувача' })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, { error: 'Вкажіть email отримувача', abort: true }), z.refine(isValidEmail, EMAIL_MESSAGE)),
});

export const codeSchema = z.object({
  code: z.string({ error: 'Введіть код' }).check(z.trim(), z.minLength(6, 'Введіть код'), z.maxLength(20, 'Задовгий код')),
});
export const challengeSchema = z.object({
  challenge: z.string({ error: 'Увійдіть ще раз' }).check(z.maxLength(100, 'Увійдіть ще раз')),
});
export const challengeCodeSchema = z.object({ ...challengeSchema.shape, ...codeSchema.shape });

/**
 * An admin editing someone else changes only what they send (an incomplete profile must
 * not block a move, new functions or a role); anyone else sends their whole profile.
 */
export const profileBodySchema = ({ params, caller }: BodyContext) => {
  const userId = Number(params.userId);
  return caller?.roles.includes('ADMIN') && caller.userId !== userId ? adminProfileSchema : profileSchemaFor(userId);
};
