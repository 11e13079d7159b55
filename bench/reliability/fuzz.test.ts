/**
 * Bad input: property-based fuzzing (fast-check) of every public route and every
 * mutating route of the API contract (core/src/api) with random and hostile bodies, paths, query
 * strings and headers, against a gateway of this file's own that runs in THIS
 * process (on the run's DynamoDB Local and mail service) (so prototype pollution and unhandled rejections are seen here, and a
 * request that crashes the server cannot take the whole run down with it).
 * Per request: no 5xx, an answer within the bound, errors in the
 * `{statusCode, message}` shape with no stack, no appeal, staff member or queued
 * mail added by a refused request, Object.prototype untouched. Per route: when
 * every input was refused, the table (all but attempt/rate counters and derived
 * aggregates) and the mailbox are exactly as before.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { httpRoutes, type HttpRoute } from '@dosyt/core/api/routes';
import { dynamo } from '@dosyt/functions/lib/aws';
import { db } from '@dosyt/functions/db/service';
import { signAccessToken } from '@dosyt/functions/lib/tokens';
import { inject } from 'vitest';
import { startGateway, type Gateway } from '../../infra/local/gateway';
import { TABLE_NAME } from '../../infra/local/platform';
import { call, diff, fingerprint, isTimeout, mailCount, QUICK, recordFinding, type Reply, type Timeout } from './helpers';

const RUNS = Number(process.env.RELIABILITY_FUZZ_RUNS ?? (QUICK ? 6 : 120));
/** An answer later than this is a hang. */
const BOUND_MS = Number(process.env.RELIABILITY_HANG_MS ?? 10_000);
const POLLUTION_KEY = 'bench_polluted';
const POLLUTION = `{"${POLLUTION_KEY}":"yes"}`;

type Body = { raw?: string | Buffer; json?: unknown; contentType?: string; label: string };
interface Input {
  path: string;
  body: Body | undefined;
  token: 'valid' | 'none' | 'garbage';
  extraHeaders: Record<string, string>;
}

// ---------- hostile values ----------
const HUGE = 'Ж'.repeat(40_000); // 80 KB of UTF-8: over the 64 KiB body limit once serialised
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF',
  'a\uD83Db',
  '\u202Eевил\u202D',
  '\u200B\u200C\u200D\uFEFF',
  '\u0301\u0301\u0301',
  'Ї'.repeat(3000),
  '😀'.repeat(500),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '${7*7}{{7*7}}#{7*7}',
  '../../../../etc/passwd',
  '%00%ff',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '0x1F',
  ' 53 ',
  '53',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  'UA53080370000025447\u0000',
  'user@example.com',
];
const nastyString = fc.constantFrom(...NASTY_STRINGS);

const deep = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Raw bodies, sent as they are. */
const RAW_BODIES: Body[] = [
  { raw: '', label: 'empty' },
  { raw: 'null', label: 'null' },
  { raw: '[]', label: 'empty array' },
  { raw: '[{"name":"x"}]', label: 'array instead of object' },
  { raw: '"a string"', label: 'string' },
  { raw: '12345', label: 'number' },
  { raw: 'true', label: 'boolean' },
  { raw: '{', label: 'truncated JSON' },
  { raw: "{'single': 'quotes'}", label: 'invalid JSON' },
  { raw: '{"a":1,"a":2}', label: 'duplicate keys' },
  { raw: `{"__proto__":${POLLUTION}}`, label: '__proto__ pollution' },
  { raw: `{"constructor":{"prototype":${POLLUTION}}}`, label: 'constructor.prototype pollution' },
  { raw: `{"data":{"__proto__":${POLLUTION}},"__proto__":{"isAdmin":true,"roles":["ADMIN"]}}`, label: 'nested __proto__' },
  { raw: deep(200), label: 'nested 200 deep' },
  { raw: deep(20_000), label: 'nested 20,000 deep' },
  { raw: deepArray(50_000), label: 'array nested 50,000 deep' },
  { raw: JSON.stringify({ text: HUGE, name: HUGE, description: HUGE }), label: 'over 64 KiB' },
  { raw: 'x'.repeat(1_200_000), label: 'over 1 MiB' },
  { raw: Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]), label: 'invalid UTF-8' },
  { raw: '{"a":"\\ud800"}', label: 'escaped lone surrogate' },
  { raw: '{"a":1e999}', label: 'number overflow' },
  { raw: '{"a":-0,"b":12345678901234567890123}', label: 'negative zero, huge integer' },
  { raw: '<script>alert(1)</script>', contentType: 'text/html', label: 'HTML body' },
  { raw: 'name=x&phone=1', contentType: 'application/x-www-form-urlencoded', label: 'form-encoded' },
  { raw: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--', contentType: 'multipart/form-data; boundary=b', label: 'multipart' },
  { raw: '{"name":"x"}', contentType: 'application/octet-stream', label: 'JSON as octet-stream' },
];

