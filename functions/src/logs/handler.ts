import { answer, httpHandler } from '../lib/http-handler';
import { logFiltersOf, searchLog } from './log-search';
import { readApplicationLog } from './read-log';
import { logsRoutes } from '@dosyt/core/api/logs';

export const handler = httpHandler('logs', logsRoutes, {
  'stream-log': async () =>
    answer({
      rawBody: await readApplicationLog(),
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    }),

  'search-log': async (request) => searchLog(logFiltersOf(request.query)),
});
