import { kyivYearMonth, monthRange, monthTitle, shiftMonth } from '@dosyt/core/dates/dates';
import { useMemo, useState } from 'react';
import { Button } from './button';

/** A Kyiv month: year and 0-based month index. */
export interface KyivMonth {
  year: number;
  month: number;
}

/** The month a screen shows, starting at the current Kyiv month, with its range and title. */
export function useKyivMonth(initial: KyivMonth = kyivYearMonth(Date.now())) {
  const [current, setCurrent] = useState<KyivMonth>(initial);
  return useMemo(
    () => ({
      ...current,
      title: monthTitle(current.year, current.month),
      /** ISO instants of the month's first and last moment: the startDate/endDate of the stats calls. */
      range: monthRange(current.year, current.month),
      previous: () => setCurrent(shiftMonth(current.year, current.month, -1)),
      next: () => setCurrent(shiftMonth(current.year, current.month, 1)),
    }),
    [current],
  );
}

export interface MonthNavigatorProps {
  title: string;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and next month around a 'Місяць Рік' title. */
export function MonthNavigator({ title, onPrevious, onNext }: MonthNavigatorProps) {
  return (
    <div className="flex items-center gap-3" role="group" aria-label="Вибір місяця">
      <Button variant="secondary" size="sm" onClick={onPrevious} aria-label="Попередній місяць">
        ‹
      </Button>
      <h2 className="min-w-40 text-center text-lg font-semibold text-slate-900" aria-live="polite" data-testid="month-title">
        {title}
      </h2>
      <Button variant="secondary" size="sm" onClick={onNext} aria-label="Наступний місяць">
        ›
      </Button>
    </div>
  );
}
