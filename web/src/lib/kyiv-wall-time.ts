import { formatDateTime } from '@dosyt/core/dates/dates';

/**
 * A picker's wall-clock time with no zone ('2026-11-22T08:00'). Every date of the
 * platform is Kyiv time, so that is how the value is read, whatever zone the browser is in.
 */
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const SHOWN = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

/** Kyiv's offset from UTC at an instant, in milliseconds. */
function kyivOffsetMs(instant: number): number {
  const m = SHOWN.exec(formatDateTime(instant));
  if (!m) return 0;
  const [, d, mo, y, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi) - Math.floor(instant / 60_000) * 60_000;
}

/** '2026-11-22T08:00' (Kyiv) -> the instant; null for anything else. */
export function kyivWallTimeToDate(value: string): Date | null {
  const m = WALL.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Two steps settle the offset across a daylight-saving change.
  const first = asUtc - kyivOffsetMs(asUtc);
  const instant = asUtc - kyivOffsetMs(first);
  return Number.isNaN(instant) ? null : new Date(instant);
}
