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
  UNASSIGNED_HIGH_RISK,
  UNASSIGNED_OTHER,
  deadlineBound,
  userOpenAssignments,
} from './aggregate-keys';
import { batchGet, keyOf, queryAll, type Key, type StatsDb } from './stats-db';
import { FIRST_KEY, LAST_KEY, noticePage, pageStart, type NoticePage, type NoticePageRequest } from './phased-page';

export type { NoticePageRequest } from './phased-page';

/**
 * The notification lists (docs/decisions.md, 'Notifications'), read
 * from the open-appeal and open-assignment index items the stream consumer keeps,
 * a page at a time (phased-page.ts): each request reads at most twice its page's
 * rows of index items, however many appeals are open, never a Scan.
 *   'Екстренні' (urgent): open, and high-risk, or with children, or no executor, or
 *      under the urgent window left (core isUrgent); high-risk ones come first;
 *   'Нагадування' (expired): open and past the deadline (core isExpired).
 */

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

/**
 * The urgent list's phases, in its order (high risk, then 'Без виконавця', then the nearest
 * deadline), each a key range of a sparse index:
 *   high-risk without an executor (gsi3 'Без виконавця', its high-risk key range), high-risk with one
 *   (gsi4, the few of the first phase skipped); no executor (gsi3, the other key range); both
 *   'Без виконавця' groups wait longest first (that index's order), and are read from it because
 *   they are few: read from the high-risk or flagged index, a first page could spend its reads on
 *   skipped appeals with an executor (the bench at 50,000: 100 flagged ones with children, an empty
 *   page), and read as one range of gsi3, on the ones that are not high-risk (the bench at 200,000:
 *   1 row for 100 items read, before the ranges);
 *   the rest: flagged ones past the deadline, every open one inside the window (gsi1), flagged ones after it.
 */
export async function urgentAppeals(db: StatsDb, page: NoticePageRequest = {}, now = Date.now()): Promise<NoticePage<AppealNotice>> {
  const { at, position, limit } = pageStart('urgent', page, now);
  const [window, types] = await Promise.all([urgentWindowHours(db), assistanceTypes(db)]);
  const windowEnd = deadlineBound(at + window * HOUR);
  const listed = (highRisk: boolean, noExecutor: boolean) => async (items: Item[]) =>
    items
      .filter((item) => isUrgent({ ...appealFactsOf(item, at), urgentWindowHours: window }))
      .filter((item) => (item.highRisk === true) === highRisk && waitingTypes(item).length > 0 === noExecutor)
      .map((item) => appealNotice(item, types, now));
  return noticePage('urgent', at, limit, position, db, [
    { index: 'gsi3', pk: UNASSIGNED_APPEALS, from: UNASSIGNED_HIGH_RISK, to: `${UNASSIGNED_HIGH_RISK}${LAST_KEY}`, rows: listed(true, true) },
    { index: 'gsi4', pk: HIGH_RISK_APPEALS, from: FIRST_KEY, to: LAST_KEY, rows: listed(true, false) },
    { index: 'gsi3', pk: UNASSIGNED_APPEALS, from: UNASSIGNED_OTHER, to: `${UNASSIGNED_OTHER}${LAST_KEY}`, rows: listed(false, true) },
    { index: 'gsi2', pk: FLAGGED_APPEALS, from: FIRST_KEY, to: deadlineBound(at), rows: listed(false, false) },
    { index: 'gsi1', pk: OPEN_APPEALS, from: deadlineBound(at), to: windowEnd, rows: listed(false, false) },
    { index: 'gsi2', pk: FLAGGED_APPEALS, from: windowEnd, to: LAST_KEY, rows: listed(false, false) },
  ]);
}

/**
 * Admins: open appeals with a requested type no executor carries ('Без виконавця'),
 * high-risk ones first, each group oldest first: a page of the sparse index the stream keeps.
 */
export async function unassignedAppeals(db: StatsDb, page: NoticePageRequest = {}, now = Date.now()): Promise<NoticePage<AppealNotice>> {
  const { at, position, limit } = pageStart('unassigned', page, now);
  const types = await assistanceTypes(db);
  return noticePage('unassigned', at, limit, position, db, [
    { index: 'gsi3', pk: UNASSIGNED_APPEALS, from: FIRST_KEY, to: LAST_KEY, rows: async (items) => items.map((item) => appealNotice(item, types, now)) },
  ]);
}

/** Admins: open high-risk appeals, nearest deadline first: a page of the sparse index the stream keeps. */
export async function highRiskAppeals(db: StatsDb, page: NoticePageRequest = {}, now = Date.now()): Promise<NoticePage<AppealNotice>> {
  const { at, position, limit } = pageStart('high-risk', page, now);
  const types = await assistanceTypes(db);
  return noticePage('high-risk', at, limit, position, db, [
    { index: 'gsi4', pk: HIGH_RISK_APPEALS, from: FIRST_KEY, to: LAST_KEY, rows: async (items) => items.map((item) => appealNotice(item, types, now)) },
  ]);
}

