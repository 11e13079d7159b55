import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@dosyt/core/access/roles';
import type { AdminProfileBody } from '@dosyt/core/user/profile.schema';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** PUT /api/users/{id}/roles (ADMIN): the server keeps user 1 and the last admin ADMIN and ends the person's sessions. */
export const setUserRoles = ({ id, roles }: { id: number; roles: Role[] }) => api.put(paths.api.users.roles(id), { roles });

/** PUT /api/users/{userId}/work-status: 'Працюю' / 'Не працюю'; the distribution skips those not working. */
export const setWorkStatus = ({ id, workStatus }: { id: number; workStatus: boolean }) => api.put(paths.api.users.workStatus(id), { workStatus });

/**
 * PUT /api/users/profile/{userId} by an admin: another person's region, community and
 * functions, only the fields that changed (the server checks and saves just those and
 * puts the change on the audit trail).
 */
export const setUserProfile = ({ id, body }: { id: number; body: AdminProfileBody }) => api.put(paths.api.users.profile(id), body);

/** POST /api/email/registration: a fresh verification link to an account's own address. */
export const resendVerification = (email: string) => api.post(paths.api.users.resendVerification, { to: email });

function useUsersMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }) });
}

export const useSetUserRoles = () => useUsersMutation(setUserRoles);
export const useSetWorkStatus = () => useUsersMutation(setWorkStatus);
export const useSetUserProfile = () => useUsersMutation(setUserProfile);
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
