import { maskPhone } from '@dosyt/core/phone/phone.rules';
import { highRiskFirst } from '@dosyt/core/appeal/risk.rules';
import { ValidationError } from '@dosyt/core/errors';
import { isOpenStatus } from '@dosyt/core/status/status.rules';
import { db } from '../db/service';
import type { AppealItem } from '../db/entities/appeal.entity';
import { batchGetAppeals } from '../db/appeal-store';
import { appealRowView, batchGetCommunities } from './appeal-views';

/** Rows per page of the admin appeals list (a configured value). */
export const APPEALS_PAGE_SIZE = 10;
/** Deepest page served: offset paging reads page x size keys, so it is bounded. */
export const APPEALS_MAX_PAGE = 5000;
export const LATEST_APPEALS_COUNT = 10;

export interface ListAppealsQuery {
  page: number;
  /** Absent: every region (admins). */
  regionId?: number;
  duplicates: boolean;
  now: number;
}

/**
 * One page of the admin list, newest first. Offset pages: the list index is read
 * for keys only up to page x size, the last `size` ids are then fetched whole with
 * one BatchGet. The count comes from the per-region counters, not from a scan.
 */
export async function listAppeals(q: ListAppealsQuery) {
  if (q.page > APPEALS_MAX_PAGE) throw new ValidationError('Некоректний параметр: page');
  const want = q.page * APPEALS_PAGE_SIZE;
  const appeals = db().entities.appeal.query;
  // limit as well as count: without Limit DynamoDB reads up to 1 MB of items for the first
  // page (the projection applies after the read), which at 50,000 appeals took seconds.
  const keysOnly = { count: want, limit: want, order: 'desc', attributes: ['id'] } as const;
  const keyQuery =
    q.regionId === undefined
      ? q.duplicates
        ? appeals.duplicates({}).go(keysOnly)
        : appeals.all({}).go(keysOnly)
      : q.duplicates
        ? appeals.duplicatesByRegion({ region_id: q.regionId }).go(keysOnly)
        : appeals.byRegion({ region_id: q.regionId }).go(keysOnly);

  const [ids, count] = await Promise.all([
    keyQuery.then(({ data }) => data.slice(want - APPEALS_PAGE_SIZE).map((a) => a.id)),
    countAppeals(q.regionId, q.duplicates),
  ]);
  const byId = await batchGetAppeals(ids);
  const items = ids.map((id) => byId.get(id)).filter((a): a is AppealItem => Boolean(a));
  const communities = await batchGetCommunities(items.map((a) => a.community_id));
  // Open high-risk appeals first on the page (the 'Високий ризик' section above the list shows them all).
  const rows = items.map((a) => appealRowView(a, q.now, communities.get(a.community_id)));
  return {
    rows: highRiskFirst(
      rows,
      (r) => r.risk_level,
      (r) => isOpenStatus(r.status_id),
    ),
    count,
  };
}

/** Appeals (or duplicates) of a region, or of all regions as the sum of the region counters. */
export async function countAppeals(regionId: number | undefined, duplicates: boolean): Promise<number> {
  const field = duplicates ? 'duplicates' : 'appeals';
  if (regionId !== undefined) {
    const { data } = await db().entities.appealCounter.get({ regionId }).go();
    return data?.[field] ?? 0;
  }
  const regionIds = await allRegionIds();
  if (regionIds.length === 0) return 0;
  const { data } = await db()
    .entities.appealCounter.get(regionIds.map((regionId) => ({ regionId })))
    .go();
  return data.reduce((sum, c) => sum + (c[field] ?? 0), 0);
}

/** The 27 first-level units never change at run time (only their active flag does): kept a while per instance. */
const REGION_IDS_CACHE_MS = 10 * 60_000;
let regionIdsCache: { ids: number[]; until: number } | undefined;

async function allRegionIds(): Promise<number[]> {
  if (regionIdsCache && regionIdsCache.until > Date.now()) return regionIdsCache.ids;
  const { data } = await db()
    .entities.region.query.all({})
    .go({ pages: 'all', attributes: ['id'] });
  const ids = data.map((r) => r.id);
  if (ids.length > 0) regionIdsCache = { ids, until: Date.now() + REGION_IDS_CACHE_MS };
  return ids;
}

/** The latest appeals received in a range (admin dashboard card). */
export async function latestAppeals(range: { startDate?: string; endDate?: string }) {
  const all = db().entities.appeal.query.all({});
  // limit, not count: DynamoDB reads only these items, so the cost does not grow with the table.
  const options = { limit: LATEST_APPEALS_COUNT, order: 'desc' } as const;
  const { startDate, endDate } = range;
  const { data } =
    startDate && endDate
      ? await all.between({ createdAt: startDate }, { createdAt: endDate }).go(options)
      : startDate
        ? await all.gte({ createdAt: startDate }).go(options)
        : endDate
          ? await all.lte({ createdAt: endDate }).go(options)
          : await all.go(options);
  return data.map((a) => ({
    id: a.id,
    name: a.name,
    last_name: a.last_name ?? null,
    phone: maskPhone(a.phone),
    createdAt: a.createdAt,
    assistans_type: a.assistans_type,
  }));
}
