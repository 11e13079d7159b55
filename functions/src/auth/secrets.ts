import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the opaque refresh token and the mailed link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest; hex keeps it safe in lower-cased keys. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A well-formed token as randomToken() makes it; anything else is refused before any lookup. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
