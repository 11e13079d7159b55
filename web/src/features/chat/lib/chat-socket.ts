/**
 * The chat's WebSocket client, free of React and
 * of the DOM so it can be tested with fake sockets and with `ws` in Node.
 *
 * - On every open it sends the greeting ({type: 'register', ...}).
 * - When the connection drops it raises its disconnect flag and reconnects with
 *   exponential backoff (jittered), building a fresh URL (and token) each time.
 * - `stop()` ends it for good; a URL builder answering null (no session) does too.
 */

/** The part of the WebSocket interface the client uses. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export interface ChatMessageFrame {
  type: 'message';
  senderId: number;
  senderName: string;
  text: string;
  toUserId: number | null;
  roomId: string;
  createdAt: string;
}

export type ChatServerFrame =
  | ChatMessageFrame
  | { type: 'registered'; userId: number; userName: string }
  | { type: 'presence'; userId: number; isOnline: boolean }
  | { type: 'error'; message: string };

export type ChatClientFrame = { type: 'register'; userId: number; userName: string } | { type: 'broadcast'; text: string; toUserId: number | null };

export type ChatSocketState = 'connecting' | 'open' | 'reconnecting' | 'stopped';

export interface ChatSocketOptions {
  /** The URL of each attempt; null means there is no session any more and ends the client. */
  url: () => string | null | Promise<string | null>;
  createSocket: (url: string) => SocketLike;
  /** Sent on every open, and again every `keepAliveMs` so idle connections are not dropped. */
  greeting?: () => ChatClientFrame;
  onOpen?: (info: { reconnected: boolean }) => void;
  onClose?: () => void;
  onFrame?: (frame: ChatServerFrame) => void;
  onStateChange?: (state: ChatSocketState) => void;
  initialDelayMs?: number;
  maxDelayMs?: number;
  keepAliveMs?: number;
  /** 0..1; injectable for tests. */
  random?: () => number;
}

/** Delay before reconnection attempt n (0-based): doubling from the initial delay up to the cap, then 50-100 % of it. */
export function backoffDelay(attempt: number, initialMs: number, maxMs: number, random: () => number = Math.random): number {
  const base = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(base * (0.5 + random() / 2));
}

function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { type?: unknown };
    return frame && typeof frame === 'object' && typeof frame.type === 'string' ? (frame as ChatServerFrame) : null;
  } catch {
    return null;
  }
}

export class ChatSocket {
  private readonly options: Required<Pick<ChatSocketOptions, 'initialDelayMs' | 'maxDelayMs' | 'keepAliveMs' | 'random'>> & ChatSocketOptions;
  private socket: SocketLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private keepAliveTimer: ReturnType<typeof setInterval> | null = null;
  private attempt = 0;
  private everOpened = false;
  private stopped = true;
  private currentState: ChatSocketState = 'stopped';
  /** The disconnect flag: up while the connection is down and a reconnection is due. */
  disconnected = false;

  constructor(options: ChatSocketOptions) {
    this.options = { initialDelayMs: 1000, maxDelayMs: 30_000, keepAliveMs: 5 * 60_000, random: Math.random, ...options };
  }

  get state(): ChatSocketState {
    return this.currentState;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  /** Ends the client: no reconnection after this. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'client stopped');
    }
    this.setState('stopped');
  }

  /** Sends a frame when connected; false when not (the message is stored anyway, others see it on reload). */
  send(frame: ChatClientFrame): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private setState(state: ChatSocketState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    this.options.onStateChange?.(state);
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.keepAliveTimer) clearInterval(this.keepAliveTimer);
    this.retryTimer = null;
    this.keepAliveTimer = null;
  }

  private detach(socket: SocketLike): void {
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
  }

  private async connect(): Promise<void> {
    this.setState(this.everOpened ? 'reconnecting' : 'connecting');
    let url: string | null;
    try {
      url = await this.options.url();
    } catch (error) {
      console.warn('Chat connection URL failed', error);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    if (url === null) {
      this.stop();
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(url);
    } catch (error) {
      console.warn('Chat connection failed', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.disconnected = false;
      this.setState('open');
      this.greet();
      if (this.options.keepAliveMs > 0) this.keepAliveTimer = setInterval(() => this.greet(), this.options.keepAliveMs);
      this.options.onOpen?.({ reconnected });
    };
    socket.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame) this.options.onFrame?.(frame);
    };
    // A refused or failed connection reports an error and then a close: the close handles both.
    socket.onerror = () => undefined;
    socket.onclose = () => {
      this.detach(socket);
      if (this.socket === socket) this.socket = null;
      const wasOpen = this.currentState === 'open';
      if (this.keepAliveTimer) clearInterval(this.keepAliveTimer);
      this.keepAliveTimer = null;
      if (wasOpen) this.options.onClose?.();
      if (!this.stopped) this.scheduleReconnect();
    };
  }

  private greet(): void {
    const frame = this.options.greeting?.();
    if (frame) this.send(frame);
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.disconnected = true;
    this.setState('reconnecting');
    const delay = backoffDelay(this.attempt++, this.options.initialDelayMs, this.options.maxDelayMs, this.options.random);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped && this.disconnected) void this.connect();
    }, delay);
  }
}
