import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { matchesQuery, type AppealQuickFilter, type AppealSort, type SearchQuery } from '@dosyt/core/appeal/search.rules';
import { highRiskFirst } from '@dosyt/core/appeal/risk.rules';
import { isOpenStatus, STATUSES } from '@dosyt/core/status/status.rules';
import type { AppealItem } from '../db/entities/appeal.entity';
import { batchGetItems } from '../db/batch-get';
import { db as edb } from '../db/service';
import { queryAll, queryUpTo } from '../db/query-all';
import {
  OPEN_APPEALS,
  REGIONS_PARTITION,
  STATUS_KEY,
  TOTAL_SHARDS,
  UNASSIGNED_APPEALS,
  deadlineBound,
  regionKey,
  totalShardPartition,
} from '../stats/aggregate-keys';
import { nameTerm, phoneTerm, statusTerm } from '../stats/search-entries';
import type { StatsDb } from '../stats/stats-db';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { batchGetAppeals } from '../db/appeal-store';
import { appealRowView, batchGetCommunities } from './appeal-views';

/** A search or a quick filter looks at no more than this many candidates (newest first). */
export const SEARCH_CANDIDATES = 200;
/** The open-appeal index read for 'Прострочені' / 'Без виконавця' with other conditions: at most this many items. */
export const SUMMARY_CANDIDATES = 2000;
/** A phone fragment's count stops here ('1000+'); the page itself never reads more than it shows. */
export const COUNT_CAP = 1000;

export interface AppealListQuery {
  page: number;
  size: number;
  q?: SearchQuery;
  status?: number;
  sort: AppealSort;
  filter?: AppealQuickFilter;
  regionId?: number;
  duplicates: boolean;
  now: number;
}

export interface AppealListPage {
  rows: ReturnType<typeof appealRowView>[];
  count: number;
  /** True when `count` stopped at a cap: more match than counted. */
  countCapped?: boolean;
}

const termInput = (term: string, options: { prefix?: string; ascending?: boolean } = {}): Omit<QueryCommandInput, 'TableName'> => ({
  KeyConditionExpression: options.prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
  ExpressionAttributeValues: { ':pk': `agg#search#${term}`, ...(options.prefix ? { ':prefix': options.prefix } : {}) },
  ProjectionExpression: 'appealId',
  ScanIndexForward: options.ascending ?? false,
});

/** Appeal ids of one search term, newest first (keys only). */
async function termIds(db: StatsDb, term: string, want: number, options: { prefix?: string; ascending?: boolean } = {}): Promise<number[]> {
  return (await queryAll(db, termInput(term, options), want)).map((i) => Number(i.appealId));
}

/** Appeals by status from the counters the stream keeps (8 sharded totals, or the region's). */
async function statusCounts(db: StatsDb, regionId: number | undefined): Promise<Map<number, number>> {
  const keys =
    regionId === undefined
      ? Array.from({ length: TOTAL_SHARDS }, (_, shard) => ({ pk: totalShardPartition(shard), sk: STATUS_KEY }))
      : [{ pk: REGIONS_PARTITION, sk: regionKey(regionId) }];
  // At most 8 keys: one BatchGet (the stats module's reader stays out of this bundle).
  const counters = [...(await batchGetItems(db, keys)).values()];
  const sums = new Map<number, number>();
  for (const s of STATUSES)
    sums.set(
      s.id,
      counters.reduce((n, c) => n + (Number(c[`s${s.id}`]) || 0), 0),
    );
  return sums;
}

async function rowsFrom(items: AppealItem[], now: number) {
  const communities = await batchGetCommunities(items.map((a) => a.community_id));
  return items.map((a) => appealRowView(a, now, communities.get(a.community_id)));
}

async function rowsOf(ids: number[], now: number) {
  const byId = await batchGetAppeals(ids);
  return rowsFrom(
    ids.map((id) => byId.get(id)).filter((a): a is AppealItem => Boolean(a)),
    now,
  );
}

const bySort = (sort: AppealSort) => (a: AppealItem, b: AppealItem) => {
  if (sort === 'date-asc') return a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
  if (sort === 'deadline') return a.deadlineAt - b.deadlineAt || a.id - b.id;
  if (sort === 'status') return a.status_id - b.status_id || b.createdAt.localeCompare(a.createdAt);
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
};

