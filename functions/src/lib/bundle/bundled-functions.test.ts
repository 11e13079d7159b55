import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context, Handler } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@dosyt/functions/db/service';
import type { Domain } from '../../../../infra/routes';
import { bundle } from '../../../../infra/cloud/scripts/measure-bundles';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from '../../../../infra/local/seed/demo-users';
import { freshEmail } from '../../../../infra/local/test/accounts';
import { newIdempotencyKey, validAppealBody } from '../../../../infra/local/test/appeals';
import { mailbox } from '../../../../infra/local/test/http';

/**
 * The stand-ins of this folder exist only in the deployed bundles, so the other
 * tests never run them. These build two functions exactly as the cloud deploys
 * them (measure-bundles.ts: same esbuild options and aliases) and call the built
 * files against the run's DynamoDB Local and local SES: reads, ElectroDB
 * transactions, counters and mail all go through the stand-in SDK entry points.
 */
type ApiHandler = Handler<APIGatewayProxyEvent, APIGatewayProxyResult>;

const outdir = mkdtempSync(join(tmpdir(), 'dosyt-bundled-'));
const built: Partial<Record<Domain, ApiHandler>> = {};

async function load(domain: Domain): Promise<ApiHandler> {
  const report = await bundle(domain, outdir);
  expect(report.status).not.toBe('missing');
  const mod = (await import(join(outdir, domain, 'index.mjs'))) as { handler: ApiHandler };
  return mod.handler;
}

function event(method: string, resource: string, body?: unknown, headers: Record<string, string> = {}): APIGatewayProxyEvent {
  return {
    resource,
    path: resource,
    httpMethod: method,
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'bundle-test', ...headers },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: body === undefined ? null : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { httpMethod: method, path: resource, stage: 'test', requestId: 'bundle-test', identity: { sourceIp: '198.51.100.77' } },
  } as unknown as APIGatewayProxyEvent;
}

async function invoke(handler: ApiHandler, method: string, resource: string, body?: unknown, headers?: Record<string, string>) {
  const result = (await handler(event(method, resource, body, headers), {} as Context, () => {})) as APIGatewayProxyResult;
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

describe('functions as deployed (bundled with the stand-ins)', () => {
  beforeAll(async () => {
    built.reference = await load('reference');
    built.auth = await load('auth');
    built.appeals = await load('appeals');
  }, 120_000);

  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('reads through ElectroDB: the public list of assistance types equals the table', async () => {
    const answer = await invoke(built.reference!, 'GET', '/api/assistance');

    expect(answer.status).toBe(200);
    const { data } = await db().entities.assistanceType.query.byId({}).go({ pages: 'all' });
    const expected = data.filter((t) => !t.retired).sort((a, b) => a.id - b.id).map(({ id, description }) => ({ id, description }));
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body).toEqual(expected);
  });

  it('writes a transaction, raises a counter and sends mail: a registration is stored and its link is mailed', async () => {
    const email = freshEmail('bundled');

    const answer = await invoke(built.auth!, 'POST', '/api/auth/registration', {
      name: 'Олена',
      last_name: 'Тестова',
      email,
      phone: '380671112233',
      responsability: 'Психологиня центру',
      institution: 'Центр соціальних служб',
      password: 'Strong#2024',
      isActive: false,
      assistance_id: [1, 2],
      region_id: 53,
      community_id: 'UA53080370000025447',
      district_id: 'UA53080000000068029',
    });

    expect(answer.status).toBe(201);
    const { data: stored } = await db().entities.user.get({ id: answer.body.id }).go();
    expect(stored?.email).toBe(email);
    expect((await mailbox(email)).length).toBe(1);
  });

  it('takes an appeal: a submission of the public form is stored with its assignments, and a resend is not stored twice', async () => {
    const body = validAppealBody();
    const key = { 'Idempotency-Key': newIdempotencyKey() };

    const first = await invoke(built.appeals!, 'POST', '/api/appeals', body, key);
    const resent = await invoke(built.appeals!, 'POST', '/api/appeals', body, key);

    expect(first.status).toBe(201);
    expect(resent.status).toBe(200);
    expect(resent.body.id).toBe(first.body.id);
    const { data: stored } = await db().entities.appeal.get({ id: first.body.id }).go();
    expect(stored?.phone).toBe(body.phone);
    const { data: assignments } = await db().entities.assignment.query.byAppeal({ appealId: first.body.id }).go();
    expect(assignments.map((a) => a.appealId)).toEqual([first.body.id]);
  });

  it('signs in: the demo administrator gets an access token, a wrong password a clear refusal', async () => {
    const admin = DEMO_ACCOUNTS[0];

    const ok = await invoke(built.auth!, 'POST', '/api/auth/login', { email: admin.email, password: DEFAULT_DEMO_PASSWORD });
    const refused = await invoke(built.auth!, 'POST', '/api/auth/login', { email: admin.email, password: 'Wrong#2024pass' });

    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^ey/);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toEqual(expect.any(String));
  });
});
