import type { CounterValues } from '../db/entities/aggregate.entity';
import { assistanceTypeEntity } from '../db/entities/assistance-type.entity';
import { communityEntity } from '../db/entities/community.entity';
import { regionEntity } from '../db/entities/region.entity';
import { NotFoundError } from '@dosyt/core/errors';
import { REGIONS_PARTITION, regionKey, STATUS_KEY, TOTAL_SHARDS, monthKeys, monthPartition, totalShardPartition, userTotalsPartition } from './aggregate-keys';
import type { Period } from './periods';
import { addValues, batchGet, getCounters, queryAll, queryCounters, sumStatuses, zeroValues, type Key, type StatsDb } from './stats-db';

/**
 * The dashboard and top-bar numbers, each answered
 * with a fixed number of key reads of the aggregates: their cost depends on the
 * length of the period and on the reference data, never on the number of appeals.
 */

/** Status counters of the dashboards. 'В роботі' counts forwarded (2) and in-work (3) appeals. */
export interface StatusCounters {
  totals: number;
  new: number;
  in_work: number;
  completed: number;
}

export function statusCounters(values: CounterValues): StatusCounters {
  const s1 = values.s1 ?? 0;
  const s2 = values.s2 ?? 0;
  const s3 = values.s3 ?? 0;
  const s4 = values.s4 ?? 0;
  return { totals: s1 + s2 + s3 + s4, new: s1, in_work: s2 + s3, completed: s4 };
}

const monthCounterKeys = (period: Period, sk: string): Key[] => period.months.map((m) => ({ pk: monthPartition(m), sk }));

async function sumOver(db: StatsDb, keys: Key[]) {
  const counters = await getCounters(db, keys);
  return counters.reduce((acc, c) => addValues(acc, c.values), zeroValues());
}

/** POST /api/appeals/totals-by-status: every appeal, from the sharded global counters. */
export async function totalsByStatus(db: StatsDb): Promise<StatusCounters> {
  const keys = Array.from({ length: TOTAL_SHARDS }, (_, shard) => ({ pk: totalShardPartition(shard), sk: STATUS_KEY }));
  return statusCounters(await sumOver(db, keys));
}

/** POST /api/appeals/totals-by-status for USER and OBSERVER: their region's appeals, all time. */
export async function regionTotalsByStatus(db: StatsDb, regionId: number): Promise<StatusCounters> {
  return statusCounters(await sumOver(db, [{ pk: REGIONS_PARTITION, sk: regionKey(regionId) }]));
}

/** POST /api/appeal-history/totals/user/{userId}: one executor's assignments by status. */
export async function userTotals(db: StatsDb, userId: number): Promise<StatusCounters> {
  return statusCounters(await sumOver(db, [{ pk: userTotalsPartition(userId), sk: STATUS_KEY }]));
}

/** GET /api/appeal-history/totals: appeals created in the period, nationally or in one region. */
export async function monthTotal(db: StatsDb, period: Period, regionId?: number): Promise<{ totals: number }> {
  const sk = regionId === undefined ? monthKeys.all : monthKeys.region(regionId);
  return { totals: sumStatuses(await sumOver(db, monthCounterKeys(period, sk))) };
}

/** GET /api/appeal-history/avg/region/{regionId}: mean seconds from creation to finishing, of appeals created in the period. */
export async function regionAverage(db: StatsDb, period: Period, regionId: number): Promise<{ averageTime: number }> {
  const { doneSec, doneN } = await sumOver(db, monthCounterKeys(period, monthKeys.region(regionId)));
  return { averageTime: doneN > 0 ? Math.round(doneSec / doneN) : 0 };
}

/**
 * GET /api/appeal-history/totals/assistance/{assistanceId}: appeals asking for one
 * type in the period (an appeal with several types counts once for each), with the
 * type's name, as the list of one row the dashboard reads.
 */
