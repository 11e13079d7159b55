import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeal-status: the status list (ids 1-4). */
export const getStatuses = () => api.get(paths.api.appealStatus);

export const statusesQueryOptions = () => queryOptions({ queryKey: ['appeal-status'], queryFn: getStatuses, staleTime: 60 * 60_000 });

export const useStatuses = () => useQuery(statusesQueryOptions());
