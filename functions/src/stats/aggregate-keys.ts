import { pad } from '../db/keys';

/**
 * Every key of the aggregates, in one place (docs/data-model.md '## Aggregates').
 *
 * Month partition `agg#month#<YYYY-MM>` (Kyiv month of the appeal's createdAt):
 *   all                         every appeal of the month, by status
 *   r#<region>                  per region, by status, plus completion sums
 *   r#<region>#c#<community>    per community, by status
 *   t#<type>                    per assistance type, by status
 *   r#<region>#t#<type>         per region and type, by status
 *   x#<region>#<community>#<type>  the full month x region x community x type x status cube
 *   ref#k#<kind>                referrals made in the month, per service kind, by state (ref*)
 *   ref#r#<region>#k#<kind>     per region and kind, by state
 *   ref#c#<region>#<community>  per community (every kind), by state
 * Day partitions: `agg#day#<YYYY-MM>` / `<YYYY-MM-DD>` (appeals),
 * `agg#rday#<region>#<YYYY-MM>` / `<YYYY-MM-DD>` (one region's appeals) and
 * `agg#uday#<userId>#<YYYY-MM>` / `<YYYY-MM-DD>` (one executor's assignments).
 * All-time: `agg#total#<shard>` / `status` (sharded global counters), `agg#user#<userId>` /
 * `status` (one executor's assignments), `agg#regions` / `r#<region>`.
 */

/** The global counters take a write for every appeal change: spread over this many keys. */
export const TOTAL_SHARDS = 8;

export const monthPartition = (month: string) => `agg#month#${month}`;
export const dayPartition = (month: string) => `agg#day#${month}`;
export const regionDayPartition = (regionId: number, month: string) => `agg#rday#${regionId}#${month}`;
export const userDayPartition = (userId: number, month: string) => `agg#uday#${userId}#${month}`;
export const userTotalsPartition = (userId: number) => `agg#user#${userId}`;
export const totalShardPartition = (shard: number) => `agg#total#${shard}`;
export const REGIONS_PARTITION = 'agg#regions';
export const STATUS_KEY = 'status';

export const monthKeys = {
  all: 'all',
  region: (regionId: number) => `r#${regionId}`,
  community: (regionId: number, communityId: string) => `r#${regionId}#c#${communityId}`,
  /** begins_with prefix of every community key of a region. */
  regionCommunities: (regionId: number) => `r#${regionId}#c#`,
  type: (typeId: number) => `t#${typeId}`,
  regionType: (regionId: number, typeId: number) => `r#${regionId}#t#${typeId}`,
  cube: (regionId: number, communityId: string, typeId: number) => `x#${regionId}#${communityId}#${typeId}`,
  referralKind: (kind: string) => `ref#k#${kind}`,
  referralRegionKind: (regionId: number, kind: string) => `ref#r#${regionId}#k#${kind}`,
  /** begins_with prefix of every region's referral keys. */
  referralRegions: 'ref#r#',
  referralCommunity: (regionId: number, communityId: string) => `ref#c#${regionId}#${communityId}`,
  /** begins_with prefix of a region's community referral keys. */
  referralRegionCommunities: (regionId: number) => `ref#c#${regionId}#`,
};

export const regionKey = (regionId: number) => `r#${regionId}`;

export const shardOf = (appealId: number) => Math.abs(appealId) % TOTAL_SHARDS;

/** Sort part of the open indexes: the deadline (13-digit epoch ms) then the id, so a range is a time window. */
export const deadlineSort = (deadlineAt: number, id: number) => `${pad(Math.max(0, Math.trunc(deadlineAt)), 13)}#${pad(id)}`;
/** Upper bound for 'deadline before `now`' in those indexes. */
export const deadlineBound = (ms: number) => pad(Math.max(0, Math.trunc(ms)), 13);

export const OPEN_APPEALS = 'open-appeals';
export const FLAGGED_APPEALS = 'flagged-appeals';
/** gsi3 of open-appeal items: the ones with a requested type no executor carries, high-risk ones first, then oldest first. */
export const UNASSIGNED_APPEALS = 'unassigned-appeals';
/**
 * The gsi3 sort of an appeal waiting for an executor: '0#' for high risk, '1#' for the rest, then
 * '<createdAt>#<pad(id)>'. The urgent list reads each group as a key range of its own, so its first
 * phase (high risk and no executor) never reads past the others to find its few.
 */
export const UNASSIGNED_HIGH_RISK = '0#';
export const UNASSIGNED_OTHER = '1#';
export const unassignedSort = (highRisk: boolean, createdAt: string, id: number) =>
  `${highRisk ? UNASSIGNED_HIGH_RISK : UNASSIGNED_OTHER}${createdAt}#${pad(id)}`;
/** gsi4 partition of the open high-risk appeals' summaries (a sparse index: only they carry it). */
export const HIGH_RISK_APPEALS = 'high-risk-appeals';
export const OPEN_ASSIGNMENTS = 'open-assignments';
export const userOpenAssignments = (userId: number) => `open-assignments#${pad(userId)}`;
