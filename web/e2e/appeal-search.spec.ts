import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, apiGet, apiToken } from './support/accounts';
import { signIn } from './support/platform';

/**
 * Issue 18 item 3: a staff member finds an appeal by part of its phone number on the
 * admin list (the search stays in the address, so the link reopens it), and the top
 * bar's search opens an appeal by its number.
 */
const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
const phone = `38096${digits}`;

test('an admin finds an appeal by part of the phone number, and by its number from the top bar', async ({ page, request }) => {
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
  const appealId = (await apiGet<{ rows: Array<{ id: number; phone: string }> }>('/api/appeals/pages=1', admin)).rows.find((r) => r.phone === phone)!.id;

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
});
