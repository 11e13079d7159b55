import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_URGENT_WINDOW_HOURS, isExpired, isUrgent } from '@dosyt/core/appeal/deadline.rules';
import { NOTICE_PAGE_SIZE } from '@dosyt/core/api/stats-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appealSummaryEntity } from '../db/entities/appeal-summary.entity';
import { assignmentSummaryEntity } from '../db/entities/assignment-summary.entity';
import { assignmentEntity, urgentIndexKeys } from '../db/entities/assignment.entity';
import { encodeCursor } from '../lib/cursor';
import { allPages, call, nextLink, type Reply } from '../../../infra/local/test/http';
import { submitAppeal } from '../../../infra/local/test/appeals';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { DEMO_ACCOUNTS } from '../../../infra/local/seed/demo-users';
import { appealSummary, assignmentSummary, type AppealFacts } from './contributions';
import {
  expiredAppeals,
  expiredAssignments,
  highRiskAppeals,
  unassignedAppeals,
  urgentAppeals,
  urgentAssignments,
  type NoticePageRequest,
} from './notifications';
import { createScratchTable, eventually } from '../test/stats-kit';
import type { StatsDb } from './stats-db';
import type { NoticePage } from './phased-page';

/**
 * The notification lists page by page: the pages, concatenated, are the whole list in the order it always had
 * (high risk, then 'Без виконавця', then the nearest deadline); a page reads a bounded
 * number of items however many appeals are open; cursors are checked.
 *
 * Two throwaway tables hold the stream consumer's index items (the real summary
 * builders of contributions.ts), one small and one five times larger, with the same
 * mix: high risk with and without an executor, no executor, children past, inside
 * and after the urgent window, ordinary ones overdue, inside the window and far off,
 * finished records, and the records of an executor and of a colleague.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const EXECUTOR = 7_301;
const COLLEAGUE = 7_302;
const NOW = Date.UTC(2026, 10, 26, 9, 0, 0);
const SMALL = 120;
const LARGE = 600;

interface Seeded {
  appeals: AppealFacts[];
  records: Array<{ id: number; appealId: number; userId: number; statusId: number; deadlineAt: number }>;
}

/** Appeal `i` of the mix: every kind the lists tell apart, in a repeating pattern, deadlines spread over 20 days either side. */
function appealOf(i: number): AppealFacts {
  const kind = i % 12;
  const id = 500_000 + i;
  const deadlineAt = NOW + ((i * 7919) % (40 * 24)) * HOUR - 20 * DAY + (i % 5) * 60_000;
  const noExecutor = kind === 1 || kind === 3;
  return {
    id,
    createdAt: new Date(NOW - 30 * DAY + i * 60_000).toISOString(),
    region_id: 53,
    community_id: 'UA53080370000025447',
    assistanceIds: [1],
    children_help: kind === 4 || kind === 5,
    // Finished ones leave the indexes: the summary builder drops them.
    status_id: kind === 11 ? 4 : 1 + (i % 3),
    // Some share a deadline: the id decides.
    deadlineAt: kind === 6 ? NOW + 2 * HOUR : kind === 7 ? NOW + 30 * DAY : deadlineAt,
    executorIds: noExecutor ? [] : [kind === 8 ? COLLEAGUE : EXECUTOR],
    unassignedTypeIds: noExecutor ? [1] : [],
    name: 'Оксана',
    last_name: 'Сторінкова',
    phone: '380501112233',
    highRisk: kind === 2 || kind === 3 || i % 17 === 0,
  };
}

