import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { APPEAL_SORTS, type AppealSort } from '@dosyt/core/appeal/search.rules';
import { isOpenStatus } from '@dosyt/core/status/status.rules';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { createStaff, randomPhone, submitAppeal } from '../../../infra/local/test/appeals';
import { db } from '../db/service';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

/**
 * Every sort with every filter, on the admin list and the executor history, against the
 * real handlers. Дніпровська громада (region 12) belongs to this suite alone, so the
 * region's list is exactly the appeals made here and each answer is compared whole.
 */
const DNIPRO = { region_id: 12, community_id: 'UA12020010000033698' };
const FINISH_COMMENT = 'Надано консультацію та супровід, випадок закрито успішно';
const HOUR = 3_600_000;
const eventually = { timeout: 30_000, interval: 250 };

interface Row {
  id: number;
  status_id: number;
  createdAt: string;
  deadlineAt: number;
  risk_level: string | null;
  isDuplicate: boolean;
}
interface HistoryRow {
  id: number;
  appealId: number;
  appealStatusId: number;
  createdAt: string;
  deadlineAt: number;
  appeal: { risk_level: string | null } | null;
}

type Filter = { name: string; query: string; keeps: (r: Row, now: number) => boolean };

const LIST_FILTERS: Filter[] = [
  { name: 'no filter', query: '', keeps: () => true },
  ...[1, 2, 3, 4].map((s) => ({ name: `status ${s}`, query: `status=${s}`, keeps: (r: Row) => r.status_id === s })),
  { name: 'Без виконавця', query: 'filter=unassigned', keeps: (r: Row) => isOpenStatus(r.status_id) && unassigned.has(r.id) },
  { name: 'Прострочені', query: 'filter=overdue', keeps: (r: Row, now: number) => isOpenStatus(r.status_id) && r.deadlineAt < now },
  { name: 'duplicates', query: 'filterDuplicates=true', keeps: (r: Row) => r.isDuplicate },
];
const unassigned = new Set<number>();

/** What a sort promises, as a comparator (ties by number, as the list breaks them). */
const ORDER: Record<AppealSort, (a: Row, b: Row) => number> = {
  date: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  'date-asc': (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  deadline: (a, b) => a.deadlineAt - b.deadlineAt || a.id - b.id,
  status: (a, b) => a.status_id - b.status_id || b.createdAt.localeCompare(a.createdAt),
};

const pinned = (r: { open: boolean; high: boolean }) => r.open && r.high;

/** The expected order: the sort's, and newest first an open high-risk appeal before the rest. */
function expectedIds<T extends { id: number }>(rows: T[], sort: AppealSort, cmp: (a: T, b: T) => number, pin: (r: T) => boolean): number[] {
  const sorted = [...rows].sort(cmp);
  const ordered = sort === 'date' ? [...sorted.filter(pin), ...sorted.filter((r) => !pin(r))] : sorted;
  return ordered.map((r) => r.id);
}

/** Moves an appeal's deadline (and its records') into the past, as time passing would. */
async function expire(appealId: number): Promise<void> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `appeal#${String(appealId).padStart(10, '0')}` },
    }),
  );
  expect(Items.length).toBeGreaterThan(0);
  for (const item of Items) {
    if (item.sk !== 'appeal' && !String(item.sk).startsWith('assignment#')) continue;
    await dynamo().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET deadlineAt = :d',
        ExpressionAttributeValues: { ':d': Date.now() - HOUR },
      }),
    );
  }
}

