import { paths } from '../../../config/paths';
import { useMonthQueryPerBar } from './month-queries';
import type { MonthRange } from './types';

/** GET /api/appeal-history/totals/region/{regionId}?startDate&endDate: appeals of one region in the month. */
export const useRegionTotals = (regionIds: readonly number[], range: MonthRange) =>
  useMonthQueryPerBar('region-total', paths.api.stats.regionTotal, regionIds, range);
