import { request as httpRequest } from 'node:http';
import { expect } from '@playwright/test';
import { apiUrl, DEMO_PASSWORD, mailbox, type StoredMail } from './platform';
import { hasSecondFactor, nextCode } from './second-factor';
import { keepApiSignIn, reuseApiSignIn } from './sessions';

/**
 * Accounts of their own for the journeys that change an account (password, access),
 * so the demo accounts other journeys sign in with stay as they were. Everything goes
 * through the public API as the web app would call it, mail included.
 */

export const ADMIN_EMAIL = 'admin@example.com';

/** Poltava city community (region 53), the one the registration journeys pick. */
export const POLTAVA_REGION_ID = 53;
export const POLTAVA_COMMUNITY_ID = 'UA53080370000025447';

/** Subjects and texts of the mails the accounts server sends (functions/src/auth/auth-mail.ts, users/access-mail.ts). */
export const MAIL = {
  verification: /Підтвердження email/,
  reset: /Відновлення пароля/,
  granted: /Доступ до платформи узгоджено/,
  revoked: /Доступ до платформи скасовано/,
} as const;

/** A fresh address the e-mail rule accepts: lower-case letters, digits, '-' and '.'. */
export function uniqueEmail(prefix: string): string {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return `${prefix}-${stamp}@example.com`;
}

/** Like platform's waitForMail, with a timeout that suits a loaded machine. */
export async function waitForMailTo(to: string, match: RegExp, timeout = 60_000): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(to)).find((m) => match.test(m.subject) || match.test(m.body.text ?? ''));
        return Boolean(found);
      },
      { timeout, message: `a mail to ${to} matching ${match}` },
    )
    .toBe(true);
  return found!;
}