const isOverdue = (a: { status_id: number; deadlineAt: number }, now: number) => isOpenStatus(a.status_id) && a.deadlineAt < now;
const isUnassigned = (a: Pick<AppealItem, 'status_id' | 'executorIds' | 'unassignedTypeIds'>) =>
  isOpenStatus(a.status_id) && ((a.unassignedTypeIds?.length ?? 0) > 0 || a.executorIds.length === 0);

function conditions(q: AppealListQuery) {
  return (a: AppealItem) =>
    (q.q === undefined || matchesQuery(q.q, a)) &&
    (q.status === undefined || a.status_id === q.status) &&
    (q.regionId === undefined || a.region_id === q.regionId) &&
    (!q.duplicates || a.isDuplicate) &&
    (q.filter !== 'overdue' || isOverdue(a, q.now)) &&
    (q.filter !== 'unassigned' || isUnassigned(a));
}

/** Candidates (at most SEARCH_CANDIDATES) read whole, filtered, sorted and paged in memory. */
async function pageOfCandidates(ids: number[], q: AppealListQuery, capped: boolean): Promise<AppealListPage> {
  const byId = await batchGetAppeals([...new Set(ids)]);
  const kept = [...byId.values()].filter(conditions(q)).sort(bySort(q.sort));
  // The candidates are already read whole: the page is made from them.
  const page = kept.slice((q.page - 1) * q.size, q.page * q.size);
  return { rows: await rowsFrom(page, q.now), count: kept.length, ...(capped ? { countCapped: true } : {}) };
}

/**
 * The appeals a search term's index holds, newest first (a name: its word order), at most
 * SEARCH_CANDIDATES, plus the appeal whose number the query is; `capped` when the index
 * may hold more. Also the executor history's way to older matches (assignments/executor-history.ts).
 */
export async function searchCandidates(db: StatsDb, q: SearchQuery): Promise<{ ids: number[]; capped: boolean }> {
  const ids: number[] = [];
  if (q.kind === 'digits') {
    // The number is a candidate like the others: read whole with them in one BatchGet.
    if (q.number !== undefined) ids.push(q.number);
    if (q.fragment) ids.push(...(await termIds(db, phoneTerm(q.fragment), SEARCH_CANDIDATES)));
  } else {
    // The longest word narrows most; the others are checked on the candidates.
    const word = [...q.words].sort((a, b) => b.length - a.length)[0]!;
    ids.push(...(await termIds(db, nameTerm(word), SEARCH_CANDIDATES, { prefix: word, ascending: true })));
  }
  return { ids, capped: ids.length >= SEARCH_CANDIDATES };
}

/** One term alone answers: its partition is already the list, newest first, so only the page is read. */
function isSingleTerm(q: AppealListQuery): q is AppealListQuery & { q: { kind: 'digits'; fragment: string } } {
  return (
    q.q?.kind === 'digits' &&
    q.q.fragment !== undefined &&
    q.q.fragment === q.q.digits.replace(/^38/, '') &&
    q.status === undefined &&
    q.regionId === undefined &&
    !q.duplicates &&
    q.filter === undefined &&
    q.sort === 'date'
  );
}

