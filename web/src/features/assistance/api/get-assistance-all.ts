import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/assistance/all (public): the assistance types, used as the functionality checklist. */
export const getAssistanceAll = () => api.get(paths.api.assistance.all, { auth: false });

export const assistanceAllQueryOptions = () => queryOptions({ queryKey: ['assistance', 'all'], queryFn: getAssistanceAll, staleTime: 10 * 60_000 });

export const useAssistanceAll = () => useQuery(assistanceAllQueryOptions());
