import { MonthNavigator, useKyivMonth } from '../../../components/ui/month-navigator';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { assistanceCount, useAssistanceTotals } from '../api/get-assistance-total';
import { useAssistanceTypes } from '../api/get-assistance-types';
import { useActiveRegions } from '../api/get-active-regions';
import { useLatestAppeals } from '../api/get-latest-appeals';
import { useMonthTotal } from '../api/get-month-total';
import { useRegionAverages } from '../api/get-region-average';
import { useRegionTotals } from '../api/get-region-total';
import { secondsToDays, toCount } from '../lib/chart-data';
import { AssistanceDoughnut, BarPanel } from './charts';
import { LatestAppeals } from './latest-appeals';

/**
 * /admin/home (spec part 1 section 2.5): the national month in a doughnut by
 * assistance type, bars by region, average completion days by region and the
 * latest appeals. Moving the month reloads every chart.
 */
export function AdminDashboard() {
  const month = useKyivMonth();
  const types = useAssistanceTypes();
  const regions = useActiveRegions();
  const typeIds = (types.data ?? []).map((t) => t.id);
  const regionIds = (regions.data ?? []).map((r) => Number(r.region_id));

  const total = useMonthTotal(month.range);
  const typeTotals = useAssistanceTotals(typeIds, month.range);
  const regionTotals = useRegionTotals(regionIds, month.range);
  const averages = useRegionAverages(regionIds, month.range);
  const latest = useLatestAppeals(month.range);
  useLoadFailure(total.error ?? types.error ?? regions.error);

  const doughnutRows = (types.data ?? []).map((t, i) => ({ key: String(t.id), label: t.description, value: assistanceCount(typeTotals[i]?.data) }));
  const regionRows = (regions.data ?? []).map((r, i) => ({ key: String(r.region_id), label: r.region, value: toCount(regionTotals[i]?.data?.totals) }));
  const averageRows = (regions.data ?? []).map((r, i) => ({ key: String(r.region_id), label: r.region, value: secondsToDays(averages[i]?.data?.averageTime) }));
  const pending = (qs: ReadonlyArray<{ isPending: boolean }>) => qs.some((q) => q.isPending);

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Статистика звернень</h1>
        <MonthNavigator title={month.title} onPrevious={month.previous} onNext={month.next} />
      </header>
      <div className="grid gap-6 xl:grid-cols-2">
        <AssistanceDoughnut
          title="Звернення за видами допомоги"
          rows={doughnutRows}
          total={toCount(total.data?.totals)}
          loading={types.isPending || total.isPending || pending(typeTotals)}
        />
        <BarPanel
          title="Звернення по областях"
          testId="region-bars"
          rows={regionRows}
          loading={regions.isPending || pending(regionTotals)}
          valueLegend="Звернення"
          valueHeader="Звернень"
          color="#6d28d9"
          slantedLabels
        />
      </div>
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
      <LatestAppeals appeals={latest.data} loading={latest.isPending} />
    </section>
  );
}
