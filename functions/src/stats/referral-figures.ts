import type { ReferralFigures, ReferralOutcomeCounts } from '@dosyt/core/api/stats-answers';
import { maskSmallCount } from '@dosyt/core/referral/figures';
import { REFERRAL_STATUSES, SERVICE_KIND_IDS } from '@dosyt/core/referral/referral';
import type { CounterValues } from '../db/entities/aggregate.entity';
import { communityEntity } from '../db/entities/community.entity';
import { regionEntity } from '../db/entities/region.entity';
import { monthKeys, monthPartition } from './aggregate-keys';
import { REFERRAL_COUNTER } from './contributions';
import type { Period } from './periods';
import { addValues, batchGet, getCounters, queryAll, queryCounters, zeroValues, type Key, type StatsDb } from './stats-db';

/**
 * GET /api/appeal-history/referrals: referrals made in the period by service kind and
 * by state, from the month counters the stream keeps (contributions.ts,
 * referralContribution). The country: a BatchGet of the kinds and a Query of the
 * regions' keys per month; a region: a BatchGet of its kinds and a Query of its
 * communities' keys per month, then their names by key. Never a read of referrals.
 */

export function outcomeCounts(values: CounterValues): ReferralOutcomeCounts {
  const counts = Object.fromEntries(REFERRAL_STATUSES.map((s) => [s.id, values[REFERRAL_COUNTER[s.id]] ?? 0])) as Record<keyof typeof REFERRAL_COUNTER, number>;
  return { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}

/** Sums counters by the part of the key `groupOf` picks out. */
function grouped(counters: readonly { sk: string; values: CounterValues }[], groupOf: (sk: string) => string | undefined) {
  const groups = new Map<string, Required<CounterValues>>();
  for (const c of counters) {
    const group = groupOf(c.sk);
    if (group === undefined) continue;
    groups.set(group, addValues(groups.get(group) ?? zeroValues(), c.values));
  }
  return groups;
}

async function byKind(db: StatsDb, period: Period, keyOf: (kind: string) => string) {
  const keys = period.months.flatMap((month) => SERVICE_KIND_IDS.map((kind) => ({ pk: monthPartition(month), sk: keyOf(kind) })));
  const kinds = grouped(await getCounters(db, keys), (sk) => SERVICE_KIND_IDS.find((kind) => keyOf(kind) === sk));
  const rows = SERVICE_KIND_IDS.map((kind) => ({ kind, ...outcomeCounts(kinds.get(kind) ?? {}) }));
  const total = outcomeCounts([...kinds.values()].reduce((acc, v) => addValues(acc, v), zeroValues()));
  return { rows, total };
}

async function monthsQuery(db: StatsDb, period: Period, prefix: string) {
  return (await Promise.all(period.months.map((month) => queryCounters(db, monthPartition(month), { beginsWith: prefix })))).flat();
}

/** The whole country: by kind, and a row per region with referrals. */
export async function countryReferralFigures(db: StatsDb, period: Period): Promise<ReferralFigures> {
  const regionQuery = regionEntity.query.all({}).params({ table: db.table }) as Parameters<typeof queryAll>[1];
  const [{ rows, total }, regionCounters, regions] = await Promise.all([
    byKind(db, period, monthKeys.referralKind),
    monthsQuery(db, period, monthKeys.referralRegions),
    queryAll(db, regionQuery),
  ]);
  // ref#r#<region>#k#<kind>
  const perRegion = grouped(regionCounters, (sk) => sk.slice(monthKeys.referralRegions.length).split('#')[0]);
  const names = new Map(regions.map((r) => [Number(r.id), String(r.region)]));
  const regionRows = [...perRegion.entries()]
    .map(([id, values]) => ({ region_id: Number(id), region: names.get(Number(id)) ?? `#${id}`, ...outcomeCounts(values) }))
    .filter((r) => r.total > 0)
    .sort((a, b) => a.region.localeCompare(b.region, 'uk'));
  return { region_id: null, total, byKind: rows, regions: regionRows, communities: [] };
}

/**
 * One region: by kind, and a row per community with referrals. `maskSmall`: for anyone but
 * an admin, a community's count of 1 to 4 is answered as '<5' (core/src/referral/figures.ts).
 */
export async function regionReferralFigures(db: StatsDb, period: Period, regionId: number, maskSmall: boolean): Promise<ReferralFigures> {
  const prefix = monthKeys.referralRegionCommunities(regionId);
  const [{ rows, total }, communityCounters] = await Promise.all([
    byKind(db, period, (kind) => monthKeys.referralRegionKind(regionId, kind)),
    monthsQuery(db, period, prefix),
  ]);
  const perCommunity = [...grouped(communityCounters, (sk) => sk.slice(prefix.length)).entries()]
    .map(([id, values]) => ({ id, total: outcomeCounts(values).total }))
    .filter((c) => c.total > 0);
  const keys = perCommunity.map((c) => communityEntity.get({ id: c.id }).params({ table: db.table }).Key as Key);
  const found = await batchGet(db, keys);
  const nameOf = (key: Key) => found.get(`${key.pk}\u0000${key.sk}`)?.name;
  const communities = perCommunity
    .map((c, i) => ({ community_id: c.id, community: String(nameOf(keys[i]!) ?? c.id), total: maskSmall ? maskSmallCount(c.total) : c.total }))
    .sort((a, b) => a.community.localeCompare(b.community, 'uk'));
  return { region_id: regionId, total, byKind: rows, regions: [], communities };
}
