import { ValidationError } from '@dosyt/core/errors';
import { type ResetPasswordInput } from '@dosyt/core/user/credentials.schema';
import { AUTH_MESSAGES, RESET_TOKEN_MESSAGE } from '@dosyt/core/user/user.messages';
import { db } from '../db/service';
import { logger } from '../lib/logger';
import { queueMail } from '../lib/outbox';
import { getUser } from '../accounts/accounts';
import { passwordChangedMail } from './auth-mail';
import { lookupOneTimeToken, retireOneTimeTokens } from './one-time-tokens';
import { hashPassword } from './password';
import { endSessions } from './end-sessions';

/** The web reads this exact message and offers a new link. */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired';

/**
 * Sets a new password through a mailed link. The link works once; every session of
 * the account ends. Following the link also proves the address, so it counts as verified.
 */
export async function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  const found = await lookupOneTimeToken('reset-password', input.token);
  if (found.state === 'invalid' || found.state === 'used') throw new ValidationError(RESET_TOKEN_MESSAGE);
  const user = await getUser(found.item.userId);
  if (!user || user.email !== input.email) throw new ValidationError(RESET_TOKEN_MESSAGE);
  if (found.state === 'expired') throw new ValidationError(TOKEN_EXPIRED_MESSAGE);

  const passwordHash = await hashPassword(input.newPassword);
  const result = await db()
    .transaction.write(({ user: users, oneTimeToken }) => [
      users.patch({ id: user.id }).set({ passwordHash, emailVerified: true }).commit(),
      oneTimeToken
        .patch({ purpose: 'reset-password', tokenHash: found.item.tokenHash })
        .set({ usedAt: new Date().toISOString() })
        .where(({ usedAt }, { notExists }) => notExists(usedAt))
        .commit(),
    ])
    .go();
  if (result.canceled) throw new ValidationError(RESET_TOKEN_MESSAGE);

  await retireOneTimeTokens('reset-password', user.id);
  await endSessions(user.id, 'password-reset');
  await queueMail(passwordChangedMail(user.email));
  logger.info('password reset', { userId: user.id });
  return { message: AUTH_MESSAGES.resetDone };
}
