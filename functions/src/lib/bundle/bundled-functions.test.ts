import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@dosyt/functions/db/service';
import { verifyAccessToken } from '@dosyt/functions/lib/tokens';
import { bundle } from '../../../../infra/cloud/scripts/measure-bundles';
import { TABLE_NAME } from '../../../../infra/local/platform';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from '../../../../infra/local/seed/demo-users';
import { freshEmail, registrationBody } from '../../../../infra/local/test/accounts';
import { appealIdForKey, newIdempotencyKey, validAppealBody } from '../../../../infra/local/test/appeals';
import { mailbox } from '../../../../infra/local/test/http';
import { tokenForDemo } from '../../../../infra/local/test/tokens';
import type { Domain } from '@dosyt/core/api/types';
import { normalizeFollowUpCode } from '@dosyt/core/follow-up/follow-up-code';

/**
 * The functions as the cloud runs them. The stand-ins of this folder, the
 * secrets extension and the cloud's key and endpoint settings exist only there,
 * so no other test runs them. Each case builds a function exactly as the deploy
 * does (measure-bundles.ts: the same esbuild options and aliases) and runs the
 * built file in a fresh Node process that has only what Lambda gives a function:
 * the role's credentials, the stage's settings and, for auth, the key through the
 * secrets extension. The one local difference is where the SDK sends its calls
 * (AWS_ENDPOINT_URL_DYNAMODB / _SES: the run's DynamoDB Local and local SES).
 */
type Call = { method: string; path: string; body?: unknown; headers?: Record<string, string>; direct?: true };

/** The id of the API key CloudFront sends (constructs/edge-key.ts). */
const EDGE_API_KEY_ID = 'edgekey123';
const SITE_URL_PARAMETER = '/dosyt/test/site-url';
/** What the web stack would have written there: the distribution's address. */
const SITE_URL = 'https://d111111abcdef8.cloudfront.net';
type Answer = { status: number; body: any };

const SECRET_ID = 'arn:aws:secretsmanager:eu-central-1:000000000000:secret:dosyt-signing-key';
/** The data stack's follow-up pepper: appeals reads it through the extension, never from its environment. */
const PEPPER_SECRET_ID = 'arn:aws:secretsmanager:eu-central-1:000000000000:secret:dosyt-follow-up-pepper';
const PEPPER = 'bundled-test-pepper-0123456789abcdef-from-the-extension';
const SESSION_TOKEN = 'lambda-session-token';
const outdir = mkdtempSync(join(tmpdir(), 'dosyt-bundled-'));
let extension: Server;
let extensionPort = 0;

/** Runs the calls one after the other in one process, as one warm Lambda instance would. */
const RUNNER = `
import { readFileSync, writeFileSync } from 'node:fs';
const [bundlePath, eventsPath, answersPath] = process.argv.slice(1);
const { handler } = await import(bundlePath);
const answers = [];
for (const event of JSON.parse(readFileSync(eventsPath, 'utf8'))) {
  const result = await handler(event, { awsRequestId: event.requestContext.requestId, getRemainingTimeInMillis: () => 10000 });
  answers.push({ status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined });
}
writeFileSync(answersPath, JSON.stringify(answers));
`;

function publicHalf(privateJwk: string): string {
  const { d: _private, ...rest } = JSON.parse(privateJwk) as Record<string, string>;
  return JSON.stringify(rest);
}

