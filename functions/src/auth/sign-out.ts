import { db } from '../db/service';
import { logger } from '../lib/logger';
import { endSignIn } from '../lib/session-epoch';
import { findRefreshToken, revokeFamily } from './sessions';

/** The sign-in the request's own access token belongs to, when it carried a valid one. */
export interface PresentedSignIn {
  userId: number;
  sid?: string;
}

/**
 * Ends the sign-in the cookie (or the access token) belongs to: its refresh tokens
 * and its access tokens, this one included, stop working; the person goes offline.
 * Never fails for a missing session.
 */
export async function signOut(presented: string | undefined, bearer: PresentedSignIn | undefined): Promise<void> {
  const current = presented ? await findRefreshToken(presented) : undefined;
  const userId = current?.userId ?? bearer?.userId;
  if (!userId) return;
  const sids = new Set([current?.familyId, bearer?.userId === userId ? bearer.sid : undefined].filter((s): s is string => Boolean(s)));
  for (const sid of sids) {
    await revokeFamily(userId, sid);
    await endSignIn(userId, sid);
  }
  await markOffline(userId);
  logger.info('signed out', { userId });
}

export async function markOffline(userId: number): Promise<void> {
  await db()
    .entities.user.patch({ id: userId })
    .set({ isOnline: false, lastSeenAt: new Date().toISOString() })
    .go()
    .catch((error: Error) => {
      if (!/conditional/i.test(error.message)) throw error;
    });
}
