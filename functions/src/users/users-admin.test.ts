import { describe, expect, it } from 'vitest';
import { db } from '@dosyt/functions/db/service';
import { getUser } from '@dosyt/functions/accounts/accounts';
import { call, mailbox, settledMailbox } from '../../../infra/local/test/http';
import { callFrom, cookieValue, createTestAccount, freshEmail, freshLoopback } from '../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { REFRESH_COOKIE } from '../auth/session-cookie';

const LIST_ITEM_KEYS = [
  'id',
  'name',
  'last_name',
  'phone',
  'email',
  'responsability',
  'institution',
  'assistance_id',
  'region_id',
  'community_id',
  'community',
  'roles',
  'isActive',
  'isOnline',
  'workStatus',
  'updatedAt',
];

describe('user lists', () => {
  it.each(['/api/users/all', '/api/users'])('%s lists every user by id in the list shape, without secrets', async (path) => {
    // Prepare
    await createTestAccount();
    const { data: all } = await db().entities.user.query.all({}).go({ pages: 'all' });

    // Act
    const res = await call('GET', path, { token: await tokenForDemo('ADMIN') });

    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(all.length);
    const ids = res.body.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(res.body[1]).toMatchObject({
      id: 2,
      email: 'user@example.com',
      assistance_id: [{ id: 1, description: 'Психологічна допомога' }, expect.any(Object), expect.any(Object)],
      community: { name: 'Полтавська міська громада', region: 'Полтавська', adminCenter: 'Полтава', region_id: 53 },
      roles: ['USER'],
      isActive: true,
    });
    for (const key of LIST_ITEM_KEYS) expect(res.body[1]).toHaveProperty(key);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2|failedLogins|lockedUntil/);
  });

  it('gives the last visit as updatedAt', async () => {
    const account = await createTestAccount();
    await callFrom(freshLoopback(), 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    const res = await call('GET', '/api/users', { token: await tokenForDemo('ADMIN') });
    const item = res.body.find((u: { id: number }) => u.id === account.id);
    expect(item.updatedAt).toBe((await getUser(account.id))?.lastSeenAt);
    expect(item.isOnline).toBe(true);
  });

  it('lists a region to its own USER and to an admin, and refuses other regions to a USER', async () => {
    const own = await call('GET', '/api/users/region/53', { token: await tokenForDemo('USER') });
    const otherRegion = await call('GET', '/api/users/region/80', { token: await tokenForDemo('USER') });
    const admin = await call('GET', '/api/users/region/80', { token: await tokenForDemo('ADMIN') });
    expect(own.status).toBe(200);
    expect(own.body.every((u: { region_id: number }) => u.region_id === 53)).toBe(true);
    expect(own.body.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(otherRegion.status).toBe(403);
    expect(otherRegion.body).toMatchObject({ statusCode: 403 });
    expect(admin.status).toBe(200);
  });
});

describe('PUT /api/users/{id}: access flag', () => {
  it('never deactivates user 1', async () => {
    const res = await call('PUT', '/api/users/1', { body: { isActive: false }, token: await tokenForDemo('ADMIN') });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, message: 'Статус головного адміністратора змінювати не можна' });
    expect((await getUser(1))?.isActive).toBe(true);
  });

  it('answers 404 for an unknown user and 400 for a missing flag', async () => {
    const token = await tokenForDemo('ADMIN');
    expect((await call('PUT', '/api/users/999999', { body: { isActive: true }, token })).status).toBe(404);
    expect((await call('PUT', '/api/users/2', { body: { isActive: 'так' }, token })).status).toBe(400);
  });

  it('cancels access: mails "Доступ до платформи скасовано" and ends the person\'s sessions', async () => {
    // Prepare
    const account = await createTestAccount();
    const login = await callFrom(freshLoopback(), 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    const refresh = cookieValue(login.cookies, REFRESH_COOKIE)!;

    // Act
    const res = await call('PUT', `/api/users/${account.id}`, { body: { isActive: false }, token: await tokenForDemo('ADMIN') });

    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: account.id, isActive: false, isOnline: false });
    const [mail] = await mailbox(account.email);
    expect(mail).toMatchObject({ subject: 'Доступ до платформи скасовано' });
    expect(mail.body.text).toContain('Доступ до платформи скасовано');
    const refreshed = await callFrom(freshLoopback(), 'POST', '/api/auth/refresh', { headers: { Cookie: `${REFRESH_COOKIE}=${refresh}` } });
    expect(refreshed.status).toBe(401);
  });

  it('mails nothing when the flag does not change', async () => {
    const account = await createTestAccount();
    await call('PUT', `/api/users/${account.id}`, { body: { isActive: true }, token: await tokenForDemo('ADMIN') });
    expect(await settledMailbox(account.email)).toEqual([]);
  });
});

