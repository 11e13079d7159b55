import { db } from '../db/service';
import { logger } from '../lib/logger';
import { findRefreshToken, revokeFamily } from './sessions';

/** Ends the sign-in the cookie belongs to and marks the person offline; never fails for a missing session. */
export async function signOut(presented: string | undefined, callerId: number | undefined): Promise<void> {
  const current = presented ? await findRefreshToken(presented) : undefined;
  if (current) await revokeFamily(current.userId, current.familyId);
  const userId = current?.userId ?? callerId;
  if (userId) {
    await db()
      .entities.user.patch({ id: userId })
      .set({ isOnline: false, lastSeenAt: new Date().toISOString() })
      .go()
      .catch((error: Error) => {
        if (!/conditional/i.test(error.message)) throw error;
      });
    logger.info('signed out', { userId });
  }
}
