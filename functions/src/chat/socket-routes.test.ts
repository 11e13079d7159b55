import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LENGTH_MESSAGE } from '@dosyt/core/chat/chat.schema';
import { db } from '../db/service';
import { signAccessToken } from '../lib/tokens';
import { mockSocketConnection } from '../test/entity-items';
import { baseUrl } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { createAccount, openSocket, settle, socketUrl, type TestAccount, type TestSocket } from '../test/chat-kit';

/** The WebSocket API through the local gateway's /ws/, the real chat handler and DynamoDB Local. */
/** Generous: the machines running this suite may be busy. */
const eventually = { timeout: 15_000 };

describe('chat WebSocket', () => {
  let user: TestSocket; // Ірина, id 2, region 53
  let user2: TestSocket; // Андрій, id 3, region 53
  let admin: TestSocket; // id 1, region 53
  let lviv: TestAccount;
  let lvivSocket: TestSocket; // region 46
  const open: TestSocket[] = [];
  const connect = async (token: string) => {
    const s = await openSocket(socketUrl(baseUrl(), token));
    open.push(s);
    return s;
  };
  const isMessage = (text: string) => (f: { type: string; text?: unknown }) => f.type === 'message' && f.text === text;
  const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    lviv = await createAccount(46, ['USER'], 'Оксана');
    [user, user2, admin, lvivSocket] = await Promise.all([
      tokenForDemo('USER').then(connect),
      tokenForDemo('USER2').then(connect),
      tokenForDemo('ADMIN').then(connect),
      connect(lviv.token),
    ]);
  });

  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
  });

  describe('$connect', () => {
    it('refuses a missing or invalid token with 401 and an OBSERVER with 403', async () => {
      await expect(openSocket(socketUrl(baseUrl()))).rejects.toMatchObject({ statusCode: 401 });
      await expect(openSocket(socketUrl(baseUrl(), 'not-a-token'))).rejects.toMatchObject({ statusCode: 401 });
      await expect(openSocket(socketUrl(baseUrl(), await tokenForDemo('OBSERVER')))).rejects.toMatchObject({ statusCode: 403 });
    });

    it('stores the connection with the token identity and a two-hour TTL, and marks the user online', async () => {
      // Prepare
      const account = await createAccount(46, ['USER'], 'Богдана');
      // Act
      const socket = await connect(account.token);
      // Assess
      const { data } = await db().entities.socketConnection.query.byRegion({ regionId: 46, userId: account.id }).go();
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ userId: account.id, regionId: 46, name: 'Богдана' });
      expect(data[0].expiresAt - Date.now() / 1000).toBeGreaterThan(2 * 3600 - 60);
      expect((await db().entities.user.get({ id: account.id }).go()).data?.isOnline).toBe(true);

      await socket.close();
      await expect
        .poll(async () => (await db().entities.socketConnection.query.byRegion({ regionId: 46, userId: account.id }).go()).data.length, eventually)
        .toBe(0);
      await expect.poll(async () => (await db().entities.user.get({ id: account.id }).go()).data?.isOnline, eventually).toBe(false);
    });

    it('refuses with 401 a well-signed token whose account has no record', async () => {
      const token = await signAccessToken({ userId: 999_998, name: 'Гість', roles: ['USER'], regionId: 46 });
      await expect(openSocket(socketUrl(baseUrl(), token))).rejects.toMatchObject({ statusCode: 401 });
    });

    it('tells the region when a colleague comes online and goes offline', async () => {
      const account = await createAccount(46, ['USER'], 'Ярина');
      const socket = await connect(account.token);
      expect(await lvivSocket.next((f) => f.type === 'presence' && f.userId === account.id)).toEqual({ type: 'presence', userId: account.id, isOnline: true });
      await socket.close();
      await lvivSocket.next((f) => f.type === 'presence' && f.userId === account.id && f.isOnline === false);
      expect(user.frames.some((f) => f.type === 'presence' && f.userId === account.id)).toBe(false);
    });

    it('keeps a user online while another of their connections is open', async () => {
      const account = await createAccount(46);
      const first = await connect(account.token);
      const second = await connect(account.token);
      await first.close();
      await settle();
      expect((await db().entities.user.get({ id: account.id }).go()).data?.isOnline).toBe(true);
      await second.close();
      await expect.poll(async () => (await db().entities.user.get({ id: account.id }).go()).data?.isOnline, eventually).toBe(false);
    });
  });

  describe('$default', () => {
    it('acknowledges register with the token identity, not the one the frame claims', async () => {
      user.send({ type: 'register', userId: 3, userName: 'Андрій' });
      expect(await user.next((f) => f.type === 'registered')).toEqual({ type: 'registered', userId: 2, userName: 'Ірина' });
    });

    it('delivers a room message to everyone of the region, as the token user, and to no other region', async () => {
      // Act
      const text = unique('Усім у кімнаті');
      user.send({ type: 'broadcast', text, toUserId: null, senderId: 3, senderName: 'Андрій' });
      // Assess
      const received = await user2.next(isMessage(text));
      expect(received).toMatchObject({ type: 'message', senderId: 2, senderName: 'Ірина', text, toUserId: null, roomId: 'region-53' });
      expect(Date.parse(String(received.createdAt))).not.toBeNaN();
      await admin.next(isMessage(text));
      await user.next(isMessage(text));
      await settle();
      expect(lvivSocket.frames.some(isMessage(text))).toBe(false);
    });

    it('delivers a direct message only to the sender and the recipient', async () => {
      const text = unique('Лише Андрію');
      user.send({ type: 'broadcast', text, toUserId: 3 });
      expect(await user2.next(isMessage(text))).toMatchObject({ senderId: 2, toUserId: 3 });
      await user.next(isMessage(text));
      await settle();
      expect(admin.frames.some(isMessage(text))).toBe(false);
      expect(lvivSocket.frames.some(isMessage(text))).toBe(false);
    });

    it('never carries a direct message across regions', async () => {
      const text = unique('До Полтави зі Львова');
      lvivSocket.send({ type: 'broadcast', text, toUserId: 2 });
      await lvivSocket.next(isMessage(text));
      await settle();
      expect(user.frames.some(isMessage(text))).toBe(false);
    });

    it('refuses a 256-character or empty broadcast with an error frame and delivers nothing', async () => {
      const long = unique('д').padEnd(256, 'я');
      user.send({ type: 'broadcast', text: long, toUserId: null });
      expect(await user.next((f) => f.type === 'error' && f.message === CHAT_LENGTH_MESSAGE)).toBeTruthy();
      user.send({ type: 'broadcast', text: '   ', toUserId: null });
      await user.next((f) => f.type === 'error' && f.message !== CHAT_LENGTH_MESSAGE);
      await settle();
      expect(user2.frames.some((f) => f.type === 'message' && (f.text === long || f.text === '' || f.text === '   '))).toBe(false);
    });

    it('answers an unknown frame or broken JSON with an error frame', async () => {
      user2.send({ type: 'shout', text: 'Гей' });
      user2.ws.send('{not json');
      await user2.next((f) => f.type === 'error' && String(f.message).includes('JSON'));
      // The two frames are handled concurrently, so their answers may come in either order.
      await expect.poll(() => user2.frames.filter((f) => f.type === 'error').length).toBeGreaterThanOrEqual(2);
    });

    it('forgets a connection that is gone when a delivery finds it and marks its user offline, but spares one still connecting', async () => {
      // Prepare: a record left behind by a lost $disconnect
      const ghost = await createAccount(46);
      await db().entities.user.patch({ id: ghost.id }).set({ isOnline: true }).go();
      const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
      await db()
        .entities.socketConnection.put(mockSocketConnection({ connectionId: `ghost-${ghost.id}`, userId: ghost.id, regionId: 46, connectedAt: aMinuteAgo }))
        .go();
      // ...and one still in its $connect, not reachable yet
      const newcomer = await createAccount(46);
      await db()
        .entities.socketConnection.put(mockSocketConnection({ connectionId: `newcomer-${newcomer.id}`, userId: newcomer.id, regionId: 46 }))
        .go();
      // Act
      const text = unique('Є тут хтось?');
      lvivSocket.send({ type: 'broadcast', text, toUserId: null });
      await lvivSocket.next(isMessage(text));
      // Assess
      await expect
        .poll(
          async () =>
            (
              await db()
                .entities.socketConnection.get({ connectionId: `ghost-${ghost.id}` })
                .go()
            ).data,
          eventually,
        )
        .toBeNull();
      await expect.poll(async () => (await db().entities.user.get({ id: ghost.id }).go()).data?.isOnline, eventually).toBe(false);
      expect(
        (
          await db()
            .entities.socketConnection.get({ connectionId: `newcomer-${newcomer.id}` })
            .go()
        ).data,
      ).not.toBeNull();
      await db()
        .entities.socketConnection.delete({ connectionId: `newcomer-${newcomer.id}` })
        .go();
    });
  });
});
