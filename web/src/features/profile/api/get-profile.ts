import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface Profile {
  id?: number;
  name: string;
  last_name: string;
  phone: string;
  responsability: string;
  institution: string;
  assistance_id?: { id: number; description?: string }[] | number[];
  region_id?: number | string | null;
  community_id?: number | string | null;
  /** false: 'Не працюю' (vacation, sick leave); no appeals are distributed to the person. */
  workStatus?: boolean;
}

/** GET /api/users/profile/{userId}. */
export const getProfile = (userId: number) => api.get<Profile>(paths.api.users.profile(userId));

export const profileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['users', 'profile', userId], queryFn: () => getProfile(userId) });

export const useProfile = (userId: number | null, enabled: boolean) =>
  useQuery({ ...profileQueryOptions(userId ?? 0), enabled: enabled && userId !== null });
