/**
 * Access: every HTTP route of the API contract (core/src/api) called as nobody, ADMIN, USER,
 * OBSERVER and a USER of another region, against resources of Полтавська область
 * (region 53, user 2, an appeal whose executor is user 2). Expected per cell: the
 * route table's `access` (no token 401, a role outside the list 403), narrowed by
 * the documented resource rules (own profile and history, own region's numbers
 * and staff and chat, appeals one executes). "allow" means neither 401 nor 403;
 * a public route must answer every caller as it answers nobody. Bodies are empty
 * or invalid wherever a valid one would change data, so an allowed mutating call
 * shows up as 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { httpRoutes, type HttpRoute } from '@dosyt/core/api/routes';
import { createStaff, submitAppeal, tokenForUser } from '../../infra/local/test/appeals';
import { freshLoopback } from '../../infra/local/test/accounts';
import { tokenForDemo } from '../../infra/local/test/tokens';
import { call, isTimeout, recordFinding, type Reply } from './helpers';

type Column = 'none' | 'ADMIN' | 'USER' | 'OBSERVER' | 'USER other region';
const COLUMNS: Column[] = ['none', 'ADMIN', 'USER', 'OBSERVER', 'USER other region'];
type Expect = 'allow' | '401' | '403';

/** Resource rules on top of the route table, for the resources used here. */
const SCOPE: Record<string, 'self' | 'self-only' | 'region' | 'appeal'> = {
  'GET /api/users/profile/{userId}': 'self',
  'PUT /api/users/profile/{userId}': 'self',
  'POST /api/users/online/{userId}': 'self-only',
  'POST /api/users/offline/{userId}': 'self-only',
  'PUT /api/users/{userId}/work-status': 'self',
  'GET /api/users/region/{regionId}': 'region',
  'GET /api/appeals/timeline/{id}': 'appeal',
  'GET /api/appeals/{id}': 'appeal',
  'POST /api/appeals/{id}/follow-up-messages': 'appeal',
  'POST /api/appeals/{id}/phone': 'appeal',
  // Referral pathways: an appeal's referrals are its executors' and ADMIN's.
  'GET /api/appeals/{id}/referral-services': 'appeal',
  'GET /api/appeals/{id}/referrals': 'appeal',
  'POST /api/appeals/{id}/referrals': 'appeal',
  'GET /api/appeal-history/appeal/{id}': 'appeal',
  'GET /api/appeal-history/user/{userId}': 'self',
  'GET /api/appeal-history/{id}': 'appeal',
  'PATCH /api/appeal-history/{id}': 'appeal',
  'POST /api/appeal-history/totals/user/{userId}': 'self',
  'GET /api/appeal-history/totals/region/{regionId}': 'region',
  'GET /api/appeal-history/totals/community/{communityId}': 'region',
  'GET /api/appeal-history/communityIds/{regionId}': 'region',
  'GET /api/appeal-history/grouped/{userId}/{startDate}/{endDate}': 'self',
  'GET /api/appeal-history/urgent/{userId}': 'self',
  'GET /api/appeal-history/expired/{userId}': 'self',
  'POST /api/chats/{userId}/{roomId}': 'region',
  'GET /api/chats/count/date/{id}': 'region',
};

function expected(route: HttpRoute, column: Column): Expect {
  if (route.access === 'public') return 'allow';
  if (column === 'none') return '401';
  const role = column === 'USER other region' ? 'USER' : column;
  if (route.access !== 'signed-in' && !(route.access as readonly string[]).includes(role)) return '403';
  const scope = SCOPE[`${route.method} ${route.path}`];
  if (!scope) return 'allow';
  if (scope === 'self-only') return column === 'USER' ? 'allow' : '403';
  if (scope === 'self' || scope === 'appeal') return column === 'ADMIN' || column === 'USER' ? 'allow' : '403';
  return column === 'USER other region' ? '403' : 'allow';
}

