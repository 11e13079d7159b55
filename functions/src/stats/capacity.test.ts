import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyivYearMonth, monthRange, shiftMonth } from '@dosyt/core/dates/dates';
import { ASSISTANCE_TYPES } from '@dosyt/core/assistance/assistance';
import { compileRoutes, matchRoute } from '@dosyt/core/api/matching';
import { httpRoutes } from '@dosyt/core/api/routes';
import { appealEntity } from '../db/entities/appeal.entity';
import { assignmentEntity } from '../db/entities/assignment.entity';
import { db, resetDb } from '../db/service';
import { dynamo, resetClients } from '../lib/aws';
import { env, resetEnvCache } from '../lib/env';
import { forgetAccountSessionState } from '../lib/session-epoch';
import { signAccessToken } from '../lib/tokens';
import { loadDomain } from '../../../infra/local/domains';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { seedReferenceData } from '../reference/seed/seed';
import { batchWrite, computeAggregates, writeAggregates } from './maintenance/rebuild';
import { createScratchTable } from '../test/stats-kit';

/**
 * The read capacity one load of each dashboard consumes, as DynamoDB reports it
 * (ReturnConsumedCapacity 'TOTAL' on every request the real handlers make), at
 * 1,000 appeals and at 50,000: it must be the same, request for request.
 *
 * The data goes in bulk into a table of its own (no stream consumer behind it): the
 * appeal and assignment items, and the aggregates those appeals imply, computed as
 * the rebuild computes them (the consumer's equality with the rebuild is proven in
 * apply-stream.test.ts and dashboards.test.ts). For the large case the aggregates are
 * those of all 50,000 appeals, while only the first STATS_CAPACITY_ITEMS appeals
 * (5,000 by default) are written as items too: DynamoDB Local writes a few hundred
 * items a second, and no dashboard read touches appeal items except the latest-appeals
 * card, reported separately below. STATS_CAPACITY_ITEMS=50000 writes them all (slow).
 */

const TABLE = 'stats-capacity-test';
const SMALL = 1_000;
const LARGE = Number(process.env.STATS_CAPACITY_LARGE ?? 50_000);
const LARGE_ITEMS = Math.min(LARGE, Number(process.env.STATS_CAPACITY_ITEMS ?? 5_000));

const PLACES = [
  { regionId: 5, communities: ['UA05020010000053508', 'UA05020030000031457', 'UA05020050000066991', 'UA05020070000010139'] },
  { regionId: 18, communities: ['UA18020010000059904', 'UA18020030000035625', 'UA18020050000058053', 'UA18020070000083539'] },
  { regionId: 53, communities: ['UA53080370000025447', 'UA53020010000035494', 'UA53020030000081709', 'UA53020050000041411'] },
];
const EXECUTORS = [101, 102, 103, 104];
const DAY = 86_400_000;

const thisMonth = kyivYearMonth(Date.now());
const lastMonth = shiftMonth(thisMonth.year, thisMonth.month, -1);
const ranges = [monthRange(thisMonth.year, thisMonth.month), monthRange(lastMonth.year, lastMonth.month)];

/**
 * Appeal i: its place, types, status, month and day depend only on i modulo 336, so
 * any 1,000 consecutive appeals fill every counter the dashboards read and more
 * appeals only raise the numbers in them.
 */
function appealAt(i: number) {
  const place = PLACES[i % 3];
  const communityId = place.communities[Math.floor(i / 3) % 4];
  const types = [...new Set([1 + (i % 6), 1 + ((i + 2) % 6)])];
  const statusId = 1 + (Math.floor(i / 12) % 4);
  const createdMs = Date.parse(ranges[i % 2].startDate) + (i % 28) * DAY + (i % 24) * 3_600_000;
  const createdAt = new Date(createdMs).toISOString();
  const updatedAt = new Date(statusId === 4 ? createdMs + (1 + (i % 5)) * DAY : createdMs).toISOString();
  const id = i + 1;
  const userId = EXECUTORS[i % 4];
  const appeal = appealEntity
    .put({
      id,
      createdAt,
      updatedAt,
      name: 'Оксана',
      last_name: 'Навантажена',
      phone: '380501112233',
      phoneHash: `hash-${i % 97}`,
      community_id: communityId,
      region_id: place.regionId,
      communiction: 'Телефон',
      assistans_type: types.map((t) => ASSISTANCE_TYPES[t - 1].description).join('\n'),
      assistanceIds: types,
      description: 'Опис ситуації',
      children_help: i % 7 === 0,
      children_count: i % 7 === 0 ? 1 : 0,
      status_id: statusId,
      isDuplicate: false,
      deadlineAt: createdMs + 3 * DAY,
      executorIds: [userId],
      version: 1,
    })
    .params({ table: TABLE }).Item as Record<string, unknown>;
  const assignment = assignmentEntity
    .put({
      id,
      appealId: id,
      userId,
      assistanceTypeId: types[0],
      statusId,
      deadlineAt: createdMs + 3 * DAY,
      regionId: place.regionId,
      communityId,
      version: 1,
      createdAt,
      updatedAt,
    })
    .params({ table: TABLE }).Item as Record<string, unknown>;
  return [appeal, assignment];
}

