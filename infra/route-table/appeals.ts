import { ADMIN, STAFF, type HttpRoute } from './types';

export const appealsRoutes: readonly HttpRoute[] = [
  // Appeals
  {
    method: 'POST', path: '/api/appeals', domain: 'appeals', op: 'create-appeal', access: 'public',
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
  { method: 'GET', path: '/api/appeals/pages={page}', domain: 'appeals', op: 'list-appeals', access: ADMIN },
  { method: 'GET', path: '/api/appeals/last', domain: 'appeals', op: 'latest-appeals', access: ADMIN },
  { method: 'GET', path: '/api/appeals/report/{id}', domain: 'appeals', op: 'get-report', access: ADMIN },
  { method: 'GET', path: '/api/appeals/timeline/{id}', domain: 'appeals', op: 'get-timeline', access: STAFF },
  { method: 'GET', path: '/api/appeals/{id}', domain: 'appeals', op: 'get-appeal', access: STAFF },
  { method: 'PUT', path: '/api/appeals/{id}', domain: 'appeals', op: 'update-appeal', access: ADMIN },
];
