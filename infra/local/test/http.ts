import { inject } from 'vitest';
import { queueMail } from '@dosyt/functions/lib/outbox';

/** Small helpers for tests that talk to the running platform over HTTP, as a browser would. */
export const baseUrl = () => inject('platformUrl');

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['Content-Type'] ??= 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  const body: unknown = isJson && text ? JSON.parse(text) : text;
  return { status: res.status, body: body as T, headers: res.headers };
}

/** The target of a `Link` header's rel="next" (RFC 8288), as sent: the notification lists' next page. */
export function nextLink(reply: Pick<Reply, 'headers'>): string | undefined {
  const header = reply.headers.get('link') ?? '';
  return /<([^>]*)>\s*;[^,]*\brel="?next"?/i.exec(header)?.[1];
}

/**
 * Every row of a Link-paged list (the notification lists, core/src/api/link-paging.ts): each
 * page answers an array, and the Link rel="next" of each page, a path of the same route, is
 * requested until a page has none.
 */
export async function allPages<T = any>(method: string, path: string, token: string): Promise<T[]> {
  const rows: T[] = [];
  for (let next: string | undefined = path; next;) {
    const reply: Reply<T[]> = await call<T[]>(method, next, { token });
    if (reply.status !== 200 || !Array.isArray(reply.body)) throw new Error(`${method} ${next}: ${reply.status} ${JSON.stringify(reply.body)}`);
    rows.push(...reply.body);
    next = nextLink(reply);
    if (next && !next.startsWith(path.split('?')[0] + '?')) throw new Error(`${method} ${path}: the next page's link ${next} names another path`);
  }
  return rows;
}

export interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  at: number;
}

/** Everything the local SES holds right now, without waiting. */
export async function storedMail(): Promise<StoredMail[]> {
  const res = await fetch(`${inject('mailEndpoint')}/store`);
  return ((await res.json()) as { emails: StoredMail[] }).emails;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const toAddress = (to: string) => (m: StoredMail) => m.destination.to.includes(to);

/**
 * Mail to `to`, waiting for it: requests only queue mail, and the jobs function
 * sends it a moment later (the stream poller's next round). Polls until `until`
 * holds (by default: a mail to `to` is there) or `timeoutMs` passes, and returns
 * the mail to `to` either way, for the test to assert on.
 */
export async function mailbox(to: string, until: (mails: StoredMail[]) => boolean = (mails) => mails.length > 0, timeoutMs = 10_000): Promise<StoredMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await storedMail()).filter(toAddress(to));
    if (until(mails) || Date.now() >= deadline) return mails;
    await sleep(100);
  }
}

/** For mailbox(to, until): wait for a mail with this subject (exact, or matching). */
export const withSubject = (subject: string | RegExp) => (mails: StoredMail[]) =>
  mails.some((m) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));

/**
 * Mail to `to` once everything queued before this call has been sent, for tests
 * that assert that no (or no further) mail went out. A marker mail queued now
 * leaves after it, as the outbox is sent in order of its keys (time-ordered ulids).
 */
export async function settledMailbox(to: string, timeoutMs = 10_000): Promise<StoredMail[]> {
  await sleep(5); // a later millisecond than any mail the request queued, hence a later key
  const marker = `settled-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await queueMail({ to: marker, subject: 'marker', text: 'marker', kind: 'test-marker' });
  const arrived = await mailbox(marker, undefined, timeoutMs);
  if (arrived.length === 0) throw new Error(`The outbox was not sent within ${timeoutMs} ms`);
  return (await storedMail()).filter(toAddress(to));
}
