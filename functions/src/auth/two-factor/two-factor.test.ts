import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { db } from '@dosyt/functions/db/service';
import { callFrom, cookieValue, createTestAccount, freshLoopback, type TestAccount } from '../../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../../infra/local/test/tokens';
import { REFRESH_COOKIE } from '../session-cookie';
import { userAudit } from './manage';
import { acceptedStep, hotp } from './totp-check';

/**
 * Sign-in with a password and then a TOTP code, enrolment during
 * sign-in for an admin who must have a second factor (the test platform runs with
 * REQUIRE_ADMIN_2FA=1), recovery codes, limits on code guessing, an admin's reset.
 * Codes are computed with otpauth, the library the server makes the secrets with.
 */
const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function enrolledAdmin(address: string): Promise<{ account: TestAccount; secret: string; recoveryCodes: string[] }> {
  const account = await createTestAccount({ roles: ['ADMIN'] });
  const login = await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
  expect(login.status).toBe(200);
  expect(login.body).toEqual({ twoFactorEnrolmentRequired: true, challenge: expect.any(String) });
  expect(login.body.token).toBeUndefined();
  const challenge = login.body.challenge as string;
  // The challenge is not an access token: it opens nothing else.
  expect((await callFrom(address, 'GET', `/api/users/profile/${account.id}`, { token: challenge })).status).toBe(401);
  expect((await callFrom(address, 'POST', '/api/auth/login/enrolled', { body: { challenge } })).status).toBe(401);

  const key = await callFrom(address, 'POST', '/api/auth/login/enrolment', { body: { challenge } });
  expect(key.status).toBe(200);
  const secret = key.body.secret as string;
  expect(key.body.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(
    (await callFrom(address, 'POST', '/api/auth/login/enrolment/confirm', { body: { challenge, code: '000000' === codeAt(secret) ? '111111' : '000000' } }))
      .status,
  ).toBe(401);
  const confirmed = await callFrom(address, 'POST', '/api/auth/login/enrolment/confirm', { body: { challenge, code: codeAt(secret) } });
  expect(confirmed.status).toBe(200);
  const recoveryCodes = confirmed.body.recoveryCodes as string[];
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);

  const signedIn = await callFrom(address, 'POST', '/api/auth/login/enrolled', { body: { challenge } });
  expect(signedIn.status).toBe(200);
  expect(typeof signedIn.body.token).toBe('string');
  expect(cookieValue(signedIn.cookies, REFRESH_COOKIE)).toBeTruthy();
  // Single use.
  expect((await callFrom(address, 'POST', '/api/auth/login/enrolled', { body: { challenge } })).status).toBe(401);
  return { account, secret, recoveryCodes };
}

