import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsClientConfig } from '../lib/aws-config';
import { env } from '../lib/env';

/**
 * The signing key of the auth function: JWT_PRIVATE_JWK locally, the Secrets
 * Manager secret JWT_SECRET_ID in the cloud (read once per cold start).
 */
export async function signingKeyFromSecret(): Promise<string | undefined> {
  const { JWT_PRIVATE_JWK, JWT_SECRET_ID } = env();
  if (JWT_PRIVATE_JWK || !JWT_SECRET_ID) return JWT_PRIVATE_JWK;
  const client = new SecretsManagerClient({ ...awsClientConfig(), maxAttempts: 2 });
  return (await client.send(new GetSecretValueCommand({ SecretId: JWT_SECRET_ID }))).SecretString;
}
