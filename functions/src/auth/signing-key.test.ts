import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../lib/env';
import { signingKeyFromSecret } from './signing-key';

/**
 * The cloud path of the signing key: the Parameters and Secrets Lambda Extension's
 * HTTP interface, played by a local server that answers as the extension does.
 */
const SECRET_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:SigningKey-AbCdEf';
const KEY = '{"kty":"EC","crv":"P-256","kid":"k1","x":"x","y":"y","d":"d"}';
const VARIABLES = ['JWT_PRIVATE_JWK', 'JWT_SECRET_ID', 'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT', 'AWS_SESSION_TOKEN'] as const;

let saved: Record<string, string | undefined>;
let server: Server;
let seen: Array<{ url: string; headers: IncomingHttpHeaders }>;
let answer: { status: number; body: string };

beforeEach(async () => {
  saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  seen = [];
  answer = { status: 200, body: JSON.stringify({ ARN: SECRET_ARN, Name: 'SigningKey', SecretString: KEY, VersionStages: ['AWSCURRENT'] }) };
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  delete process.env.JWT_PRIVATE_JWK;
  process.env.JWT_SECRET_ID = SECRET_ARN;
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String((server.address() as AddressInfo).port);
  process.env.AWS_SESSION_TOKEN = 'session-token-of-the-role';
  resetEnvCache();
});

afterEach(async () => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvCache();
  await new Promise<void>((done) => server.close(() => done()));
});

describe('signing key from Secrets Manager through the Lambda extension', () => {
  it('asks the extension for the secret by its id, with the session token, and returns its string', async () => {
    await expect(signingKeyFromSecret()).resolves.toBe(KEY);
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/secretsmanager/get');
    expect(url.searchParams.get('secretId')).toBe(SECRET_ARN);
    expect(seen[0]!.headers['x-aws-parameters-secrets-token']).toBe('session-token-of-the-role');
  });

  it('fails with the status only when the extension refuses (the secret is never in the message)', async () => {
    answer = { status: 400, body: `secret ${SECRET_ARN} not found` };
    const failure = await signingKeyFromSecret().catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('signing key: the secrets extension answered 400');
  });

  it('uses the local key without asking anyone when JWT_PRIVATE_JWK is set', async () => {
    process.env.JWT_PRIVATE_JWK = KEY;
    resetEnvCache();
    await expect(signingKeyFromSecret()).resolves.toBe(KEY);
    expect(seen).toHaveLength(0);
  });
});
