import { answer, httpHandler } from '../lib/http-handler';
import { logFiltersOf, searchLog } from './log-search';
import { readApplicationLog } from './read-log';
import { exportStaffReads, readsExportFile, staffReads, staffReadsQueryOf, XLSX_TYPE } from './staff-reads';
import { logsRoutes } from '@dosyt/core/api/logs';

export const handler = httpHandler('logs', logsRoutes, {
  'stream-log': async () =>
    answer({
      rawBody: await readApplicationLog(),
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    }),

  'search-log': async (request) => searchLog(logFiltersOf(request.query)),

  'staff-reads': async (request) => staffReads(staffReadsQueryOf(request.params, request.query)),

  'export-staff-reads': async (request) => {
    const query = staffReadsQueryOf(request.params, request.query);
    return answer({
      rawBody: (await exportStaffReads(query)).toString('base64'),
      isBase64Encoded: true,
      headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${readsExportFile(query)}"` },
    });
  },
});
