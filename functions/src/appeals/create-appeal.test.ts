import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILDREN_COUNT_MESSAGE } from '@dosyt/core/appeal/appeal.schema';
import { PHONE_MESSAGES } from '@dosyt/core/phone/phone.rules';
import { call, mailbox, withSubject } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { db } from '../db/service';
import { dynamo } from '../lib/aws';
import { env, resetEnvCache } from '../lib/env';
import { resetMailClient } from '../lib/mail';
import { getSettings, saveSettings, type AppealSettings } from '../reference/settings';
import { createAppeal } from './create-appeal';
import { COMMUNITY_REGION_MESSAGE, REGION_INACTIVE_MESSAGE, UNKNOWN_TYPE_MESSAGE } from './appeal-input';
import { COMMUNITY_MESSAGE } from '@dosyt/core/appeal/appeal.schema';
import { newIdempotencyKey, POLTAVA_CITY, randomAddress, randomPhone, submitAppeal, validAppealBody } from '../../../infra/local/test/appeals';
import { phoneHash } from './phone-hash';
import { RATE_LIMIT_MESSAGE, rateScope } from './rate-limit';

const table = () => env().TABLE_NAME;

async function appealCounter(): Promise<number> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: { pk: 'counter#appeal', sk: 'counter' }, ConsistentRead: true }));
  return Number(Item?.value ?? 0);
}

/** Appeals stored with a phone, through the duplicate index (no raw phone in its key). */
async function appealsWithPhone(phone: string): Promise<number[]> {
  const { data } = await db()
    .entities.appeal.query.byPhone({ phoneHash: await phoneHash(phone) })
    .go({ pages: 'all' });
  return data.map((a) => a.id);
}

async function storedAppeal(id: number) {
  return (await db().entities.appeal.get({ id }).go({ consistent: true })).data;
}

/** Rate counters of an address (its hash is the key). */
async function rateCounters(address: string) {
  return (
    await db()
      .entities.rateLimit.query.byWindow({ scope: rateScope(address) })
      .go()
  ).data;
}

