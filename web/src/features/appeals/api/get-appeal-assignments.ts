import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeal-history/appeal/{id}: the appeal's distribution rows (one per executor and type). */
export const getAppealAssignments = (appealId: number | string) => api.get(paths.api.appealHistory.byAppeal(appealId));

export const appealAssignmentsQueryOptions = (appealId: number | string) =>
  queryOptions({ queryKey: ['appeal-history', 'appeal', String(appealId)], queryFn: () => getAppealAssignments(appealId) });

export const useAppealAssignments = (appealId: number | string, enabled = true) => useQuery({ ...appealAssignmentsQueryOptions(appealId), enabled });
