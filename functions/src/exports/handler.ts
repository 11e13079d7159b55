import { answer, httpHandler } from '../lib/http-handler';
import { EXPORT_FILE, exportUsers, XLSX_TYPE } from './export-users';
import { exportsRoutes } from '@dosyt/core/api/exports';

/**
 * The exports domain: workbooks admins download. Apart from the users function
 * so that the workbook writer travels only here, and so that a long export gets
 * its own time limit without lengthening every users call.
 */
export const handler = httpHandler('exports', exportsRoutes, {
  'export-users': async () =>
    answer({
      rawBody: (await exportUsers()).toString('base64'),
      isBase64Encoded: true,
      headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${EXPORT_FILE}"` },
    }),
});
