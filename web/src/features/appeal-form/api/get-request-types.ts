import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/**
 * GET /api/assistance/all (public): the assistance types, offered as request types on the appeal
 * form. The path the edge keeps for a minute (core/src/api/edge-cache.ts), the same answer as
 * GET /api/assistance, which the admin's screen reads fresh.
 */
export const getRequestTypes = () => api.get(paths.api.assistance.all, { auth: false });

export const requestTypesQueryOptions = () => queryOptions({ queryKey: ['assistance', 'list'], queryFn: getRequestTypes, staleTime: 10 * 60_000 });

export const useRequestTypes = () => useQuery(requestTypesQueryOptions());
