import { UnauthorizedError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { logger } from '../lib/logger';
import { readSignInRecord } from '../lib/sign-in-record';
import { signAccessToken } from '../lib/tokens';
import { getSecuritySettings } from '../reference/security-settings';
import { callerOf } from '../accounts/accounts';
import { nowSeconds } from './secrets';
import { findRefreshToken, isExpired, issueInFamily, revokeFamily, rotatedJustNow, rotateRefreshToken, type IssuedRefreshToken } from './sessions';

export const SESSION_ENDED_MESSAGE = 'Сесія завершилась. Увійдіть знову';

/**
 * Past the admin's idle minutes the browser first shows a 60-second countdown, and
 * activity is written at most once a minute (lib/sign-in-record.ts): the server's
 * idle limit is the setting plus these two minutes, so it never ends a session the
 * browser still counts as live.
 */
export const IDLE_SLACK_SECONDS = 120;

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
 *
 * Whatever the token's own status, the sign-in's record decides (consistent reads):
 * a sign-in that was ended (sign-out, reuse), whose epoch is behind the account's
 * (sign-out everywhere, a password or second-factor reset, a change of roles or
 * region), or that saw no signed-in request for the admin's idle minutes, is
 * refused and ended for good.
 */
export async function refreshSession(presented: string | undefined): Promise<Refreshed> {
  if (!presented) throw new SessionEndedError('no-cookie');
  const current = await findRefreshToken(presented);
  if (!current) throw new SessionEndedError('unknown-token');
  if (current.status === 'revoked') throw new SessionEndedError('revoked');
  const end = async (reason: string): Promise<never> => {
    await revokeFamily(current.userId, current.familyId);
    throw new SessionEndedError(reason);
  };
  if (current.status === 'rotated' && !rotatedJustNow(current)) {
    logger.warn('refresh token reused: revoking its family', { userId: current.userId });
    return end('reused');
  }
  if (isExpired(current)) throw new SessionEndedError('expired');

  const [signIn, { data: user }, settings] = await Promise.all([
    readSignInRecord(current.familyId),
    db().entities.user.get({ id: current.userId }).go({ consistent: true }),
    getSecuritySettings(),
  ]);
  if (!signIn || signIn.status !== 'active') return end('sign-in-ended');
  if (!user || !user.isActive || !user.emailVerified) return end('account-disabled');
  const epoch = user.sessionEpoch ?? 0;
  if (signIn.epoch !== epoch) return end('sessions-ended');
  if (nowSeconds() - signIn.lastActiveAt > settings.idleMinutes * 60 + IDLE_SLACK_SECONDS) return end('idle');

  // A sibling for the tab that lost a simultaneous refresh with the same cookie. An ending
  // that comes between the checks above and this write still holds: the record is read
  // again by the next refresh, and the access token carries the epoch and sign-in it ends.
  const rotated = current.status === 'rotated' ? 'lost-race' : await rotateRefreshToken(current);
  // Lost it to a revocation (a sign-out, reuse elsewhere) instead: nothing more is issued.
  if (rotated === 'lost-race' && (await findRefreshToken(presented))?.status === 'revoked') throw new SessionEndedError('revoked');
  const refresh = rotated === 'lost-race' ? await issueInFamily(current) : rotated;
  await db().entities.user.patch({ id: user.id }).set({ lastSeenAt: new Date().toISOString() }).go();
  return { accessToken: await signAccessToken(callerOf(user), { epoch, sid: current.familyId }), refresh };
}
