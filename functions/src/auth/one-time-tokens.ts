import { db } from '../db/service';
import type { NewOneTimeToken, OneTimePurpose, OneTimeTokenItem } from '../db/entities/one-time-token.entity';
import { isTokenShaped, nowSeconds, randomToken, sha256Hex } from './secrets';

/** How long a mailed link works. */
export const LINK_LIFETIME_SECONDS: Record<OneTimePurpose, number> = {
  'verify-email': 48 * 3600,
  'reset-password': 3600,
  // Between the password and the code: long enough to open the app, short for a stolen challenge.
  'two-factor': 5 * 60,
  'two-factor-enrol': 15 * 60,
};
/** Expired links are kept this long to answer 'expired' rather than 'invalid'. */
const KEEP_AFTER_EXPIRY_SECONDS = 7 * 86_400;

/** A new link token and the item to store (with the user's id, in the caller's transaction or alone). */
export function newOneTimeToken(purpose: OneTimePurpose): { token: string; item: NewOneTimeToken } {
  const token = randomToken();
  const validUntil = nowSeconds() + LINK_LIFETIME_SECONDS[purpose];
  return { token, item: { tokenHash: sha256Hex(token), purpose, validUntil, expiresAt: validUntil + KEEP_AFTER_EXPIRY_SECONDS } };
}

export async function issueOneTimeToken(purpose: OneTimePurpose, userId: number): Promise<string> {
  const { token, item } = newOneTimeToken(purpose);
  await db()
    .entities.oneTimeToken.create({ ...item, userId })
    .go();
  return token;
}

export type OneTimeLookup = { state: 'invalid' } | { state: 'used' | 'expired' | 'valid'; item: OneTimeTokenItem };

export async function lookupOneTimeToken(purpose: OneTimePurpose, token: unknown): Promise<OneTimeLookup> {
  if (!isTokenShaped(token)) return { state: 'invalid' };
  const { data } = await db()
    .entities.oneTimeToken.get({ purpose, tokenHash: sha256Hex(token) })
    .go();
  if (!data) return { state: 'invalid' };
  if (data.usedAt) return { state: 'used', item: data };
  if (data.validUntil <= nowSeconds()) return { state: 'expired', item: data };
  return { state: 'valid', item: data };
}

/** Marks other unused links of a purpose as used (all but `except`, a token's hash), so only the newest action counts. */
export async function retireOneTimeTokens(purpose: OneTimePurpose, userId: number, except?: string): Promise<void> {
  const { data } = await db().entities.oneTimeToken.query.byUser({ userId, purpose }).go({ pages: 'all' });
  const usedAt = new Date().toISOString();
  await Promise.all(
    data
      .filter((t) => t.purpose === purpose && !t.usedAt && t.tokenHash !== except)
      .map((t) => db().entities.oneTimeToken.patch({ purpose, tokenHash: t.tokenHash }).set({ usedAt }).go()),
  );
}
