import { db } from '../db/service';
import { nowSeconds, sha256Hex } from './secrets';

export interface AttemptLimit {
  scope: string;
  max: number;
  windowSeconds: number;
}

/** Failed sign-ins per client address: enough for an office behind one address, too few to guess passwords. */
export const LOGIN_ADDRESS_LIMIT: AttemptLimit = { scope: 'login-address', max: 30, windowSeconds: 15 * 60 };
/** Reset mails per account: stops anyone flooding a colleague's mailbox through the public form. */
export const RESET_MAIL_LIMIT: AttemptLimit = { scope: 'reset-mail', max: 3, windowSeconds: 60 * 60 };

/** Client addresses are personal data: the counter is keyed by a digest. */
export const addressSubject = (address: string): string => sha256Hex(`address:${address}`).slice(0, 32);

/**
 * Counts an attempt atomically and tells whether it is within the limit. Counting
 * before the work (not after a failure) means a burst of parallel attempts cannot
 * slip past the limit; `release` gives the attempt back when it turns out to succeed.
 * The window slides: the previous window's count still weighs in proportion to how
 * much of it overlaps the last `windowSeconds`, so a window boundary never doubles the limit.
 */
export async function takeAttempt(limit: AttemptLimit, subject: string): Promise<{ allowed: boolean; release: () => Promise<void> }> {
  const now = nowSeconds();
  const window = now - (now % limit.windowSeconds);
  const key = { scope: limit.scope, subject, window };
  const [current, previous] = await Promise.all([
    db()
      .entities.attemptCounter.update(key)
      .add({ count: 1 })
      .set({ expiresAt: window + 2 * limit.windowSeconds })
      .go({ response: 'all_new' }),
    db().entities.attemptCounter.get({ ...key, window: window - limit.windowSeconds }).go(),
  ]);
  const overlap = 1 - (now - window) / limit.windowSeconds;
  const estimate = Number(current.data.count ?? 0) + Number(previous.data?.count ?? 0) * overlap;
  return {
    allowed: estimate <= limit.max,
    release: async () => {
      await db().entities.attemptCounter.update(key).add({ count: -1 }).go();
    },
  };
}