describe('POST /api/appeals: submission', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
  });

  it('stores a public submission as new, with its deadline, and answers 201 with the receipt only', async () => {
    // Prepare
    const settings = await getSettings();
    const body = validAppealBody({ assistance_ids: [1, 3] });
    // Act
    const res = await submitAppeal(body);
    // Assess
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      createdAt: expect.any(String),
      status_id: 1,
      status: { title: 'Нове' },
      name: 'Оксана',
      last_name: 'Петренко',
      phone: body.phone,
      community_id: POLTAVA_CITY,
      region_id: 53,
      assistans_type: 'Психологічна допомога\nСоціальний супровід',
      assistanceIds: [1, 3],
      communiction: 'Телефон',
      description: body.description,
      children_help: false,
      children_count: 0,
      children_ages: {},
      followUpCode: expect.stringMatching(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/),
    });
    const stored = await storedAppeal(res.appealId);
    expect(Date.parse(stored!.createdAt)).toBe(Date.parse(res.body.createdAt));
    expect(stored!.deadlineAt - Date.parse(stored!.createdAt)).toBe(settings.serviceLevelHours * 3_600_000);
    expect(stored?.executorIds.length).toBeGreaterThan(0);
  });

  it('mails each executor a link to their record and nothing about the applicant', async () => {
    // Prepare
    const body = validAppealBody({ name: 'Мирослава', last_name: 'Унікальна', assistance_ids: [2], description: 'Секретний опис ситуації' });
    // Act
    const res = await submitAppeal(body);
    // Assess
    expect(res.status).toBe(201);
    const rows = await call('GET', `/api/appeal-history/appeal/${res.appealId}`, { token: admin });
    expect(rows.body).toHaveLength(1);
    const { id: assignmentId, user } = rows.body[0];
    const subject = `Вам призначено нове звернення №${res.appealId}`;
    const mail = (await mailbox(user.email, withSubject(subject))).find((m) => m.subject === subject);
    expect(mail).toBeDefined();
    const text = `${mail!.body.text}\n${mail!.body.html}`;
    expect(text).toContain(`/admin/appeal-history/edit/${assignmentId}`);
    for (const personal of ['Мирослава', 'Унікальна', body.phone, 'Секретний']) expect(text).not.toContain(personal);
  });

  it('stores the appeal without the mail service: its mail is only queued, and the jobs function sends it', async () => {
    // Prepare: this worker's own use-case call, with SES pointed at a closed port (the platform's stays up)
    const saved = process.env.SES_ENDPOINT;
    process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
    resetEnvCache();
    resetMailClient();
    try {
      // Act
      const result = await createAppeal(validAppealBody({ assistance_ids: [1] }), { caller: null, sourceIp: randomAddress() });
      // Assess
      expect(result.outcome).toBe('created');
      expect(await storedAppeal(result.appeal.id)).not.toBeNull();
      const rows = await call('GET', `/api/appeal-history/appeal/${result.appeal.id}`, { token: admin });
      const subject = `Вам призначено нове звернення №${result.appeal.id}`;
      expect((await mailbox(rows.body[0].user.email, withSubject(subject))).map((m) => m.subject)).toContain(subject);
    } finally {
      process.env.SES_ENDPOINT = saved;
      resetEnvCache();
      resetMailClient();
    }
  });

  it('creates one appeal when the same submission is sent three times with one idempotency key', async () => {
    // Prepare
    const key = newIdempotencyKey();
    const body = validAppealBody({ idempotency_key: key });
    const before = await appealCounter();
    // Act
    const first = await submitAppeal(body);
    const second = await submitAppeal(body);
    const third = await submitAppeal(body);
    // Assess
    expect([first.status, second.status, third.status]).toEqual([201, 200, 200]);
    expect(second.appealId).toBe(first.appealId);
    expect(third.appealId).toBe(first.appealId);
    expect(await appealsWithPhone(body.phone)).toEqual([first.appealId]);
    expect(await appealCounter()).toBe(before + 1);
  });

  it('creates one appeal when three copies race with one Idempotency-Key header', async () => {
    // Prepare
    const key = newIdempotencyKey();
    const body = validAppealBody();
    // Act
    const replies = await Promise.all([1, 2, 3].map(() => submitAppeal(body, { headers: { 'Idempotency-Key': key } })));
    // Assess
    const ids = new Set(replies.map((r) => r.appealId));
    expect(ids.size).toBe(1);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await appealsWithPhone(body.phone)).toEqual([...ids]);
  });

  it('refuses an idempotency key reused for another person with 409', async () => {
    const key = newIdempotencyKey();
    expect((await submitAppeal({}, { idempotencyKey: key })).status).toBe(201);
    const other = await submitAppeal({ phone: randomPhone() }, { idempotencyKey: key });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ statusCode: 409, message: expect.stringContaining('ключ') });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    // Prepare
    const body = validAppealBody({ website: 'http://spam.example' });
    const before = await appealCounter();
    // Act
    const res = await submitAppeal(body);
    // Assess
    expect(res.status).toBe(201);
    const person = await submitAppeal();
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(person.body).sort());
    expect(res.body).toMatchObject({ status_id: 1, phone: body.phone });
    expect(await appealCounter()).toBe(before + 1);
    expect(await appealsWithPhone(body.phone)).toEqual([]);
  });

  it('keeps an anonymous appeal anonymous: no last name, creator Анонімний', async () => {
    const res = await submitAppeal({ name: 'Анонімний', last_name: 'Справжнєпрізвище', creator: undefined });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Анонімний', last_name: null });
    expect(await storedAppeal(res.appealId)).toMatchObject({ name: 'Анонімний', creator: 'Анонімний' });
    expect((await storedAppeal(res.appealId))?.last_name).toBeUndefined();
  });

  it('stores a script in the description harmless', async () => {
    // Act
    const res = await submitAppeal({
      description: 'Допоможіть <script>alert("x")</script><img src=x onerror=alert(1)> будь ласка & швидко',
    });
    // Assess
    expect(res.status).toBe(201);
    const stored = await storedAppeal(res.appealId);
    expect(stored?.description).toBe('Допоможіть  будь ласка & швидко');
    expect(stored?.description).not.toMatch(/<|script|onerror/i);
  });

  it('links a second appeal from the same phone to the first as a duplicate, for staff eyes only', async () => {
    // Prepare
    const phone = randomPhone();
    const counts = await call('GET', '/api/appeals/pages=1?region_id=53&filterDuplicates=true', { token: admin });
    // Act
    const first = await submitAppeal({ phone });
    const second = await submitAppeal({ phone });
    const third = await submitAppeal({ phone });
    const byStaff = await submitAppeal({ phone }, { token: admin });
    // Assess: the public answers are alike; the stored appeals and the staff answer carry the link
    for (const reply of [first, second, third]) {
      expect(reply.status).toBe(201);
      expect(reply.body).not.toHaveProperty('isDuplicate');
      expect(reply.body).not.toHaveProperty('duplicateOf');
      expect(reply.body).not.toHaveProperty('id');
    }
    expect(await storedAppeal(first.appealId)).toMatchObject({ isDuplicate: false });
    expect(await storedAppeal(second.appealId)).toMatchObject({ isDuplicate: true, duplicateOf: first.appealId });
    expect(await storedAppeal(third.appealId)).toMatchObject({ isDuplicate: true, duplicateOf: first.appealId });
    expect(byStaff.body).toMatchObject({ id: byStaff.appealId, isDuplicate: true, duplicateOf: first.appealId });
    const dups = await call('GET', '/api/appeals/pages=1?region_id=53&filterDuplicates=true', { token: admin });
    expect(dups.body.count).toBe(counts.body.count + 3);
    expect(dups.body.rows.map((r: { id: number }) => r.id).slice(0, 3)).toEqual([byStaff.appealId, third.appealId, second.appealId]);
  });

  it('records the signed-in worker (from the token, not the body) and the call time when a staff token is sent', async () => {
    const res = await submitAppeal({ creator: 'Оператор Коваль', date_communication: '2026-12-01T08:00:00.000Z' }, { token: admin });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ creator: 'Олена', date_communication: '2026-12-01T08:00:00.000Z' });
    const timeline = await call('GET', `/api/appeals/timeline/${res.appealId}`, { token: admin });
    expect(timeline.body[0]).toMatchObject({ action: 'created', actorId: 1, after: { channel: 'staff' } });
  });
});

