import { kyivDayKey, kyivMonthKey } from '@dosyt/core/dates/dates';
import { STATUS, isOpenStatus, isStatusId } from '@dosyt/core/status/status.rules';
import { REFERRAL_STATUSES, SERVICE_KIND_IDS, type ReferralStatus, type ServiceKind } from '@dosyt/core/referral/referral';
import type { CounterAttribute, CounterValues } from '../db/entities/aggregate.entity';
import { pad } from '../db/keys';
import {
  FLAGGED_APPEALS,
  UNASSIGNED_APPEALS,
  unassignedSort,
  HIGH_RISK_APPEALS,
  OPEN_APPEALS,
  OPEN_ASSIGNMENTS,
  REGIONS_PARTITION,
  STATUS_KEY,
  dayPartition,
  deadlineSort,
  regionDayPartition,
  monthKeys,
  monthPartition,
  regionKey,
  shardOf,
  totalShardPartition,
  userDayPartition,
  userOpenAssignments,
  userTotalsPartition,
} from './aggregate-keys';

/**
 * What one appeal, assignment or referral item adds to the aggregates, as a pure function
 * of the item. The stream consumer applies `contribution(new) - contribution(old)`
 * for each record, and the rebuild sums `contribution(item)` over every item, so
 * the two can never disagree about what a number means.
 */

/** The fields of an appeal item the aggregates read (appeal.entity.ts). */
export interface AppealFacts {
  id: number;
  createdAt: string;
  updatedAt?: string;
  region_id: number;
  community_id: string;
  assistanceIds: number[];
  children_help: boolean;
  status_id: number;
  deadlineAt: number;
  executorIds: number[];
  unassignedTypeIds: number[];
  name?: string;
  last_name?: string;
  phone?: string;
  /** Risk screening level; only 'high' changes what the lists do. */
  highRisk?: boolean;
}

/** The fields of an assignment item the aggregates read (assignment.entity.ts). */
export interface AssignmentFacts {
  id: number;
  appealId: number;
  userId: number;
  assistanceTypeId?: number;
  statusId: number;
  deadlineAt: number;
  createdAt: string;
}

/** The fields of a referral item the aggregates read (referral.entity.ts). */
export interface ReferralFacts {
  createdAt: string;
  regionId?: number;
  communityId?: string;
  kind: string;
  status: ReferralStatus;
}

export type ItemKind = 'appeal' | 'assignment' | 'referral';

type Raw = Record<string, unknown>;

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const validDate = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(new Date(v).getTime());

/** Tells appeal and assignment items from everything else in the table by their keys. */
export function kindOf(item: Raw | undefined): ItemKind | undefined {
  if (!item) return undefined;
  const pk = String(item.pk ?? '');
  const sk = String(item.sk ?? '');
  if (!pk.startsWith('appeal#')) return undefined;
  if (sk === 'appeal') return 'appeal';
  if (sk.startsWith('assignment#')) return 'assignment';
  if (sk.startsWith('referral#')) return 'referral';
  return undefined;
}

/** Reads an appeal item; undefined when it lacks what the aggregates need. */
export function appealFacts(item: Raw | undefined): AppealFacts | undefined {
  if (!item || kindOf(item) !== 'appeal') return undefined;
  const id = num(item.id);
  const region = num(item.region_id);
  if (id === undefined || region === undefined || !validDate(item.createdAt)) return undefined;
  const ids = Array.isArray(item.assistanceIds) ? item.assistanceIds.map(num).filter((n): n is number => n !== undefined) : [];
  const executors = Array.isArray(item.executorIds) ? item.executorIds.map(num).filter((n): n is number => n !== undefined) : [];
  // Items stored before the field existed: no executor at all means every type waits.
  const unassigned = Array.isArray(item.unassignedTypeIds)
    ? item.unassignedTypeIds.map(num).filter((n): n is number => n !== undefined)
    : executors.length === 0
      ? ids
      : [];
  return {
    id,
    createdAt: item.createdAt,
    updatedAt: validDate(item.updatedAt) ? item.updatedAt : undefined,
    region_id: region,
    community_id: String(item.community_id ?? ''),
    assistanceIds: [...new Set(ids)],
    children_help: item.children_help === true,
    status_id: num(item.status_id) ?? STATUS.NEW,
    deadlineAt: num(item.deadlineAt) ?? 0,
    executorIds: [...new Set(executors)],
    unassignedTypeIds: [...new Set(unassigned)],
    name: typeof item.name === 'string' ? item.name : undefined,
    last_name: typeof item.last_name === 'string' ? item.last_name : undefined,
    phone: typeof item.phone === 'string' ? item.phone : undefined,
    highRisk: item.riskLevel === 'high',
  };
}

