import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/appeals/{id}/anonymise (ADMIN) with the version the admin confirmed; a stale one is a 409. */
export const anonymiseAppeal = ({ id, version }: { id: number | string; version: number }) =>
  api.post(paths.api.appeals.anonymise(id), { version });

export function useAnonymiseAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anonymiseAppeal,
    onSuccess: (appeal, { id }) => {
      queryClient.setQueryData(['appeals', 'item', String(id)], appeal);
      void queryClient.invalidateQueries({ queryKey: ['appeals', 'timeline', String(id)] });
      void queryClient.invalidateQueries({ queryKey: ['appeals', 'page'] });
    },
  });
}
