import { WebSocket } from 'ws';
import { nextId } from '../db/counters';
import { db } from '../db/service';
import { activeAdminKeys, executorKeys } from '../db/entities/user.entity';
import { signAccessToken } from '../lib/tokens';

/** Test helpers for the chat suites: accounts in any region and a WebSocket client that records frames. */

export interface TestAccount {
  id: number;
  name: string;
  regionId: number;
  token: string;
}

/** An active, verified account written straight to the table, with a signed access token. */
export async function createAccount(regionId: number, roles: Array<'ADMIN' | 'USER' | 'OBSERVER'> = ['USER'], name = 'Тетяна'): Promise<TestAccount> {
  const id = await nextId('user');
  await db()
    .entities.user.put({
      id,
      email: `chat-test-${id}@example.com`,
      passwordHash: 'not-used',
      name,
      last_name: 'Тестова',
      phone: '380501234567',
      responsability: 'Психологиня',
      institution: 'Центр',
      assistanceIds: [1],
      regionId,
      roles,
      isActive: true,
      emailVerified: true,
      ...activeAdminKeys({ id, roles, isActive: true }),
      ...executorKeys({ id, roles, isActive: true, emailVerified: true, regionId, assistanceIds: [1] }),
    })
    .go();
  const token = await signAccessToken({ userId: id, name, roles, regionId });
  return { id, name, regionId, token };
}

export type Frame = { type: string; [key: string]: unknown };

export interface TestSocket {
  ws: WebSocket;
  frames: Frame[];
  send(frame: unknown): void;
  /** Resolves with the first frame (already seen or coming) that matches. */
  next(match: (f: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  close(): Promise<void>;
}

export function socketUrl(baseUrl: string, token?: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/ws/${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
}

export function openSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters: Array<{ match: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.match(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  const socket: TestSocket = {
    ws,
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const seen = frames.find(match);
        if (seen) return resolve(seen);
        const timer = setTimeout(() => reject(new Error(`No matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)), timeoutMs);
        waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      }),
    close: () =>
      new Promise((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`refused ${res.statusCode}`), { statusCode: res.statusCode })));
    ws.once('error', reject);
  });
}

/** Gives in-flight deliveries time to land before asserting that something did NOT arrive. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
