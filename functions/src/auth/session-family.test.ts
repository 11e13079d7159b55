import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db } from '@dosyt/functions/db/service';
import { dynamo } from '@dosyt/functions/lib/aws';
import { env } from '@dosyt/functions/lib/env';
import { userKey } from '@dosyt/functions/lib/session-epoch';
import { signInKey } from '@dosyt/functions/lib/sign-in-activity';
import { callFrom, cookieValue, createTestAccount, freshLoopback } from '../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { IDLE_SLACK_SECONDS } from './refresh-session';
import { REFRESH_COOKIE } from './session-cookie';
import { sha256Hex } from './secrets';

/**
 * A sign-in ends as a whole and for good. The refresh cookie a tab held a moment
 * before its last refresh (the two-tabs grace) used to get a fresh session after a
 * sign-out everywhere, a reset or a role change; and a sign-in never used for the
 * admin's idle minutes used to be refreshed for its whole 7-day cookie.
 */
const address = freshLoopback();

async function signIn(account: { email: string; password: string }) {
  const res = await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, refresh: cookieValue(res.cookies, REFRESH_COOKIE)! };
}

const refresh = (cookie: string) => callFrom(address, 'POST', '/api/auth/refresh', { headers: { Cookie: `${REFRESH_COOKIE}=${cookie}` } });

/** Signs in and refreshes once: the first cookie is now the "rotated seconds ago" one a second tab may still send. */
async function signInAndRotate(account: { email: string; password: string }) {
  const session = await signIn(account);
  const rotated = await refresh(session.refresh);
  expect(rotated.status).toBe(200);
  return { previous: session.refresh, current: cookieValue(rotated.cookies, REFRESH_COOKIE)!, token: rotated.body.token as string };
}

const familyOf = async (cookie: string) =>
  (
    await db()
      .entities.refreshToken.get({ tokenHash: sha256Hex(cookie) })
      .go()
  ).data!.familyId;
const setLastActive = (familyId: string, at: number) =>
  dynamo().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: signInKey(familyId),
      UpdateExpression: 'SET lastActiveAt = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
const lastActive = async (familyId: string) =>
  Number((await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: signInKey(familyId), ConsistentRead: true }))).Item?.lastActiveAt);

describe('a sign-in ends as a whole, for good', () => {
  it('sign-out everywhere also refuses the cookie rotated seconds before (the two-tabs grace), and every later one', async () => {
    const account = await createTestAccount();
    const { previous, current, token } = await signInAndRotate(account);

    expect((await callFrom(address, 'POST', '/api/auth/logout-everywhere', { token })).status).toBe(204);
    const withPrevious = await refresh(previous);
    const withCurrent = await refresh(current);

    expect(withPrevious.status).toBe(401);
    expect(cookieValue(withPrevious.cookies, REFRESH_COOKIE)).toBe('');
    expect(withCurrent.status).toBe(401);
    const { data } = await db().entities.refreshToken.query.byUser({ userId: account.id }).go();
    expect(data.filter((t) => t.status !== 'revoked')).toEqual([]);
  });

  it('an admin’s role change refuses the grace cookie too', async () => {
    const admin = await tokenForDemo('ADMIN');
    const account = await createTestAccount();
    const { previous } = await signInAndRotate(account);

    expect((await callFrom(address, 'PUT', `/api/users/${account.id}/roles`, { token: admin, body: { roles: ['OBSERVER'] } })).status).toBe(200);

    expect((await refresh(previous)).status).toBe(401);
  });

  it('a sign-in whose epoch is behind the account’s is never refreshed, whatever its tokens say', async () => {
    const account = await createTestAccount();
    const session = await signIn(account);
    // An end of every session whose token revocation missed this token (the index lags a fresh write).
    await dynamo().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: userKey(account.id),
        UpdateExpression: 'ADD sessionEpoch :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );

    expect((await refresh(session.refresh)).status).toBe(401);
  });

  it('after a plain sign-out the grace cookie never works, even once the ended-sign-in entry has expired', async () => {
    const account = await createTestAccount();
    const { previous, current, token } = await signInAndRotate(account);

    const out = await callFrom(address, 'POST', '/api/auth/logout', { token, headers: { Cookie: `${REFRESH_COOKIE}=${current}` } });
    expect(out.status).toBe(204);
    expect((await refresh(previous)).status).toBe(401);
    // The access-token entry runs out after 16 minutes; and say the revocation missed the old token.
    await db().entities.user.patch({ id: account.id }).remove(['endedSessions']).go();
    await db()
      .entities.refreshToken.patch({ tokenHash: sha256Hex(previous) })
      .set({ status: 'rotated', rotatedAt: new Date().toISOString() })
      .go();

    expect((await refresh(previous)).status).toBe(401);
  });

  it('refuses a refresh after the admin’s idle minutes (15 by default) without a signed-in request, and ends the sign-in', async () => {
    const account = await createTestAccount();
    const session = await signIn(account);
    const familyId = await familyOf(session.refresh);
    const now = Math.floor(Date.now() / 1000);
    await setLastActive(familyId, now - (15 * 60 + IDLE_SLACK_SECONDS + 5));

    const idle = await refresh(session.refresh);
    await setLastActive(familyId, now);
    const afterwards = await refresh(session.refresh);

    expect(idle.status).toBe(401);
    expect(afterwards.status).toBe(401);
  });

  it('counts a signed-in request as activity (written at most once a minute) and keeps refreshing a session in use', async () => {
    const account = await createTestAccount();
    const session = await signIn(account);
    const familyId = await familyOf(session.refresh);
    const longAgo = Math.floor(Date.now() / 1000) - (15 * 60 + IDLE_SLACK_SECONDS - 30);
    await setLastActive(familyId, longAgo);

    expect((await callFrom(address, 'GET', `/api/users/profile/${account.id}`, { token: session.token })).status).toBe(200);
    const noted = await lastActive(familyId);
    await setLastActive(familyId, longAgo);
    expect((await callFrom(address, 'GET', `/api/users/profile/${account.id}`, { token: session.token })).status).toBe(200);
    const notAgainWithinTheMinute = await lastActive(familyId);
    await setLastActive(familyId, noted);
    const refreshed = await refresh(session.refresh);

    expect(noted).toBeGreaterThan(Date.now() / 1000 - 10);
    expect(notAgainWithinTheMinute).toBe(longAgo);
    expect(refreshed.status).toBe(200);
  });
});
