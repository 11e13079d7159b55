import { env } from '../lib/env';
import { secretFromExtension } from './secrets-extension';

/**
 * The signing key of the auth function: JWT_PRIVATE_JWK locally, the Secrets
 * Manager secret JWT_SECRET_ID in the cloud (read once per cold start, through
 * the Parameters and Secrets Lambda Extension: secrets-extension.ts).
 */
export async function signingKeyFromSecret(): Promise<string | undefined> {
  const { JWT_PRIVATE_JWK, JWT_SECRET_ID } = env();
  if (JWT_PRIVATE_JWK || !JWT_SECRET_ID) return JWT_PRIVATE_JWK;
  return secretFromExtension(JWT_SECRET_ID, 'signing key');
}
