import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeal-history/urgent/{userId} and /expired/{userId} (USER): the same columns for one executor's records. */
export const getUrgentHistory = (userId: number) => api.get(paths.api.stats.urgentHistory(userId));
export const getExpiredHistory = (userId: number) => api.get(paths.api.stats.expiredHistory(userId));

export const historyNoticesQueryOptions = (kind: 'urgent' | 'expired', userId: number) =>
  queryOptions({
    queryKey: ['notifications', 'history', kind, userId],
    queryFn: () => (kind === 'urgent' ? getUrgentHistory(userId) : getExpiredHistory(userId)),
    refetchInterval: 60_000,
    retry: false,
  });

export const useHistoryNotices = (kind: 'urgent' | 'expired', userId: number | null, enabled: boolean) =>
  useQuery({ ...historyNoticesQueryOptions(kind, userId ?? 0), enabled: enabled && userId !== null });
