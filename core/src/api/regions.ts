import { ADMIN, type HttpRoute } from './types';
import { communitySearchSchema, regionActiveSchema } from './region-bodies';

export const regionsRoutes = [
  // Regions and communities (open reference data from the state codifier)
  { method: 'GET', path: '/api/communities/regions/active', domain: 'regions', op: 'list-active-regions', access: 'public' },
  { method: 'GET', path: '/api/communities/regions', domain: 'regions', op: 'list-regions', access: 'public' },
  { method: 'PUT', path: '/api/communities/regions/{regionId}', domain: 'regions', op: 'set-region-active', access: ADMIN, body: regionActiveSchema },
  { method: 'GET', path: '/api/communities/pages={page}', domain: 'regions', op: 'list-communities-page', access: 'public' },
  { method: 'GET', path: '/api/communities/region/{regionId}', domain: 'regions', op: 'list-region-communities', access: 'public' },
  { method: 'POST', path: '/api/communities/name', domain: 'regions', op: 'search-communities', access: 'public', body: communitySearchSchema },
  { method: 'POST', path: '/api/communities/region/active', domain: 'regions', op: 'list-active-regions', access: 'signed-in', body: null },
] as const satisfies readonly HttpRoute[];
