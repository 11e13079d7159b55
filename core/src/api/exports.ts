import { ADMIN, type HttpRoute } from './types';

export const exportsRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/api/users/csv/export', domain: 'exports', op: 'export-users', access: ADMIN, binary: true },
];
