import { randomInt } from 'node:crypto';
import { sha256Hex } from '../secrets';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L: read off paper without mistakes. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten single-use codes as 'XXXXX-XXXXX' (about 49 bits each); only their digests are stored. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/** Case, spaces and the dash do not matter when typed. */
export function normalizeRecoveryCode(code: string): string | null {
  const plain = code.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{10}$/.test(plain) ? plain : null;
}

export function recoveryCodeHash(code: string): string {
  return sha256Hex(`recovery:${normalizeRecoveryCode(code) ?? code}`);
}
