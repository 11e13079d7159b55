import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** PUT /api/users/{id}/assistance-request {approve} (ADMIN): a staff member's own request for new types of help. */
export function useDecideAssistanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) => api.put(paths.api.users.assistanceRequest(id), { approve }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
