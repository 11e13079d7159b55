import { kyivDayKey, kyivMonthKey } from '@dosyt/core/dates/dates';
import { ValidationError } from '@dosyt/core/errors';

/**
 * The month range of a stats call (`startDate`/`endDate`, ISO instants of a Kyiv
 * month's first and last moment) resolved to the Kyiv months and days it covers.
 * Counters are kept per month, so a range always counts whole months; an end
 * exactly at a month's first instant does not pull that month in.
 */
export interface Period {
  months: string[];
  /** First and last Kyiv day (YYYY-MM-DD), for the calendar. */
  firstDay: string;
  lastDay: string;
}

/** A period longer than this is refused: the cost of a call stays bounded. */
export const MAX_MONTHS = 24;

function instant(value: string | undefined, label: string): number {
  const ms = value === undefined || value === '' ? Number.NaN : Date.parse(value);
  if (Number.isNaN(ms)) throw new ValidationError(`Некоректна дата: ${label}`, { [label]: 'Некоректна дата' });
  return ms;
}

/** The period of a calendar's path (`{startDate}/{endDate}`). */
export function parsePeriod(startDate: string | undefined, endDate: string | undefined): Period {
  return periodBetween(instant(startDate, 'startDate'), instant(endDate, 'endDate'));
}

/** The period from `start` to `rawEnd` (milliseconds; the query's, as the contract's `periodQuery` read them). */
export function periodBetween(start: number, rawEnd: number): Period {
  if (rawEnd < start) throw new ValidationError('Кінець періоду раніше за початок', { endDate: 'Кінець періоду раніше за початок' });
  const end = rawEnd > start ? rawEnd - 1 : rawEnd;
  const months: string[] = [];
  const last = kyivMonthKey(end);
  for (let month = kyivMonthKey(start); month <= last; month = nextMonth(month)) {
    months.push(month);
    if (months.length > MAX_MONTHS) throw new ValidationError(`Період не може бути довшим за ${MAX_MONTHS} місяців`);
  }
  return { months, firstDay: kyivDayKey(start), lastDay: kyivDayKey(end) };
}

/** '2026-12' -> '2027-01'. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}
