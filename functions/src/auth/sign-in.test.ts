import { describe, expect, it } from 'vitest';
import { db } from '@dosyt/functions/db/service';
import { callFrom, createTestAccount, freshEmail, freshLoopback, TEST_PASSWORD } from '../../../infra/local/test/accounts';
import { LOGIN_ADDRESS_LIMIT } from './attempts';
import { LOGIN_THROTTLED_MESSAGE, MAX_FAILED_LOGINS } from './sign-in';

const REFUSED = { statusCode: 401, message: 'Invalid email or access denied' };

const login = (address: string, email: string, password: string) => callFrom(address, 'POST', '/api/auth/login', { body: { email, password } });

/** Each attempt costs a deliberately slow password hash: the tests that make dozens get more time. */
const MANY_ATTEMPTS_MS = 180_000;

describe('POST /api/auth/login', () => {
  it('signs in a demo account with the demo password', async () => {
    const res = await login(freshLoopback(), 'admin@example.com', 'Demo#2024pass');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String) });
  });

  it('accepts the address in any letter case', async () => {
    const account = await createTestAccount();
    const res = await login(freshLoopback(), account.email.toUpperCase(), account.password);
    expect(res.status).toBe(200);
  });

  it('answers the same 401 to a wrong password, an unknown address, an inactive and an unverified account', async () => {
    // Prepare
    const address = freshLoopback();
    const inactive = await createTestAccount({ isActive: false });
    const unverified = await createTestAccount({ emailVerified: false });
    const active = await createTestAccount();

    // Act
    const answers = await Promise.all([
      login(address, active.email, 'Wrong#2024pass'),
      login(address, freshEmail('nobody'), TEST_PASSWORD),
      login(address, inactive.email, TEST_PASSWORD),
      login(address, unverified.email, TEST_PASSWORD),
    ]);

    // Assess
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(REFUSED);
      expect(res.cookies).toEqual([]);
    }
  });

  it('answers 400 with the form messages to a missing address or password', async () => {
    const noEmail = await login(freshLoopback(), '', 'x');
    const noPassword = await login(freshLoopback(), 'a@example.com', '');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe('Будь ласка, введіть email адресу');
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Будь ласка, введіть пароль');
  });

  it('locks the account for 15 minutes after ten wrong passwords in a row, even for the right password', async () => {
    // Prepare
    const account = await createTestAccount();
    const address = freshLoopback();

    // Act
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      expect((await login(address, account.email, `Wrong#${i}pass`)).status).toBe(401);
    }
    const withRightPassword = await login(address, account.email, account.password);

    // Assess
    expect(withRightPassword.status).toBe(401);
    expect(withRightPassword.body).toEqual(REFUSED);
    const { data: locked } = await db().entities.user.get({ id: account.id }).go();
    expect(locked!.lockedUntil! - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(locked!.lockedUntil! - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    // Act: the lock runs out
    await db().entities.user.patch({ id: account.id }).set({ lockedUntil: Date.now() - 1000 }).go();
    const afterLock = await login(address, account.email, account.password);

    // Assess
    expect(afterLock.status).toBe(200);
    const { data: unlocked } = await db().entities.user.get({ id: account.id }).go();
    expect(unlocked).toMatchObject({ failedLogins: 0 });
    expect(unlocked!.lockedUntil).toBeUndefined();
  }, MANY_ATTEMPTS_MS);

  it('resets the count of wrong passwords on a successful sign-in', async () => {
    const account = await createTestAccount();
    const address = freshLoopback();
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await login(address, account.email, 'Wrong#1pass');
    expect((await login(address, account.email, account.password)).status).toBe(200);
    // Without the reset this would be the tenth wrong password in a row.
    await login(address, account.email, 'Wrong#1pass');
    expect((await login(address, account.email, account.password)).status).toBe(200);
  }, MANY_ATTEMPTS_MS);

  it(`limits failed sign-ins per client address to ${LOGIN_ADDRESS_LIMIT.max} per window with a 429; successes do not count`, async () => {
    // Prepare
    const address = freshLoopback();
    const account = await createTestAccount();
    for (let i = 0; i < 3; i++) expect((await login(address, account.email, account.password)).status).toBe(200);

    // Act
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.max; i++) {
      expect((await login(address, freshEmail('guess'), 'Guess#2024pass')).status).toBe(401);
    }
    const limited = await login(address, account.email, account.password);
    const elsewhere = await login(freshLoopback(), account.email, account.password);

    // Assess
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ statusCode: 429, message: LOGIN_THROTTLED_MESSAGE });
    expect(elsewhere.status).toBe(200);
  }, MANY_ATTEMPTS_MS);
});
