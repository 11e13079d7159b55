import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { StaffUser } from '@dosyt/core/api/user-answers';

/** The fields of GET /api/users/region/{regionId} the chat reads. */
export type RegionUser = Pick<StaffUser, 'id' | 'name' | 'last_name' | 'isOnline' | 'isActive' | 'roles'>;

export const getRegionUsers = (regionId: number) => api.get(paths.api.users.region(regionId));

export const regionUsersKey = ['chat', 'region-users'] as const;

export const regionUsersQueryOptions = (regionId: number) =>
  queryOptions({
    queryKey: [...regionUsersKey, regionId],
    queryFn: () => getRegionUsers(regionId),
    // Online dots: refreshed now and then, and whenever a message arrives.
    refetchInterval: 30_000,
  });

export const useRegionUsers = (regionId: number | null) => useQuery({ ...regionUsersQueryOptions(regionId ?? 0), enabled: regionId !== null });
