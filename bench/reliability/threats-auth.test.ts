/**
 * Threat model, second pass on sessions and the second factor (docs/security.md
 * T21–T28), against the run's platform over HTTP: each test measures the threat and
 * records what it saw as a threat finding (bench/reliability/threats.ts).
 */
import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { appealsRoutes } from '@dosyt/core/api/appeals';
import type { HttpRoute } from '@dosyt/core/api/types';
import { CHALLENGE_CODE_ATTEMPTS, TWO_FACTOR_ACCOUNT_LIMIT } from '@dosyt/functions/auth/two-factor/checks';
import { IDLE_SLACK_SECONDS } from '@dosyt/functions/auth/refresh-session';
import { db } from '@dosyt/functions/db/service';
import { dynamo } from '@dosyt/functions/lib/aws';
import { addressKey } from '@dosyt/functions/lib/edge-origin';
import { env } from '@dosyt/functions/lib/env';
import { signInKey } from '@dosyt/functions/lib/sign-in-activity';
import { sha256Hex } from '@dosyt/functions/auth/secrets';
import { CODE_STEP_PATHS, FOLLOW_UP_PATHS, rateRules } from '../../infra/cloud/constructs/site-web-acl';
import { callFrom, cookieValue, createTestAccount, freshLoopback, type TestAccount } from '../../infra/local/test/accounts';
import { tokenForDemo } from '../../infra/local/test/tokens';
import { recordThreat } from './threats';

const FILE = 'bench/reliability/threats-auth.test.ts';
const REFRESH_COOKIE = 'dosyt_refresh';
const address = freshLoopback();

const describeFigures = (figures: Record<string, string | number | boolean>) =>
  Object.entries(figures)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');

async function signIn(account: { email: string; password: string }, from = address) {
  const res = await callFrom(from, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, refresh: cookieValue(res.cookies, REFRESH_COOKIE)!, challenge: res.body.challenge as string | undefined };
}
const refresh = (cookie: string) => callFrom(address, 'POST', '/api/auth/refresh', { headers: { Cookie: `${REFRESH_COOKIE}=${cookie}` } });
async function signInAndRotate(account: TestAccount) {
  const session = await signIn(account);
  const rotated = await refresh(session.refresh);
  expect(rotated.status).toBe(200);
  return { previous: session.refresh, current: cookieValue(rotated.cookies, REFRESH_COOKIE)!, token: rotated.body.token as string };
}

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
const wrongCode = (secret: string) => {
  const near = new Set([-1, 0, 1].map((o) => codeAt(secret, o)));
  for (let n = 0; ; n++) if (!near.has(String(n).padStart(6, '0'))) return String(n).padStart(6, '0');
};
async function enrolAtSignIn(account: TestAccount, from: string) {
  const { challenge } = await signIn(account, from);
  const key = await callFrom(from, 'POST', '/api/auth/login/enrolment', { body: { challenge } });
  const secret = key.body.secret as string;
  const confirmed = await callFrom(from, 'POST', '/api/auth/login/enrolment/confirm', { body: { challenge, code: codeAt(secret) } });
  expect(confirmed.status).toBe(200);
  return { challenge: challenge!, secret };
}

const setLastActive = (familyId: string, at: number) =>
  dynamo().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: signInKey(familyId),
      UpdateExpression: 'SET lastActiveAt = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
const familyOf = async (cookie: string) =>
  (
    await db()
      .entities.refreshToken.get({ tokenHash: sha256Hex(cookie) })
      .go()
  ).data!.familyId;

