import { useMutation } from '@tanstack/react-query';
import { XLSX_MEDIA_TYPE } from '@dosyt/core/api/binary';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export const USERS_EXPORT_FILE = 'users.xlsx';

/** GET /api/users/csv/export: the spreadsheet of all users, saved as users.xlsx. */
export const exportUsers = () => api.download(paths.api.users.csvExport, XLSX_MEDIA_TYPE);

export const useExportUsers = () =>
  useMutation({
    mutationFn: exportUsers,
    onSuccess: (blob) => saveBlob(blob, USERS_EXPORT_FILE),
  });
