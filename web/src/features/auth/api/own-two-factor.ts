import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

const key = ['two-factor', 'own'] as const;

/** The signed-in person's own second factor (GET /api/users/two-factor). */
export const useOwnTwoFactor = () => useQuery({ queryKey: key, queryFn: () => api.get(paths.api.users.twoFactor) });

/** A new key for the authenticator app; it counts only once confirmed with a code. */
export const useStartOwnEnrolment = () => useMutation({ mutationFn: () => api.post(paths.api.users.twoFactorSetup) });

export function useConfirmOwnEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post(paths.api.users.twoFactorConfirm, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDisableOwnTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post(paths.api.users.twoFactorDisable, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
