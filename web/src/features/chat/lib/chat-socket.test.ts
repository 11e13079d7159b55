import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, ChatSocket, type ChatSocketOptions, type SocketLike } from './chat-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  sent: unknown[] = [];
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.drop();
  }
  // Test controls
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

describe('ChatSocket', () => {
  let sockets: FakeSocket[];
  let tokens: number;

  const create = (overrides: Partial<ChatSocketOptions> = {}) =>
    new ChatSocket({
      url: () => `ws://host/ws/?token=t${++tokens}`,
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      greeting: () => ({ type: 'register', userId: 2, userName: 'Ірина' }),
      initialDelayMs: 1000,
      maxDelayMs: 8000,
      random: () => 1,
      ...overrides,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    tokens = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers on open and reports the first open as not a reconnection', async () => {
    // Prepare
    const onOpen = vi.fn();
    const client = create({ onOpen });
    // Act
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    // Assess
    expect(sockets[0]!.sent).toEqual([{ type: 'register', userId: 2, userName: 'Ірина' }]);
    expect(onOpen).toHaveBeenCalledWith({ reconnected: false });
    expect(client.state).toBe('open');
  });

  it('raises the disconnect flag when the connection drops and reconnects with a fresh URL after the backoff', async () => {
    // Prepare
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const client = create({ onOpen, onClose });
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    // Act
    sockets[0]!.drop();
    // Assess
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(client.disconnected).toBe(true);
    expect(client.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.url).toBe('ws://host/ws/?token=t2');
    sockets[1]!.open();
    expect(client.disconnected).toBe(false);
    expect(onOpen).toHaveBeenLastCalledWith({ reconnected: true });
    expect(sockets[1]!.sent).toEqual([{ type: 'register', userId: 2, userName: 'Ірина' }]);
  });

  it('doubles the delay after each failed attempt up to the cap, and starts over after a success', async () => {
    const client = create();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = sockets.length;
      sockets.at(-1)!.drop(); // refused: closes without opening
      let waited = 0;
      while (sockets.length === before) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
    sockets.at(-1)!.open();
    sockets.at(-1)!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(7);
  });

  it('jitters the delay between half and all of it', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(3, 1000, 30_000, () => 0.5)).toBe(6000);
    expect(backoffDelay(20, 1000, 30_000, () => 1)).toBe(30_000);
  });

  it('stays down after stop()', async () => {
    const onClose = vi.fn();
    const client = create({ onClose });
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    client.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.state).toBe('stopped');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives up when there is no session to connect with', async () => {
    const client = create({ url: () => null });
    client.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(0);
    expect(client.state).toBe('stopped');
  });

  it('retries when building the URL fails (token refresh unreachable)', async () => {
    let calls = 0;
    const client = create({ url: () => (++calls === 1 ? Promise.reject(new Error('offline')) : 'ws://host/ws/?token=x') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    client.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(1);
  });

  it('sends only while open and hands parsed frames over, ignoring malformed ones', async () => {
    const onFrame = vi.fn();
    const client = create({ onFrame });
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.send({ type: 'broadcast', text: 'Привіт', toUserId: null })).toBe(false);
    sockets[0]!.open();
    expect(client.send({ type: 'broadcast', text: 'Привіт', toUserId: 3 })).toBe(true);
    sockets[0]!.receive('not json');
    sockets[0]!.receive({ type: 'message', senderId: 3, text: 'Вітаю' });
    expect(onFrame).toHaveBeenCalledTimes(1);
    expect(onFrame).toHaveBeenCalledWith(expect.objectContaining({ type: 'message', senderId: 3 }));
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'broadcast', text: 'Привіт', toUserId: 3 });
  });

  it('repeats the greeting as a keep-alive', async () => {
    const client = create({ keepAliveMs: 60_000 });
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets[0]!.sent).toHaveLength(3);
  });
});
