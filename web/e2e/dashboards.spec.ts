import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { kyivDayKey, kyivYearMonth, monthRange, monthTitle, shiftMonth } from '@dosyt/core/dates/dates';
import { signIn } from './support/platform';
import { expectNoSeriousViolations } from './support/axe';

/**
 * Dashboards, calendar and notifications in Chromium: the charts render with the
 * numbers the statistics API gives, and the month navigator reloads them. Appeals
 * are created over the API first, so there is data whatever the demo seed holds.
 */

const POLTAVA = 53;
const POLTAVA_CITY = 'UA53080370000025447';
const KREMENCHUK = 'UA53020110000092487';

const now = kyivYearMonth(Date.now());
const previous = shiftMonth(now.year, now.month, -1);
const thisRange = monthRange(now.year, now.month);
const lastRange = monthRange(previous.year, previous.month);
const q = (range: { startDate: string; endDate: string }) => `startDate=${encodeURIComponent(range.startDate)}&endDate=${encodeURIComponent(range.endDate)}`;

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

let phone = 0;
async function createAppeal(
  request: APIRequestContext,
  token: string,
  communityId: string,
  types: number[],
  extra: Record<string, unknown> = {},
): Promise<number> {
  phone += 1;
  const res = await request.post('/api/appeals', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: 'Дарина',
      last_name: 'Браузерна',
      phone: `38093${String(Date.now() % 10_000_000)
        .padStart(7, '0')
        .slice(0, 5)}${String(phone).padStart(2, '0')}`,
      region_id: POLTAVA,
      community_id: communityId,
      assistance_ids: types,
      description: 'Звернення для перевірки діаграм у браузері',
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test.describe('dashboards, calendar and notifications', () => {
  let created: number[] = [];

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, 'admin@example.com');
    const token = await tokenOf(page);
    const before = await apiGet<{ totals: number }>(page.request, token, `/api/appeal-history/totals?${q(thisRange)}`);
    created = [
      await createAppeal(page.request, token, POLTAVA_CITY, [1, 2]),
      await createAppeal(page.request, token, KREMENCHUK, [3]),
      await createAppeal(page.request, token, POLTAVA_CITY, [4, 6], { children_help: true, children_count: 1, children_ages: { '3_7': 1 } }),
    ];
    // The stream consumer counts them within moments.
    await expect
      .poll(async () => (await apiGet<{ totals: number }>(page.request, token, `/api/appeal-history/totals?${q(thisRange)}`)).totals, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(before.totals + created.length);
    await page.close();
  });

  test('the public pages never download the chart library', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.goto('/help-form');
    await expect(page.getByRole('button', { name: 'Швидкий вихід' })).toBeVisible();
    expect(scripts.filter((url) => /charts|nivo/.test(url))).toEqual([]);
  });

  test('the admin dashboard draws the month by type and by region, and the month navigator reloads it', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    const token = await tokenOf(page);
    const chartRequests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/appeal-history/')) chartRequests.push(decodeURIComponent(r.url()));
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/admin/home');

    const doughnut = page.getByTestId('assistance-doughnut');
    await expect(page.getByTestId('month-title')).toHaveText(monthTitle(now.year, now.month));
    const total = (await apiGet<{ totals: number }>(page.request, token, `/api/appeal-history/totals?${q(thisRange)}`)).totals;
    await expect(doughnut.getByTestId('doughnut-total')).toHaveText(String(total));
    await expect(doughnut.locator('svg path').first()).toBeVisible();
    // Seven types in the legend, long names cut to 17 characters and an ellipsis.
    await expect(doughnut.getByTestId('legend-item')).toHaveCount(7);
    await expect(doughnut.getByTestId('legend-item').first()).toContainText('Психологічна допо…');

    const regionBars = page.getByTestId('region-bars');
    await expect(regionBars.locator('svg rect').first()).toBeVisible();
    const poltava = (await apiGet<{ totals: number }>(page.request, token, `/api/appeal-history/totals/region/${POLTAVA}?${q(thisRange)}`)).totals;
    await expect(regionBars.getByTestId('bar-value').filter({ hasText: 'Полтавська' })).toContainText(String(poltava));
    await expect(page.getByTestId('average-bars').locator('svg')).toBeVisible();
    // The chart library (nivo, d3) came with the dashboard: its own chunk, never on a public page (test above).
    expect(scripts.filter((url) => /\/assets\/nivo-[\w-]+\.js$/.test(url))).toHaveLength(1);
    await expectNoSeriousViolations(page, 'admin dashboard, charts drawn');

    const card = page.getByTestId('latest-appeal').filter({ has: page.locator(`a[href="/admin/appeal/edit/${created[2]}"]`) });
    await expect(card).toContainText('Дарина Браузерна');
    // The phone masked; "Показати" reveals it, and that read is recorded.
    await expect(card.getByTestId('masked-phone')).toHaveText(/^\+38\(093\)\*\*\*-\*\*-\d{2}$/);

    // Previous month: new title, new calls with that month's range, that month's numbers.
    const lastTotal = (await apiGet<{ totals: number }>(page.request, token, `/api/appeal-history/totals?${q(lastRange)}`)).totals;
    chartRequests.length = 0;
    await page.getByRole('button', { name: 'Попередній місяць' }).click();
    await expect(page.getByTestId('month-title')).toHaveText(monthTitle(previous.year, previous.month));
    await expect.poll(() => chartRequests.filter((u) => u.includes(`startDate=${lastRange.startDate}`)).length).toBeGreaterThan(7);
    if (lastTotal > 0) await expect(doughnut.getByTestId('doughnut-total')).toHaveText(String(lastTotal));
    else await expect(doughnut).toContainText('Немає звернень за цей місяць');

    await page.getByRole('button', { name: 'Наступний місяць' }).click();
    await expect(page.getByTestId('month-title')).toHaveText(monthTitle(now.year, now.month));
    await expect(doughnut.getByTestId('doughnut-total')).toHaveText(String(total));
  });

  test('a regional user sees the region’s doughnut and community bars sorted by name', async ({ page }) => {
    await signIn(page, 'user@example.com');
    const token = await tokenOf(page);
    await page.goto('/admin/home-users');

    const total = (await apiGet<{ totals: number }>(page.request, token, `/api/appeal-history/totals?${q(thisRange)}&region_id=${POLTAVA}`)).totals;
    expect(total).toBeGreaterThanOrEqual(created.length);
    const doughnut = page.getByTestId('assistance-doughnut');
    await expect(doughnut.getByTestId('doughnut-total')).toHaveText(String(total));
    await expect(doughnut.locator('svg path').first()).toBeVisible();

    const bars = page.getByTestId('community-bars');
    await expect(bars.locator('svg rect').first()).toBeVisible();
    const rows = bars.getByTestId('bar-value');
    await expect(rows.filter({ hasText: 'Полтавська міська громада' })).toBeAttached();
    const names = (await rows.locator('td:first-child').allTextContents()).map((s) => s.trim());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'uk')));
    await expectNoSeriousViolations(page, 'region dashboard, charts drawn');
  });

  test('the calendar shows today highlighted with status counts, Sunday first', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/calendar');
    await expect(page.getByRole('heading', { name: 'Календар' })).toBeVisible();
    await expect(page.locator('thead th').first()).toHaveText('Нд');
    const today = page.locator(`td[data-day="${kyivDayKey(Date.now())}"]`);
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today.getByTestId('calendar-event').filter({ hasText: /^Нове: \d+$/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'calendar with events');
  });

  test('notifications list a children appeal under Екстренні with a link by role', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/notification');
    await expect(page.getByRole('heading', { name: 'Сповіщення' })).toBeVisible();
    const urgent = page.getByTestId('urgent-column');
    await expect(urgent.getByRole('heading', { name: /Екстренні/ })).toBeVisible();
    await expect(page.getByTestId('expired-column').getByRole('heading', { name: /Нагадування/ })).toBeVisible();
    const card = urgent.getByTestId('notice-card').filter({ has: page.locator(`a[href="/admin/appeal/edit/${created[2]}"]`) });
    await expect(card).toContainText('Дарина Браузерна');
    await expect(card.getByRole('link', { name: 'Перейти' })).toBeVisible();
    await expectNoSeriousViolations(page, 'notifications with cards');
    // The columns keep a fixed height and scroll.
    const list = urgent.getByRole('list', { name: 'Екстренні' });
    const height = await list.evaluate((el) => el.getBoundingClientRect().height);
    const viewport = page.viewportSize()!.height;
    expect(Math.abs(height - viewport * 0.66)).toBeLessThan(2);
    await expect(list).toHaveCSS('overflow-y', 'auto');

    await signIn(page, 'user2@example.com');
    await page.goto('/admin/notification');
    const own = page.getByTestId('urgent-column').getByRole('link', { name: 'Перейти' }).first();
    await expect(own).toHaveAttribute('href', /^\/admin\/appeal-history\/edit\/\d+$/);
  });

  test('an admin reveals a masked phone on the dashboard and then sees that read on the appeal’s timeline', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/home');
    const card = page.getByTestId('latest-appeal').filter({ has: page.locator(`a[href="/admin/appeal/edit/${created[0]}"]`) });
    await expect(card.getByTestId('masked-phone')).toHaveText(/^\+38\(093\)\*\*\*-\*\*-\d{2}$/);
    await card.getByRole('button', { name: `Показати телефон, звернення №${created[0]}` }).click();
    await expect(card.getByTestId('revealed-phone')).toHaveText(/^\+38\(093\)\d{3}-\d{2}-\d{2}$/);

    await page.goto(`/admin/appeals-history/appeal/${created[0]}`);
    // The day's reads of one person are one line; opened, it lists each read.
    const read = page.getByTestId('timeline-step').filter({ hasText: 'Показано номер телефону' });
    await expect(read).toHaveCount(1);
    await expect(read).toContainText(/Перегляди персональних даних: \d+/);
    await expect(read).toContainText('Олена');
    await read.locator('summary').click();
    await expect(read.getByTestId('timeline-read').filter({ hasText: 'Показано номер телефону' })).toBeVisible();
    await expectNoSeriousViolations(page, 'appeal timeline with a read');
  });
});