async function passwordStep(address: string, account: TestAccount): Promise<string> {
  const login = await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
  expect(login.status).toBe(200);
  expect(login.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return login.body.challenge as string;
}

describe('two-factor sign-in', () => {
  it('checks codes as RFC 6238 says (its SHA-1 test vectors) and as otpauth computes them', () => {
    const rfcKey = Buffer.from('12345678901234567890');
    // RFC 6238 appendix B, T = 59 s and T = 1111111109 s (the last six digits of the eight).
    expect(hotp(rfcKey, Math.floor(59 / 30))).toBe('287082');
    expect(hotp(rfcKey, Math.floor(1111111109 / 30))).toBe('081804');
    const secret = new Secret({ size: 20 }).base32;
    expect(acceptedStep(secret, codeAt(secret), undefined)).not.toBeNull();
    expect(acceptedStep(secret, codeAt(secret, -1), undefined)).not.toBeNull();
    expect(acceptedStep(secret, codeAt(secret, -3), undefined)).toBeNull();
  });

  it('sends an admin without a second factor to enrolment, then asks for a code at every sign-in', async () => {
    const address = freshLoopback();
    const { account, secret } = await enrolledAdmin(address);

    const stored = (await db().entities.user.get({ id: account.id }).go()).data!;
    expect(stored.twoFactorSecret).toMatch(/^v1\./);
    expect(stored.twoFactorSecret).not.toContain(secret);
    expect(stored.recoveryCodeHashes).toHaveLength(10);

    const challenge = await passwordStep(address, account);
    expect((await callFrom(address, 'POST', '/api/auth/login/code', { body: { challenge, code: '12345' } })).status).toBe(400);
    // The enrolment's code was taken: that step's code is refused now (no replay).
    const taken = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: stored.twoFactorLastStep! * 30_000 });
    expect((await callFrom(address, 'POST', '/api/auth/login/code', { body: { challenge, code: taken } })).status).toBe(401);
    const next = await callFrom(address, 'POST', '/api/auth/login/code', { body: { challenge, code: codeAt(secret, 1) } });
    expect(next.status).toBe(200);
    expect(typeof next.body.token).toBe('string');
    expect((await callFrom(address, 'GET', `/api/users/profile/${account.id}`, { token: next.body.token })).status).toBe(200);
    // A used challenge does not sign in twice.
    expect((await callFrom(address, 'POST', '/api/auth/login/code', { body: { challenge, code: codeAt(secret, 1) } })).status).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const address = freshLoopback();
    const { account, recoveryCodes } = await enrolledAdmin(address);
    const first = await callFrom(address, 'POST', '/api/auth/login/code', {
      body: { challenge: await passwordStep(address, account), code: recoveryCodes[3]!.toLowerCase() },
    });
    expect(first.status).toBe(200);
    const again = await callFrom(address, 'POST', '/api/auth/login/code', {
      body: { challenge: await passwordStep(address, account), code: recoveryCodes[3] },
    });
    expect(again.status).toBe(401);
    const left = (await db().entities.user.get({ id: account.id }).go()).data!.recoveryCodeHashes;
    expect(left).toHaveLength(9);
  });

  it('limits wrong codes per account and address as it limits passwords', async () => {
    const address = freshLoopback();
    const { account, secret } = await enrolledAdmin(address);
    const challenge = await passwordStep(address, account);
    const wrong = codeAt(secret) === '000000' ? '999999' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await callFrom(address, 'POST', '/api/auth/login/code', { body: { challenge, code: wrong } })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // Even the right code waits out the limit from this address.
    expect((await callFrom(address, 'POST', '/api/auth/login/code', { body: { challenge, code: codeAt(secret, 1) } })).status).toBe(429);
  });

  it('lets an admin reset another person’s second factor, ending their sessions, on the audit trail', async () => {
    const address = freshLoopback();
    const { account, secret } = await enrolledAdmin(address);
    const signedIn = await callFrom(address, 'POST', '/api/auth/login/code', {
      body: { challenge: await passwordStep(address, account), code: codeAt(secret, 1) },
    });
    expect(signedIn.status).toBe(200);

    const admin = await tokenForDemo('ADMIN');
    const user = await tokenForDemo('USER');
    // The admin list says who has a second factor (the reset button), a yes or no: never the secret.
    const listed = async () =>
      ((await callFrom(address, 'GET', '/api/users/all', { token: admin })).body as { id: number; twoFactor: boolean }[]).find((u) => u.id === account.id)!;
    expect(await listed()).toMatchObject({ twoFactor: true });
    expect(JSON.stringify(await listed())).not.toMatch(/twoFactorSecret|recoveryCode|twoFactorLastStep/);
    expect((await callFrom(address, 'POST', `/api/users/${account.id}/two-factor/reset`, { token: user })).status).toBe(403);
    expect((await callFrom(address, 'POST', `/api/users/${account.id}/two-factor/reset`, { token: admin })).status).toBe(204);
    expect((await callFrom(address, 'POST', `/api/users/${account.id}/two-factor/reset`, { token: admin })).status).toBe(409);

    const stored = (await db().entities.user.get({ id: account.id }).go()).data!;
    expect(stored.twoFactorSecret).toBeUndefined();
    expect(stored.recoveryCodeHashes ?? []).toHaveLength(0);
    const { data: audit } = await userAudit().entities.userAudit.query.byUser({ userId: account.id }).go();
    expect(audit).toEqual([expect.objectContaining({ actorId: 1, action: 'two-factor-reset', fields: ['twoFactor'] })]);
    expect(await listed()).toMatchObject({ twoFactor: false });
    expect((await callFrom(address, 'GET', `/api/users/profile/${account.id}`, { token: signedIn.body.token })).status).toBe(401);
    // The next sign-in sets a new one up.
    const login = await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.body.twoFactorEnrolmentRequired).toBe(true);
  });

  it('keeps the second factor optional for a USER, and the demo accounts sign in with the password alone', async () => {
    const address = freshLoopback();
    const person = await createTestAccount();
    const login = await callFrom(address, 'POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    expect(typeof login.body.token).toBe('string');
    const token = login.body.token as string;
    expect((await callFrom(address, 'GET', '/api/users/two-factor', { token })).body).toMatchObject({ enabled: false, required: false });
    const setup = await callFrom(address, 'POST', '/api/users/two-factor/setup', { token });
    expect(setup.status).toBe(200);
    const confirmed = await callFrom(address, 'POST', '/api/users/two-factor/confirm', { token, body: { code: codeAt(setup.body.secret) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    await passwordStep(address, person);
    // Turning it on ended every sign-in but this one, whose next refresh gives it a current token.
    expect((await callFrom(address, 'GET', '/api/users/two-factor', { token })).status).toBe(401);
    const refreshed = await callFrom(address, 'POST', '/api/auth/refresh', {
      headers: { Cookie: `${REFRESH_COOKIE}=${cookieValue(login.cookies, REFRESH_COOKIE)}` },
    });
    expect(refreshed.status).toBe(200);
    const off = await callFrom(address, 'POST', '/api/users/two-factor/disable', { token: refreshed.body.token, body: { code: codeAt(setup.body.secret, 1) } });
    expect(off.status).toBe(204);
    expect(typeof (await callFrom(address, 'POST', '/api/auth/login', { body: { email: person.email, password: person.password } })).body.token).toBe('string');

    const demo = await callFrom(address, 'POST', '/api/auth/login', {
      body: { email: 'admin@example.com', password: process.env.DEMO_PASSWORD || 'Demo#2024pass' },
    });
    expect(typeof demo.body.token).toBe('string');
  });
});
