import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LogEntry } from '@dosyt/core/api/log-answers';
import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { kyivWallTimeToDate } from '../../../lib/kyiv-wall-time';

export type { LogEntry };

export interface LogQuery {
  level: string;
  from: string;
  to: string;
  fn: string;
  text: string;
  before?: string;
}

/** GET /api/logs (ADMIN): log entries newest first, filtered; `next` pages back through time. */
export function searchLog(q: LogQuery) {
  const params = new URLSearchParams();
  if (q.level) params.set('level', q.level);
  // The picker's values are Kyiv wall time, whatever the browser's zone.
  const from = q.from ? kyivWallTimeToDate(q.from) : null;
  const to = q.to ? kyivWallTimeToDate(q.to) : null;
  if (from) params.set('from', from.toISOString());
  if (to) params.set('to', new Date(to.getTime() + 59_999).toISOString());
  if (q.fn) params.set('fn', q.fn);
  if (q.text) params.set('text', q.text);
  if (q.before) params.set('before', q.before);
  return api.get(withQuery(paths.api.logs, params));
}

export const logSearchQueryOptions = (q: LogQuery) =>
  queryOptions({ queryKey: ['server-log', 'search', q], queryFn: () => searchLog(q), retry: false, placeholderData: keepPreviousData });

export const useLogSearch = (q: LogQuery) => useQuery(logSearchQueryOptions(q));
