import { kyivDayKey, monthGrid } from '@dosyt/core/dates/dates';
import { useEffect } from 'react';
import { MonthNavigator, useKyivMonth } from '../../../components/ui/month-navigator';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../components/ui/cn';
import { useAppealsByDay } from '../api/get-appeals-by-day';
import { useHistoryByDay } from '../api/get-history-by-day';
import { eventLabel, eventsByDay, WEEKDAYS } from '../lib/calendar-events';

export interface MonthCalendarProps {
  /** 'all': every appeal (ADMIN, OBSERVER); 'own': the executor's own records (USER). */
  scope: 'all' | 'own';
  userId: number | null;
}

const STATUS_TONE: Record<number, string> = {
  1: 'bg-rose-50 text-rose-800',
  2: 'bg-amber-50 text-amber-800',
  3: 'bg-sky-50 text-sky-800',
  4: 'bg-emerald-50 text-emerald-800',
};

/** /admin/calendar: a Sunday-first month grid of status counts per day. */
export function MonthCalendar({ scope, userId }: MonthCalendarProps) {
  const month = useKyivMonth();
  const { startDate, endDate } = month.range;
  const all = useAppealsByDay(startDate, endDate, scope === 'all');
  const own = useHistoryByDay(userId, startDate, endDate, scope === 'own');
  const query = scope === 'all' ? all : own;
  const events = eventsByDay(query.data);
  const today = kyivDayKey(Date.now());

  // Calendar load errors are only logged.
  useEffect(() => {
    if (query.error) console.error('Error fetching data', query.error);
  }, [query.error]);

  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Календар</h1>
        <MonthNavigator title={month.title} onPrevious={month.previous} onNext={month.next} />
      </header>
      {query.isFetching && <Spinner label="Оновлення календаря..." />}
      <table className="w-full table-fixed border-collapse rounded-lg bg-white text-sm shadow-sm" aria-label={month.title}>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="border border-slate-200 bg-slate-100 py-2 font-medium text-slate-700">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month.year, month.month).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) =>
                day ? (
                  <td
                    key={day}
                    aria-current={day === today ? 'date' : undefined}
                    data-day={day}
                    className={cn('h-28 border border-slate-200 p-1.5 align-top', day === today && 'bg-brand-50 ring-2 ring-inset ring-brand-600')}
                  >
                    <div className={cn('mb-1 text-xs font-semibold', day === today ? 'text-brand-800' : 'text-slate-600')}>{Number(day.slice(8))}</div>
                    <ul className="flex flex-col gap-0.5">
                      {(events.get(day) ?? []).map((event) => (
                        <li key={event.statusId} className={cn('truncate rounded px-1 text-xs', STATUS_TONE[event.statusId])} data-testid="calendar-event">
                          {eventLabel(event)}
                        </li>
                      ))}
                    </ul>
                  </td>
                ) : (
                  <td key={`empty-${w}-${i}`} className="border border-slate-200 bg-slate-50" aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
