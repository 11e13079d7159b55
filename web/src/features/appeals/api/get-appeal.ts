import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeals/{id}: the appeal with its community and version. */
export const getAppeal = (id: number | string) => api.get(paths.api.appeals.item(id));

export const appealQueryOptions = (id: number | string) => queryOptions({ queryKey: ['appeals', 'item', String(id)], queryFn: () => getAppeal(id) });

export const useAppeal = (id: number | string) => useQuery(appealQueryOptions(id));

type AppealAnswer = Awaited<ReturnType<typeof getAppeal>>;

/**
 * A change of the appeal answered with the appeal (an edit, the anonymisation): the
 * answer replaces the appeal read, the list pages are read again, then `onSaved`.
 */
export function useAppealChange<V extends { id: number | string }>(
  change: (variables: V) => Promise<AppealAnswer>,
  onSaved?: (queryClient: QueryClient, id: string) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (appeal, { id }) => {
      queryClient.setQueryData(appealQueryOptions(id).queryKey, appeal);
      void queryClient.invalidateQueries({ queryKey: ['appeals', 'page'] });
      onSaved?.(queryClient, String(id));
    },
  });
}
