import { queryOptions, useQueries } from '@tanstack/react-query';
import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { rangeQuery, type MonthRange } from './types';

/** GET /api/appeal-history/avg/region/{regionId}?startDate&endDate: mean seconds from receipt to completion (ADMIN). */
export const getRegionAverage = (regionId: number, range: MonthRange) =>
  api.get(withQuery(paths.api.stats.regionAverage(regionId), rangeQuery(range)));

export const regionAverageQueryOptions = (regionId: number, range: MonthRange) =>
  queryOptions({ queryKey: ['stats', 'region-average', regionId, range.startDate], queryFn: () => getRegionAverage(regionId, range) });

export const useRegionAverages = (regionIds: readonly number[], range: MonthRange) =>
  useQueries({ queries: regionIds.map((id) => regionAverageQueryOptions(id, range)) });