describe('access matrix', () => {
  const base = () => inject('platformUrl').replace('localhost', '127.0.0.1');
  const tokens: Partial<Record<Column, string>> = {};
  let otherRegionUser = 0;
  /** Signed again for every route: POST /api/auth/logout-everywhere ends the caller's earlier tokens. */
  const signTokens = async () => {
    tokens.ADMIN = await tokenForDemo('ADMIN');
    tokens.USER = await tokenForDemo('USER');
    tokens.OBSERVER = await tokenForDemo('OBSERVER');
    tokens['USER other region'] = await tokenForUser(otherRegionUser);
  };
  let appealId = 0;
  let assignmentId = 0;
  const rows: Array<{ route: string; access: string; cells: Array<{ column: Column; expected: Expect; status: number; pass: boolean }> }> = [];

  beforeAll(async () => {
    const other = await createStaff({ regionId: 46, communityId: 'UA46060250000025047', assistanceIds: [1, 2, 3] });
    otherRegionUser = other.id;
    await signTokens();
    // An appeal of region 53 asking for type 1: its executor is the demo USER (id 2).
    const created = await submitAppeal({ assistance_ids: [1] }, { token: tokens.ADMIN });
    expect(created.status).toBe(201);
    appealId = created.appealId;
    const history = (await call(base(), 'GET', `/api/appeal-history/appeal/${appealId}`, { token: tokens.ADMIN })) as Reply;
    assignmentId = history.body[0].id;
    expect(history.body[0].userId).toBe(2);
  });

  afterAll(() => {
    recordFinding('access', { columns: COLUMNS, resources: { region: 53, user: 2, appealId, assignmentId }, rows });
  });

  it('answers every route x role cell as the route table and the resource rules say', async () => {
    const start = encodeURIComponent('2026-01-01T00:00:00.000Z');
    const end = encodeURIComponent('2026-02-01T00:00:00.000Z');
    const value = (route: HttpRoute, name: string): string => {
      switch (name) {
        case 'id':
          if (route.path.startsWith('/api/appeals/') || route.path === '/api/appeal-history/appeal/{id}') return String(appealId);
          if (route.path.startsWith('/api/appeal-history/')) return String(assignmentId);
          if (route.path === '/api/users/{id}') return '3';
          if (route.path.startsWith('/api/chats/count')) return '53';
          if (route.path.startsWith('/api/admin/content/')) return '1';
          return '1';
        case 'userId':
          return '2';
        case 'regionId':
          return '53';
        case 'communityId':
          return 'UA53080370000025447';
        case 'assistanceId':
          return '1';
        case 'page':
          return '1';
        case 'roomId':
          return 'region-53';
        case 'collection':
          return 'posts';
        case 'startDate':
          return start;
        case 'endDate':
          return end;
        default:
          return '1';
      }
    };
    const query = (route: HttpRoute) => (/totals|avg|communityIds|appeals\/last/.test(route.path) ? `?startDate=${start}&endDate=${end}` : '');
    // Empty or invalid bodies: an allowed write is refused by validation (400) and changes nothing.
    const body = (route: HttpRoute) => {
      if (route.method === 'GET') return undefined;
      if (route.path === '/api/auth/logout' || route.path.startsWith('/api/users/online') || route.path.startsWith('/api/users/offline')) return undefined;
      return {};
    };

    for (const route of httpRoutes) {
      const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => value(route, name)) + query(route);
      const cells: (typeof rows)[number]['cells'] = [];
      await signTokens();
      let anonymous = 0;
      for (const column of COLUMNS) {
        // Each cell from a loopback address of its own: a per-address limit (wrong partner links, sign-ins) is not a role's answer.
        const reply = await call(base(), route.method, path, { token: tokens[column], body: body(route), timeoutMs: 15_000, localAddress: freshLoopback() });
        const status = isTimeout(reply) ? 0 : reply.status;
        if (column === 'none') anonymous = status;
        const want = expected(route, column);
        // A public route answers everyone as it answers nobody (its own 401s, e.g. refresh without a cookie, included).
        const pass =
          want === 'allow'
            ? status !== 0 && status < 500 && (route.access === 'public' ? status === anonymous && status !== 403 : status !== 401 && status !== 403)
            : String(status) === want;
        cells.push({ column, expected: want, status, pass });
      }
      rows.push({ route: `${route.method} ${route.path}`, access: Array.isArray(route.access) ? route.access.join('/') : String(route.access), cells });
    }
    const wrong = rows.flatMap((r) => r.cells.filter((c) => !c.pass).map((c) => `${r.route} as ${c.column}: expected ${c.expected}, saw ${c.status}`));
    expect(wrong).toEqual([]);
  });
});
