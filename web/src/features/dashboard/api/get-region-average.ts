import { paths } from '../../../config/paths';
import { useMonthQueryPerBar } from './month-queries';
import type { MonthRange } from './types';

/** GET /api/appeal-history/avg/region/{regionId}?startDate&endDate: mean seconds from receipt to completion (ADMIN). */
export const useRegionAverages = (regionIds: readonly number[], range: MonthRange) =>
  useMonthQueryPerBar('region-average', paths.api.stats.regionAverage, regionIds, range);
