import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { rangeQuery, type MonthRange } from './types';

/** Latest appeal list item (spec part 1 section 3). */
export interface LatestAppeal {
  id: number;
  name: string;
  last_name: string | null;
  phone: string;
  createdAt: string;
  assistans_type: string | null;
}

/** GET /api/appeals/last?startDate&endDate: the newest appeals of the month (ADMIN). */
export const getLatestAppeals = (range: MonthRange) => api.get<LatestAppeal[]>(`${paths.api.stats.latestAppeals}?${rangeQuery(range)}`);

export const latestAppealsQueryOptions = (range: MonthRange) =>
  queryOptions({ queryKey: ['stats', 'latest-appeals', range.startDate], queryFn: () => getLatestAppeals(range) });

export const useLatestAppeals = (range: MonthRange) => useQuery(latestAppealsQueryOptions(range));
