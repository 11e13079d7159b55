import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { rangeQuery, type MonthRange } from './types';

export type { LatestAppeal } from '@dosyt/core/api/stats-answers';

/** GET /api/appeals/last?startDate&endDate: the newest appeals of the month (ADMIN). */
export const getLatestAppeals = (range: MonthRange) => api.get(withQuery(paths.api.stats.latestAppeals, rangeQuery(range)));

export const latestAppealsQueryOptions = (range: MonthRange) =>
  queryOptions({ queryKey: ['stats', 'latest-appeals', range.startDate], queryFn: () => getLatestAppeals(range) });

export const useLatestAppeals = (range: MonthRange) => useQuery(latestAppealsQueryOptions(range));
