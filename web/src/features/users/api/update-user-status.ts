import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** PUT /api/users/{id} {isActive}: the server mails the person the access change itself. */
export const updateUserStatus = ({ id, isActive }: { id: number; isActive: boolean }) => api.put(paths.api.users.update(id), { isActive });

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    // The list is reloaded after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