describe('threat model: sessions and the second factor, second pass', () => {
  it('T21: a refresh cookie rotated seconds earlier does not outlive sign-out everywhere, a role change or a sign-out', async () => {
    const everywhere = await signInAndRotate(await createTestAccount());
    await callFrom(address, 'POST', '/api/auth/logout-everywhere', { token: everywhere.token });

    const admin = await tokenForDemo('ADMIN');
    const moved = await createTestAccount();
    const roleChange = await signInAndRotate(moved);
    await callFrom(address, 'PUT', `/api/users/${moved.id}/roles`, { token: admin, body: { roles: ['OBSERVER'] } });

    const plain = await createTestAccount();
    const signOut = await signInAndRotate(plain);
    await callFrom(address, 'POST', '/api/auth/logout', { token: signOut.token, headers: { Cookie: `${REFRESH_COOKIE}=${signOut.current}` } });
    // The ended-sign-in entry has run out, and the revocation missed the old token: the sign-in's record still says no.
    await db().entities.user.patch({ id: plain.id }).remove(['endedSessions']).go();
    await db()
      .entities.refreshToken.patch({ tokenHash: sha256Hex(signOut.previous) })
      .set({ status: 'rotated', rotatedAt: new Date().toISOString() })
      .go();

    const figures = {
      'sign-out everywhere, grace cookie': (await refresh(everywhere.previous)).status,
      'sign-out everywhere, current cookie': (await refresh(everywhere.current)).status,
      'role change, grace cookie': (await refresh(roleChange.previous)).status,
      'sign-out, grace cookie once the entry expired': (await refresh(signOut.previous)).status,
    };
    const pass = Object.values(figures).every((s) => s === 401);
    recordThreat({
      id: 'T21',
      threat: 'Sign-out everywhere, a reset or a role change is dodged with the previous refresh cookie',
      test: `${FILE}: T21`,
      pass,
      figures: describeFigures(figures),
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });

  it('T22: an enrolment challenge taken before the owner enrolled opens no admin session', async () => {
    const account = await createTestAccount({ roles: ['ADMIN'] });
    const attacker = freshLoopback();
    const stale = (await signIn(account, attacker)).challenge!;
    const owner = freshLoopback();
    const { challenge } = await enrolAtSignIn(account, owner);
    const figures = {
      'stale challenge at login/enrolled': (await callFrom(attacker, 'POST', '/api/auth/login/enrolled', { body: { challenge: stale } })).status,
      'the enrolling challenge': (await callFrom(owner, 'POST', '/api/auth/login/enrolled', { body: { challenge } })).status,
    };
    const pass = figures['stale challenge at login/enrolled'] === 401 && figures['the enrolling challenge'] === 200;
    recordThreat({
      id: 'T22',
      threat: 'An enrolment challenge taken before the real enrolment opens an admin session with no code',
      test: `${FILE}: T22`,
      pass,
      figures: describeFigures(figures),
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });

  it('T23: codes are limited per challenge and per account from any address, and WAF limits the code step per address', async () => {
    const account = await createTestAccount({ roles: ['ADMIN'] });
    const { secret } = await enrolAtSignIn(account, freshLoopback());
    const challenge = (await signIn(account, freshLoopback())).challenge!;
    const perChallenge: number[] = [];
    for (let i = 0; i < CHALLENGE_CODE_ATTEMPTS; i++)
      perChallenge.push((await callFrom(freshLoopback(), 'POST', '/api/auth/login/code', { body: { challenge, code: wrongCode(secret) } })).status);
    const rightAfter = (await callFrom(freshLoopback(), 'POST', '/api/auth/login/code', { body: { challenge, code: codeAt(secret, 1) } })).status;

    const other = await createTestAccount({ roles: ['ADMIN'] });
    const otherSecret = (await enrolAtSignIn(other, freshLoopback())).secret;
    const perAccount: number[] = [];
    for (let i = 0; i <= TWO_FACTOR_ACCOUNT_LIMIT.max; i++) {
      const from = freshLoopback();
      perAccount.push(
        (await callFrom(from, 'POST', '/api/auth/login/code', { body: { challenge: (await signIn(other, from)).challenge, code: wrongCode(otherSecret) } }))
          .status,
      );
    }
    const waf = rateRules(50).find((r) => r.name === 'code-step-rate');

    const figures = {
      'wrong codes with one challenge (each from its own address)': perChallenge.join(','),
      'the right code after them': rightAfter,
      'first 429 per account (fresh address and challenge each)': perAccount.indexOf(429) + 1,
      'limit per account / hour': TWO_FACTOR_ACCOUNT_LIMIT.max,
      'WAF code-step rule per address / 5 min': waf?.limitPer5Minutes ?? 'none',
    };
    const pass =
      perChallenge.every((s) => s === 401) &&
      rightAfter === 401 &&
      perAccount.indexOf(429) === TWO_FACTOR_ACCOUNT_LIMIT.max &&
      waf !== undefined &&
      CODE_STEP_PATHS.every((p) => new RegExp(waf.regex).test(p));
    recordThreat({
      id: 'T23',
      threat: 'Second-factor codes limited per account and address only',
      test: `${FILE}: T23`,
      pass,
      figures: describeFigures(figures),
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });

  it('T24: the server refuses a refresh after the idle minutes without a signed-in request', async () => {
    const account = await createTestAccount();
    const idle = await signIn(account);
    const now = Math.floor(Date.now() / 1000);
    await setLastActive(await familyOf(idle.refresh), now - (15 * 60 + IDLE_SLACK_SECONDS + 5));
    const busy = await signIn(account);
    await setLastActive(await familyOf(busy.refresh), now - (15 * 60 + IDLE_SLACK_SECONDS - 30));
    const request = (await callFrom(address, 'GET', `/api/users/profile/${account.id}`, { token: busy.token })).status;
    const figures = {
      'idle past 15 min + slack, refresh': (await refresh(idle.refresh)).status,
      'a signed-in request then refresh': `${request} then ${(await refresh(busy.refresh)).status}`,
      'slack s': IDLE_SLACK_SECONDS,
    };
    const pass = figures['idle past 15 min + slack, refresh'] === 401 && figures['a signed-in request then refresh'] === '200 then 200';
    recordThreat({
      id: 'T24',
      threat: 'Idle logout only in the browser: the server refreshes an idle sign-in for 7 days',
      test: `${FILE}: T24`,
      pass,
      figures: describeFigures(figures),
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });

  it('T25: an IPv6 /64 counts as one address for every per-address limit', () => {
    const prefix = '2001:db8:42:7';
    const keys = new Set(
      Array.from({ length: 1000 }, () => `${prefix}:${Array.from({ length: 4 }, () => randomBytes(2).toString('hex')).join(':')}`).map(addressKey),
    );
    const neighbour = addressKey('2001:db8:42:8::1');
    const figures = {
      'addresses of one /64': 1000,
      'distinct keys': keys.size,
      'the next /64 apart': !keys.has(neighbour),
      'IPv4 kept': addressKey('203.0.113.9') === '203.0.113.9',
    };
    const pass = keys.size === 1 && figures['the next /64 apart'] && figures['IPv4 kept'];
    recordThreat({
      id: 'T25',
      threat: 'IPv6 defeats every per-address limit (a client holds a whole /64)',
      test: `${FILE}: T25`,
      pass,
      figures: `${describeFigures(figures)} (WAF cannot group by prefix: the distribution is IPv4 only, infra/cloud/test/web-stack.test.ts)`,
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });

  it('T26: follow-up routes have a per-address WAF rule in front of their shared API Gateway buckets', () => {
    const waf = rateRules(50).find((r) => r.name === 'follow-up-rate');
    const routes: readonly HttpRoute[] = appealsRoutes;
    const throttles = FOLLOW_UP_PATHS.map((p) => routes.find((r) => r.path === p && r.method === 'POST')?.throttle);
    const figures = {
      'WAF per address / 5 min': waf?.limitPer5Minutes ?? 'none',
      'API Gateway look-up rate/burst': `${throttles[0]?.rateLimit}/${throttles[0]?.burstLimit}`,
      'API Gateway message rate/burst': `${throttles[1]?.rateLimit}/${throttles[1]?.burstLimit}`,
    };
    const pass = waf !== undefined && FOLLOW_UP_PATHS.every((p) => new RegExp(waf.regex).test(p)) && throttles.every(Boolean);
    recordThreat({
      id: 'T26',
      threat: 'One address spends the follow-up routes’ shared API Gateway bucket for everyone',
      test: `${FILE}: T26`,
      pass,
      figures: describeFigures(figures),
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });

  it('T27: turning a second factor on ends the other sign-ins; a region move ends the person’s tokens', async () => {
    const account = await createTestAccount();
    const [other, here] = [await signIn(account), await signIn(account)];
    const key = await callFrom(address, 'POST', '/api/users/two-factor/setup', { token: here.token });
    await callFrom(address, 'POST', '/api/users/two-factor/confirm', { token: here.token, body: { code: codeAt(key.body.secret) } });

    const admin = await tokenForDemo('ADMIN');
    const moved = await createTestAccount();
    const before = await signIn(moved);
    const body = {
      name: 'Тестова',
      last_name: 'Людина',
      phone: '380501234567',
      responsability: 'Психологиня',
      institution: 'Центр',
      assistance_id: [1],
      region_id: 80,
      community_id: 'UA80000000000093317',
    };
    await callFrom(address, 'PUT', `/api/users/profile/${moved.id}`, { token: admin, body });

    const figures = {
      'second factor on: other sign-in refresh': (await refresh(other.refresh)).status,
      'second factor on: this sign-in refresh': (await refresh(here.refresh)).status,
      'region move: old token': (await callFrom(address, 'GET', `/api/users/profile/${moved.id}`, { token: before.token })).status,
      'region move: old refresh': (await refresh(before.refresh)).status,
    };
    const pass =
      figures['second factor on: other sign-in refresh'] === 401 &&
      figures['second factor on: this sign-in refresh'] === 200 &&
      figures['region move: old token'] === 401 &&
      figures['region move: old refresh'] === 401;
    recordThreat({
      id: 'T27',
      threat: 'Turning a second factor on, or a region move, leaves older sessions working',
      test: `${FILE}: T27`,
      pass,
      figures: describeFigures(figures),
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });

  it('T28: a cookie with a malformed %-escape is ignored, not a 500', async () => {
    const session = await signIn(await createTestAccount());
    const figures = {
      'GET /api/health': (await callFrom(address, 'GET', '/api/health', { headers: { Cookie: 'x=%E0%A4%A' } })).status,
      'refresh beside a bad cookie': (
        await callFrom(address, 'POST', '/api/auth/refresh', { headers: { Cookie: `x=%; ${REFRESH_COOKIE}=${session.refresh}` } })
      ).status,
    };
    const pass = figures['GET /api/health'] === 200 && figures['refresh beside a bad cookie'] === 200;
    recordThreat({
      id: 'T28',
      threat: 'Any request with a malformed cookie answers 500 on every route',
      test: `${FILE}: T28`,
      pass,
      figures: describeFigures(figures),
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });
});
