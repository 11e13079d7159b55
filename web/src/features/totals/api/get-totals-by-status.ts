import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Counters of spec part 1 section 3 (numbers may arrive as strings). */
export interface StatusTotals {
  totals: number | string;
  new: number | string;
  in_work: number | string;
  completed: number | string;
}

/** POST /api/appeals/totals-by-status: global counters. */
export const getTotalsByStatus = () => api.post<StatusTotals>(paths.api.stats.totalsByStatus);

export const totalsByStatusQueryOptions = () => queryOptions({ queryKey: ['stats', 'totals-by-status'], queryFn: getTotalsByStatus });

export const useTotalsByStatus = (enabled: boolean) => useQuery({ ...totalsByStatusQueryOptions(), enabled });
