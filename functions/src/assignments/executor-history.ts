import { highRiskFirst } from '@dosyt/core/appeal/risk.rules';
import { ForbiddenError, ValidationError } from '@dosyt/core/errors';
import { isOpenStatus } from '@dosyt/core/status/status.rules';
import { matchesQuery, type AppealSort, type SearchQuery } from '@dosyt/core/appeal/search.rules';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../db/service';
import type { AssignmentItem } from '../db/entities/assignment.entity';
import type { AssistanceTypeItem } from '../db/entities/assistance-type.entity';
import type { UserItem } from '../db/entities/user.entity';
import { batchGetAppeals } from '../db/appeal-store';
import { countQuery } from '../db/query-all';
import type { Caller } from '../lib/tokens';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { isAdmin } from '../lib/caller';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { searchCandidates } from '../appeals/search-appeals';
import { assistanceTypes, batchGetCommunities, batchGetUsers } from '../appeals/appeal-views';
import { defaultStatsDb, getCounters } from '../stats/stats-db';
import { STATUS_KEY, userTotalsPartition } from '../stats/aggregate-keys';
import { appealSummary, assignmentRow } from './get-assignments';

export const HISTORY_MAX_PAGE_SIZE = 100;

export interface HistoryQuery {
  from?: string;
  to?: string;
  community?: string;
  page: number;
  pageSize: number;
  /** The `cursor` of the previous answer: the page after it, read from where that one ended (page is then ignored). */
  cursor?: string;
  /** Number, any part of the phone's digits, or name words. */
  q?: SearchQuery;
  /** The record's status. */
  status?: number;
  sort?: AppealSort;
  /** 'Прострочені': open records past their deadline. */
  overdue?: boolean;
}

/**
 * A search, status, 'Прострочені' or another order looks at the executor's newest
 * records in the date/community range, at most this many (one Query with a Limit, then
 * their appeals' phone and name by BatchGet for a search): bounded whatever the history's
 * size. A status or order alone finds nothing older; the answer then says `countCapped`.
 * A search also finds older records through the admin search's index (olderMatches).
 */
export const HISTORY_SEARCH_CANDIDATES = 300;
/** One appeal's records read for an older search match; an appeal has one per requested type (at most 20) and the added ones. */
export const RECORDS_PER_APPEAL = 50;
/** How many appeals' records olderMatches reads at once. */
const APPEAL_READS_AT_ONCE = 16;

const isRefined = (q: HistoryQuery) => q.q !== undefined || q.status !== undefined || q.overdue === true || (q.sort !== undefined && q.sort !== 'date');

const recordOrder = (sort: AppealSort | undefined) => (a: AssignmentItem, b: AssignmentItem) => {
  if (sort === 'date-asc') return a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
  if (sort === 'deadline') return a.deadlineAt - b.deadlineAt || a.id - b.id;
  if (sort === 'status') return a.statusId - b.statusId || b.createdAt.localeCompare(a.createdAt);
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
};

/**
 * Whether a record lies in the key range historyRange reads: its gsi2/gsi4 sort key
 * `<createdAt>#<id>` (lower case, as ElectroDB writes it) against the dates, and the community.
 */
const inHistoryRange = (q: Pick<HistoryQuery, 'from' | 'to' | 'community'>) => (a: AssignmentItem) => {
  const key = `${a.createdAt}#`.toLowerCase();
  return (
    (!q.from || key >= q.from.toLowerCase()) &&
    (!q.to || key <= q.to.toLowerCase()) &&
    (!q.community || a.communityId.toLowerCase() === q.community.toLowerCase())
  );
};

/**
 * The executor's records of appeals the search index found, whatever their age. The
 * appeal's `executorIds` is exactly the user ids of its records (every write of a record
 * sets it: a handover moves the record to the new executor, a redistribution deletes the
 * old records), so only the appeals naming this executor are read: one Query of each one's
 * `assignment#` rows, `Limit` RECORDS_PER_APPEAL. Only the records whose userId is this
 * executor are kept, so another executor's record of the same appeal never shows.
 */
async function olderMatches(userId: number, appealIds: number[]): Promise<{ records: AssignmentItem[]; capped: boolean }> {
  const records: AssignmentItem[] = [];
  let capped = false;
  for (let i = 0; i < appealIds.length; i += APPEAL_READS_AT_ONCE) {
    const reads = await Promise.all(
      appealIds
        .slice(i, i + APPEAL_READS_AT_ONCE)
        .map((appealId) => db().entities.assignment.query.byAppeal({ appealId }).go({ count: RECORDS_PER_APPEAL, limit: RECORDS_PER_APPEAL })),
    );
    for (const { data, cursor } of reads) {
      records.push(...data.filter((a) => a.userId === userId));
      if (cursor) capped = true;
    }
  }
  return { records, capped };
}

