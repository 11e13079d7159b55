import { STATUSES } from '@dosyt/core/status/status.rules';
import { dayPartition, regionDayPartition, userDayPartition } from './aggregate-keys';
import type { Period } from './periods';
import { queryCounters, type Counter, type StatsDb } from './stats-db';

/**
 * Calendar counts: per Kyiv day and status, one
 * Query of at most 31 day items per month of the period.
 */

/** GET /api/appeals/grouped/{startDate}/{endDate} item. */
export interface AppealDayCount {
  day: string;
  title: string;
  count: number;
  status_id: number;
}

/** GET /api/appeal-history/grouped/{userId}/{startDate}/{endDate} item. */
export interface HistoryDayCount {
  day: string;
  appealStatusId: number;
  count: number;
}

async function dayCounters(db: StatsDb, period: Period, partition: (month: string) => string): Promise<Counter[]> {
  const results = await Promise.all(period.months.map((month) => queryCounters(db, partition(month), { between: [period.firstDay, period.lastDay] })));
  return results.flat();
}

function perStatus(counters: Counter[]): Array<{ day: string; statusId: number; count: number }> {
  return counters.flatMap((c) => STATUSES.map((s) => ({ day: c.sk, statusId: s.id, count: c.values[`s${s.id}`] })).filter((row) => row.count > 0));
}

/** The country's days, or one region's (`regionId`: every caller but an admin, like the other figures). */
export async function appealsByDay(db: StatsDb, period: Period, regionId?: number): Promise<AppealDayCount[]> {
  const partition = regionId === undefined ? dayPartition : (month: string) => regionDayPartition(regionId, month);
  return perStatus(await dayCounters(db, period, partition)).map(({ day, statusId, count }) => ({
    day,
    title: STATUSES.find((s) => s.id === statusId)?.title ?? '',
    count,
    status_id: statusId,
  }));
}

export async function assignmentsByDay(db: StatsDb, period: Period, userId: number): Promise<HistoryDayCount[]> {
  return perStatus(await dayCounters(db, period, (month) => userDayPartition(userId, month))).map(({ day, statusId, count }) => ({
    day,
    appealStatusId: statusId,
    count,
  }));
}
