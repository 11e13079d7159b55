import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { createAccount, type TestAccount } from '../test/chat-kit';
import { directConversation } from '../chat/conversations';
import { db } from '../db/service';
import { runRetention } from './appeal-retention';

/**
 * Direct messages between two staff members fall under the retention period as
 * the region rooms do: staff write to each other about a case. Against DynamoDB
 * Local, conversations made through the real route (`POST /api/chats` with
 * `toUserId`), then a message backdated 30 months put in beside the fresh ones.
 */

const REGION = 53;
const MONTH = 30.5 * 24 * 3_600_000;
const monthsAgo = (months: number) => new Date(Date.now() - months * MONTH).toISOString();

let anna: TestAccount;
let olena: TestAccount;
let petro: TestAccount;

async function sendDirect(from: TestAccount, to: TestAccount, text: string) {
  const sent = await call('POST', '/api/chats', { token: from.token, body: { text, toUserId: to.id } });
  expect(sent.status).toBe(201);
  return sent.body as { id: string };
}

/** A direct message as the route writes it, with an earlier clock. */
async function putOldDirect(from: TestAccount, to: TestAccount, createdAt: string, text: string) {
  const message = {
    conversation: directConversation(from.id, to.id),
    id: ulid(),
    createdAt,
    text,
    senderId: from.id,
    senderName: from.name,
    regionId: REGION,
    roomId: `region-${REGION}`,
    toUserId: to.id,
  };
  await db().entities.chatMessage.put(message).go();
  return message;
}

const messageIds = async (a: TestAccount, b: TestAccount) => {
  const { data } = await db()
    .entities.chatMessage.query.byConversation({ conversation: directConversation(a.id, b.id) })
    .go({ pages: 'all' });
  return data.map((m) => m.id);
};

beforeAll(async () => {
  anna = await createAccount(REGION, ['USER'], 'Анна');
  olena = await createAccount(REGION, ['USER'], 'Олена');
  petro = await createAccount(REGION, ['USER'], 'Петро');
});

describe('retention job: direct messages', () => {
  it('deletes direct messages past the retention period, in both directions, and keeps younger ones', async () => {
    // Prepare: Анна and Олена talk today; one message each way from 30 months ago sits in the same conversation
    const fresh = await sendDirect(anna, olena, 'Сьогоднішня розмова');
    const oldToOlena = await putOldDirect(anna, olena, monthsAgo(30), 'Вона знову телефонувала, новий номер 0671234567');
    const oldToAnna = await putOldDirect(olena, anna, monthsAgo(29), 'Записала її адресу');
    const youngOld = await putOldDirect(olena, anna, monthsAgo(6), 'Пів року тому');

    // Act
    const result = await runRetention();

    // Assess
    const ids = await messageIds(anna, olena);
    expect(ids).not.toContain(oldToOlena.id);
    expect(ids).not.toContain(oldToAnna.id);
    expect(ids).toEqual(expect.arrayContaining([fresh.id, youngOld.id]));
    expect(result.chatDeleted).toBeGreaterThanOrEqual(2);
  });

  it('finds a conversation from its recipient’s inbox whoever wrote first, and the conversation still reads afterwards', async () => {
    // Prepare: only Петро ever wrote to Олена; his first message is old
    await putOldDirect(petro, olena, monthsAgo(40), 'Давня розмова про випадок');
    const fresh = await sendDirect(petro, olena, 'Нове повідомлення');

    // Act
    await runRetention();
    const read = await call('POST', `/api/chats/${petro.id}/direct`, { token: olena.token });

    // Assess
    expect(await messageIds(petro, olena)).toEqual([fresh.id]);
    expect(read.status).toBe(200);
    expect((read.body as Array<{ id: string }>).map((m) => m.id)).toEqual([fresh.id]);
  });

  it('deletes nothing on a run right after: every old message went the first time', async () => {
    // Prepare
    await putOldDirect(anna, petro, monthsAgo(31), 'Стара');
    await sendDirect(anna, petro, 'Нова');
    await runRetention();

    // Act
    const again = await runRetention();

    // Assess
    expect(await messageIds(anna, petro)).toHaveLength(1);
    expect(again.chatDeleted).toBe(0);
  });
});
