import { formatDate, kyivDayKey } from '@dosyt/core/dates/dates';

/** Messages grouped by their Kyiv calendar day, for the day separators. */
export interface MessageDay<M> {
  day: string;
  label: string;
  messages: M[];
}

/** 'Сьогодні', 'Вчора' or the date (dd.MM.yyyy), all by the Kyiv calendar. */
export function dayLabel(dayKey: string, now: Date = new Date()): string {
  if (dayKey === kyivDayKey(now)) return 'Сьогодні';
  if (dayKey === kyivDayKey(now.getTime() - 24 * 3600_000)) return 'Вчора';
  const [y, m, d] = dayKey.split('-');
  return `${d}.${m}.${y}`;
}

export function groupByDay<M extends { createdAt: string }>(messages: readonly M[], now: Date = new Date()): MessageDay<M>[] {
  const days: MessageDay<M>[] = [];
  for (const message of messages) {
    const day = kyivDayKey(message.createdAt);
    const last = days.at(-1);
    if (last && last.day === day) last.messages.push(message);
    else days.push({ day, label: dayLabel(day, now), messages: [message] });
  }
  return days;
}

/** The user list's 'last message' cell: the time when it was today, the date otherwise. */
export function lastMessageLabel(value: string | null | undefined, formatTime: (v: string) => string, now: Date = new Date()): string {
  if (!value) return '';
  return kyivDayKey(value) === kyivDayKey(now) ? formatTime(value) : formatDate(value);
}
