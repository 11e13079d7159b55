import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** GET /api/communities/region/{regionId}: the communities of one region. */
export const getRegionCommunities = (regionId: number) => api.get(paths.api.communities.byRegion(regionId));

export const regionCommunitiesQueryOptions = (regionId: number | null) =>
  queryOptions({
    queryKey: ['communities', 'region', regionId],
    queryFn: () => getRegionCommunities(regionId as number),
    enabled: regionId !== null,
  });

export const useRegionCommunities = (regionId: number | null) => useQuery(regionCommunitiesQueryOptions(regionId));
