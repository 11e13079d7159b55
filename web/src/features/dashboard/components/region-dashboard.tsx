import { useKyivMonth } from '../../../components/ui/month-navigator';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { communityIdsOf, useCommunityIds } from '../api/get-community-ids';
import { useCommunityTotals } from '../api/get-community-total';
import { useReferralFigures } from '../api/get-referral-figures';
import { sortByLabel, toCount } from '../lib/chart-data';
import { MonthDashboard, useTypesDoughnut } from './month-dashboard';
import { ReferralFiguresPanel } from './referral-figures';

export interface RegionDashboardProps {
  /** The signed-in person's region; null shows nothing to count. */
  regionId: number | null;
}

/**
 * /admin/home-users: the region's month in a doughnut by
 * assistance type and bars per community, sorted by community name, then the
 * region's referrals by kind and outcome.
 */
export function RegionDashboard({ regionId }: RegionDashboardProps) {
  const month = useKyivMonth();
  const byType = useTypesDoughnut(month.range, regionId ?? undefined, regionId !== null);
  const ids = useCommunityIds(regionId, month.range);
  const communities = useCommunityTotals(communityIdsOf(ids.data), month.range);
  // The server answers the caller's own region, a community's small counts masked.
  const referrals = useReferralFigures(month.range, undefined, regionId !== null);
  useLoadFailure(byType.error ?? ids.error);

  const communityRows = sortByLabel(
    communityIdsOf(ids.data).map((id, i) => ({ key: id, label: communities[i]?.data?.community_name ?? id, value: toCount(communities[i]?.data?.totals) })),
  );

  const loading = regionId !== null && (ids.isPending || communities.some((q) => q.isPending));
  const communityCounts = {
    title: 'Звернення по громадах',
    testId: 'community-bars',
    rows: communityRows,
    loading,
    color: '#db2777',
    slantedLabels: communityRows.length >= 3,
  };

  return (
    <MonthDashboard title="Статистика звернень області" month={month} doughnut={byType.doughnut} counts={communityCounts}>
      <ReferralFiguresPanel figures={referrals.data} loading={regionId !== null && referrals.isPending} />
    </MonthDashboard>
  );
}
