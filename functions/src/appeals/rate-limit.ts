import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { logger } from '../lib/logger';
import { isConditionFailure } from '../db/appeal-store';

export const RATE_LIMIT_MESSAGE = 'Забагато звернень з цієї адреси. Спробуйте пізніше або зателефонуйте нам';

const HOUR_MS = 3_600_000;

/** The address is hashed: the table never holds a client's IP. */
export const rateScope = (sourceIp: string): string => createHash('sha256').update(`form#${sourceIp}`).digest('hex').slice(0, 32);

/** Hour and day windows (UTC) of an instant, with the epoch second each one's counter may be dropped. */
export function rateWindows(now: number): Array<{ window: string; expiresAt: number; kind: 'hour' | 'day' }> {
  const iso = new Date(now).toISOString();
  const hourEnd = Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS;
  const dayEnd = Math.floor(now / (24 * HOUR_MS)) * 24 * HOUR_MS + 24 * HOUR_MS;
  return [
    { kind: 'hour', window: `h#${iso.slice(0, 13)}`, expiresAt: Math.ceil(hourEnd / 1000) + 3600 },
    { kind: 'day', window: `d#${iso.slice(0, 10)}`, expiresAt: Math.ceil(dayEnd / 1000) + 3600 },
  ];
}

type SubmissionLimits = { formLimitPerHour: number; formLimitPerDay: number };

const limitOf = (kind: 'hour' | 'day', limits: SubmissionLimits) => (kind === 'hour' ? limits.formLimitPerHour : limits.formLimitPerDay);

function refuse(kind: 'hour' | 'day'): never {
  logger.warn('appeal form rate limit reached', { window: kind });
  throw new TooManyRequestsError(RATE_LIMIT_MESSAGE);
}

/**
 * The early refusal: an address whose counters (read with the submission's other
 * items) are already at a limit gets its 429 before any id is allocated. The counting
 * itself is `takeSubmissionSlot`'s conditional add, which alone is exact under races.
 */
export function refuseIfAtLimit(counters: ReadonlyMap<string, { count: number }>, limits: SubmissionLimits, now: number): void {
  for (const { window, kind } of rateWindows(now)) {
    if ((counters.get(window)?.count ?? 0) >= limitOf(kind, limits)) refuse(kind);
  }
}

/**
 * Counts one submission against the address's hour and day limits (admin settings).
 * Each counter is one conditional atomic add, so concurrent submissions can never
 * slip past the limit together; over either limit is a 429.
 */
export async function takeSubmissionSlot(sourceIp: string, limits: SubmissionLimits, now: number): Promise<void> {
  const scope = rateScope(sourceIp);
  const results = await Promise.all(
    rateWindows(now).map(async ({ window, expiresAt, kind }) => {
      const limit = limitOf(kind, limits);
      try {
        await db()
          .entities.rateLimit.update({ scope, window })
          .add({ count: 1 })
          .set({ expiresAt })
          .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, limit)}`)
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    }),
  );
  if (results.includes(false)) refuse(results[0] ? 'day' : 'hour');
}

/**
 * /status limits, in 15-minute windows so nobody waits long: an address's wrong codes
 * (guesses) apart from its look-ups of a code that exists. Guessing is what the limit is
 * for (a code has about 58 bits, so even ten guesses every 15 minutes from one address
 * find nothing); a person checking her own appeal often, or several people behind one
 * mobile carrier's address, each with her own code, stay well inside the known-code limit,
 * which counts per address and code. Messages have a limit of their own per address.
 */
export const FOLLOW_UP_WINDOW_MS = 15 * 60_000;
export const FOLLOW_UP_LIMITS: Record<'guess' | 'known' | 'message', number> = {
  /** Wrong (unknown or malformed) codes an address may try a window; past it the address waits for the window's end. */
  guess: 10,
  /** Look-ups and messages of one existing code from one address a window. */
  known: 60,
  /** Messages an address may post a window. */
  message: 10,
};

/** A 429 that says how long to wait: the handler answers it with Retry-After and `retryAfterSeconds`. */
export class FollowUpLimitedError extends TooManyRequestsError {
  constructor(readonly retryAfterSeconds: number) {
    super(followUpLimitMessage(retryAfterSeconds));
    this.name = 'FollowUpLimitedError';
  }
}

/** The refusal in plain words, with the wait in minutes and where to turn meanwhile. */
export const followUpLimitMessage = (retryAfterSeconds: number): string =>
  `Забагато спроб з цієї адреси. Спробуйте ще раз через ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} хв. ` +
  'Якщо допомога потрібна зараз, зателефонуйте на нашу гарячу лінію, а в небезпеці — на 102';

function followUpWindow(now: number) {
  const start = Math.floor(now / FOLLOW_UP_WINDOW_MS) * FOLLOW_UP_WINDOW_MS;
  const endsAt = start + FOLLOW_UP_WINDOW_MS;
  return { window: `q#${new Date(start).toISOString().slice(0, 16)}`, endsAt, expiresAt: Math.ceil(endsAt / 1000) + 3600 };
}

const followUpScope = (kind: string, key: string): string => createHash('sha256').update(`followup-${kind}#${key}`).digest('hex').slice(0, 32);
const waitFor = (endsAt: number, now: number) => Math.max(1, Math.ceil((endsAt - now) / 1000));

/** Refuses an address whose wrong codes this window reached the limit, before it looks anything up (one GetItem). */
export async function refuseIfGuessing(sourceIp: string, now: number): Promise<void> {
  const { window, endsAt } = followUpWindow(now);
  const { data } = await db()
    .entities.rateLimit.get({ scope: followUpScope('guess', sourceIp), window })
    .go({ consistent: true });
  if ((data?.count ?? 0) >= FOLLOW_UP_LIMITS.guess) {
    logger.warn('follow-up rate limit reached', { kind: 'guess' });
    throw new FollowUpLimitedError(waitFor(endsAt, now));
  }
}

/**
 * Counts one follow-up call of `kind` for `key` (the address, or the address and the
 * code's hash) in the current window: one conditional atomic add, exact under races;
 * over the limit a FollowUpLimitedError with the seconds left in the window.
 */
export async function takeFollowUpSlot(kind: keyof typeof FOLLOW_UP_LIMITS, key: string, now: number): Promise<void> {
  const { window, endsAt, expiresAt } = followUpWindow(now);
  try {
    await db()
      .entities.rateLimit.update({ scope: followUpScope(kind, key), window })
      .add({ count: 1 })
      .set({ expiresAt })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, FOLLOW_UP_LIMITS[kind])}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    logger.warn('follow-up rate limit reached', { kind });
    throw new FollowUpLimitedError(waitFor(endsAt, now));
  }
}
