import { env } from '../lib/env';

/** The AWS Parameters and Secrets Lambda Extension's default port. */
const EXTENSION_PORT = 2773;
const EXTENSION_TIMEOUT_MS = 3000;

/**
 * The signing key of the auth function: JWT_PRIVATE_JWK locally, the Secrets
 * Manager secret JWT_SECRET_ID in the cloud (read once per cold start).
 *
 * In the cloud the secret comes through the Parameters and Secrets Lambda
 * Extension (a layer answering on localhost), not an SDK client: the bundle
 * keeps to the table and mail clients.
 */
export async function signingKeyFromSecret(): Promise<string | undefined> {
  const { JWT_PRIVATE_JWK, JWT_SECRET_ID } = env();
  if (JWT_PRIVATE_JWK || !JWT_SECRET_ID) return JWT_PRIVATE_JWK;
  // Both set by Lambda (and the layer's own settings), not by this project's configuration.
  const port = Number(process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT) || EXTENSION_PORT;
  const url = `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(JWT_SECRET_ID)}`;
  const res = await fetch(url, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
    signal: AbortSignal.timeout(EXTENSION_TIMEOUT_MS),
  });
  // The extension's error text may name the secret: keep only the status.
  if (!res.ok) throw new Error(`signing key: the secrets extension answered ${res.status}`);
  const { SecretString } = (await res.json()) as { SecretString?: string };
  return SecretString;
}
