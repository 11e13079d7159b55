import { expect, test, type Page } from '@playwright/test';

/**
 * The landing and a post carry their content in the HTML as served: a reader without JavaScript sees every section, the posts, the contacts and the
 * phones, rendered from the content service (the platform's seeded content). With JavaScript,
 * the app takes that markup over without a mismatch and then shows the content as it is now.
 */

/** Each landing section (by its id) with texts of its seeded content. */
const LANDING_SECTIONS: Record<string, string[]> = {
  about: ['Ви не одні. Допомога поруч', 'Звернутися по допомогу'],
  partners: ['Наші партнери', 'Громадська ініціатива «Світанок»'],
  problems: ['З чим ми допомагаємо', 'Фізичне насильство', 'Переслідування і кібернасильство'],
  help: ['Яку допомогу можна отримати', 'Тимчасовий безпечний прихисток для вас і ваших дітей.'],
  activities: ['Події', 'Зустріч підтримки у Telegram: «Ти не сама»'],
  reports: ['Звіти', 'Зустрічі з жінками в ТГ'],
  media: ['Медіа', 'Інтерв’ю координаторки для місцевого видання'],
  team: ['Наша команда', 'Оксана Мирошниченко', 'Керівниця проєкту'],
  coordinators: ['Координаторки в громадах', 'Олена Гончаренко', '+38(050)000-01-01'],
  volunteers: ['Шукаємо волонтерок і волонтерів', 'Стати волонтером'],
  contacts: ['Контакти', '116 123', 'Національна гаряча лінія з попередження домашнього насильства', '0 800 213 103'],
  'about-again': ['Ви не одні. Допомога поруч'],
  'so-math': ['Ось така математика', '0 грн'],
};

const POST = {
  path: '/post/plan-bezpeky',
  title: 'План безпеки: що підготувати заздалегідь',
  body: 'План безпеки допомагає діяти швидко, коли стає небезпечно.',
};

/** The organisation's phone (site-infos), in the footer of every public page. */
const ORGANISATION_PHONE = '0 800 500 335';

const main = (page: Page) => page.locator('main');

/** React has taken the served markup over (hydrateRoot marks its container). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

/**
 * Opens a served page with the app's scripts held back, marks the served elements, lets the
 * scripts run and waits until React has taken the markup over. A mismatch makes React throw the
 * served markup away and render its own (silently, in a production build): the marks are gone.
 */
async function openAndHydrate(page: Page, path: string, served: string): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator(served).first().waitFor({ state: 'attached' });
  const marked = await page.evaluate((selector) => {
    const nodes = [...document.querySelectorAll(selector)];
    nodes.forEach((node) => node.setAttribute('data-served', ''));
    return nodes.length;
  }, served);
  expect(marked).toBeGreaterThan(0);
  release();
  await hydrated(page);
  // The same elements, kept: React hydrated them rather than replacing them.
  await expect(page.locator(`${served}[data-served]`)).toHaveCount(marked);
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing shows every section with its content, the posts, the contacts and the phones', async ({ page }) => {
    await page.goto('/');

    for (const [id, texts] of Object.entries(LANDING_SECTIONS)) {
      const section = main(page).locator(`section#${id}`);
      await expect(section, id).toBeVisible();
      for (const text of texts) await expect(section, `${id}: ${text}`).toContainText(text);
    }
    // The feeds' posts are links to their pages, which are served with their content too.
    await expect(page.locator('#activities a[href^="/post/"]').first()).toBeVisible();
    await expect(page.locator('footer')).toContainText(ORGANISATION_PHONE);
    // Nothing is left loading.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('a post page shows the post, its text and the contacts', async ({ page }) => {
    await page.goto(POST.path);

    await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
    await expect(main(page)).toContainText(POST.body);
    await expect(page.getByRole('navigation', { name: 'Навігаційний ланцюжок' })).toContainText('Головна');
    await expect(page.locator('footer')).toContainText(ORGANISATION_PHONE);
  });
});

test.describe('with JavaScript', () => {
  test('the app takes the served landing over without a mismatch, then shows the content as it is now', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // The hero as an editor changed it after the page was rendered: the client asks again and shows it.
    const changed = 'Ви не одні. Ми поруч щодня';
    await page.route('**/api/heroes?*', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data[0].textLeft = changed;
      await route.fulfill({ response: res, json: body });
    });

    await openAndHydrate(page, '/', 'main section h2');

    await expect(page.getByRole('heading', { level: 1, name: changed })).toBeVisible();
    // Everything else stays as served.
    await expect(page.locator('section#contacts')).toContainText('116 123');
    await expect(page.locator('section#so-math')).toContainText('Ось така математика');
    expect(problems).toEqual([]);
  });

  test('a served post page is taken over without a mismatch', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    await openAndHydrate(page, POST.path, 'main h1, main p');
    await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
    await page.getByRole('navigation', { name: 'Навігаційний ланцюжок' }).getByRole('link', { name: 'Головна' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ви не одні. Допомога поруч' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