/** Admins: open appeals past their deadline, the oldest deadline first: the overdue part of gsi1. */
export async function expiredAppeals(db: StatsDb, page: NoticePageRequest = {}, now = Date.now()): Promise<NoticePage<AppealNotice>> {
  const { at, position, limit } = pageStart('expired', page, now);
  const types = await assistanceTypes(db);
  const rows = async (items: Item[]) => items.filter((item) => isExpired(appealFactsOf(item, at))).map((item) => appealNotice(item, types, now));
  return noticePage('expired', at, limit, position, db, [{ index: 'gsi1', pk: OPEN_APPEALS, from: FIRST_KEY, to: deadlineBound(at), rows }]);
}

/** Records with their appeals' summaries (one BatchGet). */
async function withAppeals(db: StatsDb, assignments: Item[]): Promise<Array<{ assignment: Item; appeal: Item | undefined }>> {
  const keys = assignments.map((a) => appealSummaryEntity.get({ appealKey: pad(Number(a.appealId)) }).params({ table: db.table }).Key as Key);
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

/** Keeps the records of one risk class a phase lists, with their appeals' summaries (one BatchGet of what the Query read). */
const ownRows = (db: StatsDb, types: AssistanceType[], now: number, keep: (assignment: Item, appeal: Item | undefined) => boolean) => async (items: Item[]) =>
  (await withAppeals(db, items))
    .filter(({ assignment, appeal }) => keep(assignment, appeal))
    .map(({ assignment, appeal }) => assignmentNotice(assignment, appeal, types, now));

/**
 * USER: own open assignments that involve children or high risk, or are due within the
 * urgent window; high risk first, then the nearest deadline. Phases: the high-risk part
 * of the records' sparse urgent index (gsi5 '0#'), then the rest by deadline: the flagged
 * records past the deadline (gsi5 '1#'), every open record inside the window (gsi2, the
 * high-risk ones skipped), the flagged records after it.
 */
export async function urgentAssignments(db: StatsDb, userId: number, page: NoticePageRequest = {}, now = Date.now()): Promise<NoticePage<AssignmentNotice>> {
  const { at, position, limit } = pageStart('user-urgent', page, now);
  const [window, types] = await Promise.all([urgentWindowHours(db), assistanceTypes(db)]);
  const urgent = (highRisk: boolean) => (assignment: Item, appeal: Item | undefined) =>
    (appeal?.highRisk === true) === highRisk &&
    isUrgent({
      statusId: Number(assignment.statusId),
      childrenHelp: appeal?.children_help === true,
      deadlineMs: Number(assignment.deadlineAt),
      now: at,
      hasExecutor: true,
      urgentWindowHours: window,
      highRisk,
    });
  const flagged = urgentRecordsKey(userId);
  const windowEnd = deadlineBound(at + window * HOUR);
  return noticePage('user-urgent', at, limit, position, db, [
    { index: 'gsi5', pk: flagged, from: '0#', to: `0#${LAST_KEY}`, rows: ownRows(db, types, now, urgent(true)) },
    { index: 'gsi5', pk: flagged, from: '1#', to: `1#${deadlineBound(at)}`, rows: ownRows(db, types, now, urgent(false)) },
    { index: 'gsi2', pk: userOpenAssignments(userId), from: deadlineBound(at), to: windowEnd, rows: ownRows(db, types, now, urgent(false)) },
    { index: 'gsi5', pk: flagged, from: `1#${windowEnd}`, to: `1#${LAST_KEY}`, rows: ownRows(db, types, now, urgent(false)) },
  ]);
}

/**
 * USER: own open assignments past their deadline, high risk first, then the oldest
 * deadline: the high-risk records (gsi5 '0#', few), then the overdue part of the
 * deadline-ordered open index (gsi2), the high-risk ones skipped.
 */
export async function expiredAssignments(db: StatsDb, userId: number, page: NoticePageRequest = {}, now = Date.now()): Promise<NoticePage<AssignmentNotice>> {
  const { at, position, limit } = pageStart('user-expired', page, now);
  const types = await assistanceTypes(db);
  const expired = (highRisk: boolean) => (assignment: Item, appeal: Item | undefined) =>
    (appeal?.highRisk === true) === highRisk && isExpired({ statusId: Number(assignment.statusId), deadlineMs: Number(assignment.deadlineAt), now: at });
  return noticePage('user-expired', at, limit, position, db, [
    // All the high-risk part, not only its overdue keys: the record's own deadline decides (a key behind a raw edit still lists).
    { index: 'gsi5', pk: urgentRecordsKey(userId), from: '0#', to: `0#${LAST_KEY}`, rows: ownRows(db, types, now, expired(true)) },
    { index: 'gsi2', pk: userOpenAssignments(userId), from: FIRST_KEY, to: deadlineBound(at), rows: ownRows(db, types, now, expired(false)) },
  ]);
}
