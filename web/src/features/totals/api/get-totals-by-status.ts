import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type { StatusTotals } from '@dosyt/core/api/stats-answers';

/** POST /api/appeals/totals-by-status: global counters. */
export const getTotalsByStatus = () => api.post(paths.api.stats.totalsByStatus);

export const totalsByStatusQueryOptions = () => queryOptions({ queryKey: ['stats', 'totals-by-status'], queryFn: getTotalsByStatus });

export const useTotalsByStatus = (enabled: boolean) => useQuery({ ...totalsByStatusQueryOptions(), enabled });