describe('/api/email/*: mail only the user concerned, with server-made text', () => {
  it("change-access cannot mail an address that is not a user's", async () => {
    const stranger = freshEmail('stranger');
    const res = await call('POST', '/api/email/change-access', {
      body: { to: stranger, text: 'Перейдіть за посиланням http://evil.example' },
      token: await tokenForDemo('ADMIN'),
    });
    expect(res.status).toBe(404);
    expect(await settledMailbox(stranger)).toEqual([]);
  });

  it("change-access mails a user the text of their current access, ignoring the client's text", async () => {
    const account = await createTestAccount();
    const res = await call('POST', '/api/email/change-access', {
      body: { to: account.email.toUpperCase(), text: 'Перейдіть за посиланням http://evil.example' },
      token: await tokenForDemo('ADMIN'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Лист надіслано', mail: 'queued' });
    const [mail] = await mailbox(account.email);
    expect(mail.subject).toBe('Доступ до платформи узгоджено');
    expect(mail.body.text).not.toContain('evil.example');
  });

  it('change-access answers 400 to a malformed address', async () => {
    const res = await call('POST', '/api/email/change-access', { body: { to: 'not-an-address', text: 'x' }, token: await tokenForDemo('ADMIN') });
    expect(res.status).toBe(400);
  });

  it('registration re-sends a server-made verification link to an unverified user only', async () => {
    // Prepare
    const account = await createTestAccount({ emailVerified: false, isActive: false });
    const stranger = freshEmail('stranger');
    const token = await tokenForDemo('ADMIN');

    // Act
    const sent = await call('POST', '/api/email/registration', {
      body: { to: account.email, name: 'x', verificationUrl: 'http://evil.example/verify' },
      token,
    });
    const toStranger = await call('POST', '/api/email/registration', {
      body: { to: stranger, name: 'x', verificationUrl: 'http://evil.example/verify' },
      token,
    });
    const verified = await call('POST', '/api/email/registration', { body: { to: 'user@example.com' }, token });

    // Assess
    expect(sent.status).toBe(200);
    const [mail] = await mailbox(account.email);
    expect(mail.body.text).toContain('/api/auth/verify-email?token=');
    expect(mail.body.text).not.toContain('evil.example');
    expect(toStranger.status).toBe(404);
    expect(await settledMailbox(stranger)).toEqual([]);
    expect(verified.status).toBe(409);
  });
});

describe('online and offline', () => {
  it('marks oneself online and offline, and refuses to mark anyone else', async () => {
    const account = await createTestAccount();
    const token = await account.token();
    expect((await call('POST', `/api/users/online/${account.id}`, { body: { id: account.id }, token })).status).toBe(200);
    expect((await getUser(account.id))?.isOnline).toBe(true);
    expect((await call('POST', `/api/users/offline/${account.id}`, { body: { id: account.id }, token })).status).toBe(200);
    expect((await getUser(account.id))?.isOnline).toBe(false);
    const other = await call('POST', '/api/users/offline/2', { body: { id: 2 }, token });
    expect(other.status).toBe(403);
    expect(other.body.statusCode).toBe(403);
  });
});
