import { addDays, endOfMonth, lightFormat, startOfMonth, startOfWeek } from 'date-fns';
import { TZDate, tz } from '@date-fns/tz';

/** Every date is shown and grouped in Kyiv time, whatever the server or browser zone. */
export const KYIV = 'Europe/Kyiv';

export const UK_MONTHS = [
  'Січень',
  'Лютий',
  'Березень',
  'Квітень',
  'Травень',
  'Червень',
  'Липень',
  'Серпень',
  'Вересень',
  'Жовтень',
  'Листопад',
  'Грудень',
] as const;

export type DateInput = string | number | Date;

/** Kyiv wall time of an instant. */
const inKyiv = tz(KYIV);

function toDate(value: DateInput | null | undefined): Date | undefined {
  if (value == null || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function formatKyiv(value: DateInput | null | undefined, pattern: string): string {
  const date = toDate(value);
  // lightFormat: the patterns here need no locale (format's en-US data is ~15 KB of every bundle).
  return date ? lightFormat(inKyiv(date), pattern) : '';
}

/** 'dd.MM.yyyy HH:mm' (day.month.year, 24-hour clock); '' for a missing or bad date. */
export const formatDateTime = (value: DateInput | null | undefined): string => formatKyiv(value, 'dd.MM.yyyy HH:mm');
export const formatDate = (value: DateInput | null | undefined): string => formatKyiv(value, 'dd.MM.yyyy');
export const formatTime = (value: DateInput | null | undefined): string => formatKyiv(value, 'HH:mm');
/** Chat uses a 12-hour clock: '3:05 PM'. */
export const formatChatTime = (value: DateInput | null | undefined): string => formatKyiv(value, 'h:mm a');

/** 'YYYY-MM-DD' of the Kyiv calendar day: the key of day aggregates and calendar cells. */
export const kyivDayKey = (value: DateInput): string => formatKyiv(value, 'yyyy-MM-dd');
export const kyivMonthKey = (value: DateInput): string => formatKyiv(value, 'yyyy-MM');

/** Kyiv year and month (0-based) of a month index that may overflow (-1, 12 ...). */
function kyivMonth(year: number, monthIndex0: number): TZDate {
  return new TZDate(year, monthIndex0, 1, KYIV);
}

/** First and last instant of a Kyiv month, as ISO strings (the startDate/endDate of stats calls). */
export function monthRange(year: number, monthIndex0: number): { startDate: string; endDate: string } {
  const month = kyivMonth(year, monthIndex0);
  return {
    startDate: new Date(startOfMonth(month).getTime()).toISOString(),
    endDate: new Date(endOfMonth(month).getTime()).toISOString(),
  };
}

/** Month navigator title: 'Листопад 2026'. */
export function monthTitle(year: number, monthIndex0: number): string {
  const month = kyivMonth(year, monthIndex0);
  return `${UK_MONTHS[month.getMonth()]} ${month.getFullYear()}`;
}

/** One step of the month navigator, across year ends. */
export function shiftMonth(year: number, monthIndex0: number, delta: number): { year: number; month: number } {
  const month = kyivMonth(year, monthIndex0 + delta);
  return { year: month.getFullYear(), month: month.getMonth() };
}

/** The Kyiv month of an instant, for the navigator's start. */
export function kyivYearMonth(value: DateInput): { year: number; month: number } {
  const [year, month] = kyivMonthKey(value).split('-').map(Number);
  return { year: year ?? 1970, month: (month ?? 1) - 1 };
}

/** Calendar grid of day keys, weeks starting on Sunday; days of other months are null. */
export function monthGrid(year: number, monthIndex0: number): (string | null)[][] {
  const first = kyivMonth(year, monthIndex0);
  const key = lightFormat(first, 'yyyy-MM');
  const weeks: (string | null)[][] = [];
  let day = startOfWeek(first, { weekStartsOn: 0 });
  while (weeks.length === 0 || lightFormat(day, 'yyyy-MM') === key) {
    const week: (string | null)[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(lightFormat(day, 'yyyy-MM') === key ? lightFormat(day, 'yyyy-MM-dd') : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** Whether an instant falls on an earlier Kyiv day than `now` (the call-centre picker allows no past day). */
export function isBeforeKyivToday(value: DateInput, now: DateInput = Date.now()): boolean {
  return kyivDayKey(value) < kyivDayKey(now);
}

/** The first instant of a Kyiv calendar day ('YYYY-MM-DD'), as an ISO string; undefined for a bad day. */
export function kyivDayStart(day: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const [year, month, date] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const start = new TZDate(year, month, date, KYIV);
  // TZDate rolls an impossible date (31.02) over; refuse it instead.
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date) return undefined;
  return new Date(start.getTime()).toISOString();
}
