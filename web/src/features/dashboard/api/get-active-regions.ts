import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/communities/region/active: the regions the national bars have one bar for. */
export const getActiveRegions = () => api.post(paths.api.stats.activeRegions);

export const activeRegionsQueryOptions = () => queryOptions({ queryKey: ['stats', 'active-regions'], queryFn: getActiveRegions, staleTime: 10 * 60_000 });

export const useActiveRegions = (enabled = true) => useQuery({ ...activeRegionsQueryOptions(), enabled });