/** The first absolute link in a mail's text whose path starts with `path`. */
export function linkIn(mail: StoredMail, path: string): string {
  const urls = (mail.body.text ?? '').match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = urls.find((u) => new URL(u).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in the mail '${mail.subject}': ${mail.body.text}`);
  return link;
}

/**
 * A registration from a loopback address of its own (the local gateway reads the client
 * address from the socket): the per-address limit, 10 registrations an hour, then counts
 * each journey's newcomer apart, as different people, however many journeys register.
 * Through another front (the rehearsal's HTTPS origin) it is a plain request.
 */
async function postFromOwnAddress<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const url = new URL(path, apiUrl);
  if (url.protocol !== 'http:' || url.hostname !== '127.0.0.1') return postJson<T>(path, body);
  const localAddress = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed as T });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function postJson<T>(path: string, body: unknown, token?: string, method = 'POST'): Promise<{ status: number; body: T; setCookies: string[] }> {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, setCookies: res.headers.getSetCookie() };
}

/**
 * Access tokens of accounts that sign in with a code (support/second-factor.ts), kept for
 * a few minutes: each code takes a time step of its own, so signing in for every call would
 * wait half a minute each. Tokens live 15 minutes; past the few minutes the sign-in is
 * refreshed (support/sessions.ts keeps its refresh cookie), and only when it has ended is a
 * code asked again. The journeys never end these sessions.
 */
const codeSignIns = new Map<string, { token: string; at: number }>();

/** POST /api/auth/login; returns the access token (throws when refused). */
export async function apiToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const key = `${email}\u0000${password}`;
  const kept = codeSignIns.get(key);
  if (kept && Date.now() - kept.at < 5 * 60_000) return kept.token;
  if (kept) {
    const refreshed = await reuseApiSignIn(email, password);
    if (refreshed) {
      codeSignIns.set(key, { token: refreshed, at: Date.now() });
      return refreshed;
    }
  }
  let answer = await postJson<{ token?: string; message?: string; challenge?: string }>('/api/auth/login', { email, password });
  if (answer.status === 200 && !answer.body.token && answer.body.challenge && hasSecondFactor(email)) {
    answer = await postJson<{ token?: string; message?: string }>('/api/auth/login/code', { challenge: answer.body.challenge, code: await nextCode(email) });
    if (answer.status === 200 && answer.body.token) {
      codeSignIns.set(key, { token: answer.body.token, at: Date.now() });
      keepApiSignIn(email, password, answer.setCookies);
    }
  }
  const { status, body } = answer;
  if (status !== 200 || !body.token) throw new Error(`sign-in of ${email} refused (${status}): ${JSON.stringify(body)}`);
  return body.token;
}

/** A GET with a bearer token, answering the parsed JSON. */
export async function apiGet<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A call with a JSON body and a bearer token, answering the parsed JSON (throws on a non-2xx answer). */
export async function apiSend<T = unknown>(method: 'POST' | 'PUT' | 'PATCH', path: string, token: string, body: unknown): Promise<T> {
  const res = await postJson<T>(path, body, token, method);
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface NewAccount {
  id: number;
  email: string;
  password: string;
  name: string;
  last_name: string;
}

/** Monitoring (assistance type 7) chosen alone makes an OBSERVER, who is never given appeals to carry. */
export const MONITORING_ONLY = [7];

/**
 * Registers, follows the mailed verification link and has the admin grant access: an
 * account that can sign in. By default its only function is Monitoring, so it is an
 * OBSERVER and the distribution of other journeys' appeals never picks it; pass USER
 * functions to get a USER (and deactivate it afterwards with `deactivateAccount`).
 */
export async function createActiveAccount(prefix = 'e2e-account', password = 'Start#2024ab', functions: number[] = MONITORING_ONLY): Promise<NewAccount> {
  const email = uniqueEmail(prefix);
  const person = { name: 'Оксана', last_name: 'Перевірна' };
  const registered = await postFromOwnAddress<{ email?: string; message?: string }>('/api/auth/registration', {
    ...person,
    email,
    phone: '380671112233',
    responsability: 'Практична психологиня',
    institution: 'Полтавський центр соціальних служб',
    password,
    assistance_id: functions,
    region_id: POLTAVA_REGION_ID,
    community_id: POLTAVA_COMMUNITY_ID,
  });
  if (registered.status >= 300) {
    throw new Error(`registration of ${email} failed (${registered.status}): ${JSON.stringify(registered.body)}`);
  }

  const verification = await waitForMailTo(email, MAIL.verification);
  const verified = await fetch(linkIn(verification, '/api/auth/verify-email'));
  if (!verified.ok) throw new Error(`verification link of ${email} answered ${verified.status}`);

  const admin = await apiToken(ADMIN_EMAIL);
  // The registration answer carries no id (it must read the same for a known address): the admin's list has it.
  const id = (await apiGet<Array<{ id: number; email: string }>>('/api/users', admin)).find((u) => u.email === email)?.id;
  if (id === undefined) throw new Error(`registered ${email} is not in the users list`);
  const activated = await postJson<unknown>(`/api/users/${id}`, { isActive: true }, admin, 'PUT');
  if (activated.status >= 300) throw new Error(`activation of ${email} failed (${activated.status}): ${JSON.stringify(activated.body)}`);
  await waitForMailTo(email, MAIL.granted);
  return { id, email, password, ...person };
}

/**
 * Takes access away again (admin, PUT /api/users/{id}): a USER left active would be
 * picked by the distribution for the appeals later journeys create in its community.
 */
export async function deactivateAccount(email: string): Promise<void> {
  const admin = await apiToken(ADMIN_EMAIL);
  type Listed = { id: number; email: string; isActive: boolean };
  const answer = await apiGet<Listed[] | { data: Listed[] }>('/api/users/all', admin);
  const user = (Array.isArray(answer) ? answer : answer.data).find((u) => u.email === email);
  if (!user || !user.isActive) return;
  const res = await postJson<unknown>(`/api/users/${user.id}`, { isActive: false }, admin, 'PUT');
  if (res.status >= 300) throw new Error(`deactivation of ${email} failed (${res.status}): ${JSON.stringify(res.body)}`);
}

/**
 * The number of the newest appeal with this phone (380XXXXXXXXX). List rows carry the
 * phone masked, so the admin list's search finds it; the stream consumer
 * indexes an appeal a moment after it is stored, hence the wait.
 */
export async function appealIdByPhone(phone: string, token: string, timeout = 20_000): Promise<number> {
  const national = phone.replace(/\D/g, '').replace(/^38/, '');
  const until = Date.now() + timeout;
  for (;;) {
    const { rows } = await apiGet<{ rows: Array<{ id: number }> }>(`/api/appeals/pages=1?q=${national}`, token);
    if (rows[0]) return rows[0].id;
    if (Date.now() > until) throw new Error(`no appeal found by its phone within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
