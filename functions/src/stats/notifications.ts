import { maskPhone } from '@dosyt/core/phone/phone.rules';
import { assistansTypeText, type AssistanceType } from '@dosyt/core/assistance/assistance';
import { DEFAULT_URGENT_WINDOW_HOURS, isExpired, isUrgent, timeLeft } from '@dosyt/core/appeal/deadline.rules';
import { assistanceTypeEntity } from '../db/entities/assistance-type.entity';
import { settingsEntity } from '../db/entities/settings.entity';
import { appealSummaryEntity } from '../db/entities/appeal-summary.entity';
import { urgentRecordsKey } from '../db/entities/assignment.entity';
import { pad } from '../db/keys';
import {
  FLAGGED_APPEALS,
  HIGH_RISK_APPEALS,
  OPEN_APPEALS,
  UNASSIGNED_APPEALS,
  deadlineBound,
  userOpenAssignments,
} from './aggregate-keys';
import { batchGet, keyOf, queryAll, type Key, type StatsDb } from './stats-db';

/**
 * The notification lists (spec part 1 section 2.10, DESIGN.md section 3), read
 * from the open-appeal and open-assignment index items the stream consumer keeps:
 * a few Queries whose size is the number of OPEN items concerned, never a Scan.
 *   'Екстренні' (urgent): open, and high-risk, or with children, or no executor, or
 *      under the urgent window left (core isUrgent); high-risk ones come first;
 *   'Нагадування' (expired): open and past the deadline (core isExpired).
 */

/** Longest list returned; the oldest deadlines come first. */
export const LIST_CAP = 500;

const HOUR = 3_600_000;

export interface AppealNotice {
  id: number;
  createdAt: string;
  name: string;
  last_name: string;
  phone: string;
  assistans_type: string;
  children_help: boolean;
  deadlineAt: number;
  prosessing_time: number;
  /** 'Без виконавця': a requested type nobody carries; such appeals come first. */
  noExecutor: boolean;
  region_id: number | null;
  /** The requested types still waiting for an executor. */
  unassigned_types: string;
  /** Risk screening gave 'high': listed first, with a badge. */
  high_risk: boolean;
}

export interface AssignmentNotice {
  id: number;
  appealId: number;
  createdAt: string;
  deadlineAt: number;
  prosessing_time: number;
  appealStatusId: number;
  appeal: { id: number; name: string; last_name: string; phone: string; createdAt: string };
  AssistanceTypes: { description: string };
  high_risk: boolean;
}

type Item = Record<string, unknown>;

export async function urgentWindowHours(db: StatsDb): Promise<number> {
  const key = settingsEntity.get({ scope: 'appeals' }).params({ table: db.table }).Key as Key;
  const item = (await batchGet(db, [key])).get(keyOf(key));
  const hours = Number(item?.urgentWindowHours);
  return Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_URGENT_WINDOW_HOURS;
}

async function assistanceTypes(db: StatsDb): Promise<AssistanceType[]> {
  const params = assistanceTypeEntity.query.byId({}).params({ table: db.table }) as Parameters<typeof queryAll>[1];
  const items = await queryAll(db, params);
  return items.map((t) => ({ id: Number(t.id), description: String(t.description) }));
}

