import { describe, expect, it } from 'vitest';
import { retentionCutoff } from './retention.rules';

describe('retentionCutoff', () => {
  it('moves back whole calendar months, keeping the time of day', () => {
    expect(new Date(retentionCutoff(Date.parse('2026-11-26T01:02:03.004Z'), 24)).toISOString()).toBe('2024-11-26T01:02:03.004Z');
    expect(new Date(retentionCutoff(Date.parse('2026-01-15T00:00:00.000Z'), 1)).toISOString()).toBe('2025-12-15T00:00:00.000Z');
  });

  it('clamps the day to the shorter month', () => {
    expect(new Date(retentionCutoff(Date.parse('2026-03-31T12:00:00.000Z'), 1)).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(new Date(retentionCutoff(Date.parse('2026-03-31T12:00:00.000Z'), 25)).toISOString()).toBe('2024-02-29T12:00:00.000Z');
  });
});
