import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { resetEnvCache } from '../lib/env';
import { startGateway, type Gateway } from '../../../infra/local/gateway';
import { freePort } from '../../../infra/local/free-port';
// The browser's own chat client, driven here with `ws` instead of the DOM WebSocket.
import { ChatSocket, type ChatServerFrame, type SocketLike } from '../../../web/src/features/chat/lib/chat-socket';
import { createAccount, socketUrl, type TestAccount } from '../test/chat-kit';

/**
 * The chat client survives a restart of the local gateway: it notices the drop,
 * reconnects with backoff to the new gateway (same port, new management
 * endpoint) and messages flow again. The gateway runs in this test, over the
 * real chat handler and the run's DynamoDB Local.
 */
/** Generous: the machines running this suite may be busy. */
const eventually = { timeout: 15_000 };

describe('chat client reconnection across a gateway restart', () => {
  const previousEndpoint = process.env.SOCKET_ENDPOINT;
  let gateway: Gateway | undefined;
  const clients: ChatSocket[] = [];

  async function startLocalGateway(port: number): Promise<Gateway> {
    const g = await startGateway({ port });
    // What the platform does after starting its gateway: handlers send through this one.
    process.env.SOCKET_ENDPOINT = g.sockets.managementEndpoint;
    resetEnvCache();
    return g;
  }

  function chatClient(account: TestAccount, port: number) {
    const frames: ChatServerFrame[] = [];
    const opens: Array<{ reconnected: boolean }> = [];
    let closes = 0;
    const client = new ChatSocket({
      url: () => socketUrl(`http://127.0.0.1:${port}`, account.token),
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      greeting: () => ({ type: 'register', userId: account.id, userName: account.name }),
      onFrame: (f) => frames.push(f),
      onOpen: (info) => opens.push(info),
      onClose: () => closes++,
      initialDelayMs: 100,
      maxDelayMs: 1000,
    });
    clients.push(client);
    client.start();
    return { client, frames, opens, closes: () => closes };
  }

  afterAll(async () => {
    clients.forEach((c) => c.stop());
    await gateway?.close();
    if (previousEndpoint === undefined) delete process.env.SOCKET_ENDPOINT;
    else process.env.SOCKET_ENDPOINT = previousEndpoint;
    resetEnvCache();
  });

  it('reconnects after the gateway restarts and keeps delivering', { timeout: 60_000 }, async () => {
    // Prepare: two colleagues of one region, connected
    const regionId = 9000 + Math.floor(Math.random() * 900);
    const [a, b] = await Promise.all([createAccount(regionId, ['USER'], 'Ганна'), createAccount(regionId, ['USER'], 'Петро')]);
    const port = await freePort();
    gateway = await startLocalGateway(port);
    const alice = chatClient(a, port);
    const bob = chatClient(b, port);
    await expect.poll(() => alice.opens.length + bob.opens.length, eventually).toBe(2);
    await expect.poll(() => bob.frames.some((f) => f.type === 'registered' && f.userId === b.id), eventually).toBe(true);
    alice.client.send({ type: 'broadcast', text: 'До перезапуску', toUserId: null });
    await expect.poll(() => bob.frames.some((f) => f.type === 'message' && f.text === 'До перезапуску'), eventually).toBe(true);

    // Act: the gateway goes away, then comes back on the same port
    await gateway.close();
    gateway = undefined;
    await expect.poll(() => alice.client.disconnected && bob.client.disconnected, eventually).toBe(true);
    expect(alice.closes()).toBe(1);
    expect(alice.client.send({ type: 'broadcast', text: 'У порожнечу', toUserId: null })).toBe(false);
    await new Promise((r) => setTimeout(r, 500)); // a few refused attempts while it is down
    gateway = await startLocalGateway(port);

    // Assess: both are back, registered again, and messages flow both ways
    await expect.poll(() => alice.opens.at(-1)?.reconnected && bob.opens.at(-1)?.reconnected, eventually).toBe(true);
    expect(alice.client.disconnected).toBe(false);
    await expect.poll(() => alice.frames.filter((f) => f.type === 'registered').length, eventually).toBe(2);
    alice.client.send({ type: 'broadcast', text: 'Після перезапуску', toUserId: null });
    bob.client.send({ type: 'broadcast', text: 'Відповідь', toUserId: a.id });
    await expect.poll(() => bob.frames.some((f) => f.type === 'message' && f.text === 'Після перезапуску' && f.senderId === a.id), eventually).toBe(true);
    await expect.poll(() => alice.frames.some((f) => f.type === 'message' && f.text === 'Відповідь' && f.toUserId === a.id), eventually).toBe(true);
    expect(gateway.sockets.connectionCount()).toBe(2);
  });
});