/** The environment the API stack gives a function (infra/cloud/stacks/api-stack.ts), and Lambda's own variables. */
function lambdaEnvironment(domain: Domain): NodeJS.ProcessEnv {
  const privateJwk = inject('jwtPrivateJwk');
  return {
    PATH: process.env.PATH,
    NODE_OPTIONS: '--enable-source-maps',
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SESSION_TOKEN: SESSION_TOKEN,
    AWS_ENDPOINT_URL_DYNAMODB: inject('dynamoEndpoint'),
    AWS_ENDPOINT_URL_SES: inject('mailEndpoint'),
    STAGE: 'cloud',
    TABLE_NAME,
    JWT_ISSUER: 'https://dosyt.local',
    JWT_AUDIENCE: 'dosyt-admin',
    ACCESS_TOKEN_MINUTES: '15',
    REFRESH_TOKEN_DAYS: '7',
    MAIL_FROM: 'noreply@dosyt.org.ua',
    JWT_PUBLIC_JWK: publicHalf(privateJwk),
    EDGE_API_KEY_ID,
    // As on a stage without a domain: the mail writers read the site address from the web stack's parameter.
    ...(['auth', 'appeals'].includes(domain)
      ? { SITE_URL_PARAMETER, PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(extensionPort) }
      : { PUBLIC_URL: inject('platformUrl') }),
    ...(domain === 'auth' ? { JWT_SECRET_ID: SECRET_ID } : {}),
    // The cloud hashes follow-up codes with a generated pepper: appeals gets only the secret's id.
    ...(domain === 'appeals' ? { FOLLOW_UP_PEPPER_SECRET_ID: PEPPER_SECRET_ID } : {}),
  };
}

/** As API Gateway hands on a request CloudFront forwarded: with CloudFront's key and the viewer's address. */
function event({ method, path, body, headers, direct }: Call, n: number): APIGatewayProxyEvent {
  return {
    resource: path,
    path,
    httpMethod: method,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'bundle-test',
      ...(direct ? {} : { 'CloudFront-Viewer-Address': '198.51.100.77:50123' }),
      ...headers,
    },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: body === undefined ? null : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      httpMethod: method,
      path,
      stage: 'live',
      requestId: `bundle-test-${n}`,
      identity: { sourceIp: '130.176.9.9', ...(direct ? {} : { apiKeyId: EDGE_API_KEY_ID }) },
    },
  } as unknown as APIGatewayProxyEvent;
}

const built = new Set<Domain>();

async function runBundled(domain: Domain, calls: Call[]): Promise<Answer[]> {
  if (!built.has(domain)) {
    expect((await bundle(domain, outdir)).status).not.toBe('missing');
    built.add(domain);
  }
  const eventsPath = join(outdir, `${domain}-events.json`);
  const answersPath = join(outdir, `${domain}-answers.json`);
  writeFileSync(eventsPath, JSON.stringify(calls.map(event)));
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', RUNNER, join(outdir, domain, 'index.mjs'), eventsPath, answersPath], {
    env: lambdaEnvironment(domain),
    cwd: outdir,
  });
  return JSON.parse(readFileSync(answersPath, 'utf8')) as Answer[];
}

