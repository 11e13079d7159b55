import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { storeSavedAppeal } from './get-appeal';

/** POST /api/appeals/{id}/anonymise (ADMIN) with the version the admin confirmed; a stale one is a 409. */
export const anonymiseAppeal = ({ id, version }: { id: number | string; version: number }) =>
  api.post(paths.api.appeals.anonymise(id), { version });

export function useAnonymiseAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anonymiseAppeal,
    onSuccess: (appeal, { id }) => {
      storeSavedAppeal(queryClient, id, appeal);
      void queryClient.invalidateQueries({ queryKey: ['appeals', 'timeline', String(id)] });
    },
  });
}
