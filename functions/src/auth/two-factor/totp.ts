import { Secret, TOTP } from 'otpauth';

/** Shown as the account's issuer in the authenticator app. */
export const TOTP_ISSUER = 'Досить';

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the QR code carries (SHA-1, 6 digits, 30 s: what totp-check.ts verifies). */
export function totpUri(secretBase32: string, label: string): string {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) }).toString();
}