export async function assistanceTotal(
  db: StatsDb,
  period: Period,
  assistanceId: number,
  regionId?: number,
): Promise<Array<{ totals: number; assistance_id: number; 'AssistanceTypes.description': string }>> {
  const typeKey = assistanceTypeEntity.get({ id: assistanceId }).params({ table: db.table }).Key as Key;
  const sk = regionId === undefined ? monthKeys.type(assistanceId) : monthKeys.regionType(regionId, assistanceId);
  const counterKeys = monthCounterKeys(period, sk);
  const found = await batchGet(db, [typeKey, ...counterKeys]);
  const type = found.get(`${typeKey.pk}\u0000${typeKey.sk}`);
  if (!type) throw new NotFoundError('Вид допомоги не знайдено');
  const totals = counterKeys.reduce((sum, k) => {
    const item = found.get(`${k.pk}\u0000${k.sk}`);
    return sum + (item ? sumStatuses(item as CounterValues) : 0);
  }, 0);
  return [{ totals, assistance_id: assistanceId, 'AssistanceTypes.description': String(type.description) }];
}

/** GET /api/appeal-history/totals/region/{regionId}. */
export async function regionTotal(db: StatsDb, period: Period, regionId: number): Promise<{ totals: number }> {
  return monthTotal(db, period, regionId);
}

export interface CommunityRef {
  id: string;
  name: string;
  regionId: number;
}

/** The community a figure is about, read by key. */
export async function getCommunity(db: StatsDb, communityId: string): Promise<CommunityRef> {
  const key = communityEntity.get({ id: communityId }).params({ table: db.table }).Key as Key;
  const item = (await batchGet(db, [key])).get(`${key.pk}\u0000${key.sk}`);
  if (!item) throw new NotFoundError('Громаду не знайдено');
  return { id: String(item.id), name: String(item.name), regionId: Number(item.regionId) };
}

/** GET /api/appeal-history/totals/community/{communityId}. */
export async function communityTotal(
  db: StatsDb,
  period: Period,
  community: CommunityRef,
): Promise<{ totals: number; community_id: string; community_name: string }> {
  const values = await sumOver(db, monthCounterKeys(period, monthKeys.community(community.regionId, community.id)));
  return { totals: sumStatuses(values), community_id: community.id, community_name: community.name };
}

/** GET /api/appeal-history/communityIds/{regionId}: communities of the region with appeals in the period, by id. */
export async function regionCommunityIds(db: StatsDb, period: Period, regionId: number): Promise<string[]> {
  const prefix = monthKeys.regionCommunities(regionId);
  const ids = new Set<string>();
  for (const month of period.months) {
    for (const counter of await queryCounters(db, monthPartition(month), { beginsWith: prefix })) {
      if (sumStatuses(counter.values) > 0) ids.add(counter.sk.slice(prefix.length));
    }
  }
  return [...ids].sort();
}

export interface RegionStatusRow extends StatusCounters {
  region_id: number;
  region: string;
}

/**
 * GET /api/appeals/totals/regions: all-time appeal counts per region by status (the
 * register by regions); `onlyRegion` narrows it to one row (a USER's or OBSERVER's own).
 */
export async function totalsPerRegion(db: StatsDb, onlyRegion?: number): Promise<RegionStatusRow[]> {
  const regionQuery = regionEntity.query.all({}).params({ table: db.table }) as Parameters<typeof queryAll>[1];
  const [regions, counters] = await Promise.all([queryAll(db, regionQuery), queryCounters(db, REGIONS_PARTITION)]);
  const byRegion = new Map(counters.map((c) => [Number(c.sk.slice(2)), c.values]));
  return regions
    .filter((r) => onlyRegion === undefined || Number(r.id) === onlyRegion)
    .map((r) => ({ region_id: Number(r.id), region: String(r.region), ...statusCounters(byRegion.get(Number(r.id)) ?? {}) }))
    .sort((a, b) => a.region.localeCompare(b.region, 'uk'));
}
