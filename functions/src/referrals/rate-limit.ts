import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { isConditionFailure } from '../db/appeal-store';
import { logger } from '../lib/logger';

/**
 * The partner link's limits per address (15-minute windows, like /status): wrong
 * links an address may try (past it the address waits for the window's end, before
 * any look-up), and calls of one live link. A 256-bit token cannot be guessed; the
 * limit keeps the routes from being a cheap load on the table.
 */
export const LINK_WINDOW_MS = 15 * 60_000;
export const LINK_LIMITS: Record<'guess' | 'known', number> = { guess: 10, known: 60 };
export const LINK_LIMIT_MESSAGE = 'Забагато спроб з цієї адреси. Спробуйте пізніше';

function windowOf(now: number) {
  const start = Math.floor(now / LINK_WINDOW_MS) * LINK_WINDOW_MS;
  const endsAt = start + LINK_WINDOW_MS;
  return { window: `q#${new Date(start).toISOString().slice(0, 16)}`, expiresAt: Math.ceil(endsAt / 1000) + 3600 };
}

const scope = (kind: string, key: string): string => createHash('sha256').update(`referral-${kind}#${key}`).digest('hex').slice(0, 32);

/** Refuses an address whose wrong links this window reached the limit (one GetItem). */
export async function refuseIfGuessingLinks(sourceIp: string, now: number): Promise<void> {
  const { window } = windowOf(now);
  const { data } = await db()
    .entities.rateLimit.get({ scope: scope('guess', sourceIp), window })
    .go({ consistent: true });
  if ((data?.count ?? 0) >= LINK_LIMITS.guess) {
    logger.warn('referral link rate limit reached', { kind: 'guess' });
    throw new TooManyRequestsError(LINK_LIMIT_MESSAGE);
  }
}

/** Counts one call of `kind` for `key`: one conditional atomic add; over the limit a 429. */
export async function takeLinkSlot(kind: keyof typeof LINK_LIMITS, key: string, now: number): Promise<void> {
  const { window, expiresAt } = windowOf(now);
  try {
    await db()
      .entities.rateLimit.update({ scope: scope(kind, key), window })
      .add({ count: 1 })
      .set({ expiresAt })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, LINK_LIMITS[kind])}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    logger.warn('referral link rate limit reached', { kind });
    throw new TooManyRequestsError(LINK_LIMIT_MESSAGE);
  }
}
