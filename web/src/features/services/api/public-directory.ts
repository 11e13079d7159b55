import type { ApiPath, AnswerOf, RoutePath } from '@dosyt/core/api/contract';
import { apiPath, withQuery } from '@dosyt/core/api/contract';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';

/**
 * The public directory's reads, by plain fetch: /services runs in the lean public
 * shell (src/app/public-app.tsx), which carries neither the query library nor a token.
 * Every call goes to the platform's own origin; the page asks nothing of anyone else.
 */
async function get<P extends RoutePath<'GET'>>(path: ApiPath<P>, signal?: AbortSignal): Promise<AnswerOf<'GET', P>> {
  const response = await fetch(`${env.apiBaseUrl}${path}`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as AnswerOf<'GET', P>;
}

/** GET /api/communities/regions/active: the regions a person can choose. */
export const fetchRegions = (signal?: AbortSignal) => get(paths.api.communities.activeRegions, signal);

/** GET /api/communities/region/{regionId}: the region's communities. */
export const fetchCommunities = (regionId: number, signal?: AbortSignal) => get(paths.api.communities.byRegion(regionId), signal);

export interface DirectoryQuery {
  region_id: number;
  community_id?: string | null;
}

/** GET /api/services: the active public services of the place (its community's own first, then the region's, then national lines). */
export function fetchPublicServices(query: DirectoryQuery, signal?: AbortSignal) {
  const search = new URLSearchParams({ region_id: String(query.region_id) });
  if (query.community_id) search.set('community_id', query.community_id);
  return get(withQuery(apiPath('GET /api/services'), search), signal);
}
