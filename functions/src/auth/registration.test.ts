import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { MONITORING_ALONE_MESSAGE, PASSWORD_RULE_MESSAGE } from '@dosyt/core/user/user.schema';
import { db } from '@dosyt/functions/db/service';
import { findUserByEmail } from '@dosyt/functions/users/accounts';
import { call, mailbox, settledMailbox, withSubject } from '../../../infra/local/test/http';
import { callFrom, freshLoopback, linkIn, registrationBody } from '../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { sha256Hex } from './secrets';

const POLTAVA_CITY = 'UA53080370000025447';
const KYIV_CITY = 'UA80000000000093317';

async function userCount(): Promise<number> {
  const { data } = await db().entities.user.query.all({}).go({ pages: 'all' });
  return data.length;
}

const verificationLinkFor = async (email: string) => {
  const [mail] = await mailbox(email);
  return linkIn(mail?.body.text, '/api/auth/verify-email');
};

describe('registration, e-mail verification and access', () => {
  it('registers -> mails the link -> the link verifies -> the admin grants access -> the access mail arrives -> sign-in works', async () => {
    // Prepare
    const body = registrationBody();
    const address = freshLoopback();

    // Act: register
    const registered = await call('POST', '/api/auth/registration', { body });

    // Assess
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ id: expect.any(Number), mail: 'queued', message: `Інформація по активації направлена на ${body.email}` });
    const id = registered.body.id as number;
    const [verificationMail] = await mailbox(body.email);
    expect(verificationMail.subject).toBe('Підтвердження email на платформі «Досить»');
    const link = linkIn(verificationMail.body.text, '/api/auth/verify-email');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await callFrom(address, 'POST', '/api/auth/login', { body: { email: body.email, password: body.password } })).status).toBe(401);

    // Act: follow the link
    const page = await call('GET', link.pathname + link.search);

    // Assess
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('Адресу підтверджено');
    expect(await findUserByEmail(body.email)).toMatchObject({ emailVerified: true, isActive: false });
    expect((await callFrom(address, 'POST', '/api/auth/login', { body: { email: body.email, password: body.password } })).status).toBe(401);

    // Act: the admin grants access
    const granted = await call('PUT', `/api/users/${id}`, { body: { isActive: true }, token: await tokenForDemo('ADMIN') });

    // Assess
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ id, isActive: true });
    const accessMail = (await mailbox(body.email, withSubject('Доступ до платформи узгоджено'))).find((m) => m.subject === 'Доступ до платформи узгоджено');
    expect(accessMail?.body.text).toContain('Доступ до платформи узгоджено');

    // Act: sign in
    const signedIn = await callFrom(address, 'POST', '/api/auth/login', { body: { email: body.email, password: body.password } });

    // Assess
    expect(signedIn.status).toBe(200);
    expect(decodeJwt(signedIn.body.token)).toMatchObject({ sub: String(id), name: 'Олена Тестова', roles: ['USER'], regionId: 53 });
  });

  it('stores the account inactive, unverified, USER, with the district of its community, whatever the client claims', async () => {
    const body = registrationBody({ isActive: true, emailVerified: true, roles: ['ADMIN'], district_id: 'UA99999999999999999' });
    const res = await call('POST', '/api/auth/registration', { body });
    expect(res.status).toBe(201);
    const user = await findUserByEmail(body.email);
    expect(user).toMatchObject({ isActive: false, emailVerified: false, roles: ['USER'], regionId: 53, communityId: POLTAVA_CITY, districtId: 'UA53080000000068029', phone: '380671112233' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('makes a registrant whose only function is Monitoring an OBSERVER', async () => {
    const body = registrationBody({ assistance_id: [7] });
    expect((await call('POST', '/api/auth/registration', { body })).status).toBe(201);
    expect((await findUserByEmail(body.email))?.roles).toEqual(['OBSERVER']);
  });

  it('answers 409 "...email already exist" to a taken address, in any letter case, and stores nothing', async () => {
    const before = await userCount();
    const res = await call('POST', '/api/auth/registration', { body: registrationBody({ email: 'User@Example.com' }) });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/email already exist$/);
    expect(await userCount()).toBe(before);
  });

  it('creates one account when the same address registers twice at once', async () => {
    const body = registrationBody();
    const answers = await Promise.all([call('POST', '/api/auth/registration', { body }), call('POST', '/api/auth/registration', { body })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toMatch(/email already exist$/);
    const { data } = await db().entities.user.query.byEmail({ email: body.email }).go();
    expect(data).toHaveLength(1);
  });

  it.each([
    ['every empty field in one message', {}, "Помилка. Заповніть наступні поля: Ім'я, Прізвище, Область, Громада, Телефон, Email, Посада, Установа, Пароль"],
    ['an empty name and e-mail', { name: '  ', email: '' }, "Помилка. Заповніть наступні поля: Ім'я, Email"],
    ['no function', { assistance_id: [] }, 'Помилка. Необрано функціонал'],
    ['Monitoring with another function', { assistance_id: [7, 1] }, MONITORING_ALONE_MESSAGE],
    ['a weak password', { password: 'password' }, PASSWORD_RULE_MESSAGE],
    ['a too long password', { password: 'Strong#2024Strong' }, PASSWORD_RULE_MESSAGE],
    ['a malformed e-mail', { email: 'олена@пошта.укр' }, 'Некоректний email'],
    ['a wrong operator code', { phone: '380111112233' }, 'Невірний номер телефону'],
    ['a one-letter name', { name: 'О' }, 'Поле "Ім\'я" має містити щонайменше 2 символи'],
    ['a short position', { responsability: 'Псих' }, 'Поле "Посада" має містити щонайменше 5 символів'],
    ['a community of another region', { community_id: KYIV_CITY }, 'Оберіть громаду обраної області'],
    ['an unknown community', { community_id: 'UA00000000000000000' }, 'Оберіть громаду обраної області'],
    ['an inactive region', { region_id: 1 }, 'Оберіть область зі списку'],
    ['an unknown function', { assistance_id: [99] }, 'Обрано невідомий функціонал'],
  ])('answers 400 to %s with the form message and stores and mails nothing', async (_case, overrides, message) => {
    // Prepare
    const body = Object.keys(overrides).length === 0 ? {} : registrationBody(overrides);
    const before = await userCount();

    // Act
    const res = await call('POST', '/api/auth/registration', { body });

    // Assess
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
    expect(await userCount()).toBe(before);
    const email = (body as { email?: string }).email;
    if (email) expect(await settledMailbox(email)).toEqual([]);
  });

  it('answers a used link of a verified address kindly, and a wrong or expired link with a clear page', async () => {
    // Prepare
    const body = registrationBody();
    await call('POST', '/api/auth/registration', { body });
    const link = await verificationLinkFor(body.email);
    const other = registrationBody();
    await call('POST', '/api/auth/registration', { body: other });
    const otherLink = await verificationLinkFor(other.email);
    await db()
      .entities.oneTimeToken.patch({ purpose: 'verify-email', tokenHash: sha256Hex(otherLink.searchParams.get('token')!) })
      .set({ validUntil: Math.floor(Date.now() / 1000) - 1 })
      .go();

    // Act
    const first = await call('GET', link.pathname + link.search);
    const second = await call('GET', link.pathname + link.search);
    const wrong = await call('GET', '/api/auth/verify-email?token=' + 'A'.repeat(43));
    const missing = await call('GET', '/api/auth/verify-email');
    const expired = await call('GET', otherLink.pathname + otherLink.search);

    // Assess
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toContain('Адресу вже підтверджено');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('Посилання недійсне');
    expect(missing.status).toBe(400);
    expect(expired.status).toBe(410);
    expect(expired.body).toContain('Термін дії посилання минув');
    expect((await findUserByEmail(other.email))?.emailVerified).toBe(false);
  });
});
