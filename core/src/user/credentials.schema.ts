import * as z from '../validation/zod';
import {
  NEW_PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  RESET_TOKEN_MESSAGE,
} from './user.messages';
import { emailField } from './user.fields';
import { isValidPassword, USER_LIMITS } from './user.rules';

/** Sign-in, the forgotten-password request and the reset. */

export const loginSchema = z.object({
  email: emailField,
  password: z.string(PASSWORD_REQUIRED_MESSAGE).check(z.minLength(1, PASSWORD_REQUIRED_MESSAGE), z.maxLength(USER_LIMITS.secret, PASSWORD_REQUIRED_MESSAGE)),
});
export type LoginInput = z.output<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/**
 * Wire body of POST /api/auth/reset-password-with-validation. The form also sends
 * `confirmPassword`, which must match; the wire body may leave it out.
 */
export const resetPasswordSchema = z.pipe(
  z
    .object({
      email: emailField,
      token: z.string(RESET_TOKEN_MESSAGE).check(z.trim(), z.minLength(1, RESET_TOKEN_MESSAGE), z.maxLength(USER_LIMITS.token, RESET_TOKEN_MESSAGE)),
      newPassword: z
        .string(NEW_PASSWORD_REQUIRED_MESSAGE)
        .check(z.minLength(1, { error: NEW_PASSWORD_REQUIRED_MESSAGE, abort: true }), z.refine(isValidPassword, PASSWORD_RULE_MESSAGE)),
      confirmPassword: z.optional(z.string()),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) {
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_MISMATCH_MESSAGE });
        }
      }),
    ),
  z.transform((body) => ({ email: body.email, token: body.token, newPassword: body.newPassword })),
);
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
