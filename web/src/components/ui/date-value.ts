/**
 * Dates as the staff forms show them (ДД.ММ.РРРР, ГГ:хх) and as they keep
 * them ('YYYY-MM-DD', 'HH:mm', Kyiv wall time), whatever the browser's locale.
 */
const SHOWN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** '26.11.2026' -> '2026-11-26'; '' when incomplete or not a day of the calendar (31.02). */
export function shownDateToIso(shown: string): string {
  const m = SHOWN_DATE.exec(shown);
  if (!m) return '';
  const [, d, mo, y] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d) ? `${y}-${mo}-${d}` : '';
}

/** '2026-11-26' -> '26.11.2026'; '' for anything else. */
export function isoDateToShown(iso: string): string {
  const m = ISO_DATE.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

export const isTime = (value: string): boolean => TIME.test(value);

/** A calendar day as the picker's local Date (noon: no zone shift moves it to another day), and back. */
export function isoToCalendarDay(iso: string): Date | undefined {
  const m = ISO_DATE.exec(iso);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12) : undefined;
}

export function calendarDayToIso(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