async function seed(db: StatsDb, count: number): Promise<Seeded> {
  const appeals = Array.from({ length: count }, (_, i) => appealOf(i));
  const records: Seeded['records'] = [];
  const items: Array<Record<string, unknown>> = [];
  for (const appeal of appeals) {
    const summary = appealSummary(appeal);
    if (summary) items.push(appealSummaryEntity.put(summary).params({ table: db.table }).Item as Record<string, unknown>);
    appeal.executorIds.forEach((userId, n) => {
      // A record may be finished while its appeal is open; its own deadline may differ from the appeal's.
      const record = {
        id: appeal.id * 10 + n,
        appealId: appeal.id,
        userId,
        statusId: appeal.id % 13 === 0 ? 4 : appeal.status_id,
        deadlineAt: appeal.deadlineAt - (appeal.id % 4) * HOUR,
      };
      records.push(record);
      const flags = { children_help: appeal.children_help, riskLevel: appeal.highRisk ? ('high' as const) : null };
      const open = record.statusId < 4;
      const stored = {
        ...record,
        assistanceTypeId: 1,
        regionId: 53,
        communityId: appeal.community_id,
        version: 1,
        createdAt: appeal.createdAt,
        updatedAt: appeal.createdAt,
        ...(open && (appeal.children_help || appeal.highRisk) ? urgentIndexKeys(record, flags) : {}),
      };
      items.push(assignmentEntity.put(stored).params({ table: db.table }).Item as Record<string, unknown>);
      const summary = assignmentSummary({ ...record, createdAt: appeal.createdAt, assistanceTypeId: 1 });
      if (open && summary) items.push(assignmentSummaryEntity.put(summary).params({ table: db.table }).Item as Record<string, unknown>);
    });
  }
  for (let i = 0; i < items.length; i += 25) {
    await db.client.send(new BatchWriteCommand({ RequestItems: { [db.table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
  return { appeals, records };
}

// The lists as they were answered before paging (all of it, sorted in memory): the reference.
const open = (a: AppealFacts) => a.status_id < 4;
const noExecutor = (a: AppealFacts) => a.unassignedTypeIds.length > 0;
const byDeadline = (a: { deadlineAt: number; id: number }, b: { deadlineAt: number; id: number }) => a.deadlineAt - b.deadlineAt || a.id - b.id;
const byCreation = (a: AppealFacts, b: AppealFacts) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
const riskFirst = (a: { highRisk?: boolean }, b: { highRisk?: boolean }) => Number(b.highRisk === true) - Number(a.highRisk === true);

function expected(data: Seeded, userId: number) {
  const appeals = data.appeals.filter(open);
  const appealOfRecord = new Map(data.appeals.map((a) => [a.id, a]));
  const records = data.records
    .filter((r) => r.userId === userId && r.statusId < 4)
    .map((r) => ({ ...r, highRisk: appealOfRecord.get(r.appealId)!.highRisk, children: appealOfRecord.get(r.appealId)!.children_help }));
  const urgentFacts = (a: AppealFacts) => ({
    statusId: a.status_id,
    childrenHelp: a.children_help,
    deadlineMs: a.deadlineAt,
    now: NOW,
    hasExecutor: !noExecutor(a),
    highRisk: a.highRisk,
  });
  return {
    urgent: appeals
      .filter((a) => isUrgent({ ...urgentFacts(a), urgentWindowHours: DEFAULT_URGENT_WINDOW_HOURS }))
      // 'Без виконавця' ones: the longest waiting first; the others by deadline.
      .sort((a, b) => riskFirst(a, b) || Number(noExecutor(b)) - Number(noExecutor(a)) || (noExecutor(a) ? byCreation(a, b) : byDeadline(a, b)))
      .map((a) => a.id),
    expired: appeals
      .filter((a) => isExpired({ statusId: a.status_id, deadlineMs: a.deadlineAt, now: NOW }))
      .sort(byDeadline)
      .map((a) => a.id),
    // High-risk ones first (as in the urgent list), each group the longest waiting first.
    unassigned: appeals
      .filter(noExecutor)
      .sort((a, b) => riskFirst(a, b) || byCreation(a, b))
      .map((a) => a.id),
    highRisk: appeals
      .filter((a) => a.highRisk)
      .sort(byDeadline)
      .map((a) => a.id),
    userUrgent: records
      .filter((r) => isUrgent({ statusId: r.statusId, childrenHelp: r.children, deadlineMs: r.deadlineAt, now: NOW, hasExecutor: true, highRisk: r.highRisk }))
      .sort((a, b) => riskFirst(a, b) || byDeadline(a, b))
      .map((r) => r.id),
    userExpired: records
      .filter((r) => isExpired({ statusId: r.statusId, deadlineMs: r.deadlineAt, now: NOW }))
      .sort((a, b) => riskFirst(a, b) || byDeadline(a, b))
      .map((r) => r.id),
  };
}

type ListName = keyof ReturnType<typeof expected>;
type Reader = (db: StatsDb, page: NoticePageRequest) => Promise<NoticePage<{ id: number }>>;

/** The lists as the handlers call them, at the test's clock (a later page keeps the first page's time from its cursor). */
const readers: Record<ListName, Reader> = {
  urgent: (db, page) => urgentAppeals(db, page, NOW),
  expired: (db, page) => expiredAppeals(db, page, NOW),
  unassigned: (db, page) => unassignedAppeals(db, page, NOW),
  highRisk: (db, page) => highRiskAppeals(db, page, NOW),
  userUrgent: (db, page) => urgentAssignments(db, EXECUTOR, page, NOW),
  userExpired: (db, page) => expiredAssignments(db, EXECUTOR, page, NOW),
};
const LISTS = Object.keys(readers) as ListName[];

/** Items read, as DynamoDB answers each command (Query Count, BatchGet responses), while `counting`. */
let counting = false;
let itemsRead = 0;
function countReads(db: StatsDb) {
  db.client.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      if (counting) {
        const out = result.output as { Count?: number; Responses?: Record<string, unknown[]>; Item?: unknown };
        itemsRead += out.Count ?? (out.Responses ? Object.values(out.Responses).reduce((s, l) => s + l.length, 0) : out.Item ? 1 : 0);
      }
      return result;
    },
    { step: 'initialize', name: 'noticeReadCounter' },
  );
}

async function measured<T>(action: () => Promise<T>): Promise<{ answer: T; read: number }> {
  itemsRead = 0;
  counting = true;
  try {
    return { answer: await action(), read: itemsRead };
  } finally {
    counting = false;
  }
}

/** Every page of a list: the ids in order, and the items each request read. */
async function walk(db: StatsDb, list: ListName, limit: number) {
  const ids: number[] = [];
  const reads: number[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 500; pages++) {
    const { answer, read } = await measured(() => readers[list](db, { limit, cursor }));
    expect(answer.data.length).toBeLessThanOrEqual(limit);
    ids.push(...answer.data.map((r) => r.id));
    reads.push(read);
    cursor = answer.cursor;
    if (!cursor) return { ids, reads };
  }
  throw new Error(`${list}: the cursor never ended`);
}

let small: Awaited<ReturnType<typeof createScratchTable>>;
let large: Awaited<ReturnType<typeof createScratchTable>>;
let smallData: Seeded;
let largeData: Seeded;

beforeAll(async () => {
  [small, large] = await Promise.all([createScratchTable(`notice-pages-small-${process.pid}`), createScratchTable(`notice-pages-large-${process.pid}`)]);
  countReads(small);
  countReads(large);
  [smallData, largeData] = await Promise.all([seed(small, SMALL), seed(large, LARGE)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([small?.drop(), large?.drop()]);
});

describe('notification lists, page by page', () => {
  it('the data covers every case the order tells apart, over many pages', () => {
    const want = expected(largeData, EXECUTOR);
    for (const list of LISTS) expect(want[list].length, list).toBeGreaterThan(3 * 7);
    // The small table's lists are at least two pages of 10 (the comparison of first pages below).
    for (const list of LISTS) expect(expected(smallData, EXECUTOR)[list].length, list).toBeGreaterThanOrEqual(2 * 10);
    const urgent = new Set(want.urgent);
    const listed = largeData.appeals.filter((a) => urgent.has(a.id));
    expect(listed.some((a) => a.highRisk && noExecutor(a)) && listed.some((a) => a.highRisk && !noExecutor(a))).toBe(true);
    expect(listed.some((a) => !a.highRisk && a.children_help && a.deadlineAt < NOW)).toBe(true);
    expect(listed.some((a) => !a.highRisk && a.children_help && a.deadlineAt > NOW + DAY)).toBe(true);
    expect(listed.some((a) => !a.highRisk && !a.children_help && !noExecutor(a))).toBe(true);
  });

  it.each(LISTS)('%s: the pages together are the whole list in its order, nothing twice, nothing missing', async (list) => {
    const { ids } = await walk(large, list, 7);
    expect(ids).toEqual(expected(largeData, EXECUTOR)[list]);
  });

  it('a first page reads as much at five times the open appeals', async () => {
    for (const list of LISTS) {
      // A page of 10: every list is longer than what one request may read in both tables, so both do the same work.
      const [few, many] = [await measured(() => readers[list](small, { limit: 10 })), await measured(() => readers[list](large, { limit: 10 }))];
      expect(few.answer.cursor && many.answer.cursor, list).toBeTruthy();
      expect(few.answer.data.length, list).toBeGreaterThan(0);
      expect(many.read, `${list}: ${few.read} items read at ${SMALL} appeals, ${many.read} at ${LARGE}`).toBeLessThanOrEqual(few.read * 1.1);
      // The default page: at most twice its size of index items, their appeals' summaries and the settings.
      const page = await measured(() => readers[list](large, {}));
      expect(page.read, list).toBeLessThanOrEqual(4 * NOTICE_PAGE_SIZE + 1);
      if (process.env.NOTICE_READS) {
        const first = await measured(() => readers[list](small, {}));
        console.info(
          `${list}: page of 50: ${first.answer.data.length} rows / ${first.read} items at ${SMALL}; ${page.answer.data.length} rows / ${page.read} items at ${LARGE}`,
        );
      }
    }
  });

  it('every page of a walk reads a bounded number of items, the same bound at either size', async () => {
    for (const list of LISTS) {
      const [few, many] = [await walk(small, list, 10), await walk(large, list, 10)];
      // 2 x 10 index items, their summaries (the executor's lists), the settings.
      expect(Math.max(...few.reads), list).toBeLessThanOrEqual(41);
      expect(Math.max(...many.reads), list).toBeLessThanOrEqual(41);
    }
  });

  it("fills the urgent list's first page when many appeals with children and an executor come before the rest", async () => {
    // No appeal waits for an executor and none is high-risk: 60 with children (flagged) due after the window, 5 ordinary ones inside it.
    const table = await createScratchTable(`notice-pages-flagged-${process.pid}`);
    try {
      const appeals = Array.from({ length: 65 }, (_, i) => ({
        ...appealOf(0),
        id: 700_000 + i,
        createdAt: new Date(NOW - DAY + i * 60_000).toISOString(),
        status_id: 1,
        children_help: i < 60,
        deadlineAt: i < 60 ? NOW + 3 * DAY + i * 60_000 : NOW + HOUR + i * 60_000,
        executorIds: [EXECUTOR],
        unassignedTypeIds: [],
        highRisk: false,
      }));
      const items = appeals.map((a) => appealSummaryEntity.put(appealSummary(a)!).params({ table: table.table }).Item as Record<string, unknown>);
      for (let i = 0; i < items.length; i += 25) {
        await table.client.send(new BatchWriteCommand({ RequestItems: { [table.table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
      }
      const first = await urgentAppeals(table, { limit: 10 }, NOW);
      expect(first.data.map((r) => r.id)).toEqual([...appeals.slice(60).map((a) => a.id), ...appeals.slice(0, 5).map((a) => a.id)]);
      expect(first.cursor).toBeDefined();
    } finally {
      await table.drop();
    }
  });

  it("fills the urgent list's first page when many appeals wait for an executor and few of them are high-risk", async () => {
    // 60 ordinary ones wait for an executor, the one high-risk one waiting came last; 3 high-risk ones have an executor.
    // Read as one range of the 'Без виконавця' index, the first phase spent its reads on the 60 (the bench at 200,000: 1 row).
    const table = await createScratchTable(`notice-pages-waiting-${process.pid}`);
    try {
      const appeal = (i: number, waiting: boolean, highRisk: boolean): AppealFacts => ({
        ...appealOf(0),
        id: 800_000 + i,
        createdAt: new Date(NOW - DAY + i * 60_000).toISOString(),
        status_id: 1,
        children_help: false,
        deadlineAt: NOW + 3 * DAY + i * 60_000,
        executorIds: waiting ? [] : [EXECUTOR],
        unassignedTypeIds: waiting ? [1] : [],
        highRisk,
      });
      const ordinary = Array.from({ length: 60 }, (_, i) => appeal(i, true, false));
      const waitingHighRisk = appeal(60, true, true);
      const highRiskWithExecutor = [61, 62, 63].map((i) => appeal(i, false, true));
      const items = [...ordinary, waitingHighRisk, ...highRiskWithExecutor].map(
        (a) => appealSummaryEntity.put(appealSummary(a)!).params({ table: table.table }).Item as Record<string, unknown>,
      );
      for (let i = 0; i < items.length; i += 25) {
        await table.client.send(new BatchWriteCommand({ RequestItems: { [table.table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
      }
      const first = await urgentAppeals(table, { limit: 10 }, NOW);
      expect(first.data.map((r) => r.id)).toEqual([waitingHighRisk.id, ...highRiskWithExecutor.map((a) => a.id), ...ordinary.slice(0, 6).map((a) => a.id)]);
      const waiting = await unassignedAppeals(table, { limit: 3 }, NOW);
      expect(waiting.data.map((r) => r.id)).toEqual([waitingHighRisk.id, ordinary[0].id, ordinary[1].id]);
    } finally {
      await table.drop();
    }
  });

  it('refuses a cursor that is not one of the list: garbage, another list, a key outside its phase, a phase it has not', async () => {
    const { answer } = await measured(() => readers.urgent(large, { limit: 3 }));
    expect(answer.cursor).toBeDefined();
    const bad = [
      'not-a-cursor',
      encodeCursor(['expired', NOW, 0, null]),
      encodeCursor(['urgent', NOW, 99, null]),
      encodeCursor(['urgent', NOW, 3, `9999999999999#${'0'.repeat(10)}`]),
      encodeCursor(['urgent', -1, 0, null]),
      encodeCursor(['urgent', NOW, 0, 'x'.repeat(100)]),
    ];
    for (const cursor of bad) await expect(readers.urgent(large, { cursor }), cursor).rejects.toMatchObject({ message: 'Некоректний параметр: cursor' });
    await expect(readers.urgent(large, { limit: NOTICE_PAGE_SIZE + 1 })).rejects.toMatchObject({ message: 'Некоректний параметр: limit' });
    // The executor's cursor read under another executor's id reads that one's own records only (the path's user, checked by the handler).
    const mine = await readers.userUrgent(large, { limit: 2 });
    const colleague = await urgentAssignments(large, COLLEAGUE, { cursor: mine.cursor }, NOW);
    expect(colleague.data.every((r) => largeData.records.find((x) => x.id === r.id)?.userId === COLLEAGUE)).toBe(true);
  });
});

describe('notification pages over HTTP', () => {
  it('answers 400 in Ukrainian for a bad cursor or limit, and 403 to a USER paging another user’s list', async () => {
    const admin = await tokenForDemo('ADMIN');
    const user = await tokenForDemo('USER');
    const userId = DEMO_ACCOUNTS[1].id;
    const otherId = DEMO_ACCOUNTS[2].id;

    const first = await call('POST', '/api/appeals/urgent?limit=1', { token: admin });
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body.length).toBeLessThanOrEqual(1);

    for (const path of [
      '/api/appeals/urgent?cursor=zzz',
      `/api/appeals/expired?cursor=${encodeCursor(['urgent', NOW, 0, null])}`,
      '/api/appeals/urgent?limit=0',
      '/api/appeals/urgent?limit=51',
    ]) {
      const reply = await call('POST', path, { token: admin });
      expect(reply.status, path).toBe(400);
      expect(reply.body.message, path).toMatch(/^Некоректний параметр: (cursor|limit)$/);
    }
    const highRisk = await call('GET', `/api/appeals/high-risk?cursor=${encodeCursor(['high-risk', NOW, 0, 'not a key'])}`, { token: admin });
    expect(highRisk.status).toBe(400);

    const own = await call('GET', `/api/appeal-history/urgent/${userId}?limit=1`, { token: user });
    expect(own.status).toBe(200);
    const cursor = encodeCursor(['user-urgent', NOW, 2, null]);
    for (const kind of ['urgent', 'expired']) {
      const other = await call('GET', `/api/appeal-history/${kind}/${otherId}?cursor=${cursor}`, { token: user });
      expect(other.status, kind).toBe(403);
    }
    const mine = await call('GET', `/api/appeal-history/urgent/${userId}?cursor=${cursor}`, { token: user });
    expect(mine.status).toBe(200);

    // The executor's new messages page the same way; another list's cursor is refused.
    const messages = await call('GET', '/api/appeal-history/new-messages?limit=1', { token: user });
    expect(messages.status).toBe(200);
    expect(Array.isArray(messages.body)).toBe(true);
    const foreign = await call('GET', `/api/appeal-history/new-messages?cursor=${cursor}`, { token: user });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Некоректний параметр: cursor');
  });

  it('answers each page as a list, the next page in a Link rel="next" (none on the last); following the links gives the whole list in its order', async () => {
    const admin = await tokenForDemo('ADMIN');
    const user = await tokenForDemo('USER');
    const userId = DEMO_ACCOUNTS[1].id;
    // Urgent appeals (children) enough for several pages of 2, whatever else the run holds.
    const submitted = await Promise.all([1, 2, 3, 4, 5].map(() => submitAppeal({ children_help: true, children_count: 1, children_ages: { '3_7': 1 } })));
    for (const reply of submitted) expect(reply.appealId, JSON.stringify(reply.body)).toBeGreaterThan(0);

    // Every list: a page is an array of at most `limit` rows; a next page is the same path with its cursor and the limit asked.
    const lists: Array<[string, string, string]> = [
      ['POST', '/api/appeals/urgent', admin],
      ['POST', '/api/appeals/expired', admin],
      ['GET', '/api/appeals/unassigned', admin],
      ['GET', '/api/appeals/high-risk', admin],
      ['GET', `/api/appeal-history/urgent/${userId}`, user],
      ['GET', `/api/appeal-history/expired/${userId}`, user],
      ['GET', '/api/appeal-history/new-messages', user],
    ];
    for (const [method, path, token] of lists) {
      const page = await call(method, `${path}?limit=1`, { token });
      expect(page.status, path).toBe(200);
      expect(Array.isArray(page.body), path).toBe(true);
      expect(page.body.length, path).toBeLessThanOrEqual(1);
      const link = page.headers.get('link');
      if (link !== null) expect(link, path).toMatch(new RegExp(`^<${path.replace(/[/?]/g, '\\$&')}\\?cursor=[A-Za-z0-9_-]+&limit=1>; rel="next"$`));
    }

    await eventually(async () => {
      const urgent = (await allPages<{ id: number }>('POST', '/api/appeals/urgent', admin)).map((r) => r.id);
      expect(urgent).toEqual(expect.arrayContaining(submitted.map((r) => r.appealId)));
      // Pages of 2, following the Link of each: the same list, in the same order.
      const walked: number[] = [];
      let last: Reply | undefined;
      for (let next: string | undefined = '/api/appeals/urgent?limit=2'; next; next = nextLink(last)) {
        last = await call('POST', next, { token: admin });
        expect(last.status, next).toBe(200);
        expect(Array.isArray(last.body), next).toBe(true);
        expect(last.body.length, next).toBeLessThanOrEqual(2);
        walked.push(...(last.body as Array<{ id: number }>).map((r) => r.id));
        if (nextLink(last)) expect(last.headers.get('link'), next).toMatch(/^<\/api\/appeals\/urgent\?cursor=[A-Za-z0-9_-]+&limit=2>; rel="next"$/);
      }
      expect(walked.length).toBeGreaterThan(2);
      expect(last!.headers.get('link')).toBeNull();
      expect(walked).toEqual(urgent);
    });
  }, 60_000);
});
