import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeals/{id}: the appeal with its community and version. */
export const getAppeal = (id: number | string) => api.get(paths.api.appeals.item(id));

export const appealQueryOptions = (id: number | string) => queryOptions({ queryKey: ['appeals', 'item', String(id)], queryFn: () => getAppeal(id) });

export const useAppeal = (id: number | string) => useQuery(appealQueryOptions(id));

/** A save answered with the appeal: it replaces the one read, and the list pages are read again. */
export function storeSavedAppeal(queryClient: QueryClient, id: number | string, appeal: Awaited<ReturnType<typeof getAppeal>>) {
  queryClient.setQueryData(appealQueryOptions(id).queryKey, appeal);
  void queryClient.invalidateQueries({ queryKey: ['appeals', 'page'] });
}
