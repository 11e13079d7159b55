import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type { Community } from '@dosyt/core/api/region-answers';

export interface CommunitySearch {
  name: string;
  region_id: number | string;
}

/** POST /api/communities/name (public): communities of a region whose name matches. */
export const searchCommunities = (body: CommunitySearch) => api.post(paths.api.communities.byName, body, { auth: false });

export const searchCommunitiesQueryOptions = (body: CommunitySearch) =>
  queryOptions({
    queryKey: ['communities', 'search', body.region_id, body.name],
    queryFn: () => searchCommunities(body),
    staleTime: 5 * 60_000,
  });

export const useSearchCommunities = (body: CommunitySearch, enabled: boolean) =>
  useQuery({ ...searchCommunitiesQueryOptions(body), enabled, placeholderData: keepPreviousData });
