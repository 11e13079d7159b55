import { formatDateTime } from '@dosyt/core/dates/dates';

/** ДД.ММ.РРРР ГГ:хх in Kyiv time, with the seconds a log needs. */
export function formatKyivDateTimeSeconds(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const seconds = String(new Date(time).getUTCSeconds()).padStart(2, '0');
  return `${formatDateTime(iso)}:${seconds}`;
}