export function assignmentFacts(item: Raw | undefined): AssignmentFacts | undefined {
  if (!item || kindOf(item) !== 'assignment') return undefined;
  const id = num(item.id);
  const appealId = num(item.appealId);
  const userId = num(item.userId);
  if (id === undefined || appealId === undefined || userId === undefined || !validDate(item.createdAt)) return undefined;
  return {
    id,
    appealId,
    userId,
    assistanceTypeId: num(item.assistanceTypeId),
    statusId: num(item.statusId) ?? STATUS.NEW,
    deadlineAt: num(item.deadlineAt) ?? 0,
    createdAt: item.createdAt,
  };
}

/** Reads a referral item; undefined when it lacks what the aggregates need. */
export function referralFacts(item: Raw | undefined): ReferralFacts | undefined {
  if (!item || kindOf(item) !== 'referral') return undefined;
  const status = REFERRAL_STATUSES.find((s) => s.id === item.status)?.id;
  if (!status || !validDate(item.createdAt)) return undefined;
  const region = num(item.regionId);
  const community = typeof item.communityId === 'string' && item.communityId !== '' ? item.communityId : undefined;
  return {
    createdAt: item.createdAt,
    regionId: region,
    communityId: region === undefined ? undefined : community,
    kind: SERVICE_KIND_IDS.includes(item.serviceKind as ServiceKind) ? String(item.serviceKind) : 'other',
    status,
  };
}

/** Counter deltas keyed by item; values of one key merge by addition. */
export class Deltas {
  readonly entries = new Map<string, { pk: string; sk: string; values: CounterValues }>();

  add(pk: string, sk: string, values: CounterValues, sign = 1): void {
    const id = `${pk}\u0000${sk}`;
    const entry = this.entries.get(id) ?? { pk, sk, values: {} };
    for (const [attr, value] of Object.entries(values) as [CounterAttribute, number][]) {
      entry.values[attr] = (entry.values[attr] ?? 0) + sign * value;
    }
    this.entries.set(id, entry);
  }

  merge(other: Deltas, sign = 1): this {
    for (const { pk, sk, values } of other.entries.values()) this.add(pk, sk, values, sign);
    return this;
  }

  /** Only keys with a change: what one stream record actually writes. */
  nonZero(): { pk: string; sk: string; values: CounterValues }[] {
    return [...this.entries.values()]
      .map(({ pk, sk, values }) => ({
        pk,
        sk,
        values: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== 0)) as CounterValues,
      }))
      .filter((e) => Object.keys(e.values).length > 0);
  }
}

const statusAttr = (statusId: number): CounterAttribute => (isStatusId(statusId) ? `s${statusId}` : 's1');

/** Seconds from creation to finishing; an appeal is locked once finished, so its last update is the finish. */
export function completionSeconds(appeal: AppealFacts): number | undefined {
  if (appeal.status_id !== STATUS.FINISH || !appeal.updatedAt) return undefined;
  return Math.max(0, Math.round((Date.parse(appeal.updatedAt) - Date.parse(appeal.createdAt)) / 1000));
}

export function appealContribution(appeal: AppealFacts | undefined): Deltas {
  const deltas = new Deltas();
  if (!appeal) return deltas;
  const month = kyivMonthKey(appeal.createdAt);
  const day = kyivDayKey(appeal.createdAt);
  const one = { [statusAttr(appeal.status_id)]: 1 } as CounterValues;
  const { region_id: region, community_id: community } = appeal;
  const mp = monthPartition(month);

  deltas.add(mp, monthKeys.all, one);
  const seconds = completionSeconds(appeal);
  deltas.add(mp, monthKeys.region(region), seconds === undefined ? one : { ...one, doneSec: seconds, doneN: 1 });
  deltas.add(mp, monthKeys.community(region, community), one);
  for (const type of appeal.assistanceIds) {
    deltas.add(mp, monthKeys.type(type), one);
    deltas.add(mp, monthKeys.regionType(region, type), one);
    deltas.add(mp, monthKeys.cube(region, community, type), one);
  }
  deltas.add(dayPartition(month), day, one);
  deltas.add(regionDayPartition(region, month), day, one);
  deltas.add(totalShardPartition(shardOf(appeal.id)), STATUS_KEY, one);
  deltas.add(REGIONS_PARTITION, regionKey(region), one);
  return deltas;
}

