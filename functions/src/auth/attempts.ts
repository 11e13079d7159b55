import { db } from '../db/service';
import { nowSeconds, sha256Hex } from './secrets';

export const LOGIN_THROTTLED_MESSAGE = 'Забагато невдалих спроб входу з вашої адреси. Спробуйте ще раз через 15 хвилин';

export interface AttemptLimit {
  scope: string;
  max: number;
  windowSeconds: number;
}

/** Failed sign-ins per client address: enough for an office behind one address, too few to guess passwords. */
export const LOGIN_ADDRESS_LIMIT: AttemptLimit = { scope: 'login-address', max: 30, windowSeconds: 15 * 60 };
/**
 * Failed sign-ins to one account from one client address. The attacker's failures
 * slow the attacker's address only: the owner signing in from anywhere else is never
 * locked out (an account-wide lock let anyone lock anyone, the admin included).
 * Keyed by the typed address, known or not, so the limit tells nothing about accounts.
 */
export const LOGIN_ACCOUNT_ADDRESS_LIMIT: AttemptLimit = { scope: 'login-account-address', max: 10, windowSeconds: 15 * 60 };
/** Registrations per client address: an office registering its people fits, a script probing addresses does not. */
export const REGISTRATION_ADDRESS_LIMIT: AttemptLimit = { scope: 'registration-address', max: 10, windowSeconds: 60 * 60 };
/** "Someone tried to register with your address" mails per account: never a way to flood a mailbox. */
export const REGISTRATION_NOTICE_LIMIT: AttemptLimit = { scope: 'registration-notice', max: 3, windowSeconds: 60 * 60 };
/** Reset mails per account: stops anyone flooding a colleague's mailbox through the public form. */
export const RESET_MAIL_LIMIT: AttemptLimit = { scope: 'reset-mail', max: 3, windowSeconds: 60 * 60 };

/** Client addresses are personal data: the counter is keyed by a digest. */
export const addressSubject = (address: string): string => sha256Hex(`address:${address}`).slice(0, 32);

/** One typed account e-mail from one client address, digested like the address alone. */
export const accountAddressSubject = (email: string, address: string): string =>
  sha256Hex(`account:${email.trim().toLowerCase()}\naddress:${address}`).slice(0, 32);

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
    db()
      .entities.attemptCounter.get({ ...key, window: window - limit.windowSeconds })
      .go(),
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

/** Forgets a subject's count (the current and the previous window): the owner proved the password from there. */
export async function clearAttempts(limit: AttemptLimit, subject: string): Promise<void> {
  const now = nowSeconds();
  const window = now - (now % limit.windowSeconds);
  await Promise.all([window, window - limit.windowSeconds].map((w) => db().entities.attemptCounter.delete({ scope: limit.scope, subject, window: w }).go()));
}
