import { describe, expect, it } from 'vitest';
import {
  kyivDayStart,
  formatChatTime,
  formatDate,
  formatDateTime,
  formatTime,
  isBeforeKyivToday,
  kyivDayKey,
  kyivMonthKey,
  kyivYearMonth,
  monthGrid,
  monthRange,
  monthTitle,
  shiftMonth,
  UK_MONTHS,
} from './dates';

// 15 Nov 2026 13:05 UTC is 15:05 in Kyiv (winter time, UTC+2).
const WINTER = '2026-11-15T13:05:00.000Z';
// 15 Jul 2026 13:05 UTC is 16:05 in Kyiv (summer time, UTC+3).
const SUMMER = Date.UTC(2026, 6, 15, 13, 5);

describe('formatting in Kyiv time', () => {
  it('formats date and time as dd.MM.yyyy HH:mm', () => {
    expect(formatDateTime(WINTER)).toBe('15.11.2026 15:05');
    expect(formatDateTime(SUMMER)).toBe('15.07.2026 16:05');
    expect(formatDateTime(new Date(WINTER))).toBe('15.11.2026 15:05');
  });

  it('formats the date and the time alone', () => {
    expect(formatDate(WINTER)).toBe('15.11.2026');
    expect(formatTime(WINTER)).toBe('15:05');
  });

  it('takes the Kyiv day, not the UTC day, near midnight', () => {
    expect(formatDate('2026-11-30T22:30:00Z')).toBe('01.12.2026');
  });

  it('uses a 12-hour clock in chat', () => {
    expect(formatChatTime(WINTER)).toBe('3:05 PM');
    expect(formatChatTime('2026-11-15T22:05:00Z')).toBe('12:05 AM');
    expect(formatChatTime('2026-11-15T08:30:00Z')).toBe('10:30 AM');
  });

  it('gives an empty string for a missing or bad date', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('не дата')).toBe('');
  });
});

describe('day and month keys', () => {
  it('are the Kyiv calendar day and month', () => {
    expect(kyivDayKey(Date.UTC(2026, 10, 30, 22, 30))).toBe('2026-12-01');
    expect(kyivMonthKey(Date.UTC(2026, 10, 30, 22, 30))).toBe('2026-12');
    expect(kyivDayKey(Date.UTC(2026, 10, 30, 21, 59))).toBe('2026-11-30');
  });

  it('give the navigator start month', () => {
    expect(kyivYearMonth(Date.UTC(2026, 11, 31, 22, 30))).toEqual({ year: 2027, month: 0 });
  });
});

describe('monthRange', () => {
  it('spans the Kyiv month in winter time', () => {
    expect(monthRange(2026, 10)).toEqual({
      startDate: '2026-10-31T22:00:00.000Z',
      endDate: '2026-11-30T21:59:59.999Z',
    });
  });

  it('follows the switch to summer time inside the month', () => {
    expect(monthRange(2026, 2)).toEqual({
      startDate: '2026-02-28T22:00:00.000Z',
      endDate: '2026-03-31T20:59:59.999Z',
    });
  });

  it('rolls an overflowing month index into the next year', () => {
    expect(monthRange(2026, 12).startDate).toBe('2026-12-31T22:00:00.000Z');
  });
});

describe('month names', () => {
  it('are the Ukrainian month names', () => {
    expect(UK_MONTHS).toEqual([
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
    ]);
  });

  it('title a month with its year', () => {
    expect(monthTitle(2026, 10)).toBe('Листопад 2026');
    expect(monthTitle(2026, 0)).toBe('Січень 2026');
    expect(monthTitle(2026, -1)).toBe('Грудень 2025');
  });

  it('step one month across year ends', () => {
    expect(shiftMonth(2026, 0, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth(2026, 5, 1)).toEqual({ year: 2026, month: 6 });
  });
});

describe('monthGrid', () => {
  it('starts weeks on Sunday and blanks days of other months', () => {
    // Act: February 2026 starts on a Sunday and has 28 days.
    const grid = monthGrid(2026, 1);
    // Assess
    expect(grid).toHaveLength(4);
    expect(grid[0]![0]).toBe('2026-02-01');
    expect(grid[3]![6]).toBe('2026-02-28');
  });

  it('pads the first and last weeks', () => {
    // Act: October 2026 starts on a Thursday.
    const october = monthGrid(2026, 9);
    // Assess
    expect(october[0]).toEqual([null, null, null, null, '2026-10-01', '2026-10-02', '2026-10-03']);
    expect(october.flat().filter(Boolean)).toHaveLength(31);
    expect(october.at(-1)).toEqual(['2026-10-25', '2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31']);
  });

  it('keeps every day once across a time change', () => {
    const march = monthGrid(2026, 2).flat().filter(Boolean);
    expect(march).toHaveLength(31);
    expect(new Set(march).size).toBe(31);
  });
});

describe('isBeforeKyivToday', () => {
  const now = Date.UTC(2026, 10, 15, 10, 0);

  it('is true for an earlier Kyiv day', () => {
    expect(isBeforeKyivToday(Date.UTC(2026, 10, 14, 21, 59), now)).toBe(true);
  });

  it('is false for earlier today and for later days', () => {
    expect(isBeforeKyivToday(Date.UTC(2026, 10, 14, 22, 0), now)).toBe(false);
    expect(isBeforeKyivToday(Date.UTC(2026, 10, 16, 6, 0), now)).toBe(false);
  });
});

describe('kyivDayStart', () => {
  it('is the Kyiv midnight in winter and in summer time', () => {
    expect(kyivDayStart('2026-03-01')).toBe('2026-02-28T22:00:00.000Z');
    expect(kyivDayStart('2026-07-01')).toBe('2026-06-30T21:00:00.000Z');
  });

  it('refuses an impossible or malformed day', () => {
    expect(kyivDayStart('2026-02-30')).toBeUndefined();
    expect(kyivDayStart('01.03.2026')).toBeUndefined();
  });
});
