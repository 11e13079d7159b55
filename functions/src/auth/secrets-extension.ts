/** The AWS Parameters and Secrets Lambda Extension's default port. */
const EXTENSION_PORT = 2773;
const EXTENSION_TIMEOUT_MS = 3000;

/**
 * A Secrets Manager secret's string, through the Parameters and Secrets Lambda
 * Extension (a layer answering on localhost), not an SDK client: the bundle keeps
 * to the table and mail clients. `what` names the secret's use in errors.
 */
export async function secretFromExtension(secretId: string, what: string): Promise<string | undefined> {
  // Both set by Lambda (and the layer's own settings), not by this project's configuration.
  const port = Number(process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT) || EXTENSION_PORT;
  const url = `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`;
  const res = await fetch(url, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
    signal: AbortSignal.timeout(EXTENSION_TIMEOUT_MS),
  });
  // The extension's error text may name the secret: keep only the status.
  if (!res.ok) throw new Error(`${what}: the secrets extension answered ${res.status}`);
  const { SecretString } = (await res.json()) as { SecretString?: string };
  return SecretString;
}
