import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/appeal-history/totals/user/{userId}: the counters of one executor's assignments. */
export const getUserTotals = (userId: number) => api.post(paths.api.stats.userTotals(userId));

export const userTotalsQueryOptions = (userId: number) => queryOptions({ queryKey: ['stats', 'user-totals', userId], queryFn: () => getUserTotals(userId) });

export const useUserTotals = (userId: number | null, enabled: boolean) =>
  useQuery({ ...userTotalsQueryOptions(userId ?? 0), enabled: enabled && userId !== null });