/** A hostile replacement for a field of a valid body. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 53), 1e308, -1e-308, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), nastyString), { maxLength: 30 }),
  fc.dictionary(nastyString, fc.oneof(fc.integer(), nastyString), { maxKeys: 4 }),
  fc.constant({ $gt: '' }),
  fc.constant(HUGE),
  fc.constant(Array.from({ length: 1000 }, (_, i) => i + 1)),
);

/** A valid-looking body for each route that has one, so mutations reach past the first check. */
function template(route: HttpRoute, ids: Ids): Record<string, unknown> | undefined {
  const key = `${route.method} ${route.path}`;
  const templates: Record<string, Record<string, unknown>> = {
    'POST /api/appeals': {
      name: 'Оксана',
      last_name: 'Петренко',
      region_id: 53,
      community_id: 'UA53080370000025447',
      phone: '380501234567',
      communiction: 'Телефон',
      assistance_ids: [1],
      description: 'Потрібна консультація психолога',
      children_help: false,
      children_count: 0,
      idempotency_key: 'fuzz-key',
    },
    'PUT /api/appeals/{id}': { name: 'Оксана', description: 'Оновлений опис ситуації', version: 1 },
    'PATCH /api/appeal-history/{id}': { appealStatusId: 3, comment: 'Коментар', version: 1 },
    'POST /api/auth/login': { email: 'user@example.com', password: 'Wrong#2024pass' },
    'POST /api/auth/registration': {
      name: 'Тетяна',
      last_name: 'Фаззінг',
      email: 'fuzz.registration@example.com',
      phone: '380501234567',
      responsability: 'Психологиня',
      institution: 'Центр соціальних служб',
      password: 'Fuzz#2024pass',
      assistance_id: [1, 2],
      region_id: 53,
      community_id: 'UA53080370000025447',
    },
    'POST /api/auth/forgot-password': { email: 'nobody@example.com' },
    'POST /api/auth/reset-password-with-validation': { email: 'user@example.com', token: 'abc', newPassword: 'New#2024pass', confirmPassword: 'New#2024pass' },
    'POST /api/auth/refresh': { refreshToken: 'abc' },
    'PUT /api/settings/appeals': { serviceLevelHours: 72, urgentWindowHours: 24, duplicateWindowDays: 30, formLimitPerHour: 20, formLimitPerDay: 240 },
    'POST /api/assistance': { description: 'Нова допомога' },
    'PUT /api/assistance/{id}': { description: 'Психологічна допомога', retired: false },
    'PUT /api/communities/regions/{regionId}': { activeStatus: true },
    'POST /api/communities/name': { name: 'Полт', region_id: 53 },
    'PUT /api/users/profile/{userId}': {
      name: 'Жертва',
      last_name: 'Фаззінгу',
      phone: '380501234567',
      responsability: 'Фахівчиня',
      institution: 'Центр',
      assistance_id: [1],
    },
    'PUT /api/users/{id}': { isActive: true },
    'POST /api/email/registration': { to: 'fuzz.victim@example.com' },
    'POST /api/email/change-access': { to: 'fuzz.victim@example.com' },
    'POST /api/chats': { text: 'Привіт', toUserId: null },
    'POST /api/admin/content/posts': { data: { title: 'Фаззінг', description: '<p>Текст</p>' }, published: false },
    'PUT /api/admin/content/posts/{id}': { data: { title: 'Фаззінг' }, version: 1 },
    'PUT /api/admin/content/{collection}/{id}': { data: { title: 'Фаззінг' }, version: 1 },
    'POST /api/admin/content/uploads': { index: 0, count: 1, name: 'a.png', mime: 'image/png', size: 4, data: 'iVBO' },
  };
  void ids;
  return templates[key];
}

