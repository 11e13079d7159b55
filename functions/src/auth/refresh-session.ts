import { UnauthorizedError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { logger } from '../lib/logger';
import { signAccessToken } from '../lib/tokens';
import { callerOf, getUser } from '../users/accounts';
import { findRefreshToken, isExpired, revokeFamily, rotateRefreshToken, type IssuedRefreshToken } from './sessions';

export const SESSION_ENDED_MESSAGE = 'Сесія завершилась. Увійдіть знову';

/** Thrown with the reason for the log; the handler answers 401 and clears the cookie. */
export class SessionEndedError extends UnauthorizedError {
  constructor(readonly reason: string) {
    super(SESSION_ENDED_MESSAGE);
  }
}

export interface Refreshed {
  accessToken: string;
  refresh: IssuedRefreshToken;
}

/**
 * Exchanges a refresh token for a new access token and a new refresh token.
 * A token already exchanged before means someone else holds a copy: the whole
 * sign-in (its family) is revoked and both parties must sign in again.
 */
export async function refreshSession(presented: string | undefined): Promise<Refreshed> {
  if (!presented) throw new SessionEndedError('no-cookie');
  const current = await findRefreshToken(presented);
  if (!current) throw new SessionEndedError('unknown-token');
  if (current.status === 'rotated') {
    logger.warn('refresh token reused: revoking its family', { userId: current.userId });
    await revokeFamily(current.userId, current.familyId);
    throw new SessionEndedError('reused');
  }
  if (current.status === 'revoked') throw new SessionEndedError('revoked');
  if (isExpired(current)) throw new SessionEndedError('expired');

  const user = await getUser(current.userId);
  if (!user || !user.isActive || !user.emailVerified) {
    await revokeFamily(current.userId, current.familyId);
    throw new SessionEndedError('account-disabled');
  }

  const refresh = await rotateRefreshToken(current);
  if (refresh === 'lost-race') {
    logger.warn('refresh token used twice at once: revoking its family', { userId: current.userId });
    await revokeFamily(current.userId, current.familyId);
    throw new SessionEndedError('reused');
  }
  await db().entities.user.patch({ id: user.id }).set({ lastSeenAt: new Date().toISOString() }).go();
  return { accessToken: await signAccessToken(callerOf(user)), refresh };
}
