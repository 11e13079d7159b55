import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it } from 'vitest';
import { call, mailbox, settledMailbox, withSubject } from '../../../infra/local/test/http';
import { callFrom, cookieValue, freshEmail, freshLoopback, linkIn } from '../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { findUserByEmail } from '../accounts/accounts';
import { REFRESH_COOKIE } from './session-cookie';

describe('the application log', () => {
  it('holds no e-mail, name, phone, password or token of a person going through every account flow', async () => {
    // Prepare
    const email = freshEmail('private');
    const person = {
      name: 'Соломія',
      last_name: 'Приватна',
      email,
      phone: '380979876543',
      responsability: 'Юристка громади',
      institution: 'Бюро правової допомоги',
      password: 'Secret#2024x',
      assistance_id: [2],
      region_id: 53,
      community_id: 'UA53080370000025447',
    };
    const address = freshLoopback();
    const admin = await tokenForDemo('ADMIN');

    // Act: every flow once, with failures too
    await call('POST', '/api/auth/registration', { body: person });
    const verify = linkIn((await mailbox(email))[0]?.body.text, '/api/auth/verify-email');
    await call('GET', verify.pathname + verify.search);
    // The registration answer names no account (a known address answers the same): the admin finds it.
    const { id } = (await findUserByEmail(email))!;
    const approved = await call('PUT', `/api/users/${id}`, { body: { isActive: true }, token: admin });
    expect(approved.status).toBe(200);
    await callFrom(address, 'POST', '/api/auth/login', { body: { email, password: 'Wrong#2024x' } });
    const login = await callFrom(address, 'POST', '/api/auth/login', { body: { email, password: person.password } });
    const refresh = cookieValue(login.cookies, REFRESH_COOKIE)!;
    await callFrom(address, 'POST', '/api/auth/refresh', { headers: { Cookie: `${REFRESH_COOKIE}=${refresh}` } });
    await callFrom(address, 'POST', '/api/auth/refresh', { headers: { Cookie: `${REFRESH_COOKIE}=${refresh}` } });
    await call('POST', '/api/auth/forgot-password', { body: { email } });
    const reset = linkIn((await mailbox(email, withSubject(/^Відновлення/))).find((m) => m.subject.startsWith('Відновлення'))?.body.text, '/reset-password');
    await call('POST', '/api/auth/reset-password-with-validation', { body: { email, token: reset.searchParams.get('token'), newPassword: 'Other#2024x' } });
    await call('POST', '/api/email/change-access', { body: { to: email, text: 'x' }, token: admin });
    await call('GET', '/api/users/csv/export', { token: admin });
    await settledMailbox(email); // the sender's log lines too
    await sleep(200);

    // Assess
    const log = readFileSync(inject('logFile'), 'utf8');
    expect(log).toContain('"signed in"');
    for (const secret of [
      email,
      person.name,
      person.last_name,
      person.phone,
      person.password,
      'Other#2024x',
      refresh,
      reset.searchParams.get('token')!,
      login.body.token,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
