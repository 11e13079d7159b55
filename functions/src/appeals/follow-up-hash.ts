import { createHmac, hkdfSync } from 'node:crypto';
import { secretFromExtension } from '../auth/secrets-extension';
import { env } from '../lib/env';

/**
 * Local runs and tests only: a fixed pepper, so a restarted local platform still
 * finds its codes. The cloud takes its own from the data stack's secret.
 */
const LOCAL_PEPPER = 'dosyt-local-follow-up-pepper-not-secret';
/** The cloud's is 48 random characters; anything much shorter is a mistake. */
const MIN_PEPPER = 32;

let pepper: Promise<string> | undefined;

/**
 * The pepper: FOLLOW_UP_PEPPER when set (local and tests), else, in the cloud, the
 * Secrets Manager secret FOLLOW_UP_PEPPER_SECRET_ID read through the Parameters and
 * Secrets extension once per instance (its value is in no template or environment).
 */
function loadPepper(): Promise<string> {
  pepper ??= (async () => {
    const { FOLLOW_UP_PEPPER, FOLLOW_UP_PEPPER_SECRET_ID, STAGE } = env();
    if (FOLLOW_UP_PEPPER) return FOLLOW_UP_PEPPER;
    if (FOLLOW_UP_PEPPER_SECRET_ID) {
      const value = (await secretFromExtension(FOLLOW_UP_PEPPER_SECRET_ID, 'follow-up pepper'))?.trim();
      if (!value || value.length < MIN_PEPPER) throw new Error('Follow-up pepper: missing or too short');
      return value;
    }
    if (STAGE === 'cloud') throw new Error('No follow-up pepper configured');
    return LOCAL_PEPPER;
  })().catch((error: unknown) => {
    pepper = undefined;
    throw error;
  });
  return pepper;
}

/** Tests change the pepper's source between runs. */
export function resetFollowUpPepper(): void {
  pepper = undefined;
}

/**
 * The table keeps a follow-up code only as HMAC-SHA256(pepper, code). A code has
 * about 58 bits: a plain SHA-256 of it could be brute-forced offline by whoever
 * got a copy of the table; without the pepper (which lives outside the table) the
 * hashes are useless, and online guessing is held by the per-address limit.
 */
export async function followUpCodeHash(normalizedCode: string): Promise<string> {
  return createHmac('sha256', await loadPepper())
    .update(normalizedCode)
    .digest('hex');
}

/**
 * A key of its own for another use of the same secret: HKDF-SHA256 of the pepper with
 * the use's label, so no further secret has to be deployed and one key never serves two uses.
 */
export async function derivedKey(label: string): Promise<Buffer> {
  return Buffer.from(hkdfSync('sha256', await loadPepper(), '', `dosyt ${label}`, 32));
}
