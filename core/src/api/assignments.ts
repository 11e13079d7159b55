import { STAFF, type HttpRoute } from './types';

export const assignmentsRoutes = [
  // Assignments (appeal history)
  { method: 'GET', path: '/api/appeal-history/appeal/{id}', domain: 'assignments', op: 'list-appeal-assignments', access: STAFF },
  { method: 'GET', path: '/api/appeal-history/user/{userId}', domain: 'assignments', op: 'list-user-assignments', access: STAFF },
  { method: 'GET', path: '/api/appeal-history/{id}', domain: 'assignments', op: 'get-assignment', access: STAFF },
  { method: 'PATCH', path: '/api/appeal-history/{id}', domain: 'assignments', op: 'update-assignment', access: STAFF },
] as const satisfies readonly HttpRoute[];
