import { UnauthorizedError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { logger } from '../lib/logger';
import { signAccessToken } from '../lib/tokens';
import { callerOf, getUser } from '../users/accounts';
import { findRefreshToken, isExpired, issueInFamily, revokeFamily, rotatedJustNow, rotateRefreshToken, type IssuedRefreshToken } from './sessions';

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
 * sign-in (its family) is revoked and both parties must sign in again. The one
 * exception is a token exchanged seconds ago, which is two tabs refreshing at once.
 */
export async function refreshSession(presented: string | undefined): Promise<Refreshed> {
  if (!presented) throw new SessionEndedError('no-cookie');
  const current = await findRefreshToken(presented);
  if (!current) throw new SessionEndedError('unknown-token');
  if (current.status === 'rotated' && !rotatedJustNow(current)) {
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

  const rotated = current.status === 'rotated' ? 'lost-race' : await rotateRefreshToken(current);
  // Lost the race to a simultaneous refresh with the same cookie: that tab holds the rotated token.
  // Lost it to a revocation (a sign-out or the end of every session) instead: nothing more is issued.
  if (rotated === 'lost-race' && (await findRefreshToken(presented))?.status === 'revoked') throw new SessionEndedError('revoked');
  const refresh = rotated === 'lost-race' ? await issueInFamily(current) : rotated;
  await db().entities.user.patch({ id: user.id }).set({ lastSeenAt: new Date().toISOString() }).go();
  return { accessToken: await signAccessToken(callerOf(user), { epoch: user.sessionEpoch ?? 0, sid: current.familyId }), refresh };
}
