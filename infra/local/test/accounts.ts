import { request } from 'node:http';
import { hashPassword } from '@dosyt/functions/auth/password';
import { signAccessToken } from '@dosyt/functions/lib/tokens';
import { callerOf, createAccount, getUser } from '@dosyt/functions/accounts/accounts';
import { baseUrl, type Reply } from './http';
import { readAnswer } from './read-answer';

/** Accounts and calls for the sign-in and user tests: fresh people, so the demo accounts stay as seeded. */

let sequence = 0;

/** A fresh address that passes the registration rules (lower-case, 2-6 letter TLD). */
export function freshEmail(tag: string): string {
  sequence += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${sequence}@example.com`;
}

/** A valid registration form of a newcomer of Полтавська міська громада, with a fresh address. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Олена',
    last_name: 'Тестова',
    email: freshEmail('registrant'),
    phone: '380671112233',
    responsability: 'Психологиня центру',
    institution: 'Центр соціальних служб',
    password: 'Strong#2024',
    isActive: false,
    assistance_id: [1, 2],
    region_id: 53,
    community_id: 'UA53080370000025447',
    district_id: 'UA53080000000068029',
    ...overrides,
  };
}

export const TEST_PASSWORD = 'Test#2024pass';

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  token: () => Promise<string>;
}

/** An active, verified USER of Полтавська область (53), Полтавська міська громада, unless told otherwise. */
export async function createTestAccount(overrides: Partial<Parameters<typeof createAccount>[0]> = {}): Promise<TestAccount> {
  const email = overrides.email ?? freshEmail('account');
  const id = await createAccount({
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    name: 'Тестова',
    last_name: 'Людина',
    phone: '380501234567',
    responsability: 'Психологиня центру',
    institution: 'Полтавський міський центр',
    assistanceIds: [1, 2],
    regionId: 53,
    communityId: 'UA53080370000025447',
    districtId: 'UA53080000000068029',
    roles: ['USER'],
    isActive: true,
    emailVerified: true,
    isOnline: false,
    workStatus: true,
    openAssignments: 0,
    ...overrides,
  });
  return {
    id,
    email,
    password: TEST_PASSWORD,
    token: async () => {
      const user = (await getUser(id))!;
      return signAccessToken(callerOf(user), { epoch: user.sessionEpoch ?? 0 });
    },
  };
}

/** A loopback address of its own, so per-address sign-in limits of one test do not touch another. */
export function freshLoopback(): string {
  return `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
}

/** Like call(), but from a chosen local address (the gateway reads the client address from the socket). */
export function callFrom<T = any>(
  localAddress: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T> & { cookies: string[] }> {
  const url = new URL(path, baseUrl());
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress }, (res) =>
      readAnswer(res, (_text, body) => {
        const responseHeaders = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) responseHeaders.append(k, value);
        }
        const setCookie = res.headers['set-cookie'] ?? [];
        resolve({ status: res.statusCode ?? 0, body: body as T, headers: responseHeaders, cookies: setCookie });
      }),
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** The value of a Set-Cookie by name, or undefined. */
export function cookieValue(setCookies: readonly string[], name: string): string | undefined {
  const line = setCookies.find((c) => c.startsWith(`${name}=`));
  return line ? line.slice(name.length + 1).split(';')[0] : undefined;
}

/** The first link in a mail's text that contains the given path. */
export function linkIn(text: string | undefined, path: string): URL {
  const match = (text ?? '').match(/https?:\/\/\S+/g)?.find((l) => l.includes(path));
  if (!match) throw new Error(`No link with ${path} in the mail`);
  return new URL(match);
}