/** The open-appeal index for 'Прострочені', 'Без виконавця', or (no quick filter) every open appeal by deadline. */
async function summaryCandidates(db: StatsDb, q: AppealListQuery): Promise<{ ids: number[]; capped: boolean }> {
  const input: Omit<QueryCommandInput, 'TableName'> =
    q.filter === undefined
      ? { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': OPEN_APPEALS } }
      : q.filter === 'overdue'
        ? {
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :now',
            ExpressionAttributeValues: { ':pk': OPEN_APPEALS, ':now': deadlineBound(q.now) },
          }
        : // High-risk ones first, then the longest waiting: what a capped candidate set keeps.
          { IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :pk', ExpressionAttributeValues: { ':pk': UNASSIGNED_APPEALS } };
  const items = await queryAll(db, { ...input, ProjectionExpression: 'id, region_id, status_id, createdAt, deadlineAt' }, SUMMARY_CANDIDATES);
  const kept = items
    .filter((i) => (q.regionId === undefined || Number(i.region_id) === q.regionId) && (q.status === undefined || Number(i.status_id) === q.status))
    .map((i) => ({ id: Number(i.id), createdAt: String(i.createdAt), deadlineAt: Number(i.deadlineAt), status_id: Number(i.status_id) }));
  kept.sort((a, b) => bySort(q.sort)(a as AppealItem, b as AppealItem));
  return { ids: kept.map((k) => k.id), capped: items.length >= SUMMARY_CANDIDATES };
}

/**
 * The admin list with search, status, quick filters, sorting and page size.
 * Each shape reads one index with a Limit (docs/data-model.md 'Appeal search'):
 * no request reads more than a page's keys plus the page, or a capped candidate set.
 * Newest first (the default order), an open high-risk appeal comes first on its page, as
 * on the plain list; a finished one stays where its date puts it. A chosen order (oldest
 * first, deadline, status) and a search's own order are kept as they are.
 */
export async function searchAppeals(q: AppealListQuery, db: StatsDb = { client: dynamo(), table: env().TABLE_NAME }): Promise<AppealListPage> {
  const found = await findAppeals(q, db);
  if (q.sort !== 'date' || q.q) return found;
  return {
    ...found,
    rows: highRiskFirst(
      found.rows,
      (r) => r.risk_level,
      (r) => isOpenStatus(r.status_id),
    ),
  };
}

/** One shape of the list after another: each reads one index with a Limit (see searchAppeals). */
async function findAppeals(q: AppealListQuery, db: StatsDb): Promise<AppealListPage> {
  if (isSingleTerm(q)) return singleTermPage(q, db);
  if (q.q) {
    const { ids, capped } = await searchCandidates(db, q.q);
    return pageOfCandidates(ids, q, capped);
  }
  if (q.filter) return filteredPage(q, db);
  if (q.duplicates) return duplicatesPage(q);
  const counts = await statusCounts(db, q.regionId);
  if (q.status !== undefined && q.sort === 'deadline') return statusByDeadlinePage(q, db, q.status, counts);
  if (q.status !== undefined) {
    const ids = await termIds(db, statusTerm(q.status, q.regionId), q.page * q.size, { ascending: q.sort === 'date-asc' });
    return { rows: await rowsOf(ids.slice((q.page - 1) * q.size), q.now), count: counts.get(q.status) ?? 0 };
  }
  if (q.sort === 'status') return byStatusPage(q, db, counts);
  if (q.sort === 'deadline') return byDeadlinePage(q, db, counts);
  return byDatePage(q, counts);
}

type StatusCounts = Awaited<ReturnType<typeof statusCounts>>;
const allCounted = (counts: StatusCounts) => [...counts.values()].reduce((a, b) => a + b, 0);

/** A number or one phone fragment: one Query gives the page's ids and the count ('1000+' past COUNT_CAP). */
async function singleTermPage(q: AppealListQuery & { q: { kind: 'digits'; fragment: string; number?: number } }, db: StatsDb): Promise<AppealListPage> {
  const want = q.page * q.size;
  const from = (q.page - 1) * q.size;
  // A COUNT beside the Query would read the same keys twice.
  const [matched, numbered] = await Promise.all([
    queryUpTo(db, termInput(phoneTerm(q.q.fragment)), Math.max(want, COUNT_CAP)),
    q.q.number !== undefined
      ? edb()
          .entities.appeal.get({ id: q.q.number })
          .go({ attributes: ['id'] })
      : Promise.resolve({ data: null }),
  ]);
  const ids = matched.items.map((i) => Number(i.appealId));
  // An appeal whose number is the query comes first, on the first page.
  const extra = numbered.data && !ids.includes(numbered.data.id) ? [numbered.data.id] : [];
  const page = [...extra, ...ids].slice(from, from + q.size);
  return { rows: await rowsOf(page, q.now), count: ids.length + extra.length, ...(matched.more ? { countCapped: true } : {}) };
}

/** A quick filter ('Без виконавця', 'Прострочені'): the summary index's capped candidates. */
async function filteredPage(q: AppealListQuery, db: StatsDb): Promise<AppealListPage> {
  const { ids, capped } = await summaryCandidates(db, q);
  // Duplicates are told on the appeal itself: read the candidates then (still capped).
  if (q.duplicates) return pageOfCandidates(ids.slice(0, SEARCH_CANDIDATES), q, capped || ids.length > SEARCH_CANDIDATES);
  const from = (q.page - 1) * q.size;
  return { rows: await rowsOf(ids.slice(from, from + q.size), q.now), count: ids.length, ...(capped ? { countCapped: true } : {}) };
}

/** Duplicates with a status or sort: the newest duplicates are the candidates. */
async function duplicatesPage(q: AppealListQuery): Promise<AppealListPage> {
  const { data } = await (
    q.regionId === undefined ? edb().entities.appeal.query.duplicates({}) : edb().entities.appeal.query.duplicatesByRegion({ region_id: q.regionId })
  ).go({ count: SEARCH_CANDIDATES, limit: SEARCH_CANDIDATES, order: 'desc', attributes: ['id'] });
  return pageOfCandidates(
    data.map((a) => a.id),
    q,
    data.length >= SEARCH_CANDIDATES,
  );
}

/** One status by deadline. */
async function statusByDeadlinePage(q: AppealListQuery, db: StatsDb, status: number, counts: StatusCounts): Promise<AppealListPage> {
  if (!isOpenStatus(status)) {
    // A finished appeal's deadline no longer runs: its newest appeals are the candidates, ordered by it.
    const ids = await termIds(db, statusTerm(status, q.regionId), SEARCH_CANDIDATES);
    const found = await pageOfCandidates(ids, q, ids.length >= SEARCH_CANDIDATES);
    return { ...found, count: Math.max(found.count, counts.get(status) ?? 0) };
  }
  // An open status by deadline: the open-appeal index is already in deadline order; its first
  // SUMMARY_CANDIDATES items (id, region, status and deadline only) are kept to this status.
  const { ids } = await summaryCandidates(db, q);
  const from = (q.page - 1) * q.size;
  return { rows: await rowsOf(ids.slice(from, from + q.size), q.now), count: counts.get(status) ?? 0 };
}

/** Statuses in order, each newest first; whole statuses before the page are skipped by their counts. */
async function byStatusPage(q: AppealListQuery, db: StatsDb, counts: StatusCounts): Promise<AppealListPage> {
  const ids: number[] = [];
  let skip = (q.page - 1) * q.size;
  for (const { id } of STATUSES) {
    const n = counts.get(id) ?? 0;
    if (skip >= n) {
      skip -= n;
      continue;
    }
    const got = await termIds(db, statusTerm(id, q.regionId), skip + q.size - ids.length);
    ids.push(...got.slice(skip));
    skip = 0;
    if (ids.length >= q.size) break;
  }
  return { rows: await rowsOf(ids.slice(0, q.size), q.now), count: allCounted(counts) };
}

/** Open appeals by deadline, soonest (or most overdue) first: the open-appeal index. */
async function byDeadlinePage(q: AppealListQuery, db: StatsDb, counts: StatusCounts): Promise<AppealListPage> {
  const items = await queryAll(
    db,
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': OPEN_APPEALS, ...(q.regionId !== undefined ? { ':r': q.regionId } : {}) },
      ...(q.regionId !== undefined ? { FilterExpression: 'region_id = :r' } : {}),
      ProjectionExpression: 'id',
    },
    q.page * q.size,
  );
  const open = STATUSES.filter((s) => isOpenStatus(s.id)).reduce((n, s) => n + (counts.get(s.id) ?? 0), 0);
  return {
    rows: await rowsOf(
      items.slice((q.page - 1) * q.size).map((i) => Number(i.id)),
      q.now,
    ),
    count: open,
  };
}

/** Newest (or oldest) first: the list index, read down (or up). */
async function byDatePage(q: AppealListQuery, counts: StatusCounts): Promise<AppealListPage> {
  const want = q.page * q.size;
  const appeals = edb().entities.appeal.query;
  const keysOnly = { count: want, limit: want, order: q.sort === 'date-asc' ? 'asc' : 'desc', attributes: ['id'] } as const;
  const { data } = await (q.regionId === undefined ? appeals.all({}) : appeals.byRegion({ region_id: q.regionId })).go(keysOnly);
  return {
    rows: await rowsOf(
      data.slice((q.page - 1) * q.size).map((a) => a.id),
      q.now,
    ),
    count: allCounted(counts),
  };
}