function generate(from: number, to: number): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  for (let i = from; i < to; i++) items.push(...appealAt(i));
  return items;
}

// ---- invoking the real handlers in-process, reading the capacity every request reports ----

const routes = compileRoutes(httpRoutes);
let readUnits = 0;
let requests: Record<string, number> = {};
let perOp: Record<string, number> = {};

async function invoke(method: string, pathAndQuery: string, token: string): Promise<APIGatewayProxyResult> {
  const url = new URL(pathAndQuery, 'http://local');
  const match = matchRoute(routes, method, url.pathname);
  if (!match || match === 'method-not-allowed') throw new Error(`No route for ${method} ${url.pathname}`);
  const handler = await loadDomain(match.route.domain);
  const event = {
    httpMethod: method,
    path: url.pathname,
    resource: match.route.path,
    headers: { Authorization: `Bearer ${token}` },
    multiValueHeaders: {},
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : null,
    multiValueQueryStringParameters: null,
    pathParameters: match.pathParameters,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { identity: { sourceIp: '127.0.0.1' } },
  } as unknown as APIGatewayProxyEvent;
  const before = readUnits;
  const result = (await handler(event, lambdaContext(match.route.domain), () => undefined)) as APIGatewayProxyResult;
  perOp[match.route.op] = (perOp[match.route.op] ?? 0) + readUnits - before;
  if (result.statusCode !== 200) throw new Error(`${method} ${pathAndQuery}: ${result.statusCode} ${result.body}`);
  return result;
}

const q = (range: { startDate: string; endDate: string }) => `startDate=${encodeURIComponent(range.startDate)}&endDate=${encodeURIComponent(range.endDate)}`;

/** One call after another, so the capacity of each is its own (the web runs them in parallel; the sum is the same). */
async function sequentially(calls: Array<() => Promise<APIGatewayProxyResult>>): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const c of calls) answers.push(JSON.parse((await c()).body));
  return answers;
}

interface Load {
  /** Read capacity units per use-case (op of the route table) over the whole load. */
  units: Record<string, number>;
  requests: Record<string, number>;
  answers: unknown[];
}

async function measure(load: () => Promise<unknown[]>): Promise<Load> {
  readUnits = 0;
  requests = {};
  perOp = {};
  // Each load starts with the callers' account check unread (one GetItem each), whatever the table's size.
  forgetAccountSessionState();
  const answers = await load();
  return { units: { ...perOp }, requests: { ...requests }, answers };
}

/** Calls whose cost is allowed to grow with the table: none. */
const KNOWN_UNBOUNDED = new Set<string>();
const bounded = (units: Record<string, number>) => Object.fromEntries(Object.entries(units).filter(([op]) => !KNOWN_UNBOUNDED.has(op)));
const sum = (units: Record<string, number>) => Object.values(units).reduce((a, b) => a + b, 0);

/** /admin/home for one month, as the web loads it (top bar included). */
async function adminDashboard(token: string, range: { startDate: string; endDate: string }): Promise<unknown[]> {
  const regions = JSON.parse((await invoke('POST', '/api/communities/region/active', token)).body) as Array<{ region_id: number }>;
  const types = JSON.parse((await invoke('GET', '/api/assistance/all', token)).body) as Array<{ id: number }>;
  return sequentially([
    () => invoke('POST', '/api/appeals/totals-by-status', token),
    () => invoke('GET', `/api/appeal-history/totals?${q(range)}`, token),
    () => invoke('GET', `/api/appeals/last?${q(range)}`, token),
    ...types.map((t) => () => invoke('GET', `/api/appeal-history/totals/assistance/${t.id}?${q(range)}`, token)),
    ...regions.flatMap((r) => [
      () => invoke('GET', `/api/appeal-history/totals/region/${r.region_id}?${q(range)}`, token),
      () => invoke('GET', `/api/appeal-history/avg/region/${r.region_id}?${q(range)}`, token),
    ]),
  ]);
}

/** /admin/home-users for one month, for a USER of region 18. */
async function regionDashboard(token: string, userId: number, range: { startDate: string; endDate: string }): Promise<unknown[]> {
  const types = JSON.parse((await invoke('GET', '/api/assistance/all', token)).body) as Array<{ id: number }>;
  const ids = JSON.parse((await invoke('GET', `/api/appeal-history/communityIds/18?${q(range)}`, token)).body) as string[];
  return [
    ids,
    ...(await sequentially([
      () => invoke('POST', `/api/appeal-history/totals/user/${userId}`, token),
      () => invoke('GET', `/api/appeal-history/totals?${q(range)}&region_id=18`, token),
      ...types.map((t) => () => invoke('GET', `/api/appeal-history/totals/assistance/${t.id}?${q(range)}&region_id=18`, token)),
      ...ids.map((id) => () => invoke('GET', `/api/appeal-history/totals/community/${id}?${q(range)}`, token)),
    ])),
  ];
}

