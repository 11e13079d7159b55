import { XLSX_MEDIA_TYPE } from '@dosyt/core/api/binary';
import { binaryAnswer, httpHandler, intParam } from '../lib/http-handler';
import { searchLog } from './log-search';
import { readApplicationLog } from './read-log';
import { exportStaffReads, readsExportFile, staffReads } from './staff-reads';
import { logsRoutes } from '@dosyt/core/api/logs';

export const handler = httpHandler('logs', logsRoutes, {
  'stream-log': async () => binaryAnswer('text/plain', { rawBody: await readApplicationLog() }, '; charset=utf-8'),

  'search-log': async (request) => searchLog(request.query),

  'staff-reads': async (request) => staffReads({ userId: intParam(request.params.userId, 'userId'), ...request.query }),

  'export-staff-reads': async (request) => {
    const query = { userId: intParam(request.params.userId, 'userId'), ...request.query };
    return binaryAnswer(XLSX_MEDIA_TYPE, {
      rawBody: (await exportStaffReads(query)).toString('base64'),
      isBase64Encoded: true,
      headers: { 'Content-Disposition': `attachment; filename="${readsExportFile(query)}"` },
    });
  },
});
