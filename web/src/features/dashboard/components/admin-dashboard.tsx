import { useKyivMonth } from '../../../components/ui/month-navigator';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { useActiveRegions } from '../api/get-active-regions';
import { useLatestAppeals } from '../api/get-latest-appeals';
import { useRegionAverages } from '../api/get-region-average';
import { useReferralFigures } from '../api/get-referral-figures';
import { useRegionTotals } from '../api/get-region-total';
import { secondsToDays, toCount } from '../lib/chart-data';
import { BarPanel } from './charts';
import { LatestAppeals } from './latest-appeals';
import { MonthDashboard, useTypesDoughnut } from './month-dashboard';
import { ReferralFiguresPanel } from './referral-figures';

/**
 * /admin/home: the national month in a doughnut by
 * assistance type, bars by region, average completion days by region, the
 * referrals by kind and outcome (with a table per region) and the latest appeals. Moving the month reloads every chart.
 */
export function AdminDashboard() {
  const month = useKyivMonth();
  const regions = useActiveRegions();
  const regionIds = (regions.data ?? []).map((r) => Number(r.region_id));

  const byType = useTypesDoughnut(month.range);
  const regionTotals = useRegionTotals(regionIds, month.range);
  const averages = useRegionAverages(regionIds, month.range);
  const latest = useLatestAppeals(month.range);
  const referrals = useReferralFigures(month.range);
  useLoadFailure(byType.error ?? regions.error);

  const regionRows = (regions.data ?? []).map((r, i) => ({ key: String(r.region_id), label: r.region, value: toCount(regionTotals[i]?.data?.totals) }));
  const averageRows = (regions.data ?? []).map((r, i) => ({ key: String(r.region_id), label: r.region, value: secondsToDays(averages[i]?.data?.averageTime) }));
  const pending = (qs: ReadonlyArray<{ isPending: boolean }>) => qs.some((q) => q.isPending);

  const regionCounts = {
    title: 'Звернення по областях',
    testId: 'region-bars',
    rows: regionRows,
    loading: regions.isPending || pending(regionTotals),
    color: '#6d28d9',
    slantedLabels: true,
  };

  return (
    <MonthDashboard title="Статистика звернень" month={month} doughnut={byType.doughnut} counts={regionCounts}>
      <BarPanel
        title="Середній час опрацювання по областях, днів"
        testId="average-bars"
        rows={averageRows}
        loading={regions.isPending || pending(averages)}
        valueLegend="Днів"
        valueHeader="Днів"
        color="#0891b2"
        slantedLabels
      />
      <ReferralFiguresPanel figures={referrals.data} loading={referrals.isPending} />
      <LatestAppeals appeals={latest.data} loading={latest.isPending} />
    </MonthDashboard>
  );
}