function indexQuery(index: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4' | 'gsi5', pk: string, range?: { below?: string; between?: [string, string] }) {
  const names: Record<string, string> = { '#pk': `${index}pk` };
  const values: Record<string, unknown> = { ':pk': pk };
  let condition = '#pk = :pk';
  if (range?.below !== undefined) {
    names['#sk'] = `${index}sk`;
    values[':below'] = range.below;
    condition += ' AND #sk < :below';
  } else if (range?.between) {
    names['#sk'] = `${index}sk`;
    values[':from'] = range.between[0];
    values[':to'] = range.between[1];
    condition += ' AND #sk BETWEEN :from AND :to';
  }
  return { IndexName: index, KeyConditionExpression: condition, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

const byDeadline = (a: { deadlineAt: number; id: number }, b: { deadlineAt: number; id: number }) => a.deadlineAt - b.deadlineAt || a.id - b.id;
const highRiskFirst = (a: { high_risk: boolean }, b: { high_risk: boolean }) => Number(b.high_risk) - Number(a.high_risk);
const waitingFirst = (a: AppealNotice, b: AppealNotice) => highRiskFirst(a, b) || Number(b.noExecutor) - Number(a.noExecutor) || byDeadline(a, b);
const riskThenDeadline = (a: AssignmentNotice, b: AssignmentNotice) => highRiskFirst(a, b) || byDeadline(a, b);

const waitingTypes = (item: Item): number[] => {
  const unassigned = item.unassignedTypeIds as number[] | undefined;
  if (Array.isArray(unassigned)) return unassigned;
  return Array.isArray(item.executorIds) && item.executorIds.length > 0 ? [] : ((item.assistanceIds as number[] | undefined) ?? []);
};

function appealNotice(item: Item, types: AssistanceType[], now: number): AppealNotice {
  const deadlineAt = Number(item.deadlineAt);
  return {
    id: Number(item.id),
    createdAt: String(item.createdAt),
    name: String(item.name ?? ''),
    last_name: String(item.last_name ?? ''),
    phone: maskPhone(String(item.phone ?? '')),
    assistans_type: assistansTypeText((item.assistanceIds as number[] | undefined) ?? [], types),
    children_help: item.children_help === true,
    deadlineAt,
    prosessing_time: timeLeft(deadlineAt, now),
    noExecutor: waitingTypes(item).length > 0,
    region_id: item.region_id === undefined ? null : Number(item.region_id),
    unassigned_types: assistansTypeText(waitingTypes(item), types),
    high_risk: item.highRisk === true,
  };
}

const appealFactsOf = (item: Item, now: number) => ({
  statusId: Number(item.status_id),
  childrenHelp: item.children_help === true,
  deadlineMs: Number(item.deadlineAt),
  // A requested type nobody carries makes the appeal as urgent as one with no executor at all.
  hasExecutor: waitingTypes(item).length === 0,
  highRisk: item.highRisk === true,
  now,
});

/** Admins: open appeals due within the urgent window, plus the flagged ones (children, no executor). */
export async function urgentAppeals(db: StatsDb, now = Date.now()): Promise<AppealNotice[]> {
  const window = await urgentWindowHours(db);
  const [soon, flagged, types] = await Promise.all([
    queryAll(db, indexQuery('gsi1', OPEN_APPEALS, { between: [deadlineBound(now), deadlineBound(now + window * HOUR)] }), LIST_CAP),
    queryAll(db, indexQuery('gsi2', FLAGGED_APPEALS), LIST_CAP),
    assistanceTypes(db),
  ]);
  const unique = new Map([...soon, ...flagged].map((item) => [Number(item.id), item]));
  return [...unique.values()]
    .filter((item) => isUrgent({ ...appealFactsOf(item, now), urgentWindowHours: window }))
    .map((item) => appealNotice(item, types, now))
    .sort(waitingFirst)
    .slice(0, LIST_CAP);
}

/**
 * Admins: open appeals with a requested type no executor carries ('Без виконавця'),
 * oldest first: one Query of the sparse index the stream keeps (their number, never
 * the archive's, sets its cost).
 */
export async function unassignedAppeals(db: StatsDb, now = Date.now()): Promise<AppealNotice[]> {
  const [waiting, types] = await Promise.all([queryAll(db, indexQuery('gsi3', UNASSIGNED_APPEALS), LIST_CAP), assistanceTypes(db)]);
  return waiting.map((item) => appealNotice(item, types, now));
}

/** Admins: open high-risk appeals, nearest deadline first: one Query of the sparse index the stream keeps. */
export async function highRiskAppeals(db: StatsDb, now = Date.now()): Promise<AppealNotice[]> {
  const [items, types] = await Promise.all([queryAll(db, indexQuery('gsi4', HIGH_RISK_APPEALS), LIST_CAP), assistanceTypes(db)]);
  return items.map((item) => appealNotice(item, types, now));
}

/** Admins: open appeals past their deadline. */
export async function expiredAppeals(db: StatsDb, now = Date.now()): Promise<AppealNotice[]> {
  const [overdue, types] = await Promise.all([
    queryAll(db, indexQuery('gsi1', OPEN_APPEALS, { below: deadlineBound(now) }), LIST_CAP),
    assistanceTypes(db),
  ]);
  return overdue
    .filter((item) => isExpired(appealFactsOf(item, now)))
    .map((item) => appealNotice(item, types, now))
    .sort(byDeadline);
}

/** One executor's open assignments with their appeals' summaries. */
async function openAssignments(db: StatsDb, userId: number, range?: { below: string }): Promise<Array<{ assignment: Item; appeal: Item | undefined }>> {
  return withAppeals(db, await queryAll(db, indexQuery('gsi2', userOpenAssignments(userId), range), LIST_CAP));
}

/** Records with their appeals' summaries (one BatchGet). */
async function withAppeals(db: StatsDb, assignments: Item[]): Promise<Array<{ assignment: Item; appeal: Item | undefined }>> {
  const keys = assignments.map(
    (a) => appealSummaryEntity.get({ appealKey: pad(Number(a.appealId)) }).params({ table: db.table }).Key as Key,
  );
  const appeals = await batchGet(db, keys);
  return assignments.map((assignment, i) => ({ assignment, appeal: appeals.get(keyOf(keys[i])) }));
}

function assignmentNotice(assignment: Item, appeal: Item | undefined, types: AssistanceType[], now: number): AssignmentNotice {
  const deadlineAt = Number(assignment.deadlineAt);
  const createdAt = String(appeal?.createdAt ?? assignment.createdAt);
  return {
    id: Number(assignment.id),
    appealId: Number(assignment.appealId),
    createdAt,
    deadlineAt,
    prosessing_time: timeLeft(deadlineAt, now),
    appealStatusId: Number(assignment.statusId),
    appeal: {
      id: Number(assignment.appealId),
      name: String(appeal?.name ?? ''),
      last_name: String(appeal?.last_name ?? ''),
      phone: maskPhone(String(appeal?.phone ?? '')),
      createdAt,
    },
    AssistanceTypes: { description: types.find((t) => t.id === Number(assignment.assistanceTypeId))?.description ?? '' },
    high_risk: appeal?.highRisk === true,
  };
}

/**
 * USER: own open assignments that involve children or high risk, or are due within the
 * urgent window. Two Queries that read only what they answer: the sparse urgent index
 * of the records (only open records of flagged appeals carry its keys) and the part of
 * the deadline-ordered open index inside the window; then those records' appeal summaries.
 */
export async function urgentAssignments(db: StatsDb, userId: number, now = Date.now()): Promise<AssignmentNotice[]> {
  const [flagged, window, types] = await Promise.all([
    queryAll(db, indexQuery('gsi5', urgentRecordsKey(userId)), LIST_CAP),
    urgentWindowHours(db),
    assistanceTypes(db),
  ]);
  const soon = await queryAll(
    db,
    indexQuery('gsi2', userOpenAssignments(userId), { between: [deadlineBound(now), deadlineBound(now + window * HOUR)] }),
    LIST_CAP,
  );
  const unique = [...new Map([...flagged, ...soon].map((item) => [Number(item.id), item])).values()];
  const rows = await withAppeals(db, unique);
  return rows
    .filter(({ assignment, appeal }) =>
      isUrgent({
        statusId: Number(assignment.statusId),
        childrenHelp: appeal?.children_help === true,
        deadlineMs: Number(assignment.deadlineAt),
        now,
        hasExecutor: true,
        urgentWindowHours: window,
        highRisk: appeal?.highRisk === true,
      }),
    )
    .map(({ assignment, appeal }) => assignmentNotice(assignment, appeal, types, now))
    .sort(riskThenDeadline)
    .slice(0, LIST_CAP);
}

/** USER: own open assignments past their deadline. */
export async function expiredAssignments(db: StatsDb, userId: number, now = Date.now()): Promise<AssignmentNotice[]> {
  // Only the overdue part of the deadline-ordered index: a long-serving executor's open records are not all read.
  const [rows, types] = await Promise.all([openAssignments(db, userId, { below: deadlineBound(now) }), assistanceTypes(db)]);
  return rows
    .filter(({ assignment }) => isExpired({ statusId: Number(assignment.statusId), deadlineMs: Number(assignment.deadlineAt), now }))
    .map(({ assignment, appeal }) => assignmentNotice(assignment, appeal, types, now))
    .sort(riskThenDeadline);
}
