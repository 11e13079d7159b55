import { kyivDayKey, kyivMonthKey, kyivYearMonth, monthRange, shiftMonth } from '@dosyt/core/dates/dates';
import { ASSISTANCE_TYPES } from '@dosyt/core/assistance/assistance';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppeal } from '../appeals/create-appeal';
import type { AppealItem } from '../db/entities/appeal.entity';
import type { AssignmentItem } from '../db/entities/assignment.entity';
import { db } from '../db/service';
import { updateAssignment } from '../assignments/update-assignment';
import type { Caller } from '../lib/tokens';
import { allPages, call } from '../../../infra/local/test/http';
import { createTestAccount, type TestAccount } from '../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { compareAggregates, computeAggregates, readLiveAggregates, scanSources } from './maintenance/rebuild';
import { eventually } from '../test/stats-kit';
import { defaultStatsDb } from './stats-db';

/**
 * Every number the dashboards, the top bar and the calendar show, over HTTP as the
 * web asks for it, against the count computed directly from the appeal and
 * assignment items for that month, region, community, type and status. Appeals are
 * created through POST /api/appeals and moved through PATCH /api/appeal-history/{id}
 * (this month), or through the same use-cases in-process with an earlier clock (last
 * month), and the aggregates follow through the stream consumer.
 */

const ZHYTOMYR = 18;
const CHERNIVTSI = 73;
const ANDRUSHIVKA = 'UA18020010000059904';
const BERDYCHIV = 'UA18020030000035625';
const VCHORAISHE = 'UA18020050000058053';
const BANYLIV = 'UA73020010000044067';
const BEREHOMET = 'UA73020030000022011';
const FINISH_COMMENT = 'Надано консультацію та супровід, випадок закрито успішно';
const HOUR = 3_600_000;

let admin: string;
let executorA: TestAccount; // types 1-3, Андрушівська
let executorB: TestAccount; // types 4-6, Бердичівська
let executorC: TestAccount; // types 1-3, Бердичівська
let tokenA: string;
let tokenB: string;
const created: number[] = [];

const thisMonth = kyivYearMonth(Date.now());
const lastMonth = shiftMonth(thisMonth.year, thisMonth.month, -1);
const months = [thisMonth, lastMonth].map(({ year, month }) => ({
  key: `${year}-${String(month + 1).padStart(2, '0')}`,
  range: monthRange(year, month),
}));
const query = (range: { startDate: string; endDate: string }) =>
  `startDate=${encodeURIComponent(range.startDate)}&endDate=${encodeURIComponent(range.endDate)}`;

let phoneSeq = 0;
function body(regionId: number, communityId: string, types: number[], extra: Record<string, unknown> = {}) {
  phoneSeq += 1;
  return {
    name: 'Оксана',
    last_name: 'Дашбордна',
    phone: `3805011${String(phoneSeq).padStart(5, '0')}`,
    region_id: regionId,
    community_id: communityId,
    assistance_ids: types,
    description: 'Потрібна допомога, опис ситуації для перевірки статистики',
    ...extra,
  };
}

async function postAppeal(payload: Record<string, unknown>): Promise<number> {
  const reply = await call('POST', '/api/appeals', { token: admin, body: payload });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  created.push(reply.body.id);
  return reply.body.id;
}

async function assignmentsOfAppeal(appealId: number): Promise<AssignmentItem[]> {
  const { data } = await db().entities.assignment.query.byAppeal({ appealId }).go({ pages: 'all' });
  return data;
}

