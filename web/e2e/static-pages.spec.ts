import { QUICK_EXIT_URL } from '@dosyt/core/site/quick-exit';
import { expect, test, type Page } from '@playwright/test';

/**
 * The public pages come as pre-rendered HTML with the quick exit and its inline
 * script, so a visitor can read them and leave them before the app's bundle has
 * loaded, or with JavaScript turned off.
 */

/** The neutral site, answered locally to keep the tests offline. */
async function answerNeutralSite(page: Page) {
  await page.route(`${QUICK_EXIT_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google</title><p>neutral</p>' }));
}

const quickExit = (page: Page) => page.getByRole('button', { name: 'Швидкий вихід' });

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing shows its content and a quick exit that is a real link to the neutral site', async ({ page }) => {
    await answerNeutralSite(page);
    await page.goto('/');

    // Its content is in the HTML as served (public-nojs.spec.ts checks every section).
    await expect(page.getByRole('heading', { level: 1, name: 'Ви не одні. Допомога поруч' })).toBeVisible();
    await expect(page.locator('header a[href="/help-form"]').first()).toBeVisible();
    await expect(page.locator('footer')).toBeAttached();
    await expect(quickExit(page)).toBeVisible();
    await expect(quickExit(page)).toHaveAttribute('href', QUICK_EXIT_URL);

    await quickExit(page).click();
    await expect(page).toHaveURL(QUICK_EXIT_URL);
  });

  test('the help form shows its fields, and says the form needs JavaScript to be sent', async ({ page }) => {
    await page.goto('/help-form');

    await expect(page.getByRole('heading', { level: 1, name: 'Звернутися по допомогу' })).toBeVisible();
    for (const label of ["Ім'я", 'Телефон', 'Опис ситуації']) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    // (Playwright's switch turns scripts off but leaves <noscript> unrendered; a browser without JavaScript shows it.)
    expect((await page.locator('noscript').allTextContents()).join(' ')).toContain('Щоб надіслати звернення, увімкніть JavaScript у браузері.');
    await expect(quickExit(page)).toBeVisible();
    await expect(quickExit(page)).toHaveAttribute('href', QUICK_EXIT_URL);
  });

  test('the status page shows how to check an appeal by its code, says that needs JavaScript, and has its quick exit', async ({ page }) => {
    await page.goto('/status');

    await expect(page.getByRole('heading', { level: 1, name: 'Стан звернення' })).toBeVisible();
    await expect(page.getByLabel('Код звернення', { exact: true })).toBeVisible();
    expect(await page.locator('noscript').textContent()).toContain('Щоб перевірити звернення за кодом, увімкніть JavaScript у браузері.');
    await expect(quickExit(page)).toHaveAttribute('href', QUICK_EXIT_URL);
  });

  test('every other public page has its quick exit; pages that are not public do not', async ({ page }) => {
    for (const path of ['/call-center', '/support', '/post/plan-bezpeky']) {
      await page.goto(path);
      await expect(quickExit(page), path).toBeVisible();
    }
    await page.goto('/login');
    await expect(page.locator('#root')).toBeEmpty();
    await expect(quickExit(page)).toHaveCount(0);
  });
});

test.describe('before the bundle has loaded', () => {
  test.beforeEach(async ({ page }) => {
    // The app's scripts never arrive: only the page's inline script runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await answerNeutralSite(page);
  });

  test('the quick exit replaces the page in the history: Back does not return to it', async ({ page }) => {
    await page.goto('/help-form');
    await expect(page.getByLabel('Опис ситуації', { exact: true })).toBeVisible();

    await quickExit(page).click();

    await expect(page).toHaveURL(QUICK_EXIT_URL);
    await page.goBack();
    expect(page.url()).not.toContain('/help-form');
  });

  test('the forms cannot be filled until the app has taken over, so nothing typed is lost; the quick exit works', async ({ page }) => {
    for (const [path, label] of [
      ['/help-form', 'Опис ситуації'],
      ['/status', 'Код звернення'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByLabel(label, { exact: true }), path).toBeVisible();
      await expect(page.getByLabel(label, { exact: true }), path).toBeDisabled();
      await expect(quickExit(page), path).toBeEnabled();
    }
  });

  test('Shift pressed three times leaves the page; Shift with another key between does not', async ({ page }) => {
    await page.goto('/');
    await expect(quickExit(page)).toBeVisible();
    await page.keyboard.press('Shift');
    await page.keyboard.press('a');
    await page.keyboard.press('Shift');
    await page.keyboard.press('Shift');
    await expect(page).toHaveURL(/\/$/);

    await page.keyboard.press('Shift');

    await expect(page).toHaveURL(QUICK_EXIT_URL);
    await page.goBack();
    expect(page.url()).not.toMatch(/localhost|127\.0\.0\.1/);
  });
});

test.describe('when the app takes over', () => {
  // What must not move: the landing's header (its content fills the placeholder below it), the form's title and fields.
  for (const [path, field] of [
    ['/', null],
    ['/help-form', 'Телефон'],
    ['/call-center', 'Телефон'],
    ['/support', null],
    ['/post/plan-bezpeky', null],
    ['/status', 'Код звернення'],
  ] as const) {
    test(`${path}: it keeps the pre-rendered elements as they are: no hydration error, nothing moves`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // The app's scripts are held back until the pre-rendered page has been looked at.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue();
      });
      const boxes = async () => ({
        exit: await quickExit(page).boundingBox(),
        header: await page.locator('header').first().boundingBox(),
        title: field ? await page.getByRole('heading', { level: 1 }).boundingBox() : null,
        field: field ? await page.getByLabel(field, { exact: true }).boundingBox() : null,
      });

      await page.goto(path, { waitUntil: 'commit' });
      await expect(quickExit(page)).toBeVisible();
      const before = await boxes();
      await page.evaluate(() => {
        (window as unknown as { staticExit: Element | null }).staticExit = document.querySelector('[data-quick-exit]');
      });
      release();

      // React has taken over the very element of the HTML (its fiber is on it), in place.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const exit = document.querySelector('[data-quick-exit]');
            return (
              exit === (window as unknown as { staticExit: Element | null }).staticExit && Object.keys(exit!).some((key) => key.startsWith('__reactFiber'))
            );
          }),
        )
        .toBe(true);
      expect(await boxes()).toEqual(before);
      expect(errors.filter((e) => /hydrat|#418|#419|#423|#425/i.test(e))).toEqual([]);
      // The form's fields, disabled until now, can be filled.
      if (field) await expect(page.getByLabel(field, { exact: true })).toBeEnabled();
      if (path === '/help-form') {
        // ... and it is live: ticking the agreement enables the submit button.
        await page.getByRole('checkbox', { name: /Я погоджуюся/ }).check();
        await expect(page.locator('form button[type="submit"]')).toBeEnabled();
      }
    });
  }
});
