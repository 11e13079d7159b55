import type { ReferralFigures } from '@dosyt/core/api/stats-answers';
import { REFERRAL_OUTCOME_LABELS } from '@dosyt/core/referral/figures';
import { REFERRAL_STATUSES, serviceKindLabel, type ReferralStatus } from '@dosyt/core/referral/referral';

// Answered well: greens; waiting: blue; no good answer: red, amber, grey.
const OUTCOME_COLORS: Record<ReferralStatus, string> = {
  sent: '#0284c7',
  accepted: '#22c55e',
  completed: '#15803d',
  declined: '#dc2626',
  expired: '#d97706',
  closed: '#64748b',
};

/** The outcome columns, in the order of a referral's life, each with its colour in the stacked bars. */
export const REFERRAL_OUTCOMES: ReadonlyArray<{ id: ReferralStatus; label: string; color: string }> = REFERRAL_STATUSES.map((s) => ({
  id: s.id,
  label: REFERRAL_OUTCOME_LABELS[s.id],
  color: OUTCOME_COLORS[s.id],
}));

/** One bar of the stacked chart: a kind of service and its referrals per outcome. */
export type KindBar = { kind: string; label: string } & Record<ReferralStatus, number>;

/** The kinds that had referrals in the period, as bars; the table lists every kind. */
export function kindBars(figures: ReferralFigures): KindBar[] {
  return figures.byKind
    .filter((row) => row.total > 0)
    .map((row) => ({
      kind: row.kind,
      label: serviceKindLabel(row.kind),
      ...(Object.fromEntries(REFERRAL_STATUSES.map((s) => [s.id, row[s.id]])) as Record<ReferralStatus, number>),
    }));
}
