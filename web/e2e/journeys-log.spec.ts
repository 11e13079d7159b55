import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL } from './support/accounts';
import { signIn } from './support/platform';

/**
 * In the local runtime every function shares one process and one
 * logger, and a line was labelled with whichever function ran last, so the log viewer
 * filtered by 'jobs' found nothing. A new appeal's mail is sent by the jobs function:
 * its line is found by the function's name.
 */
test("the jobs function's line is found by filtering the log by 'jobs'", async ({ page, request }) => {
  test.setTimeout(90_000);
  const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const sent = await request.post('/api/appeals', {
    data: {
      name: 'Галина',
      last_name: 'Журнальна',
      region_id: 53,
      community_id: 'UA53080370000025447',
      phone: `38066${digits}`,
      assistance_ids: [1],
      description: 'Потрібна консультація психолога',
      children_help: false,
      idempotency_key: `e2e-log-${digits}`,
    },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin/log');
  await page.getByLabel('Функція').fill('jobs');
  await page.getByRole('button', { name: 'Застосувати' }).click();
  const log = page.getByTestId('server-log');
  // The mail goes out a moment after the appeal is stored.
  await expect(async () => {
    await page.getByRole('button', { name: 'Оновити' }).click();
    await expect(log.getByRole('row').filter({ hasText: 'outbox run' }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const messages = await log.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(messages.length).toBeGreaterThan(0);
  // Every line the filter shows is the jobs function's own: locally labelled `jobs`, in the cloud by the
  // function's name (`dosyt-<stage>-api-JobsFunction…`); the filter, like this check, ignores case.
  for (const message of messages) expect(message).toMatch(/jobs/i);
});
