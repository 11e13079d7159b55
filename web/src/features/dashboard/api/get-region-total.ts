import { queryOptions, useQueries } from '@tanstack/react-query';
import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { rangeQuery, type MonthRange } from './types';

/** GET /api/appeal-history/totals/region/{regionId}?startDate&endDate: appeals of one region in the month. */
export const getRegionTotal = (regionId: number, range: MonthRange) =>
  api.get(withQuery(paths.api.stats.regionTotal(regionId), rangeQuery(range)));

export const regionTotalQueryOptions = (regionId: number, range: MonthRange) =>
  queryOptions({ queryKey: ['stats', 'region-total', regionId, range.startDate], queryFn: () => getRegionTotal(regionId, range) });

export const useRegionTotals = (regionIds: readonly number[], range: MonthRange) =>
  useQueries({ queries: regionIds.map((id) => regionTotalQueryOptions(id, range)) });
