import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { db } from '@dosyt/functions/db/service';
import { callFrom, cookieValue, createTestAccount, freshLoopback } from '../../../infra/local/test/accounts';
import { REFRESH_COOKIE } from './session-cookie';
import { sha256Hex } from './secrets';

const address = freshLoopback();

async function signInAs(account: { email: string; password: string }) {
  const res = await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
  expect(res.status).toBe(200);
  const refresh = cookieValue(res.cookies, REFRESH_COOKIE);
  expect(refresh).toBeTruthy();
  return { token: res.body.token as string, refresh: refresh!, cookies: res.cookies };
}

const refreshWith = (refresh?: string) =>
  callFrom(address, 'POST', '/api/auth/refresh', refresh ? { headers: { Cookie: `${REFRESH_COOKIE}=${refresh}` } } : {});

describe('sign-in session: access token and rotating refresh token', () => {
  it('signs in with a short-lived access token and an httpOnly, SameSite=Strict refresh cookie on /api/auth', async () => {
    // Prepare
    const account = await createTestAccount({ name: 'Оксана', last_name: 'Петренко' });

    // Act
    const session = await signInAs(account);

    // Assess
    const claims = decodeJwt(session.token);
    expect(claims).toMatchObject({ name: 'Оксана Петренко', sub: String(account.id), roles: ['USER'], regionId: 53 });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    const cookie = session.cookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(session.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { data: stored } = await db()
      .entities.refreshToken.get({ tokenHash: sha256Hex(session.refresh) })
      .go();
    expect(stored).toMatchObject({ userId: account.id, status: 'active' });
    expect(stored!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
    const { data: user } = await db().entities.user.get({ id: account.id }).go();
    expect(user).toMatchObject({ isOnline: true, lastSeenAt: expect.any(String) });
  });

  it('stores only the hash of the refresh token', async () => {
    const account = await createTestAccount();
    const session = await signInAs(account);
    const { data } = await db().entities.refreshToken.query.byUser({ userId: account.id }).go();
    expect(JSON.stringify(data)).not.toContain(session.refresh);
  });

  it('rotates the refresh token on every refresh and refuses the old one, revoking the whole family', async () => {
    // Prepare
    const account = await createTestAccount();
    const first = await signInAs(account);

    // Act
    const rotated = await refreshWith(first.refresh);
    const second = cookieValue(rotated.cookies, REFRESH_COOKIE)!;
    const again = await refreshWith(second);
    const third = cookieValue(again.cookies, REFRESH_COOKIE)!;
    // Past the grace period for simultaneous refreshes.
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    await db()
      .entities.refreshToken.patch({ tokenHash: sha256Hex(first.refresh) })
      .set({ rotatedAt: aMinuteAgo })
      .go();
    const reuse = await refreshWith(first.refresh);
    const afterReuse = await refreshWith(third);

    // Assess
    expect(rotated.status).toBe(200);
    expect(decodeJwt(rotated.body.token).sub).toBe(String(account.id));
    expect(second).not.toBe(first.refresh);
    expect(again.status).toBe(200);
    expect(third).not.toBe(second);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ statusCode: 401, message: 'Сесія завершилась. Увійдіть знову' });
    expect(cookieValue(reuse.cookies, REFRESH_COOKIE)).toBe('');
    expect(afterReuse.status).toBe(401);
    const { data } = await db().entities.refreshToken.query.byUser({ userId: account.id }).go();
    expect(data.filter((t) => t.status === 'active')).toEqual([]);
  });

  it('keeps the session when two tabs refresh with the same cookie at once: each gets its own token of the family', async () => {
    // Prepare
    const account = await createTestAccount();
    const session = await signInAs(account);

    // Act
    const results = await Promise.all([refreshWith(session.refresh), refreshWith(session.refresh)]);
    const secondsLater = await refreshWith(session.refresh);

    // Assess
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(secondsLater.status).toBe(200);
    const issued = [...results, secondsLater].map((r) => cookieValue(r.cookies, REFRESH_COOKIE)!);
    expect(new Set([session.refresh, ...issued]).size).toBe(4);
    const { data } = await db().entities.refreshToken.query.byUser({ userId: account.id }).go();
    expect(new Set(data.map((t) => t.familyId)).size).toBe(1);
    expect(data.find((t) => t.tokenHash === sha256Hex(session.refresh))?.status).toBe('rotated');
    for (const token of issued) expect((await refreshWith(token)).status).toBe(200);
  });

  it('answers 401 to a refresh without a cookie or with an unknown token', async () => {
    expect((await refreshWith()).status).toBe(401);
    expect((await refreshWith('x'.repeat(43))).status).toBe(401);
    expect((await refreshWith('not a token')).status).toBe(401);
  });

  it('refuses a refresh token past its expiry', async () => {
    const account = await createTestAccount();
    const session = await signInAs(account);
    await db()
      .entities.refreshToken.patch({ tokenHash: sha256Hex(session.refresh) })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect((await refreshWith(session.refresh)).status).toBe(401);
  });

  it('ends the session of a person whose access was cancelled', async () => {
    const account = await createTestAccount();
    const session = await signInAs(account);
    await db().entities.user.patch({ id: account.id }).set({ isActive: false }).go();
    expect((await refreshWith(session.refresh)).status).toBe(401);
  });

  it('takes fresh roles and name from the account on refresh', async () => {
    const account = await createTestAccount();
    const session = await signInAs(account);
    await db()
      .entities.user.patch({ id: account.id })
      .set({ roles: ['OBSERVER'], name: 'Нове' })
      .go();
    const res = await refreshWith(session.refresh);
    expect(decodeJwt(res.body.token)).toMatchObject({ roles: ['OBSERVER'], name: 'Нове Людина' });
  });

  it('logs out: revokes the session, clears the cookie, marks offline, and always answers 204', async () => {
    // Prepare
    const account = await createTestAccount();
    const session = await signInAs(account);

    // Act
    const out = await callFrom(address, 'POST', '/api/auth/logout', { headers: { Cookie: `${REFRESH_COOKIE}=${session.refresh}` }, token: session.token });
    const refresh = await refreshWith(session.refresh);
    const withoutCookie = await callFrom(address, 'POST', '/api/auth/logout');
    const withBadToken = await callFrom(address, 'POST', '/api/auth/logout', { token: 'garbage' });

    // Assess
    expect(out.status).toBe(204);
    expect(out.cookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`))).toMatch(/Max-Age=0/);
    expect(refresh.status).toBe(401);
    expect(withoutCookie.status).toBe(204);
    expect(withBadToken.status).toBe(204);
    const { data: user } = await db().entities.user.get({ id: account.id }).go();
    expect(user?.isOnline).toBe(false);
  });
});
