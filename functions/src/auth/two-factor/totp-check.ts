import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks six-digit TOTP codes (RFC 6238: SHA-1, 30 s, 6 digits) with Node's own
 * HMAC. The secrets and addresses are made with otpauth (totp.ts) in the users
 * function; this check is all the auth function needs, and keeps that bundle
 * within its size target. totp-check.test.ts holds it to RFC 6238's vectors and
 * to otpauth's codes.
 */
const PERIOD_SECONDS = 30;
/** One period either side: a phone clock a little off still signs in. */
const WINDOW = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.toUpperCase().replace(/=+$/, '')) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 section 5.3: the dynamic truncation of HMAC-SHA1 over the counter. */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

export const currentStep = (nowMs = Date.now()): number => Math.floor(nowMs / 1000 / PERIOD_SECONDS);

/**
 * The time step a six-digit code belongs to, or null. A step at or before
 * `lastStep` is refused, so a code seen over someone's shoulder cannot be replayed.
 */
export function acceptedStep(secretBase32: string, code: string, lastStep: number | undefined, nowMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Bytes(secretBase32);
  const now = currentStep(nowMs);
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if (lastStep !== undefined && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return null;
}