/**
 * The refined history: the bounded candidates filtered, ordered and paged in memory.
 * A search whose range holds more than HISTORY_SEARCH_CANDIDATES records also takes the
 * admin search's index (searchCandidates: the appeal of that number by key, a phone
 * fragment's or the name's appeal ids, at most SEARCH_CANDIDATES), so an older match of
 * this executor is found too. Reads at most: 300 records, one BatchGet of at most
 * 300 + SEARCH_CANDIDATES + 1 appeals (id, phone, name, executorIds only), the index's
 * SEARCH_CANDIDATES keys, and one Query of RECORDS_PER_APPEAL rows per found appeal
 * that names this executor. `capped` only when a record may have been missed: the newest
 * 300 did not reach the range's end and the index stopped at its cap.
 */
async function refinedHistory(userId: number, q: HistoryQuery, now: number) {
  const { data: candidates } = await historyRange(userId, q).go({ order: 'desc', count: HISTORY_SEARCH_CANDIDATES, limit: HISTORY_SEARCH_CANDIDATES });
  const recentCapped = candidates.length >= HISTORY_SEARCH_CANDIDATES;
  const wanted = (a: AssignmentItem) => (q.status === undefined || a.statusId === q.status) && (!q.overdue || (isOpenStatus(a.statusId) && a.deadlineAt < now));
  let kept = candidates.filter(wanted);
  let capped = recentCapped;
  if (q.q) {
    const search = q.q;
    // Below the cap the newest records are the whole range: the index has nothing to add.
    const index = recentCapped ? await searchCandidates({ client: dynamo(), table: env().TABLE_NAME }, search) : { ids: [], capped: false };
    const ids = [...new Set([...kept.map((a) => a.appealId), ...index.ids])];
    // Only what the match needs; the phone never leaves this function whole.
    const { data } =
      ids.length > 0
        ? await db()
            .entities.appeal.get(ids.map((id) => ({ id })))
            .go({ attributes: ['id', 'phone', 'name', 'last_name', 'executorIds'] })
        : { data: [] };
    const matching = data.filter((a) => matchesQuery(search, a));
    const matchingIds = new Set(matching.map((a) => a.id));
    kept = kept.filter((a) => matchingIds.has(a.appealId));
    const indexed = new Set(index.ids);
    const older = await olderMatches(
      userId,
      matching.filter((a) => indexed.has(a.id) && (a.executorIds ?? []).includes(userId)).map((a) => a.id),
    );
    const seen = new Set(kept.map((a) => a.id));
    kept.push(...older.records.filter((a) => !seen.has(a.id) && inHistoryRange(q)(a) && wanted(a)));
    capped = recentCapped && (index.capped || older.capped);
  }
  kept.sort(recordOrder(q.sort));
  const from = (q.page - 1) * q.pageSize;
  return { page: kept.slice(from, from + q.pageSize), total: kept.length, capped };
}

/** The last row of a page, as the next page's starting point (opaque to clients). */
const historyCursor = (row: { createdAt: string; id: number }) => encodeCursor([row.createdAt, row.id]);

const readHistoryCursor = (cursor: string) =>
  decodeCursor(cursor, ([createdAt, id]) =>
    typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && Number.isSafeInteger(id) && (id as number) > 0
      ? { createdAt, id: id as number }
      : undefined,
  );

/**
 * The executor's keys for the filter, newest first: gsi2 `executor#<id>`, or gsi4
 * `executor#<id>#c#<community>` with a community, the dates as a sort-key range, and
 * after a cursor only what lies below it. Every read is a key range: nothing is
 * filtered after reading.
 */
function historyRange(userId: number, q: Pick<HistoryQuery, 'from' | 'to' | 'community'>, after?: { createdAt: string; id: number }) {
  const assignment = db().entities.assignment;
  const byKey = q.community ? assignment.query.byExecutorCommunity({ userId, communityId: q.community }) : assignment.query.byExecutor({ userId });
  if (after) {
    // Below the cursor's row (ids are unique, so `id - 1` is the highest key under it at the same instant).
    const upper = { createdAt: after.createdAt, id: Math.max(0, after.id - 1) };
    return q.from ? byKey.between({ createdAt: q.from }, upper) : byKey.lte(upper);
  }
  if (q.from && q.to) return byKey.between({ createdAt: q.from }, { createdAt: q.to });
  if (q.from) return byKey.gte({ createdAt: q.from });
  if (q.to) return byKey.lte({ createdAt: q.to });
  return byKey;
}

/**
 * A date or community filter counts its key range up to this many records (one COUNT
 * Query, Limit one more): a wide range of a long history costs this much, not the history.
 * Past it the answer says `countCapped` and the newest pages stay reachable.
 */
export const HISTORY_COUNT_CAP = 300;

