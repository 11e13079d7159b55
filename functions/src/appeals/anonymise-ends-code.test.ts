import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { ANONYMISED_EDIT_MESSAGE, ANONYMISED_NAME, ANONYMISED_REPLY_MESSAGE } from '@dosyt/core/appeal/retention.rules';
import { FOLLOW_UP_NOT_FOUND } from '@dosyt/core/follow-up/follow-up-code';
import { beforeAll, describe, expect, it } from 'vitest';
import { callFrom, newIdempotencyKey, randomAddress, randomPhone, submitAppeal, validAppealBody } from '../../../infra/local/test/appeals';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { db } from '../db/service';
import { runRetention } from '../jobs/appeal-retention';
import { anonymiseAppeal } from './anonymise';
import { getAppealItem } from '../db/appeal-store';

/**
 * Anonymising an appeal ends everything that could bring personal data back into it:
 * its follow-up code answers as an unknown one and takes no message, staff cannot
 * answer or edit it, and whatever was written after it goes the same way when the
 * retention job passes. Region chat messages past the period go too, and the
 * idempotency record keeps a keyed fingerprint of the phone, not its plain SHA-256.
 */

let admin: string;

beforeAll(async () => {
  admin = await tokenForDemo('ADMIN');
});

async function anonymisedAppealWithCode() {
  const created = await call('POST', '/api/appeals', { token: admin, body: validAppealBody({ assistance_ids: [1] }) });
  expect(created.status).toBe(201);
  const { id, version, followUpCode } = created.body as { id: number; version: number; followUpCode: string };
  const first = await callFrom(randomAddress(), 'POST', '/api/follow-up/messages', { body: { code: followUpCode, text: 'Мені потрібна допомога' } });
  expect(first.status).toBe(201);
  const done = await call('POST', `/api/appeals/${id}/anonymise`, { token: admin, body: { version } });
  expect(done.status).toBe(200);
  return { id, code: followUpCode, version: (done.body as { version: number }).version };
}

describe('anonymisation ends the follow-up code and the appeal’s personal data for good', () => {
  it('answers the code as an unknown one and takes no new message', async () => {
    // Prepare
    const { id, code } = await anonymisedAppealWithCode();
    const unknown = await callFrom(randomAddress(), 'POST', '/api/follow-up', { body: { code: 'ABCD-EFGH-JKMN' } });

    // Act
    const looked = await callFrom(randomAddress(), 'POST', '/api/follow-up', { body: { code } });
    const posted = await callFrom(randomAddress(), 'POST', '/api/follow-up/messages', { body: { code, text: 'Мій новий номер 0671234567' } });

    // Assess
    expect(unknown.status).toBe(404);
    expect([looked.status, looked.body]).toEqual([404, unknown.body]);
    expect([posted.status, posted.body.message]).toEqual([404, FOLLOW_UP_NOT_FOUND]);
    const { data } = await db().entities.followUpMessage.query.byAppeal({ appealId: id }).go({ pages: 'all' });
    expect(data).toEqual([]);
  });

  it('refuses an admin’s edit back to personal data and a staff reply, changing nothing', async () => {
    // Prepare
    const { id, version } = await anonymisedAppealWithCode();
    const before = await getAppealItem(id);

    // Act
    const edited = await call('PUT', `/api/appeals/${id}`, {
      token: admin,
      body: { name: 'Оксана', phone: randomPhone(), description: 'Новий опис' },
      headers: { 'If-Match': `"${version}"` },
    });
    const replied = await call('POST', `/api/appeals/${id}/follow-up-messages`, { token: admin, body: { text: 'Зателефонуйте нам' } });

    // Assess
    expect([edited.status, edited.body.message]).toEqual([409, ANONYMISED_EDIT_MESSAGE]);
    expect([replied.status, replied.body.message]).toEqual([409, ANONYMISED_REPLY_MESSAGE]);
    expect(await getAppealItem(id)).toEqual(before);
    expect(before?.name).toBe(ANONYMISED_NAME);
  });

  it('removes, when the retention job passes again, a message stored after the anonymisation', async () => {
    // Prepare: a message as the code took it before it ended
    const { id } = await anonymisedAppealWithCode();
    const at = new Date().toISOString();
    await db()
      .entities.followUpMessage.create({ appealId: id, id: ulid(), from: 'person', text: 'Пишу з телефону подруги 0501112233', authorId: 0, createdAt: at })
      .go();

    // Act: what the job calls for each finished appeal past its period
    const result = await anonymiseAppeal(id, { actorId: 0, reason: 'retention' });

    // Assess
    expect(result.changed).toBe(false);
    const { data } = await db().entities.followUpMessage.query.byAppeal({ appealId: id }).go({ pages: 'all' });
    expect(data).toEqual([]);
  });

  it('deletes region chat messages past the retention period and keeps younger ones', async () => {
    // Prepare: a region room's message of 30 months ago and one of today
    const region = 53;
    const old = new Date(Date.now() - 30 * 30.5 * 24 * 3_600_000).toISOString();
    const young = new Date().toISOString();
    const message = (createdAt: string, text: string) => ({
      conversation: `region#${region}`,
      id: ulid(),
      createdAt,
      text,
      senderId: 2,
      senderName: 'Ірина',
      regionId: region,
      roomId: `region-${region}`,
    });
    const oldMessage = message(old, 'Стара розмова про випадок');
    const youngMessage = message(young, 'Свіжа розмова');
    await db().entities.chatMessage.put([oldMessage, youngMessage]).go();

    // Act
    const result = await runRetention();

    // Assess
    const { data } = await db()
      .entities.chatMessage.query.byConversation({ conversation: `region#${region}` })
      .go({ pages: 'all' });
    const ids = data.map((m) => m.id);
    expect(ids).not.toContain(oldMessage.id);
    expect(ids).toContain(youngMessage.id);
    expect(result.chatDeleted).toBeGreaterThanOrEqual(1);
  });

  it('keeps in the idempotency record a keyed fingerprint of the phone, never its plain SHA-256', async () => {
    // Prepare
    const phone = randomPhone();
    const key = newIdempotencyKey();

    // Act
    const first = await submitAppeal({ phone }, { idempotencyKey: key });
    const retry = await submitAppeal({ phone }, { idempotencyKey: key });
    const other = await submitAppeal({ phone: randomPhone() }, { idempotencyKey: key });

    // Assess: a retry is still told apart from another phone under the same key
    expect([first.status, retry.status, other.status]).toEqual([201, 200, 409]);
    const { data } = await db().entities.idempotency.get({ key }).go();
    expect(data?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(data?.fingerprint).not.toBe(createHash('sha256').update(phone).digest('hex'));
  });
});
