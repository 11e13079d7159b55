import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/assistance (public): the assistance types, offered as request types on the appeal form. */
export const getRequestTypes = () => api.get(paths.api.assistance.list, { auth: false });

export const requestTypesQueryOptions = () =>
  queryOptions({ queryKey: ['assistance', 'list'], queryFn: getRequestTypes, staleTime: 10 * 60_000 });

export const useRequestTypes = () => useQuery(requestTypesQueryOptions());
