import { describe, expect, it } from 'vitest';
import { kyivTodayMin, kyivWallTimeToDate } from './kyiv-wall-time';

describe('kyivWallTimeToDate', () => {
  it('reads the picker value as Kyiv time in winter (UTC+2) and in summer (UTC+3)', () => {
    expect(kyivWallTimeToDate('2026-11-23T08:00')?.toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(kyivWallTimeToDate('2026-07-01T08:00')?.toISOString()).toBe('2026-07-01T05:00:00.000Z');
  });

  it('settles the offset on the day the clocks change', () => {
    // Kyiv moves to summer time on 2026-03-29 at 03:00.
    expect(kyivWallTimeToDate('2026-03-29T01:30')?.toISOString()).toBe('2026-03-28T23:30:00.000Z');
    expect(kyivWallTimeToDate('2026-03-29T08:00')?.toISOString()).toBe('2026-03-29T05:00:00.000Z');
  });

  it('refuses anything that is not a picker value', () => {
    expect(kyivWallTimeToDate('')).toBeNull();
    expect(kyivWallTimeToDate('23.11.2026 08:00')).toBeNull();
  });
});

describe('picker defaults and display', () => {
  it('starts today at 08:00 and allows nothing before today, by the Kyiv calendar', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Kyiv.
    const now = Date.parse('2026-11-22T23:30:00Z');
    expect(kyivTodayMin(now)).toBe('2026-11-23T00:00');
  });
});
