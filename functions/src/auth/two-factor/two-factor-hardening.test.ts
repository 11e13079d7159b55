import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { callFrom, cookieValue, createTestAccount, freshLoopback, type TestAccount } from '../../../../infra/local/test/accounts';
import { REFRESH_COOKIE } from '../session-cookie';
const ACCOUNT_CODE_THROTTLED_MESSAGE = 'Забагато невдалих спроб введення коду. Спробуйте ще раз через годину',
  CHALLENGE_CODE_ATTEMPTS = 5,
  CHALLENGE_SPENT_MESSAGE = 'Забагато невірних кодів. Увійдіть ще раз',
  TWO_FACTOR_ACCOUNT_LIMIT = { max: 10 },
  WRONG_CODE_MESSAGE = 'Невірний код. Перевірте час на телефоні та спробуйте ще раз';

/**
 * The second factor's gaps: an enrolment challenge taken before the owner enrolled
 * opened an admin session with no code; codes were limited per account and address
 * only (a challenge took any number; many addresses, any number); turning a second
 * factor on left every password-only session of the account open.
 */
const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
/** A six-digit code that is none of the accepted ones (a step either side). */
const wrongCode = (secret: string) => {
  const near = new Set([-1, 0, 1].map((o) => codeAt(secret, o)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
};

const passwordStep = async (address: string, account: TestAccount) => {
  const login = await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
  expect(login.status).toBe(200);
  return login.body.challenge as string;
};

/** An admin who set a second factor up during sign-in from `address`. */
async function enrolAtSignIn(address: string, account: TestAccount) {
  const challenge = await passwordStep(address, account);
  const key = await callFrom(address, 'POST', '/api/auth/login/enrolment', { body: { challenge } });
  expect(key.status).toBe(200);
  const secret = key.body.secret as string;
  expect((await callFrom(address, 'POST', '/api/auth/login/enrolment/confirm', { body: { challenge, code: codeAt(secret) } })).status).toBe(200);
  return { challenge, secret };
}

describe('second factor: enrolment challenges, code limits, sessions', () => {
  it('an enrolment challenge taken before the owner enrolled opens nothing; only the one that enrolled finishes its sign-in', async () => {
    const account = await createTestAccount({ roles: ['ADMIN'] });
    const attacker = freshLoopback();
    const stale = await passwordStep(attacker, account);

    const owner = freshLoopback();
    const { challenge } = await enrolAtSignIn(owner, account);
    const withStale = await callFrom(attacker, 'POST', '/api/auth/login/enrolled', { body: { challenge: stale } });
    const ownerSignsIn = await callFrom(owner, 'POST', '/api/auth/login/enrolled', { body: { challenge } });

    expect(withStale.status).toBe(401);
    expect(withStale.body.token).toBeUndefined();
    expect(ownerSignsIn.status).toBe(200);
    expect(typeof ownerSignsIn.body.token).toBe('string');
  });

  it(`spends a code challenge after ${CHALLENGE_CODE_ATTEMPTS} codes: not even the right code passes with it then`, async () => {
    const account = await createTestAccount({ roles: ['ADMIN'] });
    const { secret } = await enrolAtSignIn(freshLoopback(), account);
    // Each wrong code from an address of its own: the per-address limits do not come into it.
    const challenge = await passwordStep(freshLoopback(), account);

    const wrong = [];
    for (let i = 0; i < CHALLENGE_CODE_ATTEMPTS; i++)
      wrong.push(await callFrom(freshLoopback(), 'POST', '/api/auth/login/code', { body: { challenge, code: wrongCode(secret) } }));
    const right = await callFrom(freshLoopback(), 'POST', '/api/auth/login/code', { body: { challenge, code: codeAt(secret, 1) } });

    expect(wrong.map((r) => [r.status, r.body.message])).toEqual(Array(CHALLENGE_CODE_ATTEMPTS).fill([401, WRONG_CODE_MESSAGE]));
    expect(right.status).toBe(401);
    expect(right.body.message).toBe(CHALLENGE_SPENT_MESSAGE);
    expect(right.body.token).toBeUndefined();
  });

  it(`limits wrong codes per account to ${TWO_FACTOR_ACCOUNT_LIMIT.max} an hour from any number of addresses and challenges`, async () => {
    const account = await createTestAccount({ roles: ['ADMIN'] });
    const { secret } = await enrolAtSignIn(freshLoopback(), account);

    const statuses: number[] = [];
    let last;
    for (let i = 0; i <= TWO_FACTOR_ACCOUNT_LIMIT.max; i++) {
      const address = freshLoopback();
      last = await callFrom(address, 'POST', '/api/auth/login/code', { body: { challenge: await passwordStep(address, account), code: wrongCode(secret) } });
      statuses.push(last.status);
    }

    expect(statuses).toEqual([...Array(TWO_FACTOR_ACCOUNT_LIMIT.max).fill(401), 429]);
    expect(last!.body.message).toBe(ACCOUNT_CODE_THROTTLED_MESSAGE);
  });

  it('turning a second factor on from the profile ends every other sign-in of the account and keeps this one', async () => {
    const account = await createTestAccount();
    const address = freshLoopback();
    const signIn = async () => {
      const res = await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
      expect(res.status).toBe(200);
      return { token: res.body.token as string, refresh: cookieValue(res.cookies, REFRESH_COOKIE)! };
    };
    const refresh = (cookie: string) => callFrom(address, 'POST', '/api/auth/refresh', { headers: { Cookie: `${REFRESH_COOKIE}=${cookie}` } });
    const [other, here] = [await signIn(), await signIn()];

    const key = await callFrom(address, 'POST', '/api/users/two-factor/setup', { token: here.token });
    expect(key.status).toBe(200);
    const confirmed = await callFrom(address, 'POST', '/api/users/two-factor/confirm', { token: here.token, body: { code: codeAt(key.body.secret) } });
    expect(confirmed.status).toBe(200);
    const otherRefresh = await refresh(other.refresh);
    const otherProfile = await callFrom(address, 'GET', `/api/users/profile/${account.id}`, { token: other.token });
    const hereRefresh = await refresh(here.refresh);
    const hereProfile = await callFrom(address, 'GET', `/api/users/profile/${account.id}`, { token: hereRefresh.body.token });

    expect(otherRefresh.status).toBe(401);
    expect(otherProfile.status).toBe(401);
    expect(hereRefresh.status).toBe(200);
    expect(hereProfile.status).toBe(200);
  });
});
