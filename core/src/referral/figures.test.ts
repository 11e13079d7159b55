import { describe, expect, it } from 'vitest';
import { maskSmallCount, REFERRAL_OUTCOME_LABELS, SMALL_COUNT } from './figures';
import { REFERRAL_STATUSES } from './referral';

describe('referral figures', () => {
  it('mask a count of 1 to 4, never 0 or 5 and more', () => {
    expect([0, 1, 2, 3, 4, 5, 12].map(maskSmallCount)).toEqual([0, SMALL_COUNT, SMALL_COUNT, SMALL_COUNT, SMALL_COUNT, 5, 12]);
  });

  it('label every state of a referral', () => {
    expect(Object.keys(REFERRAL_OUTCOME_LABELS).sort()).toEqual(REFERRAL_STATUSES.map((s) => s.id).sort());
  });
});
