import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileBody } from '@dosyt/core/user/profile.schema';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from './get-profile';

/** PUT /api/users/profile/{userId}; a failure's `message` is shown to the user. */
export const updateProfile = ({ userId, body }: { userId: number; body: ProfileBody }) => api.put(paths.api.users.profile(userId), body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_answer, { userId }) => queryClient.invalidateQueries({ queryKey: profileQueryOptions(userId).queryKey }),
  });
}
