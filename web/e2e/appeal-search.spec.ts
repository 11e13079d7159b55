import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, apiToken, appealIdByPhone } from './support/accounts';
import { appealRow, signIn } from './support/platform';
import { expectNoSeriousViolations } from './support/axe';

/**
 * A staff member finds an appeal by part of its phone number on the
 * admin list (the search stays in the address, so the link reopens it), the top
 * bar's search opens an appeal by its number, and the executor finds it by another
 * part of the phone in their own history, where the phone is masked until revealed.
 */
const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
const phone = `38096${digits}`;

test('an admin finds an appeal by part of the phone number, and by its number from the top bar; its executor finds it in their history', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const sent = await request.post('/api/appeals', {
    data: {
      name: 'Стефанія',
      last_name: 'Пошукова',
      region_id: 53,
      community_id: 'UA53080370000025447',
      phone,
      assistance_ids: [1],
      description: 'Потрібна консультація психолога',
      children_help: false,
      idempotency_key: `e2e-search-${digits}`,
    },
  });
  expect(sent.status()).toBe(201);
  const admin = await apiToken(ADMIN_EMAIL);
  const appealId = await appealIdByPhone(phone, admin);

  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin/appeals');
  const part = digits.slice(1, 6);
  await page.getByLabel('Пошук', { exact: true }).fill(part);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${part}`));
  // The stream consumer indexes the appeal a moment after it is stored.
  const table = page.getByRole('table', { name: 'Звернення' });
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: String(appealId) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByLabel('Пошук', { exact: true })).toHaveValue(part);

  // A quick filter and a page size join the search in the address.
  await page.getByRole('button', { name: 'Прострочені' }).click();
  await expect(page).toHaveURL(/filter=overdue/);
  await expect(table.getByRole('row').filter({ hasText: String(appealId) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Прострочені' }).click();
  await page.getByLabel('На сторінці').selectOption('25');
  await expect(page).toHaveURL(/size=25/);

  // The top bar: an appeal's number opens it.
  const topSearch = page.getByRole('searchbox', { name: 'Пошук звернення за номером або телефоном' });
  await topSearch.fill(String(appealId));
  await topSearch.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/appeals-history/appeal/${appealId}$`));

  // The executor it went to ('Психологічна допомога' in Полтавська: Ірина Коваленко) finds it by part of the phone too.
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const executor = await (await browser.newContext({ baseURL, locale, timezoneId })).newPage();
  await signIn(executor, 'user@example.com');
  await executor.goto('/admin/appeals-history');
  const other = digits.slice(2, 7);
  await executor.getByLabel('Пошук', { exact: true }).fill(other);
  await expect(executor).toHaveURL(new RegExp(`[?&]q=${other}`));
  const history = executor.getByRole('table', { name: 'Звернення' });
  const row = appealRow(history, appealId);
  await expect(row).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(2); // the header and the one record
  // Masked in the list; 'Показати' reveals the number.
  await expect(row.getByTestId('masked-phone')).toHaveText(`+38(096)***-**-${digits.slice(5, 7)}`);
  await row.getByRole('button', { name: `Показати телефон, звернення №${appealId}` }).click();
  await expect(row.getByTestId('revealed-phone')).toHaveText(`+38(096)${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`);
  // Status, sort, 'Прострочені' and page size join the search in the address; the link reopens the same view.
  await executor.getByLabel('Статус', { exact: true }).selectOption({ label: 'Нове' });
  await executor.getByLabel('Сортування').selectOption('deadline');
  await executor.getByLabel('На сторінці').selectOption('50');
  await expect(executor).toHaveURL(/status=1/);
  await expect(executor).toHaveURL(/sort=deadline/);
  await expect(executor).toHaveURL(/size=50/);
  await expect(row).toBeVisible();
  await executor.getByRole('button', { name: 'Прострочені' }).click();
  await expect(executor).toHaveURL(/filter=overdue/);
  await expect(row).toHaveCount(0);
  await expect(executor.getByRole('button', { name: 'Без виконавця' })).toHaveCount(0);
  const link = executor.url();
  await executor.goto('/admin/appeals-history');
  await executor.goto(link);
  await expect(executor.getByLabel('Пошук', { exact: true })).toHaveValue(other);
  await expect(executor.getByLabel('На сторінці')).toHaveValue('50');
  await expect(executor.getByRole('button', { name: 'Прострочені' })).toHaveAttribute('aria-pressed', 'true');
  await executor.getByRole('button', { name: 'Прострочені' }).click();
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(executor, 'executor history with a search');
  await executor.context().close();
});
