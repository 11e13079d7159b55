// @vitest-environment jsdom
import { CHAT_LENGTH_MESSAGE } from '@dosyt/core/chat/chat.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { tokenFor } from '../../../testing/tokens';
import { jsonResponse, answerFetch, type FetchCall } from '../../../testing/fetch';
import { ChatScreen } from './chat-screen';

class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  onopen: ((e: unknown) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  sent: Array<Record<string, unknown>> = [];
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverDrops() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

const now = new Date().toISOString();
const users = [
  { id: 2, name: 'Ірина', last_name: 'Коваленко', isOnline: true },
  { id: 3, name: 'Андрій', last_name: 'Мельник', isOnline: false },
];
const roomMessages = [
  { id: 'm1', text: 'Доброго ранку', senderId: 3, senderName: 'Андрій', createdAt: now, roomId: 'region-53', toUserId: null },
  { id: 'm2', text: 'Вітаю', senderId: 2, senderName: 'Ірина', createdAt: now, roomId: 'region-53', toUserId: null },
];
const directMessages = [{ id: 'd1', text: 'Лише тобі', senderId: 3, senderName: 'Андрій', createdAt: now, roomId: 'region-53', toUserId: 2 }];

const stubApi = () =>
  answerFetch(({ method, path, body }) => {
    if (path === '/api/users/region/53') return jsonResponse(users);
    if (path === '/api/chats/count/date/53') return jsonResponse([{ userId: 3, count: 4, lastTimeDate: now }]);
    if (path === '/api/chats/2/region-53') return jsonResponse(roomMessages);
    if (path === '/api/chats/3/direct') return jsonResponse(directMessages);
    if (path === '/api/chats' && method === 'POST') {
      const { text } = body as { text: string };
      return jsonResponse({ id: 'new', text: text.trim(), senderId: 2, senderName: 'Ірина', createdAt: now, roomId: 'region-53', toUserId: null }, 201);
    }
    return jsonResponse({ statusCode: 404, message: 'Не знайдено' }, 404);
  });

describe('ChatScreen', () => {
  let calls: FetchCall[];
  let play: ReturnType<typeof vi.fn>;
  const onOnline = vi.fn();
  const onOffline = vi.fn();

  const renderChat = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ChatScreen onOnline={onOnline} onOffline={onOffline} />
      </QueryClientProvider>,
    );
  const socket = () => FakeWebSocket.instances.at(-1)!;

  beforeEach(() => {
    session.setToken(tokenFor(['USER'], { sub: '2', name: 'Ірина', regionId: 53 }));
    calls = stubApi();
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    play = vi.fn(async () => undefined);
    vi.stubGlobal(
      'Audio',
      class {
        currentTime = 0;
        constructor(readonly src: string) {}
        play = play;
      },
    );
  });

  afterEach(() => {
    cleanup();
    session.clear();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists the region with initials, online dots and counts, and shows own messages on the right under a day separator', async () => {
    // Act
    renderChat();
    // Assess
    const andrii = await screen.findByTestId('chat-user-3');
    expect(andrii.textContent).toContain('АМ');
    expect(within(andrii).getByTestId('online-dot').dataset.online).toBe('false');
    expect(within(andrii).getByTestId('chat-count').textContent).toBe('4');
    expect(within(screen.getByTestId('chat-user-2')).getByTestId('online-dot').dataset.online).toBe('true');
    await screen.findByText('Вітаю');
    const bubbles = screen.getAllByTestId('chat-message');
    expect(bubbles.map((b) => b.dataset.own)).toEqual(['false', 'true']);
    expect(screen.getByTestId('chat-day').textContent).toBe('Сьогодні');
  });

  it('opens the socket with the token, registers, and reports the user online', async () => {
    renderChat();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(socket().url).toBe(`ws://${window.location.host}/ws/?token=${encodeURIComponent(session.getToken()!)}`);
    act(() => socket().serverOpens());
    expect(socket().sent[0]).toEqual({ type: 'register', userId: 2, userName: 'Ірина' });
    expect(onOnline).toHaveBeenCalledWith(2);
    expect(screen.getByTestId('chat-connection').dataset.state).toBe('open');
  });

  it('selects a recipient on click, showing the direct conversation, and deselects on a second click', async () => {
    renderChat();
    const andrii = await screen.findByTestId('chat-user-3');
    fireEvent.click(andrii);
    expect(await screen.findByText('Лише тобі')).toBeTruthy();
    expect(andrii.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('chat-view-title').textContent).toContain('Андрій Мельник');
    fireEvent.click(andrii);
    expect(await screen.findByText('Вітаю')).toBeTruthy();
    expect(andrii.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('chat-view-title').textContent).toBe('Чат регіону');
  });

  it('stores a message, then broadcasts it on the socket', async () => {
    // Prepare
    renderChat();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => socket().serverOpens());
    // Act
    fireEvent.change(screen.getByLabelText('Текст повідомлення'), { target: { value: '  Привіт усім  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    // Assess
    await waitFor(() => expect(socket().sent.at(-1)).toEqual({ type: 'broadcast', text: 'Привіт усім', toUserId: null }));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/chats')?.body).toEqual({
      text: 'Привіт усім',
      senderId: 2,
      senderName: 'Ірина',
      toUserId: null,
      roomId: 'region-53',
    });
    expect((screen.getByLabelText('Текст повідомлення') as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses more than 255 characters with the size message and sends nothing', async () => {
    renderChat();
    await screen.findByText('Вітаю');
    fireEvent.change(screen.getByLabelText('Текст повідомлення'), { target: { value: 'я'.repeat(256) } });
    expect(screen.getByText(CHAT_LENGTH_MESSAGE)).toBeTruthy();
    expect(screen.getByText('256/255')).toBeTruthy();
    fireEvent.keyDown(screen.getByLabelText('Текст повідомлення'), { key: 'Enter' });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.some((c) => c.path === '/api/chats')).toBe(false);
  });

  it('does not send an empty message', async () => {
    renderChat();
    await screen.findByText('Вітаю');
    fireEvent.change(screen.getByLabelText('Текст повідомлення'), { target: { value: '   ' } });
    fireEvent.keyDown(screen.getByLabelText('Текст повідомлення'), { key: 'Enter' });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.some((c) => c.path === '/api/chats')).toBe(false);
  });

  it('reloads and plays the sound on a message from someone else, and stays quiet on its own', async () => {
    renderChat();
    await screen.findByText('Вітаю');
    act(() => socket().serverOpens());
    const loads = () => calls.filter((c) => c.path === '/api/chats/2/region-53').length;
    const before = loads();
    act(() => socket().serverSends({ type: 'message', senderId: 3, senderName: 'Андрій', text: 'Нове', toUserId: null, roomId: 'region-53', createdAt: now }));
    await waitFor(() => expect(loads()).toBe(before + 1));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => socket().serverSends({ type: 'message', senderId: 2, senderName: 'Ірина', text: 'Своє', toUserId: null, roomId: 'region-53', createdAt: now }));
    await waitFor(() => expect(loads()).toBe(before + 2));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('only logs when the browser blocks the sound', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    play.mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    renderChat();
    await screen.findByText('Вітаю');
    act(() => socket().serverOpens());
    act(() => socket().serverSends({ type: 'message', senderId: 3, senderName: 'Андрій', text: 'Нове', toUserId: null, roomId: 'region-53', createdAt: now }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Chat sound could not play', expect.anything()));
  });

  it("turns a colleague's online dot on and off as the server announces it", async () => {
    renderChat();
    const dot = async () => within(await screen.findByTestId('chat-user-3')).getByTestId('online-dot').dataset.online;
    expect(await dot()).toBe('false');
    act(() => socket().serverOpens());
    act(() => socket().serverSends({ type: 'presence', userId: 3, isOnline: true }));
    await waitFor(async () => expect(await dot()).toBe('true'));
    act(() => socket().serverSends({ type: 'presence', userId: 3, isOnline: false }));
    await waitFor(async () => expect(await dot()).toBe('false'));
  });

  it('reports offline and says it is reconnecting when the connection drops', async () => {
    renderChat();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => socket().serverOpens());
    act(() => socket().serverDrops());
    expect(onOffline).toHaveBeenCalledWith(2);
    expect(screen.getByTestId('chat-connection').textContent).toBe('З’єднання втрачено. Перепідключення…');
  });
});
