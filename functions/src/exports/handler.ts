import { XLSX_MEDIA_TYPE } from '@dosyt/core/api/binary';
import { binaryAnswer, httpHandler } from '../lib/http-handler';
import { EXPORT_FILE, exportUsers } from './export-users';
import { exportsRoutes } from '@dosyt/core/api/exports';

/**
 * The exports domain: workbooks admins download. Apart from the users function
 * so that the workbook writer travels only here, and so that a long export gets
 * its own time limit without lengthening every users call.
 */
export const handler = httpHandler('exports', exportsRoutes, {
  'export-users': async () =>
    binaryAnswer(XLSX_MEDIA_TYPE, {
      rawBody: (await exportUsers()).toString('base64'),
      isBase64Encoded: true,
      headers: { 'Content-Disposition': `attachment; filename="${EXPORT_FILE}"` },
    }),
});