/** Mutates 1-3 fields of a template: a hostile value, a missing field, an array, the number as a string, pollution keys. */
function mutated(base: Record<string, unknown>): fc.Arbitrary<Body> {
  const keys = Object.keys(base);
  return fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: Math.min(3, keys.length) }),
      fc.array(
        fc.oneof(
          hostileValue.map((v) => ({ op: 'set' as const, v })),
          fc.constantFrom({ op: 'drop' as const }, { op: 'string' as const }, { op: 'array' as const }),
        ),
        {
          minLength: 3,
          maxLength: 3,
        },
      ),
      fc.constantFrom('none', 'none', 'none', '__proto__', 'constructor', 'extra'),
    )
    .map(([fields, ops, pollute]) => {
      const body: Record<string, unknown> = { ...base };
      fields.forEach((field, i) => {
        const op = ops[i];
        if (op.op === 'set') body[field] = op.v;
        else if (op.op === 'drop') delete body[field];
        else if (op.op === 'string') body[field] = typeof base[field] === 'object' ? JSON.stringify(base[field]) : String(base[field]);
        else body[field] = [base[field]];
      });
      let raw = JSON.stringify(body);
      if (pollute === '__proto__') raw = `{"__proto__":${POLLUTION},${raw.slice(1)}`;
      if (pollute === 'constructor') raw = `{"constructor":{"prototype":${POLLUTION}},${raw.slice(1)}`;
      if (pollute === 'extra') raw = `{"isAdmin":true,"roles":["ADMIN"],"userId":1,"status_id":4,${raw.slice(1)}`;
      return { raw, label: `fields ${fields.join(',')} ${ops.map((o) => o.op).join('/')}${pollute !== 'none' ? ` +${pollute}` : ''}` };
    });
}

interface Ids {
  appealId: number;
  assignmentId: number;
  victimUserId: number;
  victimRegionId: number;
  postId: number;
  assistanceId: number;
}

const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e308',
  '99999999999999999999999',
  'NaN',
  '__proto__',
  'constructor',
  '%E0%A4%A',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('\u202Eевил'),
  encodeURIComponent('😀'.repeat(50)),
  'a'.repeat(3000),
  encodeURIComponent("' OR 1=1 --"),
];

function realSegment(route: HttpRoute, name: string, ids: Ids): string {
  const period = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-02-01T00:00:00.000Z' };
  switch (name) {
    case 'id':
      if (route.path.startsWith('/api/appeals/') || route.path === '/api/appeal-history/appeal/{id}') return String(ids.appealId);
      if (route.path.startsWith('/api/appeal-history/')) return String(ids.assignmentId);
      if (route.path.startsWith('/api/users/')) return String(ids.victimUserId);
      if (route.path.startsWith('/api/admin/content/')) return String(ids.postId);
      if (route.path.startsWith('/api/assistance/')) return String(ids.assistanceId);
      return '1';
    case 'userId':
      return String(ids.victimUserId);
    case 'regionId':
      return String(ids.victimRegionId);
    case 'page':
      return '1';
    case 'collection':
      return 'posts';
    case 'communityId':
      return 'UA53080370000025447';
    case 'roomId':
      return 'region-53';
    case 'startDate':
      return encodeURIComponent(period.startDate);
    case 'endDate':
      return encodeURIComponent(period.endDate);
    default:
      return '1';
  }
}

const HOSTILE_QUERY = [
  '',
  '?page=-1&pageSize=1000000',
  '?startDate=%E0%A4%A&endDate=x',
  '?region_id=__proto__&filterDuplicates=%00',
  `?from=${encodeURIComponent('<script>')}&to=1e400&community=${'a'.repeat(2000)}`,
  '?populate[__proto__][x]=1&filters[$where]=1&sort=__proto__',
  '?a=1&a=2&a=3',
];

