import { paths } from '../../../config/paths';
import { useMonthQueryPerBar } from './month-queries';
import type { MonthRange } from './types';

/** GET /api/appeal-history/totals/community/{communityId}?startDate&endDate: appeals of one community in the month. */
export const useCommunityTotals = (communityIds: readonly string[], range: MonthRange) =>
  useMonthQueryPerBar('community-total', paths.api.stats.communityTotal, communityIds, range);
