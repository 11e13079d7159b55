import { ADMIN, type HttpRoute } from './types';

export const exportsRoutes = [
  { method: 'GET', path: '/api/users/csv/export', domain: 'exports', op: 'export-users', access: ADMIN },
] as const satisfies readonly HttpRoute[];