function inputs(route: HttpRoute, ids: Ids): fc.Arbitrary<Input> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const segments = fc.tuple(
    ...names.map((name) =>
      fc.oneof({ weight: 3, arbitrary: fc.constant(realSegment(route, name, ids)) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) }),
    ),
  );
  const base = template(route, ids);
  const hasBody = route.method !== 'GET';
  const bodies: fc.Arbitrary<Body | undefined> = hasBody
    ? fc.oneof(
        ...(base ? [{ weight: 4, arbitrary: mutated(base) }] : []),
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((json) => ({ json, label: 'random JSON value' }) as Body) },
        { weight: 1, arbitrary: fc.dictionary(nastyString, hostileValue, { maxKeys: 6 }).map((json) => ({ json, label: 'hostile object' }) as Body) },
        { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
      )
    : fc.constant(undefined);
  return fc.record({
    path: fc.tuple(segments, fc.constantFrom(...HOSTILE_QUERY)).map(([values, query]) => {
      let i = 0;
      return route.path.replace(/\{(\w+)\}/g, () => values[i++]) + query;
    }),
    body: bodies,
    token:
      route.access === 'public'
        ? fc.constantFrom('none' as const, 'none' as const, 'garbage' as const)
        : fc.constantFrom('valid' as const, 'valid' as const, 'valid' as const, 'garbage' as const),
    extraHeaders: fc.oneof(
      { weight: 4, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.record({ 'Idempotency-Key': nastyString.map((s) => s.replace(/[^\x20-\x7e]/g, '?')) }) },
      { weight: 1, arbitrary: fc.constant({ 'Content-Type': 'application/json; charset=utf-16' }) },
      { weight: 1, arbitrary: fc.constant({ Cookie: `refresh_token=${'x'.repeat(4000)}; __proto__=1` }) },
    ),
  });
}

const countOf = async (params: { IndexName?: string; pk: string; field: string }) => {
  const { Count } = await dynamo().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: params.IndexName,
      KeyConditionExpression: '#k = :v',
      ExpressionAttributeNames: { '#k': params.field },
      ExpressionAttributeValues: { ':v': params.pk },
      Select: 'COUNT',
    }),
  );
  return Count ?? 0;
};

/**
 * Requests only queue mail; the run's stream poller has the jobs function send it and
 * delete the outbox item a moment later. Waiting for an empty outbox keeps an accepted
 * input's mail from being counted against the inputs or routes after it.
 */
async function outboxSent(timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await countOf({ field: 'pk', pk: 'outbox' })) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

/** Appeals (list index), staff (list index) and queued mail: what a refused request must never add to. */
async function businessCounts(): Promise<string> {
  const counts = await Promise.all([
    countOf({ IndexName: 'gsi2', field: 'gsi2pk', pk: 'appeals' }),
    countOf({ IndexName: 'gsi3', field: 'gsi3pk', pk: 'users' }),
    countOf({ field: 'pk', pk: 'outbox' }),
  ]);
  return counts.join('/');
}

/** Quick mode (CI) runs a representative part of the fixed cases; the random inputs still draw from all of them. */
const FIXED_BODIES = QUICK
  ? RAW_BODIES.filter((b) =>
      ['invalid JSON', '__proto__ pollution', 'constructor.prototype pollution', 'nested 20,000 deep', 'over 64 KiB', 'invalid UTF-8'].includes(b.label),
    )
  : RAW_BODIES;
const FIXED_SEGMENTS = QUICK ? HOSTILE_SEGMENTS.filter((h) => ['1e308', '__proto__', '%E0%A4%A'].includes(h)) : HOSTILE_SEGMENTS;

