import { describe, expect, it } from 'vitest';
import { callFrom, createTestAccount, freshEmail, freshLoopback, TEST_PASSWORD } from '../../../infra/local/test/accounts';
import { LOGIN_ACCOUNT_ADDRESS_LIMIT, LOGIN_ADDRESS_LIMIT } from './attempts';
import { LOGIN_THROTTLED_MESSAGE } from './sign-in';

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

  it(
    `never locks an account: ${LOGIN_ACCOUNT_ADDRESS_LIMIT.max} wrong passwords from one address throttle that address for that account (429), the owner elsewhere signs in`,
    async () => {
      // Prepare
      const account = await createTestAccount();
      const attacker = freshLoopback();
      const owner = freshLoopback();

      // Act
      for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_LIMIT.max; i++) {
        expect((await login(attacker, account.email, `Wrong#${i}pass`)).status).toBe(401);
      }
      const attackerAgain = await login(attacker, account.email, account.password);
      const attackerOtherCase = await login(attacker, account.email.toUpperCase(), 'Wrong#xpass');
      const ownerElsewhere = await login(owner, account.email, account.password);
      const attackerOtherAccount = await login(attacker, freshEmail('other'), 'Wrong#2024pass');

      // Assess
      expect(attackerAgain.status).toBe(429);
      expect(attackerAgain.body).toEqual({ statusCode: 429, message: LOGIN_THROTTLED_MESSAGE });
      expect(attackerOtherCase.status).toBe(429);
      expect(ownerElsewhere.status).toBe(200);
      expect(attackerOtherAccount.status).toBe(401);
    },
    MANY_ATTEMPTS_MS,
  );

  it(
    'throttles an unknown e-mail exactly like a known one, so the throttle tells nothing about accounts',
    async () => {
      const address = freshLoopback();
      const known = await createTestAccount();
      const unknown = freshEmail('nobody');
      for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_LIMIT.max; i++) {
        await login(address, known.email, 'Wrong#1pass');
        await login(address, unknown, 'Wrong#1pass');
      }
      const [a, b] = [await login(address, known.email, 'Wrong#1pass'), await login(address, unknown, 'Wrong#1pass')];
      expect([a.status, b.status]).toEqual([429, 429]);
      expect(a.body).toEqual(b.body);
    },
    MANY_ATTEMPTS_MS,
  );

  it(
    'forgets the wrong passwords of an account and address on a successful sign-in from there',
    async () => {
      const account = await createTestAccount();
      const address = freshLoopback();
      for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_LIMIT.max - 1; i++) await login(address, account.email, 'Wrong#1pass');
      expect((await login(address, account.email, account.password)).status).toBe(200);
      // Without forgetting, this would be the eleventh attempt in the window.
      expect((await login(address, account.email, 'Wrong#1pass')).status).toBe(401);
      expect((await login(address, account.email, account.password)).status).toBe(200);
    },
    MANY_ATTEMPTS_MS,
  );

  it(
    `limits failed sign-ins per client address to ${LOGIN_ADDRESS_LIMIT.max} per window with a 429; successes do not count`,
    async () => {
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
    },
    MANY_ATTEMPTS_MS,
  );
});