describe('POST /api/appeals: validation answers 400 and stores nothing', () => {
  const missing = (label: string) => `Помилка. Не заповнені наступні поля: ${label}`;
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['name', { name: '' }, missing("Ім'я")],
    ['last name (not anonymous)', { last_name: '  ' }, missing('Прізвище')],
    ['region', { region_id: undefined }, missing('Область')],
    ['community', { community_id: undefined }, missing('Громада')],
    ['phone', { phone: '' }, missing('Телефон')],
    ['phone with an unknown operator code', { phone: '380111234567' }, PHONE_MESSAGES.invalid],
    ['phone too short', { phone: '38(067)123-45' }, PHONE_MESSAGES.invalid],
    ['request type', { assistance_ids: [], assistans_type: '' }, missing('Тип звернення')],
    ['description', { description: ' ' }, missing('Опис ситуації')],
    ['children count when help for a child is asked', { children_help: true, children_count: 0, children_ages: { '0_3': 1 } }, missing('Кількість дітей')],
    ['children ages when help for a child is asked', { children_help: true, children_count: 2, children_ages: {} }, missing('Вік дітей')],
    ['children count above 15', { children_help: true, children_count: 16, children_ages: { '3_7': 1 } }, CHILDREN_COUNT_MESSAGE],
    ['negative children count', { children_help: true, children_count: -1, children_ages: { '3_7': 1 } }, CHILDREN_COUNT_MESSAGE],
    ['a community of another region', { region_id: 46 }, COMMUNITY_REGION_MESSAGE],
    ['an unknown community', { community_id: 'UA99999999999999999' }, COMMUNITY_MESSAGE],
    ['a community that is not a codifier code', { community_id: 12 as unknown as string }, missing('Громада')],
    ['a malformed codifier code', { community_id: 'UA123' }, COMMUNITY_MESSAGE],
    ['an unknown assistance type', { assistance_ids: [999] }, UNKNOWN_TYPE_MESSAGE],
  ];

  it.each(cases)('refuses a missing or wrong %s', async (_label, overrides, message) => {
    // Prepare
    const key = newIdempotencyKey();
    const body = validAppealBody({ ...overrides, idempotency_key: key });
    const before = await appealCounter();
    const address = randomAddress();
    // Act
    const res = await submitAppeal(body, { address });
    // Assess
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
    expect(await rateCounters(address)).toEqual([]);
    expect(await appealCounter()).toBe(before);
    if (typeof body.phone === 'string' && body.phone) expect(await appealsWithPhone(body.phone.replace(/\D/g, ''))).toEqual([]);
    expect((await db().entities.idempotency.get({ key }).go()).data).toBeNull();
  });

  it('refuses a region that does not take appeals', async () => {
    // Prepare: Чернігівська closed for this test only
    await db().entities.region.patch({ id: 74 }).set({ active: false }).go();
    try {
      const before = await appealCounter();
      // Act
      const res = await submitAppeal({ region_id: 74, community_id: 'UA74020010000010449' });
      // Assess
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(REGION_INACTIVE_MESSAGE);
      expect(await appealCounter()).toBe(before);
    } finally {
      await db().entities.region.patch({ id: 74 }).set({ active: true }).go();
    }
  });

  it('leaves the agreement to the form: the API takes a submission without the box, and ignores one sent unticked', async () => {
    // 'Потрібно прийняти умови угоди' is a form rule (core appealFormSchema); the API never sees the box.
    const without = await submitAppeal({});
    const unticked = await submitAppeal({ agreement: false });
    expect([without.status, unticked.status]).toEqual([201, 201]);
    expect(unticked.body).not.toHaveProperty('agreement');
  });
});