describe('every sort works with every filter, and high risk pins only an open appeal', () => {
  let admin: string;
  let executor: { id: number; token: string };
  const mine: Record<string, number> = {};

  const list = async (query: string): Promise<{ rows: Row[]; count: number }> => {
    const reply = await call('GET', `/api/appeals/pages=1?region_id=${DNIPRO.region_id}&size=50&${query}`, { token: admin });
    expect(reply.status, `${query}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body;
  };
  const history = async (query: string): Promise<HistoryRow[]> => {
    const reply = await call('GET', `/api/appeal-history/user/${executor.id}?pageSize=50&${query}`, { token: executor.token });
    expect(reply.status, `${query}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body.data;
  };
  const recordOf = async (appealId: number) => {
    const { data } = await db().entities.assignment.query.byAppeal({ appealId }).go({ consistent: true });
    return data.find((r) => r.userId === executor.id)!;
  };
  const moveTo = async (appealId: number, statuses: number[]) => {
    const record = await recordOf(appealId);
    for (const appealStatusId of statuses) {
      const reply = await call('PATCH', `/api/appeal-history/${record.id}`, { token: executor.token, body: { appealStatusId, comment: FINISH_COMMENT } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
  };
  const submit = async (name: string, body: Record<string, unknown>) => {
    const reply = await submitAppeal({ ...DNIPRO, assistance_ids: [6], ...body });
    expect(reply.appealId, name).toBeGreaterThan(0);
    mine[name] = reply.appealId;
    return reply.appealId;
  };

  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
    executor = await createStaff({ regionId: DNIPRO.region_id, communityId: DNIPRO.community_id, assistanceIds: [6] });
    const twice = randomPhone();
    // Oldest first: the finished high-risk one is older than every open one.
    await submit('finishedHigh', { risk_answers: { threatsToKill: true } });
    await submit('finishedCalm', {});
    await submit('openHigh', { risk_answers: { weapon: true } });
    await submit('working', {});
    await submit('overdue', {});
    await submit('first', { phone: twice });
    await submit('waiting', { assistance_ids: [2] });
    await submit('again', { phone: twice });
    await submit('newest', {});
    unassigned.add(mine.waiting!);
    await moveTo(mine.finishedHigh!, [3, 4]);
    await moveTo(mine.finishedCalm!, [3, 4]);
    await moveTo(mine.working!, [3]);
    await expire(mine.overdue!);
    // The status index, counters and open-appeal index are the stream's: wait until they hold all of it.
    await vi.waitFor(async () => {
      expect((await list('status=4')).rows.map((r) => r.id).sort()).toEqual([mine.finishedHigh, mine.finishedCalm].sort());
      expect((await list('status=3')).rows.map((r) => r.id)).toEqual([mine.working]);
      expect((await list('filter=overdue')).rows.map((r) => r.id)).toEqual([mine.overdue]);
      expect((await list('filter=unassigned')).rows.map((r) => r.id)).toEqual([mine.waiting]);
      expect((await list('sort=deadline')).count).toBe(7);
    }, eventually);
  }, 120_000);

  it.each(APPEAL_SORTS.flatMap((sort) => LIST_FILTERS.map((filter) => [sort, filter.name, filter] as const)))(
    'admin list: sort %s with %s',
    async (sort, _name, filter) => {
      const everything = await Promise.all(Object.values(mine).map(async (id) => (await call('GET', `/api/appeals/${id}`, { token: admin })).body as Row));
      const now = Date.now();
      // 'За терміном виконання' orders what is still running: only open appeals have a deadline to meet,
      // unless a status is chosen, which then decides which appeals are listed.
      const listed = everything.filter((r) => filter.keeps(r, now) && (sort !== 'deadline' || filter.query.startsWith('status=') || isOpenStatus(r.status_id)));
      const { rows, count } = await list([filter.query, sort === 'date' ? '' : `sort=${sort}`].filter(Boolean).join('&'));
      const pin = (r: Row) => pinned({ open: isOpenStatus(r.status_id), high: r.risk_level === 'high' });
      expect(rows.map((r) => r.id)).toEqual(expectedIds(listed, sort, ORDER[sort], pin));
      expect(count).toBe(listed.length);
    },
  );

  it('admin list: the finished high-risk appeal never stands above the open ones; the open one heads the list', async () => {
    for (const sort of ['date', 'status'] as const) {
      const ids = (await list(sort === 'date' ? '' : `sort=${sort}`)).rows.map((r) => r.id);
      expect(ids.indexOf(mine.finishedHigh!)).toBeGreaterThan(ids.indexOf(mine.newest!));
    }
    expect((await list('')).rows[0]!.id).toBe(mine.openHigh);
    expect((await list('status=1')).rows[0]!.id).toBe(mine.openHigh);
  });

  const HISTORY_FILTERS = [
    { name: 'no filter', query: '', keeps: () => true },
    ...[1, 2, 3, 4].map((s) => ({ name: `status ${s}`, query: `status=${s}`, keeps: (r: HistoryRow) => r.appealStatusId === s })),
    { name: 'Прострочені', query: 'filter=overdue', keeps: (r: HistoryRow, now: number) => isOpenStatus(r.appealStatusId) && r.deadlineAt < now },
  ];
  const HISTORY_ORDER: Record<AppealSort, (a: HistoryRow, b: HistoryRow) => number> = {
    date: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    'date-asc': (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
    deadline: (a, b) => a.deadlineAt - b.deadlineAt || a.id - b.id,
    status: (a, b) => a.appealStatusId - b.appealStatusId || b.createdAt.localeCompare(a.createdAt),
  };

  it.each(APPEAL_SORTS.flatMap((sort) => HISTORY_FILTERS.map((filter) => [sort, filter.name, filter] as const)))(
    'executor history: sort %s with %s',
    async (sort, _name, filter) => {
      const everything = await history('');
      // The executor carries type 6 only: every appeal of this suite but the one nobody carries.
      expect(everything.map((r) => r.appealId).sort()).toEqual(
        Object.values(mine)
          .filter((id) => id !== mine.waiting)
          .sort(),
      );
      const now = Date.now();
      const listed = everything.filter((r) => filter.keeps(r, now));
      const rows = await history([filter.query, sort === 'date' ? '' : `sort=${sort}`].filter(Boolean).join('&'));
      const pin = (r: HistoryRow) => pinned({ open: isOpenStatus(r.appealStatusId), high: r.appeal?.risk_level === 'high' });
      expect(rows.map((r) => r.id)).toEqual(expectedIds(listed, sort, HISTORY_ORDER[sort], pin));
    },
  );
});
