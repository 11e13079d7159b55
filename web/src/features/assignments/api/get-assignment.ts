import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeal-history/{id}: the record with its appeal. */
export const getAssignment = (id: number | string) => api.get(paths.api.appealHistory.item(id));

export const assignmentQueryKey = (id: number | string) => ['assignments', 'item', String(id)] as const;

export const assignmentQueryOptions = (id: number | string) => queryOptions({ queryKey: assignmentQueryKey(id), queryFn: () => getAssignment(id) });

export const useAssignment = (id: number | string) => useQuery(assignmentQueryOptions(id));
