import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeals/timeline/{id}: every change of the appeal and its records, oldest first. */
export const getAppealTimeline = (id: number | string) => api.get(paths.api.appeals.timeline(id));

export const appealTimelineQueryOptions = (id: number | string) =>
  queryOptions({ queryKey: ['appeals', 'timeline', String(id)], queryFn: () => getAppealTimeline(id) });

export const useAppealTimeline = (id: number | string) => useQuery(appealTimelineQueryOptions(id));