describe('POST /api/appeals: per-address limit', () => {
  let saved: AppealSettings;
  beforeAll(async () => {
    saved = await getSettings();
  });
  afterAll(async () => {
    const { updatedAt: _u, ...rest } = saved;
    await saveSettings(rest);
  });

  it('answers 429 past the hourly limit, while a staff token from the same address is not limited', async () => {
    // Prepare
    const { updatedAt: _u, ...rest } = saved;
    await saveSettings({ ...rest, formLimitPerHour: 3, formLimitPerDay: 100 });
    const address = randomAddress();
    // Act
    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push(await submitAppeal({}, { address }));
    const refused = await submitAppeal({}, { address });
    const staff = await submitAppeal({ creator: 'Оператор кол-центру' }, { address, token: await tokenForDemo('ADMIN') });
    const elsewhere = await submitAppeal({}, { address: randomAddress() });
    // Assess
    expect(allowed.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: RATE_LIMIT_MESSAGE });
    expect(staff.status).toBe(201);
    expect(staff.body.creator).toBe('Олена');
    expect(elsewhere.status).toBe(201);
  });

  it('answers 429 past the daily limit and does not count a retry of a stored submission', async () => {
    // Prepare
    const { updatedAt: _u, ...rest } = saved;
    await saveSettings({ ...rest, formLimitPerHour: 100, formLimitPerDay: 2 });
    const address = randomAddress();
    const key = newIdempotencyKey();
    const body = validAppealBody({ idempotency_key: key });
    // Act
    const first = await submitAppeal(body, { address });
    const retry = await submitAppeal(body, { address });
    const second = await submitAppeal({}, { address });
    const third = await submitAppeal({}, { address });
    // Assess
    expect([first.status, retry.status, second.status, third.status]).toEqual([201, 200, 201, 429]);
  });
});
