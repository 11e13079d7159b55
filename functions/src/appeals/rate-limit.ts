import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { logger } from '../lib/logger';
import { isConditionFailure } from './appeal-store';

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
export async function takeSubmissionSlot(
  sourceIp: string,
  limits: SubmissionLimits,
  now: number,
): Promise<void> {
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

/** Follow-up calls an address may make an hour: enough for a person, far too few to guess a 58-bit code. */
export const FOLLOW_UP_LIMITS: Record<'lookup' | 'message', number> = { lookup: 20, message: 10 };

/**
 * Counts one follow-up call (a look-up or a message) against the address's hourly
 * limit for that kind; the 21st look-up in an hour is a 429. The same conditional
 * atomic add as the form's limit, in its own scope.
 */
export async function takeFollowUpSlot(sourceIp: string, kind: keyof typeof FOLLOW_UP_LIMITS, now: number, message: string): Promise<void> {
  const scope = createHash('sha256').update(`followup-${kind}#${sourceIp}`).digest('hex').slice(0, 32);
  const [hour] = rateWindows(now);
  try {
    await db()
      .entities.rateLimit.update({ scope, window: hour.window })
      .add({ count: 1 })
      .set({ expiresAt: hour.expiresAt })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, FOLLOW_UP_LIMITS[kind])}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    logger.warn('follow-up rate limit reached', { kind });
    throw new TooManyRequestsError(message);
  }
}
