import { ADMIN, type HttpRoute } from './types';
import { contentEditSchema } from './content-bodies';
import { strapiQuery } from './content-queries';

/**
 * The public collections (Strapi v5 REST shape). An explicit
 * list, never `/api/{collection}`, so no other domain's /api path can be shadowed.
 */
export const PUBLIC_CONTENT_COLLECTIONS = [
  'posts',
  'categories',
  'teams',
  'search-volonters',
  'contacts',
  'poltava-contacts',
  'coordiners',
  'site-infos',
  'heroes',
  'partners',
  'problems',
  'so-maths',
  'helps',
] as const;

export type PublicContentCollection = (typeof PUBLIC_CONTENT_COLLECTIONS)[number];

export const contentRoutes = [
  // Strapi's find and findOne for each public collection; editing is ADMIN only
  ...PUBLIC_CONTENT_COLLECTIONS.flatMap((collection) => [
    { method: 'GET', path: `/api/${collection}` as const, domain: 'content', op: 'list-entries', access: 'public', query: strapiQuery } as const,
    { method: 'GET', path: `/api/${collection}/{documentId}` as const, domain: 'content', op: 'find-entry', access: 'public', query: strapiQuery } as const,
  ]),
  { method: 'GET', path: '/api/admin/content/schema', domain: 'content', op: 'admin-schema', access: ADMIN },
  { method: 'GET', path: '/api/admin/content/{collection}', domain: 'content', op: 'admin-list', access: ADMIN },
  { method: 'POST', path: '/api/admin/content/posts', domain: 'content', op: 'admin-create-post', access: ADMIN, body: contentEditSchema },
  { method: 'PUT', path: '/api/admin/content/posts/{id}', domain: 'content', op: 'admin-update-post', access: ADMIN, body: contentEditSchema },
  { method: 'PUT', path: '/api/admin/content/{collection}/{id}', domain: 'content', op: 'admin-update-entry', access: ADMIN, body: contentEditSchema },
] as const satisfies readonly HttpRoute[];