/** Deterministic cases every route gets: each raw hostile body, and each hostile value in each path parameter. */
function fixedExamples(route: HttpRoute, ids: Ids): Array<[Input]> {
  const real = (name: string) => realSegment(route, name, ids);
  const token = route.access === 'public' ? ('none' as const) : ('valid' as const);
  const out: Array<[Input]> = [];
  if (route.method !== 'GET') {
    const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => real(name));
    for (const body of FIXED_BODIES) out.push([{ path, body, token, extraHeaders: {} }]);
  }
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const base = template(route, ids);
  for (const name of names) {
    for (const hostile of FIXED_SEGMENTS) {
      const path = route.path.replace(/\{(\w+)\}/g, (_m, n: string) => (n === name ? hostile : real(n)));
      out.push([{ path, body: base ? { json: base, label: 'valid template' } : undefined, token, extraHeaders: {} }]);
    }
  }
  return out;
}

/** Every public route and every mutating route. */
const FUZZED = httpRoutes.filter((r) => r.access === 'public' || r.method !== 'GET');

interface RouteOutcome {
  route: string;
  access: string;
  inputs: number;
  statuses: Record<string, number>;
  fiveXx: number;
  hangs: number;
  badShape: number;
  accepted: number;
  acceptedExamples: string[];
  storedWhileRefused: string[];
  /** Changes made by accepted inputs (not a failure: the input was valid enough to be taken). */
  changesByAccepted: number;
  /** Inputs the server never answered because handling them crashed (an unhandled rejection). */
  crashes: number;
  /** Inputs that broke a rule, and the first few of them. */
  problems: number;
  examples: string[];
  maxMs: number;
}

const BASELINE_PROTOTYPE = new Set(Object.getOwnPropertyNames(Object.prototype));
const unhandled: string[] = [];
process.on('unhandledRejection', (reason) => {
  unhandled.push(reason instanceof Error ? `${reason.name}: ${reason.message} (${reason.stack?.split('\n')[1]?.trim() ?? ''})` : String(reason));
});

/** Keys something added to Object.prototype (removed again, so the next input starts clean), and unhandled rejections so far. */
async function probe(): Promise<{ polluted: string[]; unhandled: string[] }> {
  const polluted = Object.getOwnPropertyNames(Object.prototype).filter((k) => !BASELINE_PROTOTYPE.has(k));
  for (const key of polluted) delete (Object.prototype as Record<string, unknown>)[key];
  return { polluted, unhandled };
}

/** The admin's token in the account's current session epoch: fuzzing POST /api/auth/logout-everywhere ends the earlier ones. */
async function adminToken(): Promise<string> {
  const epoch = (await db().entities.user.get({ id: 1 }).go()).data?.sessionEpoch ?? 0;
  return signAccessToken({ userId: 1, name: 'Олена Адміністраторка', roles: ['ADMIN'], regionId: 53 }, { epoch });
}

