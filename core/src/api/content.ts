import { ADMIN, type HttpRoute } from './types';

export const contentRoutes = [
  // Public content (Strapi v5 REST shape, spec part 2 section 7); editing is ADMIN only
  { method: 'GET', path: '/api/posts', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/categories', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/teams', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/search-volonters', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/contacts', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/poltava-contacts', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/coordiners', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/site-infos', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/heroes', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/partners', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/problems', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/so-maths', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/helps', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/admin/content/schema', domain: 'content', op: 'admin-schema', access: ADMIN },
  { method: 'GET', path: '/api/admin/content/{collection}', domain: 'content', op: 'admin-list', access: ADMIN },
  { method: 'POST', path: '/api/admin/content/posts', domain: 'content', op: 'admin-create-post', access: ADMIN },
  { method: 'PUT', path: '/api/admin/content/posts/{id}', domain: 'content', op: 'admin-update-post', access: ADMIN },
  { method: 'PUT', path: '/api/admin/content/{collection}/{id}', domain: 'content', op: 'admin-update-entry', access: ADMIN },
] as const satisfies readonly HttpRoute[];
