import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type { AppealDayCount } from '@dosyt/core/api/stats-answers';

/** GET /api/appeals/grouped/{startDate}/{endDate}: every appeal of the month by Kyiv day and status. */
export const getAppealsByDay = (startDate: string, endDate: string) => api.get(paths.api.stats.appealsByDay(startDate, endDate));

export const appealsByDayQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({ queryKey: ['calendar', 'appeals', startDate, endDate], queryFn: () => getAppealsByDay(startDate, endDate) });

export const useAppealsByDay = (startDate: string, endDate: string, enabled: boolean) => useQuery({ ...appealsByDayQueryOptions(startDate, endDate), enabled });
