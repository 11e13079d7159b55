import { ADMIN, type HttpRoute } from './types';

export const logsRoutes = [
  // Server log
  { method: 'GET', path: '/api/files/stream', domain: 'logs', op: 'stream-log', access: ADMIN, binary: true },
  { method: 'GET', path: '/api/logs', domain: 'logs', op: 'search-log', access: ADMIN },
] as const satisfies readonly HttpRoute[];
