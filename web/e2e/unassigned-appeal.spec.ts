import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, apiToken, appealIdByPhone } from './support/accounts';
import { appealRow, signIn } from './support/platform';
import { expectNoSeriousViolations } from './support/axe';

/**
 * No appeal waits for nobody: a person in Волинська, where no one provides the help
 * asked for, gets the same answer as anyone; the admin sees the appeal under
 * 'Без виконавця' at the top of the list, gives it to an executor of Полтавська
 * from the distribution dialog, and that executor finds it among their appeals.
 */

const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
const phone = `38067${digits}`;
const phoneShown = `+38(067)${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`;

test('an appeal from a region without executors is Без виконавця until an admin assigns one from another region', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two sign-ins, the distribution dialog and three accessibility scans: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  // A person asks for help where nobody provides it.
  const sent = await request.post('/api/appeals', {
    data: {
      name: 'Марта',
      last_name: 'Волинська',
      region_id: 7,
      community_id: 'UA07020010000096841',
      phone,
      assistance_ids: [2],
      description: 'Потрібна юридична консультація щодо захисного припису',
      children_help: false,
      idempotency_key: `e2e-unassigned-${digits}`,
    },
  });
  expect(sent.status()).toBe(201);
  const receipt = (await sent.json()) as Record<string, unknown>;
  for (const hint of ['id', 'executorIds', 'unassignedTypeIds', 'isDuplicate']) expect(receipt).not.toHaveProperty(hint);
  const admin = await apiToken(ADMIN_EMAIL);
  const appealId = await appealIdByPhone(phone, admin);

  // The admin sees it first, under 'Без виконавця'.
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin/appeals');
  const waiting = page.getByTestId('unassigned-appeals');
  await expect(async () => {
    await page.reload();
    await expect(waiting.getByRole('row').filter({ hasText: String(appealId) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(waiting.getByRole('heading', { name: /Без виконавця/ })).toBeVisible();
  await expectNoSeriousViolations(page, "admin appeals list with 'Без виконавця'");
  await waiting.getByRole('link', { name: `Призначити виконавця у зверненні №${appealId}` }).click();

  // From the distribution dialog, an executor of another region.
  await page.getByRole('button', { name: 'Розподіл' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Виконавців ще не призначено')).toBeVisible();
  const executor = dialog.getByLabel('Виконавець');
  await expect(executor.locator('option', { hasText: 'Ірина Коваленко' })).toHaveCount(1);
  const label = await executor.locator('option', { hasText: 'Ірина Коваленко' }).textContent();
  expect(label).toContain('Полтавська');
  await expectNoSeriousViolations(page, 'distribution dialog with the assign-executor form');
  await executor.selectOption({ label: label! });
  await dialog.getByRole('button', { name: 'Призначити' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Виконавця призначено: виконавцю надіслано лист про нове звернення');
  await expect(dialog.getByRole('row').filter({ hasText: 'Ірина Коваленко' })).toContainText('Юридична консультація');
  await expectNoSeriousViolations(page, 'distribution dialog, executor assigned');

  // The list no longer shows it as waiting.
  await page.goto('/admin/appeals');
  await expect(async () => {
    await page.reload();
    await expect(appealRow(page.getByRole('table', { name: 'Звернення' }), appealId)).toBeVisible({ timeout: 2_000 });
    await expect(waiting.getByRole('row').filter({ hasText: String(appealId) })).toHaveCount(0);
  }).toPass({ timeout: 20_000 });

  // The executor finds it among their own.
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const executorPage = await (await browser.newContext({ baseURL, locale, timezoneId })).newPage();
  await signIn(executorPage, 'user@example.com');
  await executorPage.goto('/admin/appeals-history');
  const own = appealRow(executorPage, appealId);
  await expect(own).toContainText('Нове');
  // The phone is masked in the list; 'Показати' reveals it (and the reveal is recorded).
  await expect(own.getByTestId('masked-phone')).toHaveText(`+38(067)***-**-${digits.slice(5, 7)}`);
  await own.getByRole('button', { name: `Показати телефон, звернення №${appealId}` }).click();
  await expect(own.getByTestId('revealed-phone')).toHaveText(phoneShown);
});
