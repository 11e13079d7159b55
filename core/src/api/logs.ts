import { ADMIN, type HttpRoute } from './types';
import { logSearchQuery, staffReadsQuery } from './log-queries';

export const logsRoutes = [
  // Server log
  { method: 'GET', path: '/api/files/stream', domain: 'logs', op: 'stream-log', access: ADMIN },
  { method: 'GET', path: '/api/logs', domain: 'logs', op: 'search-log', access: ADMIN, query: logSearchQuery },
  // Reads of appeals' personal data by one staff member in a period, and its workbook.
  { method: 'GET', path: '/api/logs/reads/{userId}', domain: 'logs', op: 'staff-reads', access: ADMIN, query: staffReadsQuery },
  { method: 'GET', path: '/api/logs/reads/{userId}/export', domain: 'logs', op: 'export-staff-reads', access: ADMIN, query: staffReadsQuery },
] as const satisfies readonly HttpRoute[];
