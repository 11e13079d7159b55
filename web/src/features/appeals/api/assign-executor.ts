import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeal-history/appeal/{id}/candidates?typeId= (ADMIN). */
export const useExecutorCandidates = (appealId: number | string, typeId: number | null) =>
  useQuery({
    queryKey: ['appeal-history', 'appeal', String(appealId), 'candidates', typeId],
    queryFn: () => api.get(paths.api.appealHistory.candidates(appealId, typeId!)),
    enabled: typeId !== null,
  });

/** POST /api/appeal-history/appeal/{id} (ADMIN): adds the executor; answers the appeal's rows. */
export function useAssignExecutor(appealId: number | string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: number; assistanceTypeId: number }) => api.post(paths.api.appealHistory.byAppeal(appealId), body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['appeal-history'] });
      void client.invalidateQueries({ queryKey: ['appeals'] });
    },
  });
}
