import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type { Profile } from '@dosyt/core/api/user-answers';

/** GET /api/users/profile/{userId}. */
export const getProfile = (userId: number) => api.get(paths.api.users.profile(userId));

export const profileQueryOptions = (userId: number) => queryOptions({ queryKey: ['users', 'profile', userId], queryFn: () => getProfile(userId) });

export const useProfile = (userId: number | null, enabled: boolean) => useQuery({ ...profileQueryOptions(userId ?? 0), enabled: enabled && userId !== null });
