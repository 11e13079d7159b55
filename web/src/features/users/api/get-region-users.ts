import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/users/region/{regionId}: the staff of one region. */
export const getRegionUsers = (regionId: number | string) => api.get(paths.api.users.region(regionId));

export const regionUsersQueryOptions = (regionId: number | string) =>
  queryOptions({ queryKey: ['users', 'region', regionId], queryFn: () => getRegionUsers(regionId) });

export const useRegionUsers = (regionId: number | string | null) => useQuery({ ...regionUsersQueryOptions(regionId ?? ''), enabled: regionId !== null });