/** /admin/calendar for one month: all appeals (ADMIN) and one executor's (USER). */
async function calendars(adminToken: string, userToken: string, userId: number, range: { startDate: string; endDate: string }): Promise<unknown[]> {
  const start = encodeURIComponent(range.startDate);
  const end = encodeURIComponent(range.endDate);
  return sequentially([
    () => invoke('GET', `/api/appeals/grouped/${start}/${end}`, adminToken),
    () => invoke('GET', `/api/appeal-history/grouped/${userId}/${start}/${end}`, userToken),
  ]);
}

let drop: () => Promise<void>;
let adminToken: string;
let userToken: string;
const USER_ID = EXECUTORS[1];

beforeAll(async () => {
  // This file's worker talks to its own table: the handlers read TABLE_NAME from the environment.
  process.env.TABLE_NAME = TABLE;
  resetEnvCache();
  resetClients();
  resetDb();
  const scratch = await createScratchTable(TABLE);
  drop = scratch.drop;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const name = String((context as { commandName?: string }).commandName);
      requests[name] = (requests[name] ?? 0) + 1;
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | Array<{ CapacityUnits?: number }> }).ConsumedCapacity;
      for (const c of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) readUnits += c.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'consumedCapacityMeter' },
  );
  await seedReferenceData();
  // The two callers' accounts, which every signed-in request checks (lib/session-epoch.ts).
  for (const [id, roles, regionId] of [
    [1, ['ADMIN'], 53],
    [USER_ID, ['USER'], 18],
  ] as const) {
    await db()
      .entities.user.put({
        id,
        email: `capacity-${id}@example.com`,
        passwordHash: 'not-used',
        name: 'Тест',
        last_name: 'Ємність',
        phone: '380501234567',
        responsability: 'Фахівчиня',
        institution: 'Центр',
        assistanceIds: [1],
        regionId,
        roles: [...roles],
        isActive: true,
        emailVerified: true,
      })
      .go();
  }
  adminToken = await signAccessToken({ userId: 1, name: 'Олена', roles: ['ADMIN'], regionId: 53 });
  userToken = await signAccessToken({ userId: USER_ID, name: 'Ірина', roles: ['USER'], regionId: 18 });
}, 120_000);

afterAll(async () => {
  await drop?.();
  process.env.TABLE_NAME = 'dosyt-local';
  resetEnvCache();
  resetClients();
  resetDb();
});

async function load(count: number, from: number) {
  const items = generate(from, count);
  await batchWrite(
    { client: dynamo(), table: env().TABLE_NAME },
    items.map((Item) => ({ PutRequest: { Item } })),
    16,
  );
}

/** The dashboards' counters for the first `count` appeals (the open-item indexes serve notifications, not dashboards). */
async function writeCounters(count: number) {
  const { counters } = computeAggregates(generate(0, count), TABLE);
  await writeAggregates({ client: dynamo(), table: env().TABLE_NAME }, { counters, summaries: new Map() }, 16);
}

async function loadAll(): Promise<{ admin: Load[]; region: Load[]; calendar: Load[] }> {
  const result = { admin: [] as Load[], region: [] as Load[], calendar: [] as Load[] };
  for (const range of ranges) {
    result.admin.push(await measure(() => adminDashboard(adminToken, range)));
    result.region.push(await measure(() => regionDashboard(userToken, USER_ID, range)));
    result.calendar.push(await measure(() => calendars(adminToken, userToken, USER_ID, range)));
  }
  return result;
}

describe('dashboard cost does not grow with the number of appeals', () => {
  it(`reads the same capacity with the same requests at ${SMALL} and at ${LARGE} appeals`, async () => {
    // Prepare: the small table.
    await load(SMALL, 0);
    await writeCounters(SMALL);

    // Act
    const small = await loadAll();
    await load(LARGE_ITEMS, SMALL);
    await writeCounters(LARGE);
    const large = await loadAll();

    // Assess: same capacity, same requests, no Scan; and the numbers did grow.
    for (const kind of ['admin', 'region', 'calendar'] as const) {
      large[kind].forEach((l, month) => {
        const s = small[kind][month];
        expect(bounded(l.units), `${kind} month ${month}: read units per use-case`).toEqual(bounded(s.units));
        expect(l.requests, `${kind} month ${month}: requests`).toEqual(s.requests);
        expect(Object.keys(l.requests)).not.toContain('ScanCommand');
        expect(sum(bounded(l.units))).toBeGreaterThan(0);
      });
    }
    const monthTotal = (answers: unknown[]) => (answers[1] as { totals: number }).totals;
    expect(monthTotal(large.admin[0].answers)).toBeGreaterThan(monthTotal(small.admin[0].answers) * 2);
    console.info(
      JSON.stringify({
        appeals: [SMALL, LARGE],
        appealItemsWritten: [SMALL, LARGE_ITEMS],
        readUnitsPerLoad: Object.fromEntries(
          (['admin', 'region', 'calendar'] as const).map((k) => [k, [small, large].map((size) => size[k].map((l) => sum(bounded(l.units))))]),
        ),
        latestAppealsUnits: [small.admin[0].units['latest-appeals'], large.admin[0].units['latest-appeals']],
      }),
    );
  }, 600_000);
});
