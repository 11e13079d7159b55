import { inject } from 'vitest';

/** Small helpers for tests that talk to the running platform over HTTP, as a browser would. */
export const baseUrl = () => inject('platformUrl');

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(method: string, path: string, options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {}): Promise<Reply<T>> {
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

export interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  at: number;
}

export async function mailbox(to?: string): Promise<StoredMail[]> {
  const res = await fetch(`${inject('mailEndpoint')}/store`);
  const { emails } = (await res.json()) as { emails: StoredMail[] };
  return to ? emails.filter((m) => m.destination.to.includes(to)) : emails;
}
