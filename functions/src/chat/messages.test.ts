import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EMPTY_MESSAGE, CHAT_LENGTH_MESSAGE } from '@dosyt/core/chat/chat.schema';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { createAccount, type TestAccount } from '../test/chat-kit';
import { mockChatMessage } from '../test/entity-items';
import { db } from '../db/service';
import { directConversation } from './conversations';
import { MESSAGES_PAGE } from './messages';

/** The chat HTTP routes through the local gateway, against DynamoDB Local. */
describe('chat messages over HTTP', () => {
  let user: string; // Ірина, id 2, region 53
  let user2: string; // Андрій, id 3, region 53
  let admin: string; // id 1, region 53
  let observer: string;
  let lviv: TestAccount; // region 46

  const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
  const room = (token: string, roomId = 'region-53', userId = 2) => call('POST', `/api/chats/${userId}/${roomId}`, { token });
  const direct = (token: string, otherId: number) => call('POST', `/api/chats/${otherId}/direct`, { token });

  beforeAll(async () => {
    [user, user2, admin, observer] = await Promise.all([tokenForDemo('USER'), tokenForDemo('USER2'), tokenForDemo('ADMIN'), tokenForDemo('OBSERVER')]);
    lviv = await createAccount(46);
  });

  describe('sending', () => {
    it('refuses a 256-character message with the size message and stores nothing', async () => {
      // Prepare
      const text = `${unique('x')}`.padEnd(256, 'я');
      // Act
      const res = await call('POST', '/api/chats', { token: user, body: { text, roomId: 'region-53' } });
      // Assess
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: CHAT_LENGTH_MESSAGE });
      expect((await room(user)).body.map((m: { text: string }) => m.text)).not.toContain(text);
    });

    it('accepts exactly 255 characters', async () => {
      const text = unique('x').padEnd(255, 'я');
      const res = await call('POST', '/api/chats', { token: user, body: { text } });
      expect(res.status).toBe(201);
      expect(res.body.text).toHaveLength(255);
    });

    it.each([
      ['empty', ''],
      ['blank', '   \n\t '],
      ['missing', undefined],
    ])('refuses an %s message', async (_label, text) => {
      const res = await call('POST', '/api/chats', { token: user, body: { text, roomId: 'region-53' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CHAT_EMPTY_MESSAGE);
    });

    it('takes the sender from the token, whatever sender the body claims', async () => {
      // Prepare: Ірина (id 2) claims to be Андрій (id 3)
      const text = unique('Підміна відправника');
      // Act
      const res = await call('POST', '/api/chats', { token: user, body: { text, senderId: 3, senderName: 'Андрій', roomId: 'region-53' } });
      // Assess
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ text, senderId: 2, senderName: 'Ірина', roomId: 'region-53', toUserId: null });
      const stored = (await room(user2)).body.find((m: { text: string }) => m.text === text);
      expect(stored).toMatchObject({ senderId: 2, senderName: 'Ірина' });
    });

    it('trims the text and answers the stored message with its id and server time', async () => {
      const text = unique('Пробіли');
      const before = Date.now();
      const res = await call('POST', '/api/chats', { token: user, body: { text: `  ${text}  `, toUserId: null } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ id: expect.stringMatching(/^[0-9A-Z]{26}$/), text });
      expect(Date.parse(res.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('refuses a room of another region in the body', async () => {
      const res = await call('POST', '/api/chats', { token: user, body: { text: 'Привіт, Львів', roomId: 'region-46' } });
      expect(res.status).toBe(403);
    });

    it('refuses a recipient of another region (403), an unknown one, oneself and an observer (400)', async () => {
      const other = await call('POST', '/api/chats', { token: user, body: { text: 'Особисто', toUserId: lviv.id } });
      const unknown = await call('POST', '/api/chats', { token: user, body: { text: 'Особисто', toUserId: 999_999 } });
      const self = await call('POST', '/api/chats', { token: user, body: { text: 'Особисто', toUserId: 2 } });
      const toObserver = await call('POST', '/api/chats', { token: user, body: { text: 'Особисто', toUserId: 4 } });
      expect(other.status).toBe(403);
      expect(unknown.status).toBe(400);
      expect(self.status).toBe(400);
      expect(toObserver).toMatchObject({ status: 400, body: { message: 'Цей користувач не має доступу до чату' } });
    });

    it('is for ADMIN and USER only', async () => {
      const res = await call('POST', '/api/chats', { token: observer, body: { text: 'Привіт' } });
      const anonymous = await call('POST', '/api/chats', { body: { text: 'Привіт' } });
      expect(res.status).toBe(403);
      expect(anonymous.status).toBe(401);
    });
  });

  describe('reading', () => {
    it('lists the region room in time order for everyone in the region, and only there', async () => {
      // Prepare
      const first = unique('Перше');
      const second = unique('Друге');
      await call('POST', '/api/chats', { token: user, body: { text: first } });
      await call('POST', '/api/chats', { token: user2, body: { text: second } });
      // Act
      const seenByAdmin = await room(admin, 'region-53', 1);
      const seenFromLviv = await room(lviv.token, 'region-53', lviv.id);
      const lvivRoom = await room(lviv.token, 'region-46', lviv.id);
      // Assess
      const texts = seenByAdmin.body.map((m: { text: string }) => m.text);
      expect(texts.indexOf(first)).toBeGreaterThanOrEqual(0);
      expect(texts.indexOf(second)).toBeGreaterThan(texts.indexOf(first));
      expect(seenFromLviv.status).toBe(403);
      expect(lvivRoom.status).toBe(200);
      expect(lvivRoom.body.map((m: { text: string }) => m.text)).not.toContain(first);
    });

    it('keeps a direct message between its two people', async () => {
      // Prepare
      const text = unique('Лише для Андрія');
      const sent = await call('POST', '/api/chats', { token: user, body: { text, toUserId: 3, roomId: 'region-53' } });
      expect(sent.body).toMatchObject({ toUserId: 3, senderId: 2 });
      // Act
      const bySender = await direct(user, 3);
      const byRecipient = await direct(user2, 2);
      const adminWithSender = await direct(admin, 2);
      const roomView = await room(user2);
      const fromLviv = await direct(lviv.token, 2);
      // Assess
      expect(bySender.body.map((m: { text: string }) => m.text)).toContain(text);
      expect(byRecipient.body.map((m: { text: string }) => m.text)).toContain(text);
      expect(adminWithSender.body.map((m: { text: string }) => m.text)).not.toContain(text);
      expect(roomView.body.map((m: { text: string }) => m.text)).not.toContain(text);
      expect(fromLviv.status).toBe(403);
    });

    it('refuses an unknown room name', async () => {
      expect((await room(user, 'general')).status).toBe(400);
    });

    it(`answers the newest ${MESSAGES_PAGE} messages, oldest first`, async () => {
      // Prepare: a fresh pair in a region of its own with 205 messages, written in one batch
      const region = 7000 + Math.floor(Math.random() * 1000);
      const [a, b] = await Promise.all([createAccount(region), createAccount(region)]);
      const start = Date.now() - 60_000;
      const history = Array.from({ length: MESSAGES_PAGE + 5 }, (_, i) =>
        mockChatMessage({
          conversation: directConversation(a.id, b.id),
          id: `01J${String(i).padStart(23, '0')}`,
          createdAt: new Date(start + i * 100).toISOString(),
          text: `№${i + 1}`,
          senderId: i % 2 ? b.id : a.id,
          toUserId: i % 2 ? a.id : b.id,
          regionId: region,
          roomId: `region-${region}`,
        }),
      );
      await db().entities.chatMessage.put(history).go();
      // Act
      const res = await direct(a.token, b.id);
      // Assess
      expect(res.body).toHaveLength(MESSAGES_PAGE);
      expect(res.body[0].text).toBe('№6');
      expect(res.body.at(-1).text).toBe(`№${MESSAGES_PAGE + 5}`);
    });
  });

  describe('counts', () => {
    it('counts per user what the caller can see, with the time of the last message', async () => {
      // Prepare: three people of a fresh region
      const region = 8000 + Math.floor(Math.random() * 1000);
      // one after another, so their ids (and the answer's order) are a < b < c
      const a = await createAccount(region);
      const b = await createAccount(region);
      const c = await createAccount(region);
      const post = (from: TestAccount, text: string, toUserId?: number) => call('POST', '/api/chats', { token: from.token, body: { text, toUserId } });
      await post(a, 'У кімнату 1');
      await post(a, 'У кімнату 2');
      await post(b, 'У кімнату від b');
      await post(b, 'Особисто для a', a.id);
      const last = await post(c, 'Особисто для b', b.id);
      // Act
      const forA = await call('GET', `/api/chats/count/date/${region}`, { token: a.token });
      const forB = await call('GET', `/api/chats/count/date/${region}`, { token: b.token });
      const otherRegion = await call('GET', `/api/chats/count/date/53`, { token: a.token });
      // Assess
      expect(forA.status).toBe(200);
      expect(forA.body).toEqual([
        { userId: a.id, count: 2, lastTimeDate: expect.any(String) },
        { userId: b.id, count: 2, lastTimeDate: expect.any(String) },
      ]);
      expect(forB.body).toEqual([
        { userId: a.id, count: 2, lastTimeDate: expect.any(String) },
        { userId: b.id, count: 2, lastTimeDate: expect.any(String) },
        { userId: c.id, count: 1, lastTimeDate: last.body.createdAt },
      ]);
      expect(otherRegion.status).toBe(403);
    });
  });
});
