/**
 * Threat model of sessions and accounts, against the run's platform over HTTP
 * (and a real WebSocket): each test measures the threat and records what it saw
 * as a threat finding (bench/reliability/threats.ts) for the report.
 */
import { describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { LOGIN_ACCOUNT_ADDRESS_LIMIT, LOGIN_ADDRESS_LIMIT, REGISTRATION_ADDRESS_LIMIT } from '@dosyt/functions/auth/attempts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@dosyt/functions/auth/common-passwords';
import { REGISTRATION_MIN_ANSWER_MS } from '@dosyt/functions/auth/register';
import { ACCOUNT_CHECK_TTL_MS } from '@dosyt/functions/lib/session-epoch';
import { isValidPassword } from '@dosyt/core/user/user.rules';
import { openSocket, socketUrl, type TestSocket } from '../../functions/src/test/chat-kit';
import { createTestAccount, freshEmail, freshLoopback, registrationBody } from '../../infra/local/test/accounts';
import { tokenForDemo } from '../../infra/local/test/tokens';
import { DEFAULT_DEMO_PASSWORD } from '../../infra/local/seed/demo-users';
import { call, isTimeout, type Reply } from './helpers';
import { recordThreat } from './threats';

const BOUND_MS = 30_000;
const REFRESH_COOKIE = 'dosyt_refresh';
const FILE = 'bench/reliability/threats-sessions.test.ts';
const base = () => inject('platformUrl').replace('localhost', '127.0.0.1');

async function send(method: string, path: string, options: Parameters<typeof call>[3] = {}): Promise<Reply> {
  const reply = await call(base(), method, path, { timeoutMs: 20_000, localAddress: options.localAddress ?? freshLoopback(), ...options });
  if (isTimeout(reply)) throw new Error(`${method} ${path}: no answer within 20 s`);
  return reply;
}

const refreshCookieOf = (reply: Reply) =>
  ([] as string[])
    .concat(reply.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${REFRESH_COOKIE}=`))
    ?.split(';')[0];

async function signIn(email: string, password: string, localAddress = freshLoopback()) {
  const reply = await send('POST', '/api/auth/login', { body: { email, password }, localAddress });
  expect(reply.status).toBe(200);
  return { token: reply.body.token as string, cookie: refreshCookieOf(reply)! };
}

/** Polls with the token until it is refused (401); the time it took, or -1 past the bound. */
async function msUntilRefused(userId: number, token: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= BOUND_MS + 5_000) {
    if ((await send('GET', `/api/users/profile/${userId}`, { token })).status === 401) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 250));
  }
  return -1;
}

function msUntilClosed(socket: TestSocket): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    if (socket.ws.readyState === WebSocket.CLOSED) return resolve(0);
    const timer = setTimeout(() => resolve(-1), BOUND_MS + 5_000);
    socket.ws.once('close', () => (clearTimeout(timer), resolve(Date.now() - started)));
  });
}

async function mailTo(to: string, subject: RegExp, timeoutMs = 15_000): Promise<{ subject: string; body: { text?: string } } | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { emails } = (await (await fetch(`${inject('mailEndpoint')}/store`)).json()) as {
      emails: Array<{ subject: string; destination: { to: string[] }; body: { text?: string } }>;
    };
    const found = emails.filter((m) => m.destination.to.includes(to) && subject.test(m.subject)).at(-1);
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** 'name: value; ...' for the report's 'measured' column. */
const describeFigures = (figures: Record<string, string | number | boolean>) =>
  Object.entries(figures)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

describe('threat model: sessions and accounts', () => {
  it('T3: deactivation, sign-out, a password reset and sign-out everywhere end tokens and sockets within 30 s', async () => {
    const admin = await tokenForDemo('ADMIN');
    const figures: Record<string, number> = {};

    // Sign-out: its own access token.
    const a = await createTestAccount();
    const own = await signIn(a.email, a.password);
    expect((await send('POST', '/api/auth/logout', { token: own.token, headers: { Cookie: own.cookie } })).status).toBe(204);
    figures['sign-out, own token refused after ms'] = await msUntilRefused(a.id, own.token);

    // Sign-out everywhere: another device's token, its refresh cookie and its open socket.
    const b = await createTestAccount();
    const [phone, laptop] = [await signIn(b.email, b.password), await signIn(b.email, b.password)];
    const socket = await openSocket(socketUrl(base(), phone.token));
    const closed = msUntilClosed(socket);
    expect((await send('POST', '/api/auth/logout-everywhere', { token: laptop.token })).status).toBe(204);
    figures['sign-out everywhere, other device refused after ms'] = await msUntilRefused(b.id, phone.token);
    figures['sign-out everywhere, open socket closed after ms'] = await closed;
    figures['sign-out everywhere, refresh answer'] = (await send('POST', '/api/auth/refresh', { headers: { Cookie: phone.cookie } })).status;
    figures['sign-out everywhere, new socket with the old token'] = await openSocket(socketUrl(base(), phone.token)).then(
      async (s) => (await s.close(), 101),
      (e: { statusCode?: number }) => e.statusCode ?? 0,
    );

    // Deactivation by the admin.
    const c = await createTestAccount();
    const deactivated = await signIn(c.email, c.password);
    expect((await send('PUT', `/api/users/${c.id}`, { token: admin, body: { isActive: false } })).status).toBe(200);
    figures['deactivation, token refused after ms'] = await msUntilRefused(c.id, deactivated.token);

    // A password reset through the mailed link.
    const d = await createTestAccount();
    const beforeReset = await signIn(d.email, d.password);
    await send('POST', '/api/auth/forgot-password', { body: { email: d.email } });
    const resetMail = await mailTo(d.email, /Відновлення пароля/);
    const link = new URL(/https?:\/\/\S+/.exec(resetMail?.body.text ?? '')![0]);
    const reset = await send('POST', '/api/auth/reset-password-with-validation', {
      body: { email: d.email, token: link.searchParams.get('token'), newPassword: 'Fresh#2025pass' },
    });
    expect(reset.status).toBe(200);
    figures['password reset, token refused after ms'] = await msUntilRefused(d.id, beforeReset.token);

    const times = Object.entries(figures)
      .filter(([k]) => k.endsWith('ms'))
      .map(([, v]) => v);
    const pass =
      times.every((ms) => ms >= 0 && ms <= BOUND_MS) &&
      figures['sign-out everywhere, refresh answer'] === 401 &&
      figures['sign-out everywhere, new socket with the old token'] === 401;
    recordThreat({
      id: 'T3',
      threat: 'Deactivation, sign-out, a password reset or sign-out everywhere leaves tokens and chat sockets working',
      test: `${FILE}: T3`,
      pass,
      figures: `${describeFigures(figures)} (bound ${BOUND_MS} ms; the account read is cached ${ACCOUNT_CHECK_TTL_MS / 1000} s per instance)`,
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });

  it('T4: nobody can lock an account, the admin included: the attacker is throttled, the owner elsewhere signs in', async () => {
    const attacker = freshLoopback();
    const owner = freshLoopback();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_ACCOUNT_ADDRESS_LIMIT.max; i++) {
      statuses.push(
        (await send('POST', '/api/auth/login', { body: { email: 'admin@example.com', password: `Guess#${i}pass` }, localAddress: attacker })).status,
      );
    }
    const attackerWithRightPassword = (
      await send('POST', '/api/auth/login', { body: { email: 'admin@example.com', password: DEFAULT_DEMO_PASSWORD }, localAddress: attacker })
    ).status;
    const ownerElsewhere = (
      await send('POST', '/api/auth/login', { body: { email: 'admin@example.com', password: DEFAULT_DEMO_PASSWORD }, localAddress: owner })
    ).status;
    const firstThrottled = statuses.indexOf(429) + 1;

    const figures = {
      'wrong passwords answered 401 before the throttle': statuses.filter((s) => s === 401).length,
      'attempt throttled (429)': firstThrottled,
      'attacker with the right password': attackerWithRightPassword,
      'owner from another address': ownerElsewhere,
      'limit per account and address / 15 min': LOGIN_ACCOUNT_ADDRESS_LIMIT.max,
      'limit per address / 15 min': LOGIN_ADDRESS_LIMIT.max,
    };
    const pass = firstThrottled === LOGIN_ACCOUNT_ADDRESS_LIMIT.max + 1 && attackerWithRightPassword === 429 && ownerElsewhere === 200;
    recordThreat({
      id: 'T4',
      threat: 'Anyone locks any account, the admin included, with ten wrong passwords',
      test: `${FILE}: T4`,
      pass,
      figures: describeFigures(figures),
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });

  it('T5: registration and forgot-password answer a known e-mail as an unknown one (status, body, timing); registrations are limited per address', async () => {
    // Registration: the same address twice (new, then known), each from an address of its own.
    const samples = 5;
    const newMs: number[] = [];
    const knownMs: number[] = [];
    let identical = true;
    let statuses = '';
    const registered: string[] = [];
    for (let i = 0; i < samples; i++) {
      const body = registrationBody();
      registered.push(body.email);
      const fresh = await send('POST', '/api/auth/registration', { body });
      const known = await send('POST', '/api/auth/registration', { body });
      newMs.push(fresh.ms);
      knownMs.push(known.ms);
      statuses = `${fresh.status}/${known.status}`;
      identical &&= fresh.status === known.status && fresh.text === known.text;
    }
    const ownerNotice = await mailTo(registered[0], /Спроба реєстрації з вашою адресою/);

    // Forgot-password: a known and an unknown address.
    const account = await createTestAccount();
    const forgotKnownMs: number[] = [];
    const forgotUnknownMs: number[] = [];
    let forgotIdentical = true;
    for (let i = 0; i < samples; i++) {
      const known = await send('POST', '/api/auth/forgot-password', { body: { email: account.email } });
      const unknown = await send('POST', '/api/auth/forgot-password', { body: { email: freshEmail('nobody') } });
      forgotKnownMs.push(known.ms);
      forgotUnknownMs.push(unknown.ms);
      forgotIdentical &&= known.status === unknown.status && known.text === unknown.text;
    }

    // The per-address limit.
    const address = freshLoopback();
    const limited: number[] = [];
    for (let i = 0; i <= REGISTRATION_ADDRESS_LIMIT.max; i++)
      limited.push((await send('POST', '/api/auth/registration', { body: registrationBody(), localAddress: address })).status);

    const ratio = median(knownMs) / median(newMs);
    const forgotRatio = median(forgotKnownMs) / median(forgotUnknownMs);
    const figures = {
      'registration new/known status': statuses,
      'registration bodies byte-identical': identical,
      'registration median ms new / known': `${median(newMs)} / ${median(knownMs)} (floor ${REGISTRATION_MIN_ANSWER_MS})`,
      'owner told by mail': Boolean(ownerNotice),
      'forgot-password bodies byte-identical': forgotIdentical,
      'forgot-password median ms known / unknown': `${median(forgotKnownMs)} / ${median(forgotUnknownMs)}`,
      'registrations from one address before 429': limited.indexOf(429),
      'limit per address / hour': REGISTRATION_ADDRESS_LIMIT.max,
    };
    // Generous: a loaded machine moves single answers by hundreds of ms; the medians must stay close.
    const pass =
      identical &&
      forgotIdentical &&
      Boolean(ownerNotice) &&
      ratio > 0.67 &&
      ratio < 1.5 &&
      forgotRatio > 0.67 &&
      forgotRatio < 1.5 &&
      limited.indexOf(429) === REGISTRATION_ADDRESS_LIMIT.max;
    recordThreat({
      id: 'T5',
      threat: 'Registration or forgot-password tells whether an e-mail has an account; registration has no limit',
      test: `${FILE}: T5`,
      pass,
      figures: describeFigures(figures),
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });

  it('T8: passwords that pass the spec rule but are common are refused at registration and reset', async () => {
    const common = ['P@ssw0rd', 'Password1!', 'Passw0rd!', 'pASSWORD1!'];
    for (const p of common) {
      expect(isValidPassword(p), `${p} passes the spec rule`).toBe(true);
      expect(isCommonPassword(p), `${p} is in the shipped list`).toBe(true);
    }
    const registration = await Promise.all(common.map((password) => send('POST', '/api/auth/registration', { body: registrationBody({ password }) })));
    const account = await createTestAccount();
    await send('POST', '/api/auth/forgot-password', { body: { email: account.email } });
    const resetMail = await mailTo(account.email, /Відновлення пароля/);
    const token = new URL(/https?:\/\/\S+/.exec(resetMail?.body.text ?? '')![0]).searchParams.get('token');
    const reset = await send('POST', '/api/auth/reset-password-with-validation', { body: { email: account.email, token, newPassword: 'P@ssw0rd' } });
    const uncommon = await send('POST', '/api/auth/registration', { body: registrationBody({ password: 'Kvitka#2024' }) });

    const figures = {
      'common passwords tried': common.join(', '),
      'registration answers': registration.map((r) => r.status).join(', '),
      'reset answer': reset.status,
      'an uncommon password': uncommon.status,
    };
    const pass =
      registration.every((r) => r.status === 400 && r.body.message === COMMON_PASSWORD_MESSAGE) &&
      reset.status === 400 &&
      reset.body.message === COMMON_PASSWORD_MESSAGE &&
      uncommon.status === 201;
    recordThreat({
      id: 'T8',
      threat: 'Common passwords pass the spec rule',
      test: `${FILE}: T8`,
      pass,
      figures: describeFigures(figures),
    });
    expect(pass, JSON.stringify(figures)).toBe(true);
  });
});
