import writeXlsxFile from 'write-excel-file/node';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { formatPhoneDisplay } from '@dosyt/core/phone/phone.rules';
import { logger } from '../lib/logger';
import { listUsers } from '../users/list-users';
import type { UserView } from '../users/user-view';

export const EXPORT_SHEET = 'Користувачі';
export const EXPORT_FILE = 'users.xlsx';

const yesNo = (v: boolean): string => (v ? 'Так' : 'Ні');

const COLUMNS: Array<{ header: string; width: number; value: (u: UserView) => string | number }> = [
  { header: '№', width: 6, value: (u) => u.id },
  { header: "Ім'я", width: 16, value: (u) => u.name },
  { header: 'Прізвище', width: 18, value: (u) => u.last_name },
  { header: 'Телефон', width: 18, value: (u) => formatPhoneDisplay(u.phone) },
  { header: 'Email', width: 28, value: (u) => u.email },
  { header: 'Посада', width: 26, value: (u) => u.responsability },
  { header: 'Установа', width: 32, value: (u) => u.institution },
  { header: 'Функціонал', width: 36, value: (u) => u.assistance_id.map((a) => a.description).join(', ') },
  { header: 'Область', width: 16, value: (u) => u.community?.region ?? '' },
  { header: 'Громада', width: 28, value: (u) => u.community?.name ?? '' },
  { header: 'Ролі', width: 12, value: (u) => u.roles.join(', ') },
  { header: 'Активний', width: 10, value: (u) => yesNo(u.isActive) },
  { header: 'Email підтверджено', width: 12, value: (u) => yesNo(u.emailVerified) },
  { header: 'Онлайн', width: 9, value: (u) => yesNo(u.isOnline) },
  { header: 'Останній візит', width: 18, value: (u) => (u.updatedAt ? formatDateTime(u.updatedAt) : '') },
];

/**
 * The users table as a real workbook. write-excel-file (zip via fflate) keeps the
 * users Lambda small; every cell is a typed value, never a formula.
 */
export async function exportUsers(): Promise<Buffer> {
  const users = await listUsers();
  const header = COLUMNS.map((c) => ({ value: c.header, fontWeight: 'bold' as const }));
  const rows = users.map((user) => COLUMNS.map((c) => ({ value: c.value(user) })));
  const workbook = writeXlsxFile([header, ...rows], {
    sheet: EXPORT_SHEET,
    columns: COLUMNS.map((c) => ({ width: c.width })),
    stickyRowsCount: 1,
  });
  logger.info('users exported', { rows: users.length });
  return workbook.toBuffer();
}
