import { ADMIN, type HttpRoute } from './types';

export const logsRoutes: readonly HttpRoute[] = [
  // Server log
  { method: 'GET', path: '/api/files/stream', domain: 'logs', op: 'stream-log', access: ADMIN, binary: true },
  { method: 'GET', path: '/api/logs', domain: 'logs', op: 'search-log', access: ADMIN },
];
