import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test } from '@playwright/test';
import { retentionCutoff } from '@dosyt/core/appeal/retention.rules';
import { FINISHED_APPEALS_PK, finishedSortKey } from '../../functions/src/db/entities/finished-appeal.entity';
import { ADMIN_EMAIL, apiGet, apiSend, apiToken } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { dynamoEndpoint, signIn } from './support/platform';

/**
 * Lowering the retention period says first how many finished appeals
 * the new period will anonymise, and saves only when the admin confirms. Three appeals
 * finished 15 months and some days ago stand in the retention index (as the job reads
 * it); nothing else on this platform finished that long ago.
 */
const TABLE = process.env.E2E_TABLE_NAME ?? 'dosyt-local';
const DAY = 86_400_000;
const base = 990_000_000 + Math.floor(Math.random() * 9_000_000);
const keys = [0, 1, 2].map((i) => {
  const finishedAt = new Date(retentionCutoff(Date.now(), 15) - (10 + i) * DAY).toISOString();
  return { pk: FINISHED_APPEALS_PK, sk: finishedSortKey(finishedAt, base + i), appealId: base + i, finishedAt };
});

async function withTable(run: (client: DynamoDBDocumentClient) => Promise<void>) {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamoEndpoint, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  try {
    await run(client);
  } finally {
    client.destroy();
  }
}

type Settings = Record<string, number | string>;
const LABEL = 'Строк зберігання персональних даних виконаного звернення, міс.';

test.describe('a shorter retention period', () => {
  let saved: Settings;
  test.beforeAll(async () => {
    saved = await apiGet<Settings>('/api/settings/appeals', await apiToken(ADMIN_EMAIL));
    await withTable(async (client) => {
      for (const item of keys) await client.send(new PutCommand({ TableName: TABLE, Item: item }));
    });
  });
  test.afterAll(async () => {
    const { updatedAt: _updatedAt, ...rules } = saved;
    await apiSend('PUT', '/api/settings/appeals', await apiToken(ADMIN_EMAIL), rules);
    await withTable(async (client) => {
      for (const { pk, sk } of keys) await client.send(new DeleteCommand({ TableName: TABLE, Key: { pk, sk } }));
    });
  });

  test('says how many appeals it will anonymise; cancel keeps the old period, confirm saves the new one', async ({ page }) => {
    test.setTimeout(120_000);
    const months = String(saved.retentionMonths);
    expect(Number(months)).toBeGreaterThan(16);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/settings/appeals');
    const field = page.getByLabel(LABEL);
    await expect(field).toHaveValue(months);

    // Lower it: the count comes before anything is saved.
    await field.fill('15');
    await page.getByRole('button', { name: 'Зберегти налаштування', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Скоротити строк зберігання?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Новий строк — 15 міс. (зараз ${months} міс.)`);
    await expect(dialog.locator('strong')).toHaveText('3');
    await expectNoSeriousViolations(page, 'appeal settings asking before a shorter retention period');

    // Cancel: the old period stays, on the screen and on the server.
    await dialog.getByRole('button', { name: 'Скасувати' }).click();
    await expect(dialog).toBeHidden();
    await expect(field).toHaveValue(months);
    expect((await apiGet<Settings>('/api/settings/appeals', await apiToken(ADMIN_EMAIL))).retentionMonths).toBe(Number(months));
    await page.reload();
    await expect(page.getByLabel(LABEL)).toHaveValue(months);

    // Confirm: saved.
    await page.getByLabel(LABEL).fill('15');
    await page.getByRole('button', { name: 'Зберегти налаштування', exact: true }).click();
    await expect(dialog.locator('strong')).toHaveText('3');
    await dialog.getByRole('button', { name: 'Так, зберегти' }).click();
    await expect(page.getByText('Налаштування збережено')).toBeVisible();
    expect((await apiGet<Settings>('/api/settings/appeals', await apiToken(ADMIN_EMAIL))).retentionMonths).toBe(15);
    await page.reload();
    await expect(page.getByLabel(LABEL)).toHaveValue('15');
  });
});
