import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/assistance/all: the types the doughnut has a slice for. */
export const getAssistanceTypes = () => api.get(paths.api.assistance.all, { auth: false });

export const assistanceTypesQueryOptions = () => queryOptions({ queryKey: ['assistance', 'all'], queryFn: getAssistanceTypes, staleTime: 10 * 60_000 });

export const useAssistanceTypes = () => useQuery(assistanceTypesQueryOptions());
