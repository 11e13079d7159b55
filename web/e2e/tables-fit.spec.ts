import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/platform';

/**
 * The users table and the appeals tables fit a 1366 px laptop without
 * sideways scrolling (the rest of a row behind its 'Докладніше' expander), and stay
 * usable at 390 px: the key columns and the row actions can be reached.
 */

/** The control lies within the phone's width: reached by scrolling down at most, never sideways. */
async function expectWithinWidth(page: Page, control: Locator) {
  const box = await control.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the control is shown').not.toBeNull();
  expect(box!.x, 'the control starts on the screen').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'the control ends on the screen').toBeLessThanOrEqual(width);
}

async function expectNoSidewaysScroll(page: Page, table: Locator) {
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const scroller = table.locator('xpath=ancestor::*[@data-testid="table-scroll"][1]');
  const box = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(box.scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(box.clientWidth);
  const doc = await page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    // The innermost elements that end past the screen's edge name what to fix when this fails.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > clientWidth + 0.5 && !clipped(el));
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const names = innermost.slice(0, 5).map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    return { scrollWidth, clientWidth, names };
  });
  expect(doc.scrollWidth, `the page scrolls sideways; past the edge: ${doc.names.join(', ')}`).toBeLessThanOrEqual(doc.clientWidth);
}

/**
 * The fullest top bar and list, whatever else has run: an open high-risk appeal from
 * Волинська, where nobody takes it, puts the high-risk chip in the bar and both urgent
 * panels above the list.
 */
async function submitFullestAppeal(request: APIRequestContext) {
  const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const sent = await request.post('/api/appeals', {
    data: {
      name: 'Тетяна',
      last_name: 'Ширина',
      region_id: 7,
      community_id: 'UA07020010000096841',
      phone: `38066${digits}`,
      assistance_ids: [2],
      description: 'Потрібна юридична консультація щодо захисного припису',
      children_help: false,
      risk_answers: { weapon: true },
      idempotency_key: `e2e-tables-fit-${digits}`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** The list shows the appeal of submitFullestAppeal with both urgent panels above it. */
async function expectUrgentPanels(page: Page) {
  await expect(page.getByTestId('high-risk-count')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('high-risk-appeals')).toBeVisible();
  await expect(page.getByTestId('unassigned-appeals')).toBeVisible();
}

test.describe('tables at 1366 x 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the appeals list, the users table and the executor history fit without sideways scrolling', async ({ page, request, browser }, testInfo) => {
    test.setTimeout(120_000);
    await submitFullestAppeal(request);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/appeals?size=50');
    await expectUrgentPanels(page);
    const appeals = page.getByRole('table', { name: 'Звернення' });
    await expectNoSidewaysScroll(page, appeals);
    // The folded columns are a click away: 'Громада' in the first row's details.
    const first = appeals.getByRole('row').nth(1);
    await first.getByRole('button', { name: /^Докладніше: звернення №\d+$/ }).click();
    const details = appeals.getByTestId('row-details');
    await expect(details).toContainText('Громада');
    await expect(details).toContainText('Месенджер');
    await expect(details).toContainText('Допомога дітям');
    await expect(first.getByRole('button', { name: /^Докладніше/ })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSidewaysScroll(page, appeals);
    await expectNoSeriousViolations(page, 'admin appeals list at 1366 px with a row unfolded');

    await page.goto('/admin/settings/users');
    const users = page.getByRole('table', { name: 'Користувачі платформи' });
    await expectNoSidewaysScroll(page, users);
    const admin = users.getByRole('row').filter({ hasText: ADMIN_EMAIL });
    await expect(admin.getByRole('button', { name: /^Редагувати/ })).toBeInViewport();
    await admin.getByRole('button', { name: /^Докладніше/ }).click();
    await expect(users.getByTestId('row-details')).toContainText('Функціонал');
    await expect(users.getByTestId('row-details')).toContainText('Останній візит');
    await expectNoSidewaysScroll(page, users);
    await expectNoSeriousViolations(page, 'users table at 1366 px with a row unfolded');

    const { baseURL, locale, timezoneId } = testInfo.project.use;
    const executor = await (await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1366, height: 768 } })).newPage();
    await signIn(executor, 'user@example.com');
    await executor.goto('/admin/appeals-history?size=50');
    const history = executor.getByRole('table', { name: 'Звернення' });
    await expectNoSidewaysScroll(executor, history);
    await expectNoSeriousViolations(executor, 'executor history at 1366 px');
    await executor.context().close();
  });
});

test.describe('tables at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the key columns and the row actions of the appeals list and the users table are reached without sideways scrolling', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await submitFullestAppeal(request);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/appeals');
    await expectUrgentPanels(page);
    const appeals = page.getByRole('table', { name: 'Звернення' });
    const first = appeals.getByRole('row').nth(1);
    await expect(first).toBeVisible();
    // The key columns are there; the rest folded away.
    const headers = (await appeals.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    expect(headers).toEqual(['Докладніше', '№', 'Заявник', 'Статус', 'Дія']);
    const action = first.getByRole('link', { name: /^(Редагувати|Звіт)$/ });
    await expectNoSidewaysScroll(page, appeals);
    await expectWithinWidth(page, action);
    await expect(first.getByRole('button', { name: /^Показати телефон/ })).toBeVisible();
    await first.getByRole('button', { name: /^Докладніше/ }).click();
    const details = appeals.getByTestId('row-details');
    await expect(details).toContainText('Дата / час');
    await expect(details).toContainText('Термін');
    await expect(details).toContainText('Громада');
    await expectNoSeriousViolations(page, 'admin appeals list at 390 px with a row unfolded');

    await page.goto('/admin/settings/users');
    const users = page.getByRole('table', { name: 'Користувачі платформи' });
    const row = users.getByRole('row').filter({ hasText: 'user@example.com' });
    // On a phone a row is the person and the actions: the rest folds into 'Докладніше'.
    await expect(users.getByRole('columnheader')).toHaveText(['Докладніше', '№', "Ім'я", 'Дії']);
    // Every row's actions within the phone's width: no sideways scrolling to reach 'Редагувати'.
    await expectNoSidewaysScroll(page, users);
    const edit = row.getByRole('button', { name: /^Редагувати/ });
    await expectWithinWidth(page, edit);
    for (const button of await users.getByRole('button', { name: /^(Редагувати|Деактивувати|Активувати):/ }).all()) await expectWithinWidth(page, button);
    await edit.scrollIntoViewIfNeeded();
    await expect(edit).toBeInViewport();
    await row.getByRole('button', { name: /^Докладніше/ }).click();
    await expect(users.getByTestId('row-details')).toContainText('Місцезнаходження');
    await expect(users.getByTestId('row-details')).toContainText('Активний');
    await expectNoSidewaysScroll(page, users);
    await expectNoSeriousViolations(page, 'users table at 390 px with a row unfolded');

    // The executor's history likewise.
    const { baseURL, locale, timezoneId } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const executor = await context.newPage();
    await signIn(executor, 'user@example.com');
    await executor.goto('/admin/appeals-history');
    const history = executor.getByRole('table', { name: 'Звернення' });
    await expectNoSidewaysScroll(executor, history);
    await context.close();
  });
});
