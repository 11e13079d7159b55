import { expect, test } from '@playwright/test';
import { signIn } from './support/platform';
import { expectNoSeriousViolations } from './support/axe';

test.describe('regions, communities and the log viewer', () => {
  test('an admin sees the regions table and switching a region off removes it from the public region list', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/settings/regions');
    await expect(page.getByRole('heading', { name: 'Регіони' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Регіони' });
    const volyn = table.getByRole('row').filter({ hasText: 'Волинська область' });
    await expect(volyn).toContainText('20144.0');
    // Occupied-since-2014 regions start inactive and are tinted pink.
    await expect(table.getByRole('row').filter({ hasText: 'Автономна Республіка Крим' })).toHaveClass(/bg-pink-100/);

    await volyn.getByRole('button', { name: 'Змінити статус' }).click();
    await expect(page.getByText('Ви впевнені, що хочете змінити статус регіону?')).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/settings/regions, confirmation open');
    await page.getByRole('button', { name: 'Так' }).click();
    await expect(volyn).toHaveClass(/bg-pink-100/);

    // The public lookups no longer offer it.
    const active = await (await page.request.get('/api/communities/regions/active')).json();
    expect(active.map((r: { region: string }) => r.region)).not.toContain('Волинська');
    await page.goto('/register');
    await expect(page.locator('select option', { hasText: 'Полтавська' }).first()).toBeAttached();
    await expect(page.locator('select option', { hasText: 'Волинська' })).toHaveCount(0);

    // Switch it back on for the other journeys.
    await page.goto('/admin/settings/regions');
    await page.getByRole('row').filter({ hasText: 'Волинська область' }).getByRole('button', { name: 'Змінити статус' }).click();
    await page.getByRole('button', { name: 'Так' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Волинська область' })).not.toHaveClass(/bg-pink-100/);
  });

  test('an admin pages through all communities, 15 a page, with map links', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/settings/communities-all');
    const rows = page.getByRole('table', { name: 'Громади' }).locator('tbody tr');
    await expect(rows).toHaveCount(15);
    await expect(page.getByText('1 з 98')).toBeVisible();
    await page.getByRole('button', { name: 'Наступна сторінка' }).click();
    await expect(page.getByText('2 з 98')).toBeVisible();
    await expect(rows.first()).toContainText('16');
    await expect(rows.first().getByRole('link', { name: /на мапі/ })).toHaveAttribute('href', /maps/);
    await expectNoSeriousViolations(page, '/admin/settings/communities-all, page 2');
  });

  test('a regional user sees only the communities of their region', async ({ page }) => {
    await signIn(page, 'user@example.com');
    await page.goto('/admin/communities');
    const rows = page.getByRole('table', { name: 'Громади' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const regions = await rows.locator('td:nth-child(5)').allTextContents();
    expect(new Set(regions)).toEqual(new Set(['Полтавська']));
    await expect(page.getByRole('link', { name: 'Закрити' })).toHaveAttribute('href', '/admin/appeals-history');
    await expectNoSeriousViolations(page, '/admin/communities (USER)');
  });

  test('the log screen shows a request that was just made', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.request.get('/api/communities/pages=42');
    await page.goto('/admin/log');
    await expect(page.getByTestId('server-log')).toContainText('/api/communities/pages={page}');
    await expectNoSeriousViolations(page, '/admin/log with entries');
  });

  test('the log viewer filters by level and text, and shows the raw JSON behind a click', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.request.get('/api/communities/pages=43');
    await page.goto('/admin/log');
    await page.getByLabel('Рівень').selectOption('INFO');
    await page.getByLabel('Текст').fill('/api/communities/pages');
    await page.getByRole('button', { name: 'Застосувати' }).click();
    const log = page.getByTestId('server-log');
    await expect(log.getByRole('row').nth(1)).toContainText('route=/api/communities/pages={page}');
    const levels = await log.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(levels.length).toBeGreaterThan(0);
    expect(new Set(levels)).toEqual(new Set(['INFO']));
    await log.getByRole('button', { name: 'Показати' }).first().click();
    await expect(log.locator('pre').first()).toContainText('"route": "/api/communities/pages={page}"');

    // The time range is the project's picker in Kyiv time, not the browser's own date field.
    await expect(page.locator('input[type="datetime-local"]')).toHaveCount(0);
    const kyivDay = (ms: number) => new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv', day: '2-digit', month: '2-digit', year: 'numeric' }).format(ms);
    await page.getByLabel('Від', { exact: true }).pressSequentially(kyivDay(Date.now()).replace(/\D/g, ''));
    await page.getByLabel('Від', { exact: true }).press('Tab');
    await expect(page.getByLabel('Час, від')).toHaveValue('00:00');
    await page.getByRole('button', { name: 'Застосувати' }).click();
    await expect(log.getByRole('row').nth(1)).toContainText('route=/api/communities/pages={page}');
    // A range that ended yesterday holds none of today's lines.
    await page.getByLabel('До', { exact: true }).pressSequentially(kyivDay(Date.now() - 86_400_000).replace(/\D/g, ''));
    await page.getByLabel('До', { exact: true }).press('Tab');
    await expect(page.getByLabel('Час, до')).toHaveValue('23:59');
    await page.getByRole('button', { name: 'Застосувати' }).click();
    await expect(page.getByText('Записів не знайдено')).toBeVisible();

    await page.getByLabel('Рівень').selectOption('ERROR');
    await page.getByRole('button', { name: 'Застосувати' }).click();
    await expect(page.getByText('Записів не знайдено')).toBeVisible();
  });
});
