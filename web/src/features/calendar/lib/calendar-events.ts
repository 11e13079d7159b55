import { statusTitle } from '@dosyt/core/status/status.rules';
import type { AppealDayCount } from '../api/get-appeals-by-day';
import type { HistoryDayCount } from '../api/get-history-by-day';

/** Calendar event: a day, a status and how many. */
export interface CalendarEvent {
  day: string;
  statusId: number;
  title: string;
  count: number;
}

/** Both answer shapes as one list of events, keyed by day, in status order. */
export function eventsByDay(rows: ReadonlyArray<AppealDayCount | HistoryDayCount> | undefined): Map<string, CalendarEvent[]> {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const row of rows ?? []) {
    const statusId = 'status_id' in row ? Number(row.status_id) : Number(row.appealStatusId);
    const title = 'title' in row && row.title ? row.title : statusTitle(statusId);
    const count = Number(row.count) || 0;
    if (count <= 0) continue;
    const day = String(row.day).slice(0, 10);
    byDay.set(
      day,
      [...(byDay.get(day) ?? []), { day, statusId, title, count }].sort((a, b) => a.statusId - b.statusId),
    );
  }
  return byDay;
}

/** 'title: count', as each day shows its events. */
export const eventLabel = (event: CalendarEvent): string => `${event.title}: ${event.count}`;

export const WEEKDAYS = ['Нд', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'] as const;
