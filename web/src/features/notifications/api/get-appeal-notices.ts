import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/appeals/urgent and /api/appeals/expired (ADMIN): 'Екстренні' and 'Нагадування' of every appeal. */
export const getUrgentAppeals = () => api.post(paths.api.stats.urgentAppeals);
export const getExpiredAppeals = () => api.post(paths.api.stats.expiredAppeals);

export const appealNoticesQueryOptions = (kind: 'urgent' | 'expired') =>
  queryOptions({
    queryKey: ['notifications', 'appeals', kind],
    queryFn: kind === 'urgent' ? getUrgentAppeals : getExpiredAppeals,
    refetchInterval: 60_000,
    retry: false,
  });

export const useAppealNotices = (kind: 'urgent' | 'expired', enabled: boolean) => useQuery({ ...appealNoticesQueryOptions(kind), enabled });