describe('functions as deployed: bundled, in a process with only the Lambda environment', () => {
  beforeAll(async () => {
    // The Parameters and Secrets Lambda Extension: the secret for the caller's own session token only.
    extension = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const own = req.headers['x-aws-parameters-secrets-token'] === SESSION_TOKEN;
      const secret = own && url.pathname === '/secretsmanager/get' && url.searchParams.get('secretId') === SECRET_ID;
      const pepper = own && url.pathname === '/secretsmanager/get' && url.searchParams.get('secretId') === PEPPER_SECRET_ID;
      const parameter = own && url.pathname === '/systemsmanager/parameters/get' && url.searchParams.get('name') === SITE_URL_PARAMETER;
      res.writeHead(secret || pepper || parameter ? 200 : 400, { 'Content-Type': 'application/json' });
      if (secret) res.end(JSON.stringify({ SecretString: inject('jwtPrivateJwk') }));
      else if (pepper) res.end(JSON.stringify({ SecretString: PEPPER }));
      else if (parameter) res.end(JSON.stringify({ Parameter: { Name: SITE_URL_PARAMETER, Value: SITE_URL } }));
      else res.end('{}');
    });
    await new Promise<void>((ok) => extension.listen(0, '127.0.0.1', ok));
    extensionPort = (extension.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((ok) => extension.close(ok));
    rmSync(outdir, { recursive: true, force: true });
  });

  it('reference: the public list equals the table; a signed-in list takes a token signed elsewhere and refuses none', async () => {
    const token = await tokenForDemo('USER');

    const [assistance, statuses, anonymous, direct] = await runBundled('reference', [
      { method: 'GET', path: '/api/assistance' },
      { method: 'GET', path: '/api/appeal-status', headers: { Authorization: `Bearer ${token}` } },
      { method: 'GET', path: '/api/appeal-status' },
      // Around CloudFront: no key from API Gateway, so the address cannot be trusted: refused.
      { method: 'GET', path: '/api/assistance', direct: true },
    ]);

    const { data } = await db().entities.assistanceType.query.byId({}).go({ pages: 'all' });
    const expected = data
      .filter((t) => !t.retired)
      .sort((a, b) => a.id - b.id)
      .map(({ id, description }) => ({ id, description }));
    expect(expected.length).toBeGreaterThan(0);
    expect(assistance).toEqual({ status: 200, body: expected });
    expect(statuses.status).toBe(200);
    expect(statuses.body.length).toBeGreaterThan(0);
    expect(anonymous.status).toBe(401);
    expect(direct.status).toBe(403);
  }, 120_000);

  it('auth: a registration is stored in a transaction and its link mailed; sign-in signs with the key from the secrets extension; an admin must first set up a second factor', async () => {
    const email = freshEmail('bundled');
    const [admin, executor] = DEMO_ACCOUNTS;

    const [registered, signedIn, adminSignIn, refused] = await runBundled('auth', [
      { method: 'POST', path: '/api/auth/registration', body: registrationBody({ email }) },
      { method: 'POST', path: '/api/auth/login', body: { email: executor.email, password: DEFAULT_DEMO_PASSWORD } },
      { method: 'POST', path: '/api/auth/login', body: { email: admin.email, password: DEFAULT_DEMO_PASSWORD } },
      { method: 'POST', path: '/api/auth/login', body: { email: executor.email, password: 'Wrong#2024pass' } },
    ]);

    expect(registered.status).toBe(201);
    const { data: stored } = await db().entities.user.query.byEmail({ email }).go();
    expect(stored[0]?.email).toBe(email);
    const mails = await mailbox(email);
    expect(mails.length).toBe(1);
    // The link's origin is the one the parameter holds, read through the extension.
    expect(mails[0].body.text).toContain(`${SITE_URL}/api/auth/verify-email?token=`);
    expect(signedIn.status).toBe(200);
    const verified = await verifyAccessToken(signedIn.body.token);
    expect(verified).toMatchObject({ caller: { userId: executor.id, roles: ['USER'] } });
    // In the cloud an admin, even the seeded one, gets no token before setting up a second factor.
    expect(adminSignIn.status).toBe(200);
    expect(adminSignIn.body).toMatchObject({ twoFactorEnrolmentRequired: true, challenge: expect.any(String) });
    expect(adminSignIn.body.token).toBeUndefined();
    expect(refused.status).toBe(401);
  }, 120_000);

  it('appeals: a submission of the public form is stored with its assignment and its code hashed with the pepper from the extension; a resend is not stored twice', async () => {
    const body = validAppealBody();
    const headers = { 'Idempotency-Key': newIdempotencyKey() };

    const [first, resent] = await runBundled('appeals', [
      { method: 'POST', path: '/api/appeals', body, headers },
      { method: 'POST', path: '/api/appeals', body, headers },
    ]);

    expect(first.status).toBe(201);
    expect(first.body).not.toHaveProperty('id');
    expect(resent).toMatchObject({ status: 200, body: { createdAt: first.body.createdAt } });
    const appealId = (await appealIdForKey(headers['Idempotency-Key']))!;
    const { data: stored } = await db().entities.appeal.get({ id: appealId }).go();
    expect(stored?.phone).toBe(body.phone);
    const { data: assignments } = await db().entities.assignment.query.byAppeal({ appealId }).go();
    expect(assignments.map((a) => a.appealId)).toEqual([appealId]);
    const codeHash = createHmac('sha256', PEPPER).update(normalizeFollowUpCode(first.body.followUpCode)).digest('hex');
    const { data: link } = await db().entities.followUp.get({ codeHash }).go({ consistent: true });
    expect(link?.appealId).toBe(appealId);
  }, 120_000);
});
