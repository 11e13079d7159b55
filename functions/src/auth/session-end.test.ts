import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { db } from '@dosyt/functions/db/service';
import { ACCOUNT_CHECK_TTL_MS, userKey } from '@dosyt/functions/lib/session-epoch';
import { baseUrl, mailbox, withSubject } from '../../../infra/local/test/http';
import { callFrom, cookieValue, createTestAccount, freshLoopback, linkIn } from '../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { openSocket, socketUrl, type TestSocket } from '../test/chat-kit';
import { REFRESH_COOKIE } from './session-cookie';

/**
 * Deactivation, sign-out, sign-out everywhere and a password reset
 * end access already given: access tokens within 30 s (at once on the instance that
 * ended them), refresh tokens at once, and open chat sockets within 30 s.
 */
const BOUND_MS = 30_000;
const address = freshLoopback();

async function signIn(account: { email: string; password: string }) {
  const res = await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, refresh: cookieValue(res.cookies, REFRESH_COOKIE)! };
}

const profile = (id: number, token: string) => callFrom(address, 'GET', `/api/users/profile/${id}`, { token });
const refresh = (cookie: string) => callFrom(address, 'POST', '/api/auth/refresh', { headers: { Cookie: `${REFRESH_COOKIE}=${cookie}` } });

/** Polls a request until it answers 401; resolves with the time it took. */
async function msUntilRefused(request: () => Promise<{ status: number }>, boundMs = BOUND_MS): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { status } = await request();
    if (status === 401) return Date.now() - started;
    if (Date.now() - started > boundMs + 5_000) throw new Error(`still answering ${status} after ${Date.now() - started} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Resolves with the time until the server closes the socket. */
function msUntilClosed(socket: TestSocket, boundMs = BOUND_MS): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    if (socket.ws.readyState === WebSocket.CLOSED) return resolve(0);
    const timer = setTimeout(() => reject(new Error('the socket is still open')), boundMs + 5_000);
    socket.ws.once('close', () => (clearTimeout(timer), resolve(Date.now() - started)));
  });
}

describe('ending access already given', () => {
  it('reads and writes the very user item the user entity keeps (its key, without ElectroDB)', () => {
    expect(userKey(42)).toEqual(db().entities.user.get({ id: 42 }).params().Key);
  });

  it('sign-out makes its own access token unusable (401) at once, while another sign-in of the account keeps working', async () => {
    // Prepare
    const account = await createTestAccount();
    const phone = await signIn(account);
    const laptop = await signIn(account);
    expect((await profile(account.id, phone.token)).status).toBe(200);

    // Act
    const out = await callFrom(address, 'POST', '/api/auth/logout', { token: phone.token, headers: { Cookie: `${REFRESH_COOKIE}=${phone.refresh}` } });

    // Assess
    expect(out.status).toBe(204);
    const refused = await profile(account.id, phone.token);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ statusCode: 401, message: 'Сесія завершилась. Увійдіть знову' });
    expect((await refresh(phone.refresh)).status).toBe(401);
    expect((await profile(account.id, laptop.token)).status).toBe(200);
    expect((await refresh(laptop.refresh)).status).toBe(200);
  });

  it('sign-out with only the access token (no cookie) still ends that sign-in', async () => {
    const account = await createTestAccount();
    const session = await signIn(account);
    expect((await callFrom(address, 'POST', '/api/auth/logout', { token: session.token })).status).toBe(204);
    expect((await profile(account.id, session.token)).status).toBe(401);
    expect((await refresh(session.refresh)).status).toBe(401);
  });

  it('sign-out everywhere (POST /api/auth/logout-everywhere) refuses every older access and refresh token; a new sign-in works', async () => {
    // Prepare
    const account = await createTestAccount();
    const [a, b] = [await signIn(account), await signIn(account)];

    // Act
    const out = await callFrom(address, 'POST', '/api/auth/logout-everywhere', { token: a.token });

    // Assess
    expect(out.status).toBe(204);
    expect(out.cookies.some((c) => c.startsWith(`${REFRESH_COOKIE}=;`))).toBe(true);
    for (const s of [a, b]) {
      expect((await profile(account.id, s.token)).status).toBe(401);
      expect((await refresh(s.refresh)).status).toBe(401);
    }
    const again = await signIn(account);
    expect((await profile(account.id, again.token)).status).toBe(200);
    expect((await callFrom(address, 'POST', '/api/auth/logout-everywhere', {})).status).toBe(401);
  });

  it("deactivation by the admin refuses the account's access tokens (401) and its refresh tokens", async () => {
    const account = await createTestAccount();
    const session = await signIn(account);
    const admin = await tokenForDemo('ADMIN');
    expect((await callFrom(address, 'PUT', `/api/users/${account.id}`, { token: admin, body: { isActive: false } })).status).toBe(200);
    expect((await profile(account.id, session.token)).status).toBe(401);
    expect((await refresh(session.refresh)).status).toBe(401);
  });

  it('a password reset refuses the access tokens issued before it', async () => {
    const account = await createTestAccount();
    const session = await signIn(account);
    await callFrom(address, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
    const [mail] = await mailbox(account.email, withSubject(/Відновлення пароля/));
    const token = linkIn(mail?.body.text, '/reset-password').searchParams.get('token')!;
    const done = await callFrom(address, 'POST', '/api/auth/reset-password-with-validation', {
      body: { email: account.email, token, newPassword: 'Fresh#2025pass' },
    });
    expect(done.status).toBe(200);
    expect((await profile(account.id, session.token)).status).toBe(401);
  });

  it('closes the open chat sockets of an account whose sessions end, within 30 s, and refuses a new socket with the old token', async () => {
    // Prepare
    const account = await createTestAccount();
    const session = await signIn(account);
    const [first, second] = [await openSocket(socketUrl(baseUrl(), session.token)), await openSocket(socketUrl(baseUrl(), session.token))];

    // Act
    const closed = Promise.all([msUntilClosed(first), msUntilClosed(second)]);
    expect((await callFrom(address, 'POST', '/api/auth/logout-everywhere', { token: session.token })).status).toBe(204);

    // Assess
    for (const ms of await closed) expect(ms).toBeLessThanOrEqual(BOUND_MS);
    await expect(openSocket(socketUrl(baseUrl(), session.token))).rejects.toMatchObject({ statusCode: 401 });
    const { data } = await db().entities.socketConnection.query.byUser({ userId: account.id }).go();
    expect(data).toEqual([]);
  });

  it('another instance that missed the change refuses old tokens and messages within 30 s (the cached account read expires)', { timeout: 90_000 }, async () => {
    // Prepare: a token and a socket; the platform's instance has the account cached
    const account = await createTestAccount();
    const session = await signIn(account);
    const socket = await openSocket(socketUrl(baseUrl(), session.token));
    expect((await profile(account.id, session.token)).status).toBe(200);

    // Act: the epoch moves in the table only, as another instance's change would reach this one
    await db().entities.user.patch({ id: account.id }).add({ sessionEpoch: 1 }).go();
    const closed = msUntilClosed(socket, ACCOUNT_CHECK_TTL_MS + 5_000);
    const refusedAfter = await msUntilRefused(() => profile(account.id, session.token));
    socket.send({ type: 'broadcast', text: 'Ще тут?' });

    // Assess
    expect(refusedAfter).toBeLessThanOrEqual(BOUND_MS);
    expect(await closed).toBeLessThanOrEqual(BOUND_MS + ACCOUNT_CHECK_TTL_MS);
    expect(socket.frames.filter((f) => f.type === 'message')).toEqual([]);
  });
});
