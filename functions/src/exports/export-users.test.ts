import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { db } from '@dosyt/functions/db/service';
import { baseUrl, call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';

describe('GET /api/users/csv/export', () => {
  it('answers a real workbook with a Ukrainian header and a row for every user', async () => {
    // Prepare
    const { data: all } = await db().entities.user.query.all({}).go({ pages: 'all' });

    // Act
    const res = await fetch(`${baseUrl()}/api/users/csv/export`, {
      headers: { Authorization: `Bearer ${await tokenForDemo('ADMIN')}` },
    });

    // Assess
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="users.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Користувачі')!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['№', "Ім'я", 'Прізвище', 'Телефон', 'Email', 'Посада', 'Функціонал', 'Активний']));
    expect(sheet.rowCount).toBe(all.length + 1);
    const ids = sheet.getColumn(1).values.slice(2);
    expect(ids).toEqual(all.map((u) => u.id).sort((a, b) => a - b));
    const admin = sheet.getRow(2).values as unknown[];
    expect(admin).toEqual(expect.arrayContaining([1, 'Олена', 'Адміністраторка', '+38(050)111-22-33', 'admin@example.com']));
  });

  it('is refused to a USER', async () => {
    const res = await call('GET', '/api/users/csv/export', { token: await tokenForDemo('USER') });
    expect(res.status).toBe(403);
  });
});
