import { createHmac, hkdfSync } from 'node:crypto';
import { env } from '../lib/env';

/**
 * Local runs and tests only: a fixed pepper, so a restarted local platform still
 * finds its codes. The cloud takes its own from FOLLOW_UP_PEPPER (a generated secret).
 */
const LOCAL_PEPPER = 'dosyt-local-follow-up-pepper-not-secret';

function pepper(): string {
  const { FOLLOW_UP_PEPPER, STAGE } = env();
  if (FOLLOW_UP_PEPPER) return FOLLOW_UP_PEPPER;
  if (STAGE === 'cloud') throw new Error('FOLLOW_UP_PEPPER is not set');
  return LOCAL_PEPPER;
}

/**
 * The table keeps a follow-up code only as HMAC-SHA256(pepper, code). A code has
 * about 58 bits: a plain SHA-256 of it could be brute-forced offline by whoever
 * got a copy of the table; without the pepper (which lives outside the table) the
 * hashes are useless, and online guessing is held by the per-address limit.
 */
export const followUpCodeHash = (normalizedCode: string): string =>
  createHmac('sha256', pepper()).update(normalizedCode).digest('hex');

/**
 * A key of its own for another use of the same secret: HKDF-SHA256 of the pepper with
 * the use's label, so no further secret has to be deployed and one key never serves two uses.
 */
export const derivedKey = (label: string): Buffer => Buffer.from(hkdfSync('sha256', pepper(), '', `dosyt ${label}`, 32));
