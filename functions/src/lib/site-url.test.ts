import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env, resetEnvCache } from './env';
import { loadSiteUrl, resetSiteUrl, withSiteUrl } from './site-url';

/** The cloud path of the site address: the Parameters and Secrets extension, played by a local server. */
const VARIABLES = ['SITE_URL_PARAMETER', 'PUBLIC_URL', 'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT', 'AWS_SESSION_TOKEN'] as const;
let saved: Record<string, string | undefined>;
let server: Server;
let seen: Array<{ url: string; headers: IncomingHttpHeaders }>;
let answer: { status: number; body: string };

const parameter = (value: string) => JSON.stringify({ Parameter: { Name: '/dosyt/dev/site-url', Type: 'String', Value: value, Version: 1 } });

beforeEach(async () => {
  saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  seen = [];
  answer = { status: 200, body: parameter('https://d111111abcdef8.cloudfront.net') };
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  process.env.SITE_URL_PARAMETER = '/dosyt/dev/site-url';
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String((server.address() as AddressInfo).port);
  process.env.AWS_SESSION_TOKEN = 'session-token-of-the-role';
  resetSiteUrl();
  resetEnvCache();
});

afterEach(async () => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetSiteUrl();
  resetEnvCache();
  await new Promise((done) => server.close(done));
});

describe('the site address from the web stack’s parameter', () => {
  it('is read once through the extension, with the role’s session token, into PUBLIC_URL', async () => {
    await loadSiteUrl();
    await loadSiteUrl();
    expect(env().PUBLIC_URL).toBe('https://d111111abcdef8.cloudfront.net');
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('/systemsmanager/parameters/get?name=%2Fdosyt%2Fdev%2Fsite-url');
    expect(seen[0].headers['x-aws-parameters-secrets-token']).toBe('session-token-of-the-role');
  });

  it('tries again on the next call after a failure, and refuses a value that is no https origin', async () => {
    answer = { status: 400, body: '{"message":"ParameterNotFound"}' };
    await expect(loadSiteUrl()).rejects.toThrow(/answered 400/);
    answer = { status: 200, body: parameter('http://attacker.example/x') };
    await expect(loadSiteUrl()).rejects.toThrow(/not an https origin/);
    answer = { status: 200, body: parameter('https://dosyt.example') };
    await loadSiteUrl();
    expect(env().PUBLIC_URL).toBe('https://dosyt.example');
  });

  it('still runs the handler when the address cannot be read (sign-in needs none)', async () => {
    answer = { status: 500, body: '{}' };
    const handler = withSiteUrl(async (event: { n: number }) => event.n + 1);
    await expect(handler({ n: 1 })).resolves.toBe(2);
  });

  it('reads nothing where PUBLIC_URL is given (local, or a stage with a domain)', async () => {
    delete process.env.SITE_URL_PARAMETER;
    process.env.PUBLIC_URL = 'http://localhost:3000';
    resetEnvCache();
    await loadSiteUrl();
    expect(seen).toHaveLength(0);
    expect(env().PUBLIC_URL).toBe('http://localhost:3000');
  });
});
