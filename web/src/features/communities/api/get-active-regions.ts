import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/communities/regions/active (public): regions a person can register or appeal in. */
export const getActiveRegions = () => api.get(paths.api.communities.activeRegions, { auth: false });

export const activeRegionsQueryOptions = () => queryOptions({ queryKey: ['regions', 'active'], queryFn: getActiveRegions, staleTime: 10 * 60_000 });

export const useActiveRegions = () => useQuery(activeRegionsQueryOptions());
