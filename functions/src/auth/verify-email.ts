import { db } from '../db/service';
import { logger } from '../lib/logger';
import { getUser } from '../accounts/accounts';
import { indexKeys } from '../db/entities/user.entity';
import { lookupOneTimeToken } from './one-time-tokens';

export type VerificationOutcome = 'verified' | 'already-verified' | 'expired' | 'invalid';

/** Follows the mailed link: the address is confirmed once; the link then stops working. */
export async function verifyEmail(token: unknown): Promise<VerificationOutcome> {
  const found = await lookupOneTimeToken('verify-email', token);
  if (found.state === 'invalid') return 'invalid';
  const { item } = found;
  if (found.state === 'used') {
    // Mail scanners often open links before the person does: a used link of a verified address is good news.
    return (await getUser(item.userId))?.emailVerified ? 'already-verified' : 'invalid';
  }
  if (found.state === 'expired') return 'expired';

  // A verified address may make an executor: the executors' index follows in the same write.
  const account = await getUser(item.userId);
  if (!account) return 'invalid';
  const keys = indexKeys({ ...account, emailVerified: true });
  const result = await db()
    .transaction.write(({ user, oneTimeToken }) => [
      (keys.remove.length > 0
        ? user
            .patch({ id: item.userId })
            .set({ emailVerified: true, ...keys.set })
            .remove(keys.remove)
        : user.patch({ id: item.userId }).set({ emailVerified: true, ...keys.set })
      ).commit(),
      oneTimeToken
        .patch({ purpose: 'verify-email', tokenHash: item.tokenHash })
        .set({ usedAt: new Date().toISOString() })
        .where(({ usedAt }, { notExists }) => notExists(usedAt))
        .commit(),
    ])
    .go();
  if (result.canceled) return (await getUser(item.userId))?.emailVerified ? 'already-verified' : 'invalid';
  logger.info('email verified', { userId: item.userId });
  return 'verified';
}
