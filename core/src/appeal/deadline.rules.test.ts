import { describe, expect, it } from 'vitest';
import { deadlineFrom, formatTimeLeft, isExpired, isUrgent, timeLeft } from './deadline.rules';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 15, 12, 0);

describe('deadlineFrom', () => {
  it('adds the service level, 72 h by default', () => {
    expect(deadlineFrom(NOW)).toBe(NOW + 72 * HOUR);
    expect(deadlineFrom(NOW, 24)).toBe(NOW + DAY);
  });

  it('gives the time left, negative once past', () => {
    expect(timeLeft(NOW + HOUR, NOW)).toBe(HOUR);
    expect(timeLeft(NOW - HOUR, NOW)).toBe(-HOUR);
  });
});

describe('formatTimeLeft', () => {
  it.each([
    [3 * DAY + 5 * HOUR, '3 дн.'],
    [DAY, '1 дн.'],
    [DAY - MIN, '23 год. 59 хв.'],
    [5 * HOUR + 7 * MIN + 59_000, '5 год. 7 хв.'],
    [59_000, '0 год. 0 хв.'],
    [0, '0 год. 0 хв.'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });

  it('says "Прострочено" past the deadline', () => {
    expect(formatTimeLeft(-1)).toBe('Прострочено');
    expect(formatTimeLeft(-3 * DAY)).toBe('Прострочено');
  });

  it('shows a dash when there is no deadline', () => {
    expect(formatTimeLeft(undefined)).toBe('—');
    expect(formatTimeLeft(null)).toBe('—');
    expect(formatTimeLeft(Number.NaN)).toBe('—');
  });
});

describe('isExpired', () => {
  it('is true for an open appeal past its deadline', () => {
    expect(isExpired({ statusId: 1, deadlineMs: NOW - 1, now: NOW })).toBe(true);
    expect(isExpired({ statusId: 3, deadlineMs: NOW - DAY, now: NOW })).toBe(true);
  });

  it('is false at or before the deadline', () => {
    expect(isExpired({ statusId: 1, deadlineMs: NOW, now: NOW })).toBe(false);
    expect(isExpired({ statusId: 1, deadlineMs: NOW + 1, now: NOW })).toBe(false);
  });

  it('is false for a finished appeal', () => {
    expect(isExpired({ statusId: 4, deadlineMs: NOW - DAY, now: NOW })).toBe(false);
  });
});

describe('isUrgent', () => {
  const calm = { statusId: 1, childrenHelp: false, deadlineMs: NOW + 2 * DAY, now: NOW, hasExecutor: true };

  it('is false for an open appeal with time, an executor and no children', () => {
    expect(isUrgent(calm)).toBe(false);
  });

  it('is true for a high-risk appeal whatever the other rules say, while it is open', () => {
    expect(isUrgent({ ...calm, highRisk: true })).toBe(true);
    expect(isUrgent({ ...calm, deadlineMs: NOW - DAY, highRisk: true })).toBe(true);
    expect(isUrgent({ ...calm, statusId: 4, highRisk: true })).toBe(false);
    expect(isUrgent({ ...calm, highRisk: false })).toBe(false);
  });

  it('is true when children are involved', () => {
    expect(isUrgent({ ...calm, childrenHelp: true })).toBe(true);
  });

  it('is true when nobody executes it', () => {
    expect(isUrgent({ ...calm, hasExecutor: false })).toBe(true);
  });

  it('is true with under 24 h left, and false with exactly 24 h', () => {
    expect(isUrgent({ ...calm, deadlineMs: NOW + 24 * HOUR - 1 })).toBe(true);
    expect(isUrgent({ ...calm, deadlineMs: NOW + 24 * HOUR })).toBe(false);
  });

  it('uses the configured urgent window', () => {
    expect(isUrgent({ ...calm, deadlineMs: NOW + 30 * HOUR, urgentWindowHours: 36 })).toBe(true);
    expect(isUrgent({ ...calm, deadlineMs: NOW + 10 * HOUR, urgentWindowHours: 6 })).toBe(false);
  });

  it('leaves an expired appeal to the reminders unless it has children or no executor', () => {
    expect(isUrgent({ ...calm, deadlineMs: NOW - HOUR })).toBe(false);
    expect(isUrgent({ ...calm, deadlineMs: NOW - HOUR, childrenHelp: true })).toBe(true);
  });

  it('is false for a finished appeal whatever else', () => {
    expect(isUrgent({ statusId: 4, childrenHelp: true, deadlineMs: NOW + HOUR, now: NOW, hasExecutor: false })).toBe(false);
  });
});
