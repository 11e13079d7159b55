import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE } from '@dosyt/core/user/user.messages';
import { db } from '@dosyt/functions/db/service';
import { call, mailbox, settledMailbox, withSubject, type StoredMail } from '../../../infra/local/test/http';
import { callFrom, cookieValue, createTestAccount, freshEmail, freshLoopback, linkIn } from '../../../infra/local/test/accounts';
import { RESET_MAIL_LIMIT } from './attempts';
import { COMMON_PASSWORD_MESSAGE, GUESSABLE_PASSWORD_MESSAGE } from './common-passwords';
import { REFRESH_COOKIE } from './session-cookie';
import { sha256Hex } from './secrets';

const SENT = { message: 'Якщо email існує, лист з інструкціями було надіслано' };
const NEW_PASSWORD = 'Fresh#2025pass';

async function requestReset(email: string) {
  const res = await call('POST', '/api/auth/forgot-password', { body: { email } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual(SENT);
}

const RESET_SUBJECT = 'Відновлення пароля на платформі «Досить»';

/** The link of the newest reset mail, once `count` of them have arrived. */
async function resetLinkFor(email: string, count = 1): Promise<URL> {
  const resets = (mails: StoredMail[]) => mails.filter((m) => m.subject === RESET_SUBJECT);
  const mails = resets(await mailbox(email, (all) => resets(all).length >= count));
  return linkIn(mails.at(-1)?.body.text, '/reset-password');
}

const reset = (body: Record<string, unknown>) => call('POST', '/api/auth/reset-password-with-validation', { body });

describe('forgotten password', () => {
  it('forgot -> mailed link -> reset -> sign-in with the new password; the old password and the used link no longer work', async () => {
    // Prepare
    const account = await createTestAccount();
    const address = freshLoopback();
    const before = await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    const oldRefresh = cookieValue(before.cookies, REFRESH_COOKIE)!;

    // Act
    await requestReset(account.email);
    const link = await resetLinkFor(account.email);
    const token = link.searchParams.get('token')!;
    const done = await reset({ email: account.email, token, newPassword: NEW_PASSWORD });

    // Assess
    expect(link.pathname).toBe('/reset-password');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Пароль успішно змінено!' });
    expect((await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } })).status).toBe(401);
    const again = await reset({ email: account.email, token, newPassword: 'Other#2025pass' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Недійсний токен, або невірний email');
    const oldSession = await callFrom(address, 'POST', '/api/auth/refresh', { headers: { Cookie: `${REFRESH_COOKIE}=${oldRefresh}` } });
    expect(oldSession.status).toBe(401);
    expect((await mailbox(account.email, withSubject('Пароль змінено'))).some((m) => m.subject === 'Пароль змінено')).toBe(true);
  });

  it('answers an unknown address exactly like a known one and mails nobody', async () => {
    const email = freshEmail('unknown');
    await requestReset(email);
    expect(await settledMailbox(email)).toEqual([]);
  });

  it('answers a known and an unknown address byte for byte alike', async () => {
    const account = await createTestAccount();
    const [known, unknown] = await Promise.all([
      call('POST', '/api/auth/forgot-password', { body: { email: account.email } }),
      call('POST', '/api/auth/forgot-password', { body: { email: freshEmail('unknown') } }),
    ]);
    expect(known.status).toBe(unknown.status);
    expect(JSON.stringify(known.body)).toBe(JSON.stringify(unknown.body));
    expect(known.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
  });

  it('answers 400 with the form message to a missing or malformed address', async () => {
    const res = await call('POST', '/api/auth/forgot-password', { body: { email: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Будь ласка, введіть email адресу');
  });

  it(`mails at most ${RESET_MAIL_LIMIT.max} links an hour to one account`, async () => {
    const account = await createTestAccount();
    for (let i = 0; i < RESET_MAIL_LIMIT.max + 2; i++) await requestReset(account.email);
    const links = (await settledMailbox(account.email)).filter((m) => m.subject.startsWith('Відновлення пароля'));
    expect(links).toHaveLength(RESET_MAIL_LIMIT.max);
  });

  it('refuses a link with another address, and says "Token expired" for an expired one', async () => {
    // Prepare
    const account = await createTestAccount();
    await requestReset(account.email);
    const token = (await resetLinkFor(account.email)).searchParams.get('token')!;

    // Act
    const otherEmail = await reset({ email: 'user@example.com', token, newPassword: NEW_PASSWORD });
    await db()
      .entities.oneTimeToken.patch({ purpose: 'reset-password', tokenHash: sha256Hex(token) })
      .set({ validUntil: Math.floor(Date.now() / 1000) - 1 })
      .go();
    const expired = await reset({ email: account.email, token, newPassword: NEW_PASSWORD });

    // Assess
    expect(otherEmail.status).toBe(400);
    expect(otherEmail.body).toEqual({ statusCode: 400, message: 'Недійсний токен, або невірний email' });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ statusCode: 400, message: 'Token expired' });
  });

  it('lists password rule failures and a common password in errors, and changes nothing', async () => {
    // Prepare
    const account = await createTestAccount();
    await requestReset(account.email);
    const token = (await resetLinkFor(account.email)).searchParams.get('token')!;

    // Act
    const weak = await reset({ email: account.email, token, newPassword: 'weakpass' });
    const empty = await reset({ email: account.email, token, newPassword: '' });
    const noToken = await reset({ email: account.email, token: '', newPassword: NEW_PASSWORD });
    const mismatch = await reset({ email: account.email, token, newPassword: NEW_PASSWORD, confirmPassword: 'Other#2025pass' });
    const common = await reset({ email: account.email, token, newPassword: 'Passw0rd!' });
    const guessable = await reset({ email: account.email, token, newPassword: 'Ukraine2024!' });

    // Assess
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ statusCode: 400, message: PASSWORD_RULE_MESSAGE, errors: [PASSWORD_RULE_MESSAGE] });
    expect(empty.body).toEqual({ statusCode: 400, message: 'Будь ласка, введіть новий пароль' });
    expect(noToken.body).toEqual({ statusCode: 400, message: 'Недійсний токен, або невірний email' });
    expect(mismatch.body).toEqual({ statusCode: 400, message: 'Паролі не співпадають' });
    expect(common.status).toBe(400);
    expect(common.body).toEqual({ statusCode: 400, message: COMMON_PASSWORD_MESSAGE, errors: [COMMON_PASSWORD_MESSAGE] });
    expect(guessable.body).toEqual({ statusCode: 400, message: GUESSABLE_PASSWORD_MESSAGE, errors: [GUESSABLE_PASSWORD_MESSAGE] });
    const ok = await reset({ email: account.email, token, newPassword: NEW_PASSWORD });
    expect(ok.status).toBe(200);
  });

  it('keeps only the newest link working after a reset', async () => {
    const account = await createTestAccount();
    await requestReset(account.email);
    const first = (await resetLinkFor(account.email)).searchParams.get('token')!;
    await requestReset(account.email);
    const second = (await resetLinkFor(account.email, 2)).searchParams.get('token')!;
    expect((await reset({ email: account.email, token: second, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await reset({ email: account.email, token: first, newPassword: 'Other#2025pass' })).status).toBe(400);
  });
});
