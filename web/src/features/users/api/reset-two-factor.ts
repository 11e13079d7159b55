import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/users/{id}/two-factor/reset (ADMIN): a lost phone; the person's sessions end, the audit trail keeps it. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(paths.api.users.twoFactorReset(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
