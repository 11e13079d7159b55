import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '@dosyt/functions/lib/aws';
import { db } from '@dosyt/functions/db/service';
import { handler as authHandler } from '@dosyt/functions/auth/handler';
import { REPO_ROOT } from '../config/paths';
import { inviteAdmin, parseInviteArgs } from '../scripts/admin-invite';
import { startLocalTable, type LocalTable } from './local-table';

/**
 * `npm run admin:invite` against DynamoDB Local (AWS_ENDPOINT_URL_DYNAMODB, as the rehearsal
 * runs it), and its link used on the real auth handler as CloudFront would pass it on.
 */
let table: LocalTable;
const SITE = 'https://d111111abcdef8.cloudfront.net';
const EDGE_API_KEY_ID = 'edgekey123';
const PASSWORD = 'Pershyi#2026ok';

beforeAll(async () => {
  table = await startLocalTable('dosyt-invite-test');
  Object.assign(process.env, { EDGE_API_KEY_ID, PUBLIC_URL: SITE });
}, 120_000);

afterAll(async () => {
  await table?.stop();
});

/** A request of the auth function's route table, as API Gateway hands it on from CloudFront. */
async function callAuth(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const event = {
    resource: path,
    path,
    httpMethod: 'POST',
    headers: { 'Content-Type': 'application/json', 'CloudFront-Viewer-Address': '198.51.100.7:443', 'User-Agent': 'invite-test' },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      httpMethod: 'POST',
      path,
      stage: 'live',
      requestId: `invite-${Math.random()}`,
      identity: { sourceIp: '130.176.9.9', apiKeyId: EDGE_API_KEY_ID },
    },
  } as unknown as APIGatewayProxyEvent;
  const result = (await authHandler(event, { awsRequestId: 'r', getRemainingTimeInMillis: () => 10_000 } as Context)) as { statusCode: number; body: string };
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

const outbox = async () =>
  (
    (await dynamo().send(new QueryCommand({ TableName: table.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'outbox' } })))
      .Items ?? []
  ).map((i) => i.mail as { to: string; subject: string; text: string; kind: string });

describe('npm run admin:invite', () => {
  it('reads its command line: stage and address required, --force, --table and --site-url optional', () => {
    expect(parseInviteArgs(['--stage', 'dev', '--email', 'Admin@Example.org'])).toEqual({ stage: 'dev', email: 'admin@example.org', force: false });
    expect(parseInviteArgs(['--stage', 'x', '--email', 'a@b.ua', '--force', '--table', 't', '--site-url', 'http://127.0.0.1:4200'])).toMatchObject({
      force: true,
      table: 't',
      siteUrl: 'http://127.0.0.1:4200',
    });
    expect(() => parseInviteArgs(['--stage', 'dev'])).toThrow(/Usage/);
    expect(() => parseInviteArgs(['--stage', 'dev', '--email', 'not-an-address'])).toThrow(/not an e-mail/);
    expect(() => parseInviteArgs(['--stage', 'dev', '--email', 'a@b.ua', '--site-url', 'https://x.ua/path'])).toThrow(/origin/);
  });

  it('makes an active ADMIN with no usable password and a single-use link, mailed through the outbox; the link sets the password on the reset route', async () => {
    // Act
    const result = await inviteAdmin({ email: 'first.admin@example.org', force: false, name: 'Олена Коваль', siteUrl: SITE });

    // Assess: the account, as registration stores one, but active and ADMIN
    expect(result).toMatchObject({
      outcome: 'created',
      userId: 1,
      link: expect.stringMatching(/^https:\/\/d111111abcdef8\.cloudfront\.net\/reset-password\?token=[A-Za-z0-9_-]{43}$/),
    });
    const { data: user } = await db().entities.user.get({ id: 1 }).go();
    expect(user).toMatchObject({ email: 'first.admin@example.org', roles: ['ADMIN'], isActive: true, name: 'Олена', last_name: 'Коваль' });
    expect((await db().entities.uniqueEmail.get({ email: 'first.admin@example.org' }).go()).data).toMatchObject({ userId: 1 });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'first.admin@example.org', kind: 'admin-invite', subject: 'Запрошення адміністратора платформи «Досить»' });
    expect(mails[0].text).toContain(result.outcome === 'refused' ? '' : result.link);
    // No password works before the link is used.
    expect((await callAuth('/api/auth/login', { email: 'first.admin@example.org', password: PASSWORD })).status).toBe(401);

    // Act: the person follows the link
    const token = new URL(result.outcome === 'refused' ? SITE : result.link).searchParams.get('token');
    const reset = await callAuth('/api/auth/reset-password-with-validation', { email: 'first.admin@example.org', token, newPassword: PASSWORD });
    const again = await callAuth('/api/auth/reset-password-with-validation', { email: 'first.admin@example.org', token, newPassword: 'Inshyi#2026ok' });
    const signIn = await callAuth('/api/auth/login', { email: 'first.admin@example.org', password: PASSWORD });

    // Assess: the password is set, the link is spent, and the cloud asks for a second factor before any token
    expect(reset).toEqual({ status: 200, body: { message: 'Пароль успішно змінено!' } });
    expect(again.status).toBe(400);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ twoFactorEnrolmentRequired: true, challenge: expect.any(String) });
    expect(signIn.body.token).toBeUndefined();
  }, 60_000);

  it('refuses a second admin, and with --force makes another or promotes an account with that address', async () => {
    expect(await inviteAdmin({ email: 'second@example.org', force: false, siteUrl: SITE })).toMatchObject({
      outcome: 'refused',
      reason: expect.stringContaining('--force'),
    });
    expect((await db().entities.user.query.byEmail({ email: 'second@example.org' }).go()).data).toEqual([]);

    const forced = await inviteAdmin({ email: 'second@example.org', force: true, siteUrl: SITE });
    expect(forced).toMatchObject({ outcome: 'created', userId: 2 });
    expect((await db().entities.user.get({ id: 2 }).go()).data).toMatchObject({ roles: ['ADMIN'], isActive: true });

    const promoted = await inviteAdmin({ email: 'first.admin@example.org', force: true, siteUrl: SITE });
    expect(promoted).toMatchObject({ outcome: 'promoted', userId: 1 });
    expect((await outbox()).filter((m) => m.kind === 'admin-invite')).toHaveLength(3);
  }, 60_000);

  it('runs as the npm script against the local endpoint, printing the link, and refuses a rerun without --force', async () => {
    const run = (args: string[]) =>
      promisify(execFile)('npm', ['run', '--silent', 'admin:invite', '--', ...args], {
        cwd: REPO_ROOT,
        env: { ...process.env, TABLE_NAME: '' },
      }).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
      );
    const args = ['--stage', 'rehearsal', '--email', 'third@example.org', '--table', table.tableName, '--site-url', 'http://127.0.0.1:4200'];

    const refused = await run(args);
    const forced = await run([...args, '--force']);

    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refused');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/http:\/\/127\.0\.0\.1:4200\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  }, 120_000);
});