/**
 * The number of records the filter matches: the stream's executor counter when
 * there is no filter (one item), else a COUNT of the filter's key range (it returns
 * no items) up to HISTORY_COUNT_CAP.
 */
async function historyTotal(userId: number, q: HistoryQuery): Promise<{ total: number; capped: boolean }> {
  if (!q.from && !q.to && !q.community) {
    const [{ values }] = await getCounters(defaultStatsDb(), [{ pk: userTotalsPartition(userId), sk: STATUS_KEY }]);
    return { total: values.s1 + values.s2 + values.s3 + values.s4, capped: false };
  }
  const total = await countQuery({ client: dynamo(), table: env().TABLE_NAME }, historyRange(userId, q).params<QueryCommandInput>(), HISTORY_COUNT_CAP + 1);
  return total > HISTORY_COUNT_CAP ? { total: HISTORY_COUNT_CAP, capped: true } : { total, capped: false };
}

/**
 * GET /api/appeal-history/user/{userId}: an executor's records, newest first, in a
 * date range and community, one page of them with the total. A USER sees only their own.
 * Reads are bounded by the page, not the history: one Query with `Limit` (page N by
 * number reads N × pageSize rows, a `cursor` reads one page), the page's appeals and
 * communities, and the total from a counter (see historyTotal).
 */
export async function listExecutorAssignments(caller: Caller, userId: number, q: HistoryQuery, now = Date.now()): Promise<HistoryPage> {
  if (!isAdmin(caller) && caller.userId !== userId) throw new ForbiddenError();
  if (q.pageSize > HISTORY_MAX_PAGE_SIZE) throw new ValidationError('Некоректний параметр: pageSize');
  if (isRefined(q)) {
    const [{ page, total, capped }, users, types] = await Promise.all([refinedHistory(userId, q, now), batchGetUsers([userId]), assistanceTypes()]);
    const rows = await historyRows(caller, page, { now, types, users });
    const ordered =
      q.sort === undefined || q.sort === 'date'
        ? highRiskFirst(
            rows,
            (r) => r.appeal?.risk_level,
            (r) => isOpenStatus(r.appealStatusId),
          )
        : rows;
    return { data: ordered, total, ...(capped ? { countCapped: true } : {}) };
  }
  const after = q.cursor ? readHistoryCursor(q.cursor) : undefined;
  const offset = after ? 0 : (q.page - 1) * q.pageSize;
  // The gsi2/gsi4 projection is ALL: the Query returns whole records, no BatchGet of them.
  const read = historyRange(userId, q, after).go({ order: 'desc', limit: offset + q.pageSize });
  const [{ data, cursor: more }, users, types] = await Promise.all([read, batchGetUsers([userId]), assistanceTypes()]);
  const page = data.slice(offset, offset + q.pageSize);
  // A range read to its end gives the exact total (first pages of a short history); else the counter.
  const exhausted = !more || data.length < offset + q.pageSize;
  const { total, capped } = exhausted && !after ? { total: data.length, capped: false } : await historyTotal(userId, q);
  const counted = Math.max(total, data.length);
  const next = !exhausted && page.length === q.pageSize ? historyCursor(page[page.length - 1]) : null;
  const countCapped = capped ? { countCapped: true } : {};
  if (page.length === 0) return { data: [], total: counted, ...countCapped };

  const rows = await historyRows(caller, page, { now, types, users });
  return {
    data: highRiskFirst(
      rows,
      (r) => r.appeal?.risk_level,
      (r) => isOpenStatus(r.appealStatusId),
    ),
    total: counted,
    ...(next ? { cursor: next } : {}),
    ...countCapped,
  };
}

export type HistoryRow = Awaited<ReturnType<typeof historyRows>>[number];
export interface HistoryPage {
  data: HistoryRow[];
  total: number;
  /** Reads the next page from where this one ended; only on the plain newest-first list. */
  cursor?: string;
  /**
   * A refined list looked at HISTORY_SEARCH_CANDIDATES records only (a search: and the search index stopped at its cap): older ones may match too.
   * A date or community filter matched more than HISTORY_COUNT_CAP records: `total` is that cap.
   */
  countCapped?: boolean;
}

/** A page of records with their appeals (phone masked) and communities. */
async function historyRows(
  caller: Caller,
  page: AssignmentItem[],
  ctx: { now: number; types: ReadonlyMap<number, AssistanceTypeItem>; users: ReadonlyMap<number, UserItem> },
) {
  const appeals = await batchGetAppeals(page.map((a) => a.appealId));
  const communities = await batchGetCommunities([...appeals.values()].map((a) => a.community_id));
  return page.map((a) => {
    const appeal = appeals.get(a.appealId);
    return {
      ...assignmentRow(caller, a, ctx),
      appeal: appeal ? appealSummary(appeal, communities.get(appeal.community_id), 'masked') : null,
    };
  });
}
