import { MonthNavigator, useKyivMonth } from '../../../components/ui/month-navigator';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { assistanceCount, useAssistanceTotals } from '../api/get-assistance-total';
import { useAssistanceTypes } from '../api/get-assistance-types';
import { communityIdsOf, useCommunityIds } from '../api/get-community-ids';
import { useCommunityTotals } from '../api/get-community-total';
import { useMonthTotal } from '../api/get-month-total';
import { sortByLabel, toCount } from '../lib/chart-data';
import { AssistanceDoughnut, BarPanel } from './charts';

export interface RegionDashboardProps {
  /** The signed-in person's region; null shows nothing to count. */
  regionId: number | null;
}

/**
 * /admin/home-users (spec part 1 section 2.6): the region's month in a doughnut by
 * assistance type and bars per community, sorted by community name.
 */
export function RegionDashboard({ regionId }: RegionDashboardProps) {
  const month = useKyivMonth();
  const region = regionId ?? undefined;
  const types = useAssistanceTypes();
  const typeIds = (types.data ?? []).map((t) => t.id);
  const total = useMonthTotal(month.range, region, regionId !== null);
  const typeTotals = useAssistanceTotals(typeIds, month.range, region, regionId !== null);
  const ids = useCommunityIds(regionId, month.range);
  const communities = useCommunityTotals(communityIdsOf(ids.data), month.range);
  useLoadFailure(total.error ?? types.error ?? ids.error);

  const doughnutRows = (types.data ?? []).map((t, i) => ({ key: String(t.id), label: t.description, value: assistanceCount(typeTotals[i]?.data) }));
  const communityRows = sortByLabel(
    communityIdsOf(ids.data).map((id, i) => ({ key: id, label: communities[i]?.data?.community_name ?? id, value: toCount(communities[i]?.data?.totals) })),
  );

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Статистика звернень області</h1>
        <MonthNavigator title={month.title} onPrevious={month.previous} onNext={month.next} />
      </header>
      <div className="grid gap-6 xl:grid-cols-2">
        <AssistanceDoughnut
          title="Звернення за видами допомоги"
          rows={doughnutRows}
          total={toCount(total.data?.totals)}
          loading={regionId !== null && (types.isPending || total.isPending || typeTotals.some((q) => q.isPending))}
        />
        <BarPanel
          title="Звернення по громадах"
          testId="community-bars"
          rows={communityRows}
          loading={regionId !== null && (ids.isPending || communities.some((q) => q.isPending))}
          valueLegend="Звернення"
          valueHeader="Звернень"
          color="#db2777"
          slantedLabels={communityRows.length >= 3}
        />
      </div>
    </section>
  );
}
