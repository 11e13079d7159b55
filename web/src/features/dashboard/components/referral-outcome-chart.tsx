import { ResponsiveBar } from '@nivo/bar';
import type { ReferralStatus } from '@dosyt/core/referral/referral';
import { chartLabel } from '../lib/chart-data';
import { REFERRAL_OUTCOMES, type KindBar } from '../lib/referral-rows';

/** The nivo stacked bars of referrals by kind and outcome, loaded lazily like the other charts. */
export default function ReferralOutcomeChart({ bars }: { bars: readonly KindBar[] }) {
  const label = new Map(REFERRAL_OUTCOMES.map((o) => [o.id, o.label]));
  return (
    <ResponsiveBar
      data={bars.map((bar) => ({ ...bar }))}
      keys={REFERRAL_OUTCOMES.map((o) => o.id)}
      indexBy="label"
      margin={{ top: 16, right: 16, bottom: 90, left: 48 }}
      padding={bars.length < 3 ? 0.3 : 0.35}
      colors={REFERRAL_OUTCOMES.map((o) => o.color)}
      enableGridY
      labelSkipHeight={14}
      labelTextColor="#ffffff"
      axisLeft={{ legend: 'Направлення', legendPosition: 'middle', legendOffset: -40, tickValues: 5, format: (v) => (Number.isInteger(v) ? String(v) : '') }}
      axisBottom={{ tickRotation: -30, format: (v) => chartLabel(String(v)) }}
      animate={false}
      // The panel's wrapper is the image, named and described by the values table.
      role="presentation"
      tooltip={({ id, indexValue, value }) => (
        <div className="rounded bg-white px-2 py-1 text-sm shadow">
          {indexValue} · {label.get(String(id) as ReferralStatus) ?? String(id)}: <strong>{value}</strong>
        </div>
      )}
    />
  );
}
