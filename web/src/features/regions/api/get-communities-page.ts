import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** GET /api/communities/pages={page}: 15 communities a page with the count of all of them. */
export const getCommunitiesPage = (page: number) => api.get(paths.api.communities.page(page));

export const communitiesPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['communities', 'page', page], queryFn: () => getCommunitiesPage(page), placeholderData: keepPreviousData });

export const useCommunitiesPage = (page: number) => useQuery(communitiesPageQueryOptions(page));
