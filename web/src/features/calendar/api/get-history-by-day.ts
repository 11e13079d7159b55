import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type { HistoryDayCount } from '@dosyt/core/api/stats-answers';

/** GET /api/appeal-history/grouped/{userId}/{startDate}/{endDate}: one executor's records by Kyiv day and status. */
export const getHistoryByDay = (userId: number, startDate: string, endDate: string) => api.get(paths.api.stats.historyByDay(userId, startDate, endDate));

export const historyByDayQueryOptions = (userId: number, startDate: string, endDate: string) =>
  queryOptions({ queryKey: ['calendar', 'history', userId, startDate, endDate], queryFn: () => getHistoryByDay(userId, startDate, endDate) });

export const useHistoryByDay = (userId: number | null, startDate: string, endDate: string, enabled: boolean) =>
  useQuery({ ...historyByDayQueryOptions(userId ?? 0, startDate, endDate), enabled: enabled && userId !== null });
