import { describe, expect, it } from 'vitest';
import type { ReferralFigures } from '@dosyt/core/api/stats-answers';
import { SERVICE_KIND_IDS } from '@dosyt/core/referral/referral';
import { kindBars, REFERRAL_OUTCOMES } from './referral-rows';

const zero = { sent: 0, accepted: 0, declined: 0, completed: 0, expired: 0, closed: 0, total: 0 };

describe('referral figures on the dashboard', () => {
  it('draws a bar for each kind with referrals, its outcomes stacked', () => {
    const figures: ReferralFigures = {
      region_id: 53,
      total: { ...zero, sent: 2, completed: 1, total: 3 },
      byKind: SERVICE_KIND_IDS.map((kind) => (kind === 'legal' ? { kind, ...zero, sent: 2, completed: 1, total: 3 } : { kind, ...zero })),
      regions: [],
      communities: [],
    };
    expect(kindBars(figures)).toEqual([
      { kind: 'legal', label: 'Безоплатна правова допомога', sent: 2, accepted: 0, declined: 0, completed: 1, expired: 0, closed: 0 },
    ]);
  });

  it('names every outcome in Ukrainian, in the order of a referral’s life', () => {
    expect(REFERRAL_OUTCOMES.map((o) => o.label)).toEqual([
      'Очікують відповіді',
      'Прийнято',
      'Відхилено',
      'Допомогу надано',
      'Посилання збігло',
      'Закрито без відповіді',
    ]);
  });
});
