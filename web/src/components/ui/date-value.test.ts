import { describe, expect, it } from 'vitest';
import { calendarDayToIso, isoDateToShown, isoToCalendarDay, isTime, shownDateToIso } from './date-value';

describe('date values of the staff forms', () => {
  it('reads ДД.ММ.РРРР as an ISO day, and only a day that exists', () => {
    expect(shownDateToIso('26.11.2026')).toBe('2026-11-26');
    expect(shownDateToIso('29.02.2028')).toBe('2028-02-29');
    expect(shownDateToIso('29.02.2027')).toBe('');
    expect(shownDateToIso('31.04.2026')).toBe('');
    expect(shownDateToIso('26.11.20')).toBe('');
    expect(shownDateToIso('')).toBe('');
  });

  it('shows an ISO day as ДД.ММ.РРРР', () => {
    expect(isoDateToShown('2026-01-05')).toBe('05.01.2026');
    expect(isoDateToShown('2026-01-05T08:00')).toBe('');
  });

  it('keeps 24-hour times only', () => {
    expect(['00:00', '08:05', '23:59'].map(isTime)).toEqual([true, true, true]);
    expect(['24:00', '8:05', '12:60', '08:00 AM', ''].map(isTime)).toEqual([false, false, false, false, false]);
  });

  it('turns a calendar day into the same ISO day and back, whatever the zone', () => {
    expect(calendarDayToIso(isoToCalendarDay('2026-03-29')!)).toBe('2026-03-29');
    expect(calendarDayToIso(isoToCalendarDay('2026-10-25')!)).toBe('2026-10-25');
  });
});