export function assignmentContribution(assignment: AssignmentFacts | undefined): Deltas {
  const deltas = new Deltas();
  if (!assignment) return deltas;
  const one = { [statusAttr(assignment.statusId)]: 1 } as CounterValues;
  deltas.add(userTotalsPartition(assignment.userId), STATUS_KEY, one);
  deltas.add(userDayPartition(assignment.userId, kyivMonthKey(assignment.createdAt)), kyivDayKey(assignment.createdAt), one);
  return deltas;
}

/** The counter attribute of each referral state. */
export const REFERRAL_COUNTER: Record<ReferralStatus, CounterAttribute> = {
  sent: 'refSent',
  accepted: 'refAccepted',
  declined: 'refDeclined',
  completed: 'refCompleted',
  expired: 'refExpired',
  closed: 'refClosed',
};

/**
 * A referral adds 1 to its state, in the Kyiv month it was made: per kind nationally,
 * per region and kind, and per community. A partner's answer or the expiry moves the count
 * from one state to the next.
 */
export function referralContribution(referral: ReferralFacts | undefined): Deltas {
  const deltas = new Deltas();
  if (!referral) return deltas;
  const mp = monthPartition(kyivMonthKey(referral.createdAt));
  const one = { [REFERRAL_COUNTER[referral.status]]: 1 } as CounterValues;
  deltas.add(mp, monthKeys.referralKind(referral.kind), one);
  if (referral.regionId !== undefined) {
    deltas.add(mp, monthKeys.referralRegionKind(referral.regionId, referral.kind), one);
    if (referral.communityId) deltas.add(mp, monthKeys.referralCommunity(referral.regionId, referral.communityId), one);
  }
  return deltas;
}

export { isOpenStatus };

/** The open-appeal index item of an appeal, or undefined when it should not exist (finished or gone). */
export function appealSummary(appeal: AppealFacts | undefined) {
  if (!appeal || !isOpenStatus(appeal.status_id)) return undefined;
  const sort = deadlineSort(appeal.deadlineAt, appeal.id);
  const unassigned = appeal.unassignedTypeIds.length > 0 || appeal.executorIds.length === 0;
  // High risk is urgent whatever the other rules say, so it is flagged too.
  const flagged = appeal.children_help || unassigned || appeal.highRisk === true;
  return {
    appealKey: pad(appeal.id),
    id: appeal.id,
    createdAt: appeal.createdAt,
    status_id: appeal.status_id,
    deadlineAt: appeal.deadlineAt,
    children_help: appeal.children_help,
    executorIds: appeal.executorIds,
    assistanceIds: appeal.assistanceIds,
    unassignedTypeIds: appeal.unassignedTypeIds,
    region_id: appeal.region_id,
    name: appeal.name,
    last_name: appeal.last_name,
    phone: appeal.phone,
    highRisk: appeal.highRisk === true,
    openKey: OPEN_APPEALS,
    openSort: sort,
    ...(flagged ? { flagKey: FLAGGED_APPEALS, flagSort: sort } : {}),
    ...(appeal.highRisk ? { highRiskKey: HIGH_RISK_APPEALS, highRiskSort: sort } : {}),
    ...(unassigned ? { unassignedKey: UNASSIGNED_APPEALS, unassignedSort: unassignedSort(appeal.highRisk === true, appeal.createdAt, appeal.id) } : {}),
  };
}

/** The open-assignment index item, or undefined once the assignment is finished or gone. */
export function assignmentSummary(assignment: AssignmentFacts | undefined) {
  if (!assignment || !isOpenStatus(assignment.statusId)) return undefined;
  const sort = deadlineSort(assignment.deadlineAt, assignment.id);
  return {
    assignmentKey: pad(assignment.id),
    id: assignment.id,
    appealId: assignment.appealId,
    userId: assignment.userId,
    assistanceTypeId: assignment.assistanceTypeId,
    statusId: assignment.statusId,
    deadlineAt: assignment.deadlineAt,
    createdAt: assignment.createdAt,
    openKey: OPEN_ASSIGNMENTS,
    openSort: sort,
    userKey: userOpenAssignments(assignment.userId),
    userSort: sort,
  };
}

export type AppealSummary = NonNullable<ReturnType<typeof appealSummary>>;
export type AssignmentSummary = NonNullable<ReturnType<typeof assignmentSummary>>;

/** The counter change one stream record makes: new image minus old image. */
export function recordDeltas(kind: ItemKind, oldItem: Raw | undefined, newItem: Raw | undefined): Deltas {
  const contribution =
    kind === 'appeal'
      ? (item: Raw | undefined) => appealContribution(appealFacts(item))
      : kind === 'referral'
        ? (item: Raw | undefined) => referralContribution(referralFacts(item))
        : (item: Raw | undefined) => assignmentContribution(assignmentFacts(item));
  return contribution(newItem).merge(contribution(oldItem), -1);
}
