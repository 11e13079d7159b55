import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_NOT_FOUND, formatFollowUpCode, generateFollowUpCode, normalizeFollowUpCode } from '@dosyt/core/follow-up/follow-up-code';
import { call, settledMailbox, storedMail } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { callFrom, createStaff, POLTAVA_CITY, POLTAVA_REGION, randomAddress, readUser, submitAppeal, tokenForUser } from '../../../infra/local/test/appeals';
import { db } from '../db/service';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { followUpCodeHash } from './follow-up-hash';
import { newMessageSubject } from './follow-up';
import { FOLLOW_UP_LIMITS, FOLLOW_UP_WINDOW_MS, followUpLimitMessage } from './rate-limit';

const lookUp = (code: string, address = randomAddress()) => callFrom(address, 'POST', '/api/follow-up', { body: { code } });
const write = (code: string, text: string, address = randomAddress()) => callFrom(address, 'POST', '/api/follow-up/messages', { body: { code, text } });
/** Limits count in 15-minute windows: a test that counts to a limit starts well before a window ends. */
async function awayFromWindowEdge(margin = 20_000) {
  const left = FOLLOW_UP_WINDOW_MS - (Date.now() % FOLLOW_UP_WINDOW_MS);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** An anonymous public appeal of one requested type, its code, its record and that record's executor (with a token). */
async function appealWithExecutor() {
  const res = await submitAppeal({ name: 'Анонімний', last_name: undefined, assistance_ids: [1] });
  expect(res.status).toBe(201);
  const { data: records } = await db().entities.assignment.query.byAppeal({ appealId: res.appealId }).go({ consistent: true });
  expect(records).toHaveLength(1);
  const user = await readUser(records[0].userId);
  const executor = { id: user!.id, email: user!.email, token: await tokenForUser(user!.id) };
  return { code: res.body.followUpCode as string, appealId: res.appealId, executor, records };
}

describe('follow-up without an account (/status)', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
  });

  it('gives a public submission a readable code once; a replay answers the receipt without it', async () => {
    const key = `followup-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const first = await submitAppeal({}, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(first.body.followUpCode).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(first.body).not.toHaveProperty('id');
    const replay = await submitAppeal({ phone: first.body.phone }, { idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(replay.body).not.toHaveProperty('followUpCode');
  });

  it('keeps only a peppered hash: no item in the table holds the plain code', async () => {
    const { code, appealId } = await appealWithExecutor();
    const plain = normalizeFollowUpCode(code);
    const { data } = await db()
      .entities.followUp.get({ codeHash: await followUpCodeHash(plain) })
      .go({ consistent: true });
    expect(data?.appealId).toBe(appealId);
    expect(await followUpCodeHash(plain)).not.toBe(plain);
    // Maintenance-style scan of the whole table, as an attacker with a copy would read it.
    let start: Record<string, unknown> | undefined;
    const dump: string[] = [];
    do {
      const page = await dynamo().send(new ScanCommand({ TableName: env().TABLE_NAME, ExclusiveStartKey: start }));
      dump.push(...(page.Items ?? []).map((i) => JSON.stringify(i)));
      start = page.LastEvaluatedKey;
    } while (start);
    const all = dump.join('\n').toUpperCase();
    expect(all).not.toContain(plain);
    expect(all).not.toContain(code);
  });

  it('shows the state in plain words and nothing personal; the person writes; the executor sees the mark, the timeline and answers', async () => {
    const { code, appealId, executor, records } = await appealWithExecutor();
    const first = await lookUp(code.toLowerCase().replace(/-/g, ' '));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ state: 'Отримано', messages: [] });

    const posted = await write(code, 'Мені зручно говорити після 18:00 <script>alert(1)</script>');
    expect(posted.status).toBe(201);

    // The executor's record carries the mark and the notifications list names it.
    const list = await call('GET', '/api/appeal-history/new-messages', { token: executor.token });
    expect(list.status).toBe(200);
    // The executor may hold other marked records (other tests' appeals): this appeal's are exactly its records.
    const ours = list.body.filter((r: { appealId: number }) => r.appealId === appealId);
    expect(ours.map((r: { id: number }) => r.id)).toEqual(records.map((r) => r.id));
    const history = await call('GET', `/api/appeal-history/user/${executor.id}`, { token: executor.token });
    expect(history.body.data.find((r: { appealId: number }) => r.appealId === appealId)).toMatchObject({ unreadPersonMessage: true });

    // The admin's timeline shows the text, sanitised.
    const timeline = await call('GET', `/api/appeals/timeline/${appealId}`, { token: admin });
    const message = timeline.body.find((e: { action: string }) => e.action === 'person-message');
    expect(message.text).toBe('Мені зручно говорити після 18:00');

    // Opening the record shows the messages and clears the mark.
    const opened = await call('GET', `/api/appeal-history/${records[0].id}`, { token: executor.token });
    expect(opened.body.unreadPersonMessage).toBe(true);
    expect(opened.body.messages).toEqual([expect.objectContaining({ from: 'person', text: 'Мені зручно говорити після 18:00' })]);
    const left = (await call('GET', '/api/appeal-history/new-messages', { token: executor.token })).body;
    expect(left.filter((r: { appealId: number }) => r.appealId === appealId)).toEqual([]);

    const reply = await call('POST', `/api/appeals/${appealId}/follow-up-messages`, { token: executor.token, body: { text: 'Зателефонуємо о 18:30' } });
    expect(reply.status).toBe(201);

    const after = await lookUp(code);
    expect(after.body).toEqual({
      state: 'Отримано',
      messages: [
        { from: 'person', text: 'Мені зручно говорити після 18:00', createdAt: expect.any(String) },
        { from: 'staff', text: 'Зателефонуємо о 18:30', createdAt: expect.any(String) },
      ],
    });
    expect(JSON.stringify(after.body)).not.toMatch(/Оксана|Полтав|region|executor|name|phone/);
  });

  it("lets only an ADMIN or the appeal's executor answer, up to 500 characters", async () => {
    const { appealId } = await appealWithExecutor();
    const stranger = await createStaff({ regionId: POLTAVA_REGION, communityId: POLTAVA_CITY, assistanceIds: [1] });
    expect((await call('POST', `/api/appeals/${appealId}/follow-up-messages`, { token: stranger.token, body: { text: 'Привіт' } })).status).toBe(403);
    expect((await call('POST', `/api/appeals/${appealId}/follow-up-messages`, { body: { text: 'Привіт' } })).status).toBe(401);
    const observer = await tokenForDemo('OBSERVER');
    expect((await call('POST', `/api/appeals/${appealId}/follow-up-messages`, { token: observer, body: { text: 'Привіт' } })).status).toBe(403);
    expect((await call('POST', `/api/appeals/${appealId}/follow-up-messages`, { token: admin, body: { text: 'я'.repeat(501) } })).status).toBe(400);
    expect((await call('POST', `/api/appeals/${appealId}/follow-up-messages`, { token: admin, body: { text: 'я'.repeat(500) } })).status).toBe(201);
  });

  it('refuses a message over 1,000 characters or with nothing but markup', async () => {
    const { code } = await appealWithExecutor();
    expect((await write(code, 'а'.repeat(1001))).status).toBe(400);
    const markup = await write(code, '<b></b>');
    expect(markup.status).toBe(400);
    expect((await write(code, 'а'.repeat(1000))).status).toBe(201);
  });

  it('answers an unknown code 404, alike for a malformed one, and posting to it is a 404 too', async () => {
    const unknown = await lookUp(formatFollowUpCode(generateFollowUpCode()));
    expect(unknown).toMatchObject({ status: 404, body: { message: FOLLOW_UP_NOT_FOUND } });
    const malformed = await lookUp('hello');
    expect(malformed).toMatchObject({ status: 404, body: unknown.body });
    expect((await write(generateFollowUpCode(), 'Привіт')).status).toBe(404);
  });

  it('counts wrong codes apart from look-ups of a known one: a person checks her own appeal 40 times, and guessing stops at 10', async () => {
    await awayFromWindowEdge();
    const { code } = await appealWithExecutor();
    const address = randomAddress();

    // A person (or several behind one carrier's address) checking a real code often: never refused.
    for (let i = 0; i < 40; i++) expect((await lookUp(code, address)).status).toBe(200);
    // Ten wrong codes are answered 404; the eleventh try from that address, whatever the code, waits.
    for (let i = 0; i < FOLLOW_UP_LIMITS.guess; i++) expect((await lookUp(generateFollowUpCode(), address)).status).toBe(404);
    const blocked = await lookUp(code, address);

    // Assess: how long to wait, in the header and the body, and in words with minutes and the hotline
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(FOLLOW_UP_WINDOW_MS / 1000);
    expect(blocked.body).toEqual({ statusCode: 429, message: followUpLimitMessage(wait), retryAfterSeconds: wait });
    expect(blocked.body.message).toMatch(/через \d+ хв.*гарячу лінію/);
    expect((await lookUp(code)).status).toBe(200);
  });

  it('answers a message with the conversation, so a message costs one look-up; messages have their own limit', async () => {
    await awayFromWindowEdge();
    const { code } = await appealWithExecutor();
    const address = randomAddress();

    // Act
    const first = await write(code, 'Повідомлення 0', address);

    // Assess
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ok: true, state: 'Отримано', messages: [{ from: 'person', text: 'Повідомлення 0' }] });
    for (let i = 1; i < FOLLOW_UP_LIMITS.message; i++) expect((await write(code, `Повідомлення ${i}`, address)).status).toBe(201);
    const refused = await write(code, 'Ще одне', address);
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfterSeconds).toBe(Number(refused.headers.get('retry-after')));
    expect((await lookUp(code, address)).status).toBe(200);
  });

  it('answers a known and an unknown code in alike time (same reads; medians within a generous ratio)', async () => {
    const { code } = await appealWithExecutor();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      for (const [target, list] of [
        [code, known],
        [generateFollowUpCode(), unknown],
      ] as const) {
        const started = performance.now();
        await lookUp(target);
        list.push(performance.now() - started);
      }
    }
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('puts neither the code nor any message text in a mail; the executor gets the number and a link', async () => {
    const { code, appealId, executor } = await appealWithExecutor();
    await write(code, 'Таємний текст для виконавиці');
    await call('POST', `/api/appeals/${appealId}/follow-up-messages`, { token: admin, body: { text: 'Таємна відповідь' } });
    const mails = await settledMailbox(executor.email);
    expect(mails.map((m) => m.subject)).toContain(newMessageSubject(appealId));
    const everything = JSON.stringify(await storedMail());
    for (const secret of [code, normalizeFollowUpCode(code), 'Таємний текст', 'Таємна відповідь']) expect(everything).not.toContain(secret);
  });
});
