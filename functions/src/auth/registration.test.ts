import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { MONITORING_ALONE_MESSAGE, PASSWORD_RULE_MESSAGE } from '@dosyt/core/user/user.messages';
import { db } from '@dosyt/functions/db/service';
import { findUserByEmail } from '@dosyt/functions/accounts/accounts';
import { call, mailbox, settledMailbox, withSubject } from '../../../infra/local/test/http';
import { callFrom, freshLoopback, linkIn, registrationBody } from '../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { REGISTRATION_ADDRESS_LIMIT } from './attempts';
import { COMMON_PASSWORD_MESSAGE, GUESSABLE_PASSWORD_MESSAGE } from './common-passwords';
import { REGISTRATION_THROTTLED_MESSAGE } from './register';
import { sha256Hex } from './secrets';

const POLTAVA_CITY = 'UA53080370000025447';
const KYIV_CITY = 'UA80000000000093317';

async function userCount(): Promise<number> {
  const { data } = await db().entities.user.query.all({}).go({ pages: 'all' });
  return data.length;
}

/** Each registration from an address of its own: the per-address limit belongs to its own test. */
const registerFrom = (body: unknown, address = freshLoopback()) => callFrom(address, 'POST', '/api/auth/registration', { body });

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
    const registered = await registerFrom(body);

    // Assess
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ email: body.email, mail: 'queued', message: `Інформація по активації направлена на ${body.email}` });
    const id = (await findUserByEmail(body.email))!.id;
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
    const res = await registerFrom(body);
    expect(res.status).toBe(201);
    const user = await findUserByEmail(body.email);
    expect(user).toMatchObject({
      isActive: false,
      emailVerified: false,
      roles: ['USER'],
      regionId: 53,
      communityId: POLTAVA_CITY,
      districtId: 'UA53080000000068029',
      phone: '380671112233',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('makes a registrant whose only function is Monitoring an OBSERVER', async () => {
    const body = registrationBody({ assistance_id: [7] });
    expect((await registerFrom(body)).status).toBe(201);
    expect((await findUserByEmail(body.email))?.roles).toEqual(['OBSERVER']);
  });

  it('answers a known address exactly as a new one (status and body, byte for byte), stores nothing and mails the owner instead', async () => {
    // Prepare
    const body = registrationBody();
    const first = await registerFrom(body);
    await mailbox(body.email);
    const before = await userCount();

    // Act
    const again = await registerFrom({ ...body, name: 'Інша', email: body.email.toUpperCase() });
    const demo = await registerFrom(registrationBody({ email: 'user@example.com' }));

    // Assess
    expect(again.status).toBe(first.status);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(demo.status).toBe(201);
    expect(demo.body).toEqual({ email: 'user@example.com', mail: 'queued', message: 'Інформація по активації направлена на user@example.com' });
    expect(await userCount()).toBe(before);
    const notices = await mailbox(body.email, withSubject('Спроба реєстрації з вашою адресою'));
    const notice = notices.find((m) => m.subject === 'Спроба реєстрації з вашою адресою');
    expect(notice?.body.text).toContain('намагався зареєструватися');
    expect(notice?.body.text).not.toMatch(/https?:\/\//);
    expect((await mailbox(body.email)).filter((m) => m.subject === 'Підтвердження email на платформі «Досить»')).toHaveLength(1);
  });

  it('creates one account when the same address registers twice at once, and answers both alike', async () => {
    const body = registrationBody();
    const answers = await Promise.all([registerFrom(body), registerFrom(body)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[0].body).toEqual(answers[1].body);
    const { data } = await db().entities.user.query.byEmail({ email: body.email }).go();
    expect(data).toHaveLength(1);
  });

  it(`limits registrations per client address to ${REGISTRATION_ADDRESS_LIMIT.max} an hour with a 429`, async () => {
    const address = freshLoopback();
    for (let i = 0; i < REGISTRATION_ADDRESS_LIMIT.max; i++) expect((await registerFrom(registrationBody(), address)).status).toBe(201);
    const limited = await registerFrom(registrationBody(), address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ statusCode: 429, message: REGISTRATION_THROTTLED_MESSAGE });
    expect((await registerFrom(registrationBody())).status).toBe(201);
  }, 60_000);

  it.each([
    ['every empty field in one message', {}, "Помилка. Заповніть наступні поля: Ім'я, Прізвище, Область, Громада, Телефон, Email, Посада, Установа, Пароль"],
    ['an empty name and e-mail', { name: '  ', email: '' }, "Помилка. Заповніть наступні поля: Ім'я, Email"],
    ['no function', { assistance_id: [] }, 'Помилка. Необрано функціонал'],
    ['Monitoring with another function', { assistance_id: [7, 1] }, MONITORING_ALONE_MESSAGE],
    ['a weak password', { password: 'password' }, PASSWORD_RULE_MESSAGE],
    ['a too long password', { password: 'Strong#2024Strong' }, PASSWORD_RULE_MESSAGE],
    ['a common password that passes the rule', { password: 'P@ssw0rd' }, COMMON_PASSWORD_MESSAGE],
    ['a common password in another letter case', { password: 'pASSWORD1!' }, COMMON_PASSWORD_MESSAGE],
    ['a common word padded to pass the rule', { password: 'Qwerty123!' }, GUESSABLE_PASSWORD_MESSAGE],
    ['the country’s name padded to pass the rule', { password: 'Ukraine2024!' }, GUESSABLE_PASSWORD_MESSAGE],
    ['the capital’s name padded to pass the rule', { password: 'Kyiv#2024' }, GUESSABLE_PASSWORD_MESSAGE],
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
    const res = await registerFrom(body);

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
    await registerFrom(body);
    const link = await verificationLinkFor(body.email);
    const other = registrationBody();
    await registerFrom(other);
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
