import { STATUS } from '../status/status.rules';

export const DEFAULT_SERVICE_LEVEL_HOURS = 72;
export const DEFAULT_URGENT_WINDOW_HOURS = 24;
export const OVERDUE_LABEL = 'Прострочено';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Deadline = creation time + service level (an admin setting, 72 h by default). */
export function deadlineFrom(createdAtMs: number, serviceLevelHours: number = DEFAULT_SERVICE_LEVEL_HOURS): number {
  return createdAtMs + serviceLevelHours * HOUR;
}

/** `prosessing_time` on the wire: milliseconds left until the deadline (negative once past). */
export function timeLeft(deadlineMs: number, now: number): number {
  return deadlineMs - now;
}

/**
 * 'N дн.' for a day or more, else 'N год. M хв.', rounded down.
 * Past the deadline we say 'Прострочено': a negative count reads as a typo, and the
 * reminders list already tells how late it is.
 */
export function formatTimeLeft(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return '—';
  if (ms < 0) return OVERDUE_LABEL;
  if (ms >= DAY) return `${Math.floor(ms / DAY)} дн.`;
  return `${Math.floor(ms / HOUR)} год. ${Math.floor((ms % HOUR) / MINUTE)} хв.`;
}

const isOpen = (statusId: number): boolean => statusId < STATUS.FINISH;

/** Expired ('Нагадування'): open and past the deadline. */
export function isExpired(input: { statusId: number; deadlineMs: number; now: number }): boolean {
  return isOpen(input.statusId) && input.now > input.deadlineMs;
}

/**
 * Urgent ('Екстренні'): open and high-risk (risk screening, whatever else holds), or
 * involving children, or with no executor, or with under the urgent window left. An already expired appeal is not urgent for its time
 * alone: it is listed under 'Нагадування' instead, so the two columns do not repeat.
 */
export function isUrgent(input: {
  statusId: number;
  childrenHelp: boolean;
  deadlineMs: number;
  now: number;
  hasExecutor: boolean;
  urgentWindowHours?: number;
  /** The risk screening gave 'high'. */
  highRisk?: boolean;
}): boolean {
  const { statusId, childrenHelp, deadlineMs, now, hasExecutor } = input;
  if (!isOpen(statusId)) return false;
  if (input.highRisk) return true;
  const left = deadlineMs - now;
  const window = (input.urgentWindowHours ?? DEFAULT_URGENT_WINDOW_HOURS) * HOUR;
  return childrenHelp || !hasExecutor || (left >= 0 && left < window);
}
