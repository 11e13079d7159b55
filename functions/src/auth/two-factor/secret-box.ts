import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '../../lib/env';
import { secretFromExtension } from '../secrets-extension';

const VERSION = 'v1';
/** Shorter key material is refused: the cloud's is 64 random characters, the local one 32 random bytes. */
const MIN_KEY_MATERIAL = 32;

let key: Promise<Buffer> | undefined;

/**
 * The key that encrypts TOTP secrets at rest, derived (HKDF-SHA256) from key material:
 * TWO_FACTOR_KEY locally (the runtime keeps it in .data/two-factor.key), the Secrets
 * Manager secret TWO_FACTOR_SECRET_ID in the cloud (random text the stack generates),
 * read as the signing key is. Without one, nothing is enrolled.
 */
function loadKey(): Promise<Buffer> {
  key ??= (async () => {
    const { TWO_FACTOR_KEY, TWO_FACTOR_SECRET_ID } = env();
    const raw = TWO_FACTOR_KEY ?? (TWO_FACTOR_SECRET_ID ? await secretFromExtension(TWO_FACTOR_SECRET_ID, 'two-factor key') : undefined);
    if (!raw) throw new Error('No two-factor key configured');
    const material = raw.trim();
    if (material.length < MIN_KEY_MATERIAL) throw new Error('Two-factor key: too short');
    return Buffer.from(hkdfSync('sha256', material, '', 'dosyt two-factor secrets v1', 32));
  })().catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
}

/** AES-256-GCM; the account id is bound in as associated data, so a secret cannot be moved to another account. */
export async function sealSecret(plain: string, userId: number): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await loadKey(), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

export async function openSecret(boxed: string, userId: number): Promise<string> {
  const [version, iv, tag, sealed] = boxed.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('Bad two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', await loadKey(), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`user:${userId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
