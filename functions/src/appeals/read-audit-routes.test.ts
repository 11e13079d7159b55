import { beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { appealsRoutes } from '@dosyt/core/api/appeals';
import { assignmentsRoutes } from '@dosyt/core/api/assignments';
import { httpRoutes } from '@dosyt/core/api/routes';
import { statsRoutes } from '@dosyt/core/api/stats';
import type { Domain, HttpRoute } from '@dosyt/core/api/types';
import { kyivDayKey } from '@dosyt/core/dates/dates';
import { call } from '../../../infra/local/test/http';
import { callFrom, POLTAVA_CITY, POLTAVA_REGION, randomAddress, randomPhone, validAppealBody } from '../../../infra/local/test/appeals';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { db } from '../db/service';
import { getUser } from '../accounts/accounts';
import { signAccessToken } from '../lib/tokens';

/**
 * The read audit holds whatever route answers a survivor's personal data: every route
 * of the contract whose domain can answer an appeal's whole phone, its description,
 * its safe-contact block or the person's messages is called, as an admin and as the
 * appeal's executor, and each answer that carries any of them must have written a read
 * row of that appeal by that caller. A route added to those domains fails to compile
 * here until it is listed; a route of another domain must be one of the domains said
 * below to answer no appeal's data.
 */

type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
type WalkedKey = KeyOf<(typeof appealsRoutes)[number]> | KeyOf<(typeof assignmentsRoutes)[number]> | KeyOf<(typeof statsRoutes)[number]>;

/** Domains whose answers hold no appeal's personal data, and why. */
const NO_APPEAL_DATA: Partial<Record<Domain, string>> = {
  reference: 'reference data and settings',
  regions: 'regions and communities',
  auth: 'sign-in, tokens, registration: staff accounts only',
  users: 'staff accounts, their profiles and second factors',
  exports: 'the staff accounts workbook',
  logs: 'the server log (no personal data in log lines) and staff reads (appeal ids, kinds and times)',
  content: 'the public site’s content',
  media: 'image uploads',
  chat: 'the staff region chat (staff messages, no appeal fields)',
  // The partner link's answer (the contact she agreed to share) is a read by the partner: referrals/handler.test.ts.
  referrals: 'the service directory and, to staff, referrals (service, status, notes): no phone, description, safe contact or message',
};

interface Ctx {
  appealId: number;
  assignmentId: number;
  executorId: number;
  phone: string;
  etag: string;
  from: string;
  to: string;
  code: string;
}
/** `phone`: a search by the whole number, whose answer tells that the number asked for help (its rows show it masked). */
type Call = { path: string; body?: unknown; headers?: Record<string, string>; public?: boolean; phone?: true };
type Walk = { calls: (c: Ctx) => Call[] } | { skip: string };

const WALK: Record<WalkedKey, Walk> = {
  'POST /api/appeals': { skip: 'a submission answers what its caller sent (staff) or the receipt (public); create-appeal.test.ts holds both' },
  'GET /api/appeals/pages={page}': {
    calls: (c) => [
      { path: '/api/appeals/pages=1' },
      { path: `/api/appeals/pages=1?q=${c.phone}`, phone: true },
      { path: `/api/appeals/pages=1?q=${c.phone.slice(3)}`, phone: true },
    ],
  },
  'GET /api/appeals/last': { calls: (c) => [{ path: `/api/appeals/last?startDate=${c.from}&endDate=${c.to}` }] },
  'GET /api/appeals/report/{id}': { calls: (c) => [{ path: `/api/appeals/report/${c.appealId}` }] },
  'GET /api/appeals/timeline/{id}': { calls: (c) => [{ path: `/api/appeals/timeline/${c.appealId}` }] },
  'GET /api/appeals/{id}': { calls: (c) => [{ path: `/api/appeals/${c.appealId}` }] },
  'PUT /api/appeals/{id}': { calls: (c) => [{ path: `/api/appeals/${c.appealId}`, body: {}, headers: { 'If-Match': c.etag } }] },
  'POST /api/appeals/{id}/phone': { calls: (c) => [{ path: `/api/appeals/${c.appealId}/phone` }] },
  'POST /api/follow-up': { skip: 'answers the person who holds the code, not staff: follow-up.test.ts' },
  'POST /api/follow-up/messages': { skip: 'answers the person who holds the code (her conversation), not staff: follow-up.test.ts' },
  'POST /api/appeals/{id}/follow-up-messages': { calls: (c) => [{ path: `/api/appeals/${c.appealId}/follow-up-messages`, body: { text: 'Ми поруч' } }] },
  'POST /api/appeals/{id}/anonymise': { skip: 'answers the appeal without its personal data, which it has just removed: anonymise.test.ts' },
  'GET /api/appeal-history/appeal/{id}': { calls: (c) => [{ path: `/api/appeal-history/appeal/${c.appealId}` }] },
  'POST /api/appeal-history/appeal/{id}': {
    calls: (c) => [{ path: `/api/appeal-history/appeal/${c.appealId}`, body: { userId: c.executorId, assistanceTypeId: 1 } }],
  },
  'GET /api/appeal-history/appeal/{id}/candidates': { calls: (c) => [{ path: `/api/appeal-history/appeal/${c.appealId}/candidates?typeId=1` }] },
  'GET /api/appeal-history/new-messages': { calls: () => [{ path: '/api/appeal-history/new-messages' }] },
  'GET /api/appeal-history/user/{userId}': {
    calls: (c) => [{ path: `/api/appeal-history/user/${c.executorId}` }, { path: `/api/appeal-history/user/${c.executorId}?q=${c.phone}`, phone: true }],
  },
  'GET /api/appeal-history/{id}': { calls: (c) => [{ path: `/api/appeal-history/${c.assignmentId}` }] },
  'PATCH /api/appeal-history/{id}': { calls: (c) => [{ path: `/api/appeal-history/${c.assignmentId}`, body: {} }] },
  'POST /api/appeals/totals-by-status': { calls: () => [{ path: '/api/appeals/totals-by-status', body: {} }] },
  'GET /api/appeals/totals/regions': { calls: () => [{ path: '/api/appeals/totals/regions' }] },
  'POST /api/appeal-history/totals/user/{userId}': { calls: (c) => [{ path: `/api/appeal-history/totals/user/${c.executorId}`, body: {} }] },
  'GET /api/appeal-history/totals': { calls: () => [{ path: '/api/appeal-history/totals' }] },
  'GET /api/appeal-history/avg/region/{regionId}': { calls: () => [{ path: `/api/appeal-history/avg/region/${POLTAVA_REGION}` }] },
  'GET /api/appeal-history/totals/assistance/{assistanceId}': { calls: () => [{ path: '/api/appeal-history/totals/assistance/1' }] },
  'GET /api/appeal-history/totals/region/{regionId}': { calls: () => [{ path: `/api/appeal-history/totals/region/${POLTAVA_REGION}` }] },
  'GET /api/appeal-history/totals/community/{communityId}': { calls: () => [{ path: `/api/appeal-history/totals/community/${POLTAVA_CITY}` }] },
  'GET /api/appeal-history/communityIds/{regionId}': { calls: () => [{ path: `/api/appeal-history/communityIds/${POLTAVA_REGION}` }] },
  'GET /api/appeal-history/referrals': { calls: (c) => [{ path: `/api/appeal-history/referrals?startDate=${c.from}&endDate=${c.to}` }] },
  'GET /api/appeals/grouped/{startDate}/{endDate}': { calls: (c) => [{ path: `/api/appeals/grouped/${c.from}/${c.to}` }] },
  'GET /api/appeal-history/grouped/{userId}/{startDate}/{endDate}': {
    calls: (c) => [{ path: `/api/appeal-history/grouped/${c.executorId}/${c.from}/${c.to}` }],
  },
  'POST /api/appeals/urgent': { calls: () => [{ path: '/api/appeals/urgent', body: {} }] },
  'POST /api/appeals/expired': { calls: () => [{ path: '/api/appeals/expired', body: {} }] },
  'GET /api/appeals/unassigned': { calls: () => [{ path: '/api/appeals/unassigned' }] },
  'GET /api/appeals/high-risk': { calls: () => [{ path: '/api/appeals/high-risk' }] },
  'GET /api/appeal-history/urgent/{userId}': { calls: (c) => [{ path: `/api/appeal-history/urgent/${c.executorId}` }] },
  'GET /api/appeal-history/expired/{userId}': { calls: (c) => [{ path: `/api/appeal-history/expired/${c.executorId}` }] },
};

const keyOf = (r: HttpRoute) => `${r.method} ${r.path}`;

describe('read audit: every route that answers personal data records the read', () => {
  let admin: string;
  let executor: string;
  let ctx: Ctx;
  let markers: string[];

  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
    const tag = randomBytes(6).toString('hex');
    const description = `Опис-${tag}`;
    const safeWord = `слово${tag}`;
    const message = `Повідомлення-${tag}`;
    const phone = randomPhone();
    const created = await call('POST', '/api/appeals', {
      token: admin,
      body: validAppealBody({ phone, description, assistance_ids: [1], safe_contact: { safeWord, canCall: false } }),
    });
    expect(created.status).toBe(201);
    const appealId = created.body.id as number;
    const sent = await callFrom(randomAddress(), 'POST', '/api/follow-up/messages', { body: { code: created.body.followUpCode, text: message } });
    expect(sent.status).toBe(201);
    const [record] = (await call('GET', `/api/appeal-history/appeal/${appealId}`, { token: admin })).body as Array<{ id: number; userId: number }>;
    const user = (await getUser(record!.userId))!;
    executor = await signAccessToken({ userId: user.id, name: user.name, roles: ['USER'], regionId: user.regionId ?? null }, { epoch: user.sessionEpoch ?? 0 });
    await vi.waitFor(
      async () =>
        expect(JSON.stringify((await call('GET', `/api/appeal-history/user/${user.id}?q=${phone}`, { token: executor })).body)).toContain(`${appealId}`),
      { timeout: 30_000, interval: 250 },
    );
    // The search index is kept by the stream, a moment after the appeal is stored (longer under load).
    await vi.waitFor(
      async () => expect(JSON.stringify((await call('GET', `/api/appeals/pages=1?q=${phone}`, { token: admin })).body)).toContain(`${appealId}`),
      { timeout: 30_000, interval: 250 },
    );
    const viewed = await call('GET', `/api/appeals/${appealId}`, { token: admin });
    const day = kyivDayKey(Date.now());
    ctx = {
      appealId,
      assignmentId: record!.id,
      executorId: user.id,
      phone,
      etag: viewed.headers.get('etag')!,
      from: new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10),
      to: new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10),
      code: created.body.followUpCode as string,
    };
    markers = [phone, description, safeWord, message];
  });

  it('knows every route of the contract: walked here, or of a domain that answers no appeal’s data', () => {
    const walked = new Set(Object.keys(WALK));
    const unknown = httpRoutes.filter((r) => !walked.has(keyOf(r)) && NO_APPEAL_DATA[r.domain] === undefined).map(keyOf);
    expect(unknown).toEqual([]);
    expect(httpRoutes.filter((r) => walked.has(keyOf(r))).length).toBe(walked.size);
  });

  it('writes a read row for each answer that carries the whole phone, the description, the safe-contact block or a message', async () => {
    const reads = async (userId: number) =>
      (await db().entities.readRecord.query.byAppeal({ appealId: ctx.appealId }).go({ pages: 'all' })).data.filter((r) => r.userId === userId).length;
    const unrecorded: string[] = [];
    const carrying: string[] = [];
    const callers = [
      { who: 'admin', token: admin, userId: 1 },
      { who: 'executor', token: executor, userId: ctx.executorId },
    ];
    for (const route of [...appealsRoutes, ...assignmentsRoutes, ...statsRoutes] as readonly HttpRoute[]) {
      const walk = WALK[keyOf(route) as WalkedKey];
      if ('skip' in walk) continue;
      for (const c of walk.calls(ctx)) {
        for (const caller of c.public ? [{ who: 'public', token: undefined, userId: -1 }] : callers) {
          const before = caller.userId > 0 ? await reads(caller.userId) : 0;
          const reply = await call(route.method, c.path, { token: caller.token, body: c.body, headers: c.headers });
          const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
          const found = markers.filter((m) => text.includes(m));
          const foundByPhone = c.phone === true && reply.status === 200 && text.includes(`${ctx.appealId}`);
          if (found.length === 0 && !foundByPhone) continue;
          carrying.push(`${caller.who} ${route.method} ${c.path}`);
          if (caller.userId < 0 || (await reads(caller.userId)) <= before) unrecorded.push(`${caller.who} ${route.method} ${c.path} (${reply.status})`);
        }
      }
    }

    // Assess: the routes known to answer personal data did, and none went unrecorded.
    expect(unrecorded).toEqual([]);
    for (const must of [
      `admin GET /api/appeals/${ctx.appealId}`,
      `admin PUT /api/appeals/${ctx.appealId}`,
      `admin GET /api/appeals/timeline/${ctx.appealId}`,
      `admin GET /api/appeals/pages=1?q=${ctx.phone}`,
      `admin GET /api/appeals/pages=1?q=${ctx.phone.slice(3)}`,
      `executor GET /api/appeal-history/${ctx.assignmentId}`,
      `executor PATCH /api/appeal-history/${ctx.assignmentId}`,
      `executor GET /api/appeal-history/user/${ctx.executorId}?q=${ctx.phone}`,
    ]) {
      expect(carrying).toContain(must);
    }
  }, 120_000);
});
