import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { profileQueryOptions, useProfile } from './get-profile';

/** The person's own 'Працюю' flag, as the profile reads it (absent: working). */
export function useMyWorkStatus(userId: number | null, enabled: boolean): boolean | undefined {
  const profile = useProfile(userId, enabled);
  return profile.data ? profile.data.workStatus !== false : undefined;
}

/** PUT /api/users/{userId}/work-status for oneself: 'Не працюю' stops new appeals reaching the person. */
export function useSetMyWorkStatus(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workStatus: boolean) => api.put(paths.api.users.workStatus(userId), { workStatus }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(userId).queryKey }),
  });
}