async function patch(token: string, assignmentId: number, payload: Record<string, unknown>) {
  const reply = await call('PATCH', `/api/appeal-history/${assignmentId}`, { token, body: payload });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

const callerOf = (account: TestAccount): Caller => ({ userId: account.id, name: 'Тестова', roles: ['USER'], regionId: ZHYTOMYR });
const tokenOf = (userId: number) => (userId === executorA.id ? tokenA : userId === executorB.id ? tokenB : executorC.token());

/** Moves one assignment forward over HTTP as its executor (this month). */
async function work(assignment: AssignmentItem, finish: boolean) {
  const token = await tokenOf(assignment.userId);
  await patch(token, assignment.id, { appealStatusId: 3 });
  if (finish) await patch(token, assignment.id, { appealStatusId: 4, comment: FINISH_COMMENT });
}

/** Moves one assignment forward in-process with an earlier clock (last month). */
async function workAt(assignment: AssignmentItem, account: TestAccount, startMs: number, finishMs?: number) {
  await updateAssignment(callerOf(account), assignment.id, { appealStatusId: 3 }, { now: startMs, notify: false });
  if (finishMs !== undefined)
    await updateAssignment(callerOf(account), assignment.id, { appealStatusId: 4, comment: FINISH_COMMENT }, { now: finishMs, notify: false });
}

const accountOf = (userId: number) => [executorA, executorB, executorC].find((a) => a.id === userId)!;

// ---- the source of truth: the appeal and assignment items themselves ----

async function allAppeals(): Promise<AppealItem[]> {
  const { data } = await db().entities.appeal.query.all({}).go({ pages: 'all' });
  return data;
}

async function assignmentsOfUser(userId: number): Promise<AssignmentItem[]> {
  const { data } = await db().entities.assignment.query.byExecutor({ userId }).go({ pages: 'all' });
  return data;
}

const byStatus = (statuses: number[]) => ({
  totals: statuses.length,
  new: statuses.filter((s) => s === 1).length,
  in_work: statuses.filter((s) => s === 2 || s === 3).length,
  completed: statuses.filter((s) => s === 4).length,
});

const seconds = (a: AppealItem) => Math.max(0, Math.round((Date.parse(a.updatedAt) - Date.parse(a.createdAt)) / 1000));

async function activeRegions(): Promise<number[]> {
  const reply = await call('POST', '/api/communities/region/active', { token: admin });
  return (reply.body as Array<{ region_id: number }>).map((r) => Number(r.region_id));
}

beforeAll(async () => {
  admin = await tokenForDemo('ADMIN');
  executorA = await createTestAccount({ regionId: ZHYTOMYR, communityId: ANDRUSHIVKA, assistanceIds: [1, 2, 3] });
  executorB = await createTestAccount({ regionId: ZHYTOMYR, communityId: BERDYCHIV, assistanceIds: [4, 5, 6] });
  executorC = await createTestAccount({ regionId: ZHYTOMYR, communityId: BERDYCHIV, assistanceIds: [1, 2, 3] });
  tokenA = await executorA.token();
  tokenB = await executorB.token();

  // This month, over HTTP.
  const a1 = await postAppeal(body(ZHYTOMYR, ANDRUSHIVKA, [1, 4]));
  const a2 = await postAppeal(body(ZHYTOMYR, BERDYCHIV, [2]));
  await postAppeal(body(ZHYTOMYR, ANDRUSHIVKA, [3, 5], { children_help: true, children_count: 1, children_ages: { '0_3': 1 } }));
  const a4 = await postAppeal(body(ZHYTOMYR, VCHORAISHE, [6]));
  await postAppeal(body(CHERNIVTSI, BANYLIV, [1, 2]));
  await postAppeal(body(CHERNIVTSI, BEREHOMET, [4]));

  for (const assignment of await assignmentsOfAppeal(a1)) await work(assignment, assignment.assistanceTypeId === 1);
  const [redirected] = await assignmentsOfAppeal(a2);
  const other = redirected.userId === executorA.id ? executorC : executorA;
  await patch(admin, redirected.id, { userId: other.id });
  for (const assignment of await assignmentsOfAppeal(a4)) await work(assignment, true);

  // Last month, in-process with the clock of the 10th at noon (Kyiv).
  const start = Date.parse(months[1].range.startDate) + 9 * 24 * HOUR + 12 * HOUR;
  const caller: Caller = { userId: 1, name: 'Олена', roles: ['ADMIN'], regionId: 53 };
  const past = async (payload: Record<string, unknown>, at: number) => {
    const { appeal } = await createAppeal(payload, { caller, sourceIp: '127.0.0.1', now: at, notify: false });
    created.push(appeal.id);
    return appeal.id;
  };
  const p1 = await past(body(ZHYTOMYR, ANDRUSHIVKA, [1]), start);
  const p2 = await past(body(ZHYTOMYR, BERDYCHIV, [2, 5]), start + HOUR);
  await past(body(ZHYTOMYR, ANDRUSHIVKA, [3]), start + 2 * HOUR);
  await past(body(CHERNIVTSI, BANYLIV, [1]), start + 3 * HOUR);
  for (const a of await assignmentsOfAppeal(p1)) await workAt(a, accountOf(a.userId), start + 2 * HOUR, start + 26 * HOUR);
  const [first, second] = await assignmentsOfAppeal(p2);
  await workAt(first, accountOf(first.userId), start + 3 * HOUR, start + 31 * HOUR);
  await workAt(second, accountOf(second.userId), start + 4 * HOUR, start + 51 * HOUR);
}, 120_000);

describe('dashboard numbers equal the counts of the appeals themselves', () => {
  it('top bar: global counters by status and one executor’s own counters', async () => {
    await eventually(
      async () => {
        // Prepare
        const appeals = await allAppeals();
        const own = await assignmentsOfUser(executorA.id);

        // Act
        const global = await call('POST', '/api/appeals/totals-by-status', { token: admin });
        const mine = await call('POST', `/api/appeal-history/totals/user/${executorA.id}`, { token: tokenA });

        // Assess
        expect(global.body).toEqual(byStatus(appeals.map((a) => a.status_id)));
        expect(mine.body).toEqual(byStatus(own.map((a) => a.statusId)));
        expect(mine.body.totals).toBeGreaterThan(0);
      },
      { timeoutMs: 60_000 },
    );
  });

  it.each(months.map((m, i) => [i === 0 ? 'this month' : 'last month', m] as const))(
    'admin dashboard (%s): month total, every assistance type, every region, average completion',
    async (_label, month) => {
      const regions = await activeRegions();
      await eventually(
        async () => {
          // Prepare
          const inMonth = (await allAppeals()).filter((a) => kyivMonthKey(a.createdAt) === month.key);
          const q = query(month.range);

          // Act
          const total = await call('GET', `/api/appeal-history/totals?${q}`, { token: admin });
          const types = await Promise.all(ASSISTANCE_TYPES.map((t) => call('GET', `/api/appeal-history/totals/assistance/${t.id}?${q}`, { token: admin })));
          const perRegion = await Promise.all(regions.map((r) => call('GET', `/api/appeal-history/totals/region/${r}?${q}`, { token: admin })));
          const averages = await Promise.all(regions.map((r) => call('GET', `/api/appeal-history/avg/region/${r}?${q}`, { token: admin })));

          // Assess
          expect(total.body).toEqual({ totals: inMonth.length });
          ASSISTANCE_TYPES.forEach((t, i) => {
            expect(types[i].body, t.description).toEqual([
              { totals: inMonth.filter((a) => a.assistanceIds.includes(t.id)).length, assistance_id: t.id, 'AssistanceTypes.description': t.description },
            ]);
          });
          regions.forEach((r, i) => {
            const here = inMonth.filter((a) => a.region_id === r);
            const done = here.filter((a) => a.status_id === 4).map(seconds);
            expect(perRegion[i].body, `region ${r}`).toEqual({ totals: here.length });
            expect(averages[i].body, `average ${r}`).toEqual({ averageTime: done.length ? Math.round(done.reduce((s, x) => s + x, 0) / done.length) : 0 });
          });
        },
        { timeoutMs: 30_000 },
      );
    },
    60_000,
  );

  it('the completion times of last month are the ones the executors took', async () => {
    const q = query(months[1].range);
    await eventually(async () => {
      const reply = await call('GET', `/api/appeal-history/avg/region/${ZHYTOMYR}?${q}`, { token: admin });
      // p1 finished after 26 h, p2 after 50 h (its last record): (26 + 50) / 2 = 38 h.
      expect(reply.body).toEqual({ averageTime: 38 * 3600 });
    });
  });

  it.each(months.map((m, i) => [i === 0 ? 'this month' : 'last month', m] as const))(
    'region dashboard (%s): the region’s types, its communities and their totals, sorted by name',
    async (_label, month) => {
      await eventually(
        async () => {
          // Prepare
          const here = (await allAppeals()).filter((a) => kyivMonthKey(a.createdAt) === month.key && a.region_id === ZHYTOMYR);
          const q = query(month.range);

          // Act
          const total = await call('GET', `/api/appeal-history/totals?${q}&region_id=${ZHYTOMYR}`, { token: tokenA });
          const types = await Promise.all(
            ASSISTANCE_TYPES.map((t) => call('GET', `/api/appeal-history/totals/assistance/${t.id}?${q}&region_id=${ZHYTOMYR}`, { token: tokenA })),
          );
          const ids = await call('GET', `/api/appeal-history/communityIds/${ZHYTOMYR}?${q}`, { token: tokenA });
          const communities = await Promise.all(
            (ids.body as string[]).map((id) => call('GET', `/api/appeal-history/totals/community/${id}?${q}`, { token: tokenA })),
          );

          // Assess
          expect(total.body).toEqual({ totals: here.length });
          ASSISTANCE_TYPES.forEach((t, i) => {
            expect(types[i].body[0].totals, t.description).toBe(here.filter((a) => a.assistanceIds.includes(t.id)).length);
          });
          expect(ids.body).toEqual([...new Set(here.map((a) => a.community_id))].sort());
          for (const reply of communities) {
            expect(reply.body.totals, reply.body.community_name).toBe(here.filter((a) => a.community_id === reply.body.community_id).length);
            expect(reply.body.community_name).toMatch(/громада$/);
          }
        },
        { timeoutMs: 30_000 },
      );
    },
    60_000,
  );

  it.each(months.map((m, i) => [i === 0 ? 'this month' : 'last month', m] as const))(
    'calendar (%s): per Kyiv day and status, for all appeals and for one executor',
    async (_label, month) => {
      const start = encodeURIComponent(month.range.startDate);
      const end = encodeURIComponent(month.range.endDate);
      await eventually(
        async () => {
          // Prepare
          const inMonth = (await allAppeals()).filter((a) => kyivMonthKey(a.createdAt) === month.key);
          const own = (await assignmentsOfUser(executorA.id)).filter((a) => kyivMonthKey(a.createdAt) === month.key);
          const count = <T>(rows: T[], day: (r: T) => string, status: (r: T) => number) => {
            const cells = new Map<string, number>();
            for (const r of rows) cells.set(`${day(r)}|${status(r)}`, (cells.get(`${day(r)}|${status(r)}`) ?? 0) + 1);
            return cells;
          };
          const expectedAll = count(
            inMonth,
            (a) => kyivDayKey(a.createdAt),
            (a) => a.status_id,
          );
          const expectedOwn = count(
            own,
            (a) => kyivDayKey(a.createdAt),
            (a) => a.statusId,
          );

          // Act
          const all = await call('GET', `/api/appeals/grouped/${start}/${end}`, { token: admin });
          const mine = await call('GET', `/api/appeal-history/grouped/${executorA.id}/${start}/${end}`, { token: tokenA });

          // Assess
          expect(new Map((all.body as Array<{ day: string; status_id: number; count: number }>).map((r) => [`${r.day}|${r.status_id}`, r.count]))).toEqual(
            expectedAll,
          );
          expect(
            new Map((mine.body as Array<{ day: string; appealStatusId: number; count: number }>).map((r) => [`${r.day}|${r.appealStatusId}`, r.count])),
          ).toEqual(expectedOwn);
          expect((all.body as Array<{ title: string }>).every((r) => ['Нове', 'Перенаправлено', 'В роботі', 'Виконано'].includes(r.title))).toBe(true);
        },
        { timeoutMs: 30_000 },
      );
    },
    60_000,
  );

  it('register by regions: all-time counts per region by status', async () => {
    await eventually(async () => {
      const appeals = await allAppeals();
      const reply = await call('GET', '/api/appeals/totals/regions', { token: tokenA });
      const row = (reply.body as Array<{ region_id: number }>).find((r) => r.region_id === ZHYTOMYR);
      expect(row).toMatchObject(byStatus(appeals.filter((a) => a.region_id === ZHYTOMYR).map((a) => a.status_id)));
    });
  });

  it('the live aggregates equal a rebuild from every appeal and assignment in the table', async () => {
    const stats = defaultStatsDb();
    await eventually(
      async () => {
        const expected = computeAggregates(await scanSources(stats), stats.table);
        expect(compareAggregates(expected, await readLiveAggregates(stats))).toEqual([]);
      },
      { timeoutMs: 60_000, intervalMs: 1000 },
    );
  }, 90_000);
});

describe('who may see which numbers', () => {
  it('refuses a USER another region, another user and the national figures of another region', async () => {
    const q = query(months[0].range);
    const replies = await Promise.all([
      call('GET', `/api/appeal-history/totals/region/${CHERNIVTSI}?${q}`, { token: tokenA }),
      call('GET', `/api/appeal-history/communityIds/${CHERNIVTSI}?${q}`, { token: tokenA }),
      call('GET', `/api/appeal-history/totals/community/${BANYLIV}?${q}`, { token: tokenA }),
      call('GET', `/api/appeal-history/totals/assistance/1?${q}&region_id=${CHERNIVTSI}`, { token: tokenA }),
      call('POST', `/api/appeal-history/totals/user/${executorB.id}`, { token: tokenA }),
      call(
        'GET',
        `/api/appeal-history/grouped/${executorB.id}/${encodeURIComponent(months[0].range.startDate)}/${encodeURIComponent(months[0].range.endDate)}`,
        { token: tokenA },
      ),
      call('GET', `/api/appeal-history/urgent/${executorB.id}`, { token: tokenA }),
      call('GET', `/api/appeal-history/avg/region/${ZHYTOMYR}?${q}`, { token: tokenA }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    expect(replies[0].body).toEqual({ statusCode: 403, message: 'Доступ заборонено' });
  });

  it('scopes a USER’s figures without region_id to their own region', async () => {
    const q = query(months[0].range);
    await eventually(async () => {
      const [mine, region] = await Promise.all([
        call('GET', `/api/appeal-history/totals/assistance/1?${q}`, { token: tokenA }),
        call('GET', `/api/appeal-history/totals/assistance/1?${q}&region_id=${ZHYTOMYR}`, { token: tokenA }),
      ]);
      expect(mine.body).toEqual(region.body);
    });
  });

  it('answers 400 with a Ukrainian message for a missing or reversed period', async () => {
    const missing = await call('GET', '/api/appeal-history/totals', { token: admin });
    const reversed = await call('GET', `/api/appeal-history/totals?startDate=2026-05-01T00:00:00Z&endDate=2026-04-01T00:00:00Z`, { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Некоректна дата: startDate');
    expect(reversed.status).toBe(400);
  });

  it('answers a bad query parameter 400 from the contract’s query schema, with the body’s error shape', async () => {
    const q = query(months[0].range);
    const bad = await call('GET', `/api/appeal-history/totals?${q}&region_id=abc`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ statusCode: 400, message: 'Некоректний параметр: region_id', errors: { region_id: 'Некоректний параметр: region_id' } });
    const badDate = await call('GET', `/api/appeal-history/totals?startDate=never&endDate=2026-04-01T00:00:00Z`, { token: admin });
    expect(badDate.body).toEqual({ statusCode: 400, message: 'Некоректна дата: startDate', errors: { startDate: 'Некоректна дата: startDate' } });
    // Who may call is judged before what they sent.
    const stranger = await call('GET', `/api/appeal-history/avg/region/${ZHYTOMYR}?startDate=never`, { token: tokenA });
    expect(stranger.status).toBe(403);
  });
});

describe('notifications', () => {
  it('lists unassigned and children appeals as urgent, and last month’s open appeals as reminders', async () => {
    await eventually(async () => {
      const appeals = (await allAppeals()).filter((a) => created.includes(a.id));
      const [urgent, expired] = await Promise.all([allPages('POST', '/api/appeals/urgent', admin), allPages('POST', '/api/appeals/expired', admin)]);
      const now = Date.now();
      const urgentIds = new Set((urgent as Array<{ id: number }>).map((a) => a.id));
      const expiredIds = new Set((expired as Array<{ id: number }>).map((a) => a.id));
      for (const a of appeals) {
        const open = a.status_id < 4;
        expect(urgentIds.has(a.id), `urgent ${a.id}`).toBe(
          open && (a.children_help || a.executorIds.length === 0 || (a.deadlineAt - now >= 0 && a.deadlineAt - now < 24 * HOUR)),
        );
        expect(expiredIds.has(a.id), `expired ${a.id}`).toBe(open && a.deadlineAt < now);
      }
      const card = (urgent as Array<Record<string, unknown>>).find((a) => a.children_help === true && created.includes(Number(a.id)));
      expect(card).toMatchObject({ name: 'Оксана', last_name: 'Дашбордна', assistans_type: 'Соціальний супровід\nТимчасовий притулок' });
      expect(Object.keys(card!)).toEqual(expect.arrayContaining(['id', 'createdAt', 'name', 'last_name', 'phone', 'assistans_type']));
    });
  });

  it('lists a USER’s own open assignments with their appeal and type', async () => {
    await eventually(async () => {
      const own = (await assignmentsOfUser(executorA.id)).filter((a) => a.statusId < 4);
      const [urgent, expired] = await Promise.all([
        allPages('GET', `/api/appeal-history/urgent/${executorA.id}`, tokenA),
        allPages('GET', `/api/appeal-history/expired/${executorA.id}`, tokenA),
      ]);
      const now = Date.now();
      expect((expired as Array<{ id: number }>).map((a) => a.id).sort()).toEqual(
        own
          .filter((a) => a.deadlineAt < now)
          .map((a) => a.id)
          .sort(),
      );
      for (const row of [...urgent, ...expired] as Array<Record<string, any>>) {
        expect(row.appeal).toMatchObject({ name: 'Оксана', last_name: 'Дашбордна' });
        expect(typeof row.AssistanceTypes.description).toBe('string');
        expect(own.some((a) => a.id === row.id)).toBe(true);
      }
    });
  });
});