describe('bad input', () => {
  let gateway: Gateway;
  let base: string;
  let mailEndpoint: string;
  let unhandledBefore = 0;
  let admin: string;
  let ids: Ids;
  const outcomes: RouteOutcome[] = [];

  beforeAll(async () => {
    // The handlers run here, in the test's process; the table (seeded with the demo accounts and the public
    // content) and the mail service are the run's (bench/reliability/global-setup.ts).
    gateway = await startGateway({ port: 0 });
    base = gateway.url.replace('localhost', '127.0.0.1');
    mailEndpoint = inject('mailEndpoint');
    unhandledBefore = (await probe()).unhandled.length;
    admin = await adminToken();
    // Victims: a user, an appeal with its assignment, a region and a post that the fuzzed writes aim at.
    const victimUserId = 900;
    await db()
      .entities.user.put({
        id: victimUserId,
        email: 'fuzz.victim@example.com',
        passwordHash: 'not-a-hash',
        name: 'Жертва',
        last_name: 'Фаззінгу',
        phone: '380501234567',
        responsability: 'Фахівчиня',
        institution: 'Центр',
        assistanceIds: [1],
        regionId: 5,
        communityId: 'UA05020010000053508',
        roles: ['USER'],
        isActive: true,
        emailVerified: true,
      })
      .go();
    await dynamo().send(new PutCommand({ TableName: TABLE_NAME, Item: { pk: 'unique#email#fuzz.victim@example.com', sk: 'unique', userId: victimUserId } }));
    const created = (await call(base, 'POST', '/api/appeals', {
      token: admin,
      body: template({ method: 'POST', path: '/api/appeals' } as HttpRoute, {} as Ids),
    })) as Reply;
    expect(created.status).toBe(201);
    const history = (await call(base, 'GET', `/api/appeal-history/appeal/${created.body.id}`, { token: admin })) as Reply;
    const assistance = (await call(base, 'POST', '/api/assistance', { token: admin, body: { description: `Фаззінг ${Date.now()}` } })) as Reply;
    expect(assistance.status).toBe(201);
    const posts = await dynamo().send(
      new QueryCommand({ TableName: TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'content#posts' }, Limit: 1 }),
    );
    ids = {
      appealId: created.body.id,
      assignmentId: history.body[0]?.id ?? 1,
      victimUserId,
      victimRegionId: 5,
      postId: Number(posts.Items?.[0]?.id ?? 1),
      assistanceId: assistance.body.id,
    };
  });

  afterAll(async () => {
    const seen = await probe().catch(() => ({ polluted: [], unhandled: [] as string[] }));
    recordFinding('fuzz', {
      runsPerRoute: RUNS,
      fixedCases: FIXED_BODIES.length,
      fixedSegments: FIXED_SEGMENTS.length,
      boundMs: BOUND_MS,
      routes: outcomes,
      unhandledRejections: seen.unhandled.slice(unhandledBefore),
    });
    await gateway?.close();
  });

  it(`answers every hostile input to ${FUZZED.length} routes without a 5xx, a hang, a leak or a stored refusal`, async () => {
    for (const route of FUZZED) {
      const outcome: RouteOutcome = {
        route: `${route.method} ${route.path}`,
        access: Array.isArray(route.access) ? route.access.join('/') : String(route.access),
        inputs: 0,
        statuses: {},
        fiveXx: 0,
        hangs: 0,
        badShape: 0,
        accepted: 0,
        acceptedExamples: [],
        storedWhileRefused: [],
        changesByAccepted: 0,
        crashes: 0,
        problems: 0,
        examples: [],
        maxMs: 0,
      };
      await outboxSent();
      const before = await fingerprint(dynamo(), TABLE_NAME);
      const mailBefore = await mailCount(mailEndpoint);
      const send = async (input: Input): Promise<Reply | Timeout> => {
        const body = input.body;
        const rejectionsBefore = unhandled.length;
        const controller = new AbortController();
        // A request whose handling crashed (an unhandled rejection here) will never be answered: stop waiting for it.
        const watcher = setInterval(() => {
          if (unhandled.length > rejectionsBefore) controller.abort();
        }, 20);
        const reply = await call(base, route.method, input.path, {
          raw: body?.raw ?? (body && 'json' in body ? JSON.stringify(body.json) : undefined),
          token: input.token === 'valid' ? admin : input.token === 'garbage' ? `eyJhbGciOiJub25lIn0.${'x'.repeat(50)}.` : undefined,
          headers: { ...(body?.contentType ? { 'Content-Type': body.contentType } : {}), ...input.extraHeaders },
          timeoutMs: BOUND_MS,
          signal: controller.signal,
        });
        clearInterval(watcher);
        if (route.op === 'logout-everywhere' && !isTimeout(reply) && reply.status === 204) admin = await adminToken();
        outcome.inputs += 1;
        outcome.maxMs = Math.max(outcome.maxMs, reply.ms);
        const key = isTimeout(reply) ? (unhandled.length > rejectionsBefore ? 'crash' : 'hang') : String(reply.status);
        outcome.statuses[key] = (outcome.statuses[key] ?? 0) + 1;
        return reply;
      };
      const describeInput = (input: Input) =>
        `${route.method} ${input.path.slice(0, 100)} body: ${input.body?.label ?? 'none'} ${String(input.body?.raw ?? JSON.stringify(input.body && 'json' in input.body ? input.body.json : '') ?? '').slice(0, 120)}`;
      const problem = (input: Input, text: string) => {
        outcome.problems += 1;
        if (outcome.examples.length < 3) outcome.examples.push(`${text} — ${describeInput(input)}`);
      };
      const mutating = route.method !== 'GET';
      // Every input is checked and every problem counted (the property records instead of failing, so one
      // crash-inducing input does not hide what the other inputs would have found).
      const property = fc.asyncProperty(inputs(route, ids), async (input) => {
        if (mutating) await outboxSent();
        const countsBefore = mutating ? await businessCounts() : '';
        const rejectionsBefore = unhandled.length;
        const reply = await send(input);
        const seen = await probe();
        if (seen.polluted.length > 0) problem(input, `Object.prototype polluted (${seen.polluted.join(', ')})`);
        if (isTimeout(reply)) {
          const crashed = unhandled.length > rejectionsBefore;
          if (crashed) outcome.crashes += 1;
          else outcome.hangs += 1;
          problem(
            input,
            crashed
              ? `no answer: the request crashed the server (unhandled rejection ${unhandled[unhandled.length - 1]})`
              : `no answer within ${BOUND_MS / 1000} s (${reply.error})`,
          );
          return true;
        }
        if (reply.status >= 500) {
          outcome.fiveXx += 1;
          problem(input, `${reply.status} ${reply.text.slice(0, 160)}`);
          return true;
        }
        // The e-mail link opens in a browser: its refusals are an HTML page by design.
        const htmlPage = route.path === '/api/auth/verify-email' && String(reply.headers['content-type'] ?? '').includes('text/html');
        // The public content routes answer as Strapi 5 does ({data: null, error: {status, name, message}}), for its clients.
        const strapiShape =
          route.domain === 'content' &&
          route.access === 'public' &&
          typeof reply.body?.error === 'object' &&
          reply.body.data === null &&
          reply.body.error?.status === reply.status &&
          typeof reply.body.error?.message === 'string';
        if (reply.status >= 400) {
          const ok =
            htmlPage ||
            strapiShape ||
            (typeof reply.body === 'object' &&
              reply.body !== null &&
              reply.body.statusCode === reply.status &&
              typeof reply.body.message === 'string' &&
              !/\bat .+\.(ts|js):\d+/.test(reply.text));
          if (!ok) {
            outcome.badShape += 1;
            problem(input, `error answer not in the {statusCode, message} shape: ${reply.text.slice(0, 160)}`);
          }
          if (mutating) {
            const countsAfter = await businessCounts();
            if (countsAfter !== countsBefore) {
              outcome.storedWhileRefused.push(`${reply.status}: appeals/users/outbox ${countsBefore} -> ${countsAfter}`);
              problem(input, `refused with ${reply.status} but stored: appeals/users/outbox ${countsBefore} -> ${countsAfter}`);
            }
          }
        } else {
          outcome.accepted += 1;
          if (outcome.acceptedExamples.length < 3) outcome.acceptedExamples.push(`${reply.status} ${describeInput(input).slice(0, 160)}`);
        }
        return true;
      });
      await fc.assert(property, { numRuns: RUNS + fixedExamples(route, ids).length, examples: fixedExamples(route, ids), seed: 20_241_122 });
      await outboxSent();
      const changes = diff(before, await fingerprint(dynamo(), TABLE_NAME));
      const mails = (await mailCount(mailEndpoint)) - mailBefore;
      if (mails > 0) changes.push(`${mails} mail(s) sent`);
      if (outcome.accepted === 0) outcome.storedWhileRefused.push(...changes.slice(0, 10));
      else outcome.changesByAccepted = changes.length;
      outcomes.push(outcome);
      // Put back what an accepted input may have changed for the next routes.
      if (route.path === '/api/communities/regions/{regionId}') await db().entities.region.patch({ id: 5 }).set({ active: true }).go();
    }
    const failing = outcomes.filter((o) => o.problems > 0 || o.storedWhileRefused.length > 0);
    expect(failing.map((o) => `${o.route}: ${o.problems} input(s) broke a rule; first: ${o.examples[0] ?? o.storedWhileRefused[0]}`)).toEqual([]);
  });
});
