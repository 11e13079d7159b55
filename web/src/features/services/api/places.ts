import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/communities/regions: every region, for the directory's place names (the same cache as the regions screen). */
export const useAllRegions = () => useQuery(queryOptions({ queryKey: ['regions', 'all'], queryFn: () => api.get(paths.api.regions), staleTime: 10 * 60_000 }));

/** GET /api/communities/region/{regionId}: the communities of one region, to place a service in. */
export const useCommunitiesOf = (regionId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: ['communities', 'region', regionId],
      queryFn: () => api.get(paths.api.communities.byRegion(regionId as number)),
      enabled: regionId !== null,
      staleTime: 10 * 60_000,
    }),
  );
