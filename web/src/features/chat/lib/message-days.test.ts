import { formatChatTime } from '@dosyt/core/dates/dates';
import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay, lastMessageLabel } from './message-days';

describe('day separators', () => {
  const now = new Date('2026-03-12T10:00:00Z');

  it('splits messages at Kyiv midnight, not UTC midnight', () => {
    // Prepare: 23:59 and 00:01 in Kyiv (UTC+2 in March before the clock change)
    const messages = [
      { id: 'a', createdAt: '2026-03-10T21:59:00Z' },
      { id: 'b', createdAt: '2026-03-10T22:01:00Z' },
      { id: 'c', createdAt: '2026-03-10T23:30:00Z' },
    ];
    // Act
    const days = groupByDay(messages, now);
    // Assess
    expect(days.map((d) => [d.day, d.messages.map((m) => m.id)])).toEqual([
      ['2026-03-10', ['a']],
      ['2026-03-11', ['b', 'c']],
    ]);
    expect(days.map((d) => d.label)).toEqual(['10.03.2026', 'Вчора']);
  });

  it('names today and yesterday by the Kyiv calendar', () => {
    expect(dayLabel('2026-03-12', now)).toBe('Сьогодні');
    expect(dayLabel('2026-03-11', now)).toBe('Вчора');
    expect(dayLabel('2026-02-28', now)).toBe('28.02.2026');
  });

  it('shows the last message as a 12-hour Kyiv time today and as a date before', () => {
    expect(lastMessageLabel('2026-03-12T13:05:00Z', formatChatTime, now)).toBe('3:05 PM');
    expect(lastMessageLabel('2026-03-01T13:05:00Z', formatChatTime, now)).toBe('01.03.2026');
    expect(lastMessageLabel(null, formatChatTime, now)).toBe('');
  });
});
