import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support/platform';

/**
 * The public site against the platform's seeded content (landing page, posts,
 * contacts, help form). Expected texts are read from the content API
 * itself, so the journeys hold whatever an editor changed.
 */

const CONTENT_PATHS =
  /\/api\/(posts|categories|teams|search-volonters|contacts|poltava-contacts|coordiners|site-infos|heroes|partners|problems|so-maths|helps)(\?|$)/;

async function section<T = Record<string, unknown>>(request: APIRequestContext, collection: string, slug: string): Promise<T> {
  const res = await request.get(`/api/${collection}?filters[slug][$eq]=${slug}&populate=*`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data[0] as T;
}

async function postsTotal(request: APIRequestContext, category: string): Promise<number> {
  const res = await request.get(`/api/posts?filters[categories][slug][$eq]=${category}&pagination[pageSize]=1`);
  return (await res.json()).meta.pagination.total as number;
}

/** Cards of a landing section's feed. */
const cards = (page: Page, sectionId: string) => page.locator(`#${sectionId} [role="tabpanel"] article`);

/** A real 2 x 2 PNG, made here, for the upload journey. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 91, 33, 182, 91, 33, 182, 0, 91, 33, 182, 91, 33, 182]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('public site', () => {
  test('each landing section renders from the content service, in the spec order, with the header anchors', async ({ page, request }) => {
    // Prepare
    const hero = await section<{ textLeft: string; textRight: string }>(request, 'heroes', 'hero');
    const partners = await section<{ title: string; slider: { alternativeText: string }[] }>(request, 'partners', 'partner');
    const problems = await section<{ titleText: string; sections: { text: string }[] }>(request, 'problems', 'problem');
    const help = await section<{ titleText: string; helpItems: { description: string }[] }>(request, 'helps', 'help');
    const team = await section<{ titleText: string; items: { name: string }[] }>(request, 'teams', 'team');
    const coordinators = await section<{ titleText: string; items: { name: string; phone: string; email: string }[] }>(request, 'coordiners', 'coordiner');
    const volunteers = await section<{ titleText: string; buttontText: string }>(request, 'search-volonters', 'search-volonter');
    const contacts = await section<{ titleText: string; buttonText: string; items: { number: string }[] }>(request, 'contacts', 'contact');
    const poltava = await section<{ titleText1: string }>(request, 'poltava-contacts', 'poltava-contact');
    const soMath = await section<{ titleText: string; items: { title: string }[] }>(request, 'so-maths', 'so-math');
    const site = await section<{ location: string }>(request, 'site-infos', 'site-info');

    // Act
    await page.goto('/');

    // Assess
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.textLeft);
    await expect(page.getByText(hero.textRight).first()).toBeVisible();
    await expect(page.locator('header')).toContainText(site.location);
    await expect(page.getByRole('heading', { name: partners.title })).toBeVisible();
    await expect(page.locator('#partners figcaption').first()).toHaveText(partners.slider[0]!.alternativeText);
    await expect(page.getByRole('heading', { name: problems.titleText })).toBeVisible();
    await expect(page.locator('#problems h3')).toHaveText(problems.sections.map((s) => s.text));
    await expect(page.getByRole('heading', { name: help.titleText })).toBeVisible();
    await expect(page.locator('#help li')).toHaveCount(help.helpItems.length);
    await expect(page.getByRole('heading', { name: 'Події' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Звіти' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Медіа' })).toBeVisible();
    await expect(page.getByRole('heading', { name: team.titleText })).toBeVisible();
    await expect(page.locator('#team li h3')).toHaveText(team.items.map((m) => m.name));
    await expect(page.getByRole('heading', { name: coordinators.titleText })).toBeVisible();
    const first = coordinators.items[0]!;
    const card = page.locator('#coordinators li').filter({ hasText: first.name });
    await expect(card.getByRole('link', { name: first.email })).toHaveAttribute('href', `mailto:${first.email}`);
    await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:+38${first.phone.replace(/\D/g, '')}`);
    await expect(card.getByRole('link', { name: /Telegram/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /Viber/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: volunteers.titleText })).toBeVisible();
    await expect(page.getByRole('link', { name: volunteers.buttontText })).toBeVisible();
    await expect(page.getByRole('heading', { name: contacts.titleText })).toBeVisible();
    await expect(page.getByRole('heading', { name: poltava.titleText1 })).toBeVisible();
    // The extra button sits on the contact item at index 5.
    await expect(page.locator('#contacts li').nth(5).getByRole('link', { name: contacts.buttonText })).toBeVisible();
    await expect(page.locator('#contacts li').nth(4).getByRole('link', { name: contacts.buttonText })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: soMath.titleText })).toBeVisible();
    await expect(page.locator('#so-math li')).toHaveCount(soMath.items.length);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const order = await page.locator('main > section[id], main > div > section[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(order).toEqual([
      'about',
      'partners',
      'problems',
      'help',
      'activities',
      'reports',
      'media',
      'team',
      'coordinators',
      'volunteers',
      'contacts',
      'about-again',
      'so-math',
    ]);
    const nav = page.getByRole('navigation', { name: 'Розділи сайту', exact: true });
    for (const anchor of ['about', 'problems', 'help', 'activities', 'reports', 'team', 'partners', 'media', 'contacts']) {
      await expect(nav.locator(`a[href="/#${anchor}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole('link', { name: 'Отримати допомогу' })).toHaveAttribute('href', '/help-form');
    await expect(page.getByRole('link', { name: 'Кол-центр' })).toHaveAttribute('href', '/call-center');
  });

  test('an anchor of the menu scrolls to its section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Розділи сайту', exact: true }).getByRole('link', { name: 'Контакти' }).click();
    await expect(page).toHaveURL(/\/#contacts$/);
    await expect(page.locator('#contacts')).toBeInViewport();
  });

  test('lazy images wait below the fold and load when scrolled to; every image is sized', async ({ page }) => {
    await page.goto('/');
    const teamPhoto = page.locator('#team li img').first();
    await expect(teamPhoto).not.toHaveAttribute('src', /.+/);
    await teamPhoto.scrollIntoViewIfNeeded();
    await expect(teamPhoto).toHaveAttribute('src', /\/content\/team\//);
    await expect(teamPhoto).toHaveCSS('opacity', '1');
    await expect(teamPhoto).toHaveCSS('transition-duration', '0.5s');
    const unsized = await page.locator('img').evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length);
    expect(unsized).toBe(0);
  });

  test('media tabs show 3 posts a step; "Переглянути більше" adds 3 and hides once all are shown', async ({ page, request }) => {
    // Prepare
    const inMedia = await postsTotal(request, 'in-media');
    const blog = await postsTotal(request, 'blog');
    expect(inMedia).toBeGreaterThan(3);
    expect(blog).toBeGreaterThan(3);
    await page.goto('/');
    const media = page.locator('#media');
    const more = media.getByRole('button', { name: 'Переглянути більше' });
    await media.scrollIntoViewIfNeeded();

    // Act + Assess: 'Ми в змі' first
    await expect(media.getByRole('tab', { name: 'Ми в змі' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page, 'media')).toHaveCount(3);
    while ((await cards(page, 'media').count()) < inMedia) {
      const before = await cards(page, 'media').count();
      await more.click();
      await expect(cards(page, 'media')).toHaveCount(Math.min(before + 3, inMedia));
    }
    await expect(more).toBeHidden();
    // A media post without its own button text says 'Читати далі'; one with it, its own.
    await expect(
      cards(page, 'media')
        .getByRole('link', { name: /Читати далі/ })
        .first(),
    ).toBeVisible();
    await expect(cards(page, 'media').getByRole('link', { name: /Читати колонку/ })).toHaveCount(1);

    // The second tab starts again at 3 (keyboard: arrow right moves and selects).
    await media.getByRole('tab', { name: 'Ми в змі' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(media.getByRole('tab', { name: 'Блог' })).toHaveAttribute('aria-selected', 'true');
    await expect(media.getByRole('tab', { name: 'Блог' })).toBeFocused();
    await expect(cards(page, 'media')).toHaveCount(3);
    await more.click();
    await expect(cards(page, 'media')).toHaveCount(Math.min(6, blog));
    if (blog <= 6) await expect(more).toBeHidden();
  });

  test('events tabs show announcements and initiatives, and say so when a category is empty', async ({ page, request }) => {
    const announcements = await postsTotal(request, 'announcements');
    await page.route(/\/api\/posts\?.*initiatives/, (route) =>
      route.fulfill({ json: { data: [], meta: { pagination: { page: 1, pageSize: 3, pageCount: 0, total: 0 } } } }),
    );
    await page.goto('/');
    const events = page.locator('#activities');
    await expect(events.getByRole('tab', { name: 'Анонси' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page, 'activities')).toHaveCount(Math.min(3, announcements));
    await events.getByRole('tab', { name: 'Ініціативи' }).click();
    await expect(events.getByText('Назараз не має публікацій в цій категоріі')).toBeVisible();
    await expect(cards(page, 'activities')).toHaveCount(0);
  });

  test('reports show the six categories; "Всі" leaves out the media posts', async ({ page, request }) => {
    await page.goto('/');
    const reports = page.locator('#reports');
    await expect(reports.getByRole('tab')).toHaveText([
      'Всі',
      'Зустрічі з жінками в ТГ',
      'Наші новини',
      'Допомога постраждалим',
      'Навчання',
      'Допомога речами',
    ]);
    const mediaTitles = (await (await request.get('/api/posts?filters[categories][slug][$eq]=in-media&pagination[pageSize]=100')).json()).data.map(
      (p: { title: string }) => p.title,
    );
    for (const title of await cards(page, 'reports').locator('h3').allTextContents()) expect(mediaTitles).not.toContain(title);
    await reports.getByRole('tab', { name: 'Допомога речами' }).click();
    const goods = await postsTotal(request, 'goods-help');
    await expect(cards(page, 'reports')).toHaveCount(Math.min(3, goods));
  });

  test('a post page has its title, date, upper-case categories, slider, body, and the meta, canonical, Open Graph and Twitter tags', async ({
    page,
    request,
  }) => {
    // Prepare
    const post = (await (await request.get('/api/posts?filters[slug][$eq]=pidsumky-pivrichchia&populate=*')).json()).data[0];

    // Act
    await page.goto('/post/pidsumky-pivrichchia');

    // Assess
    await expect(page).toHaveTitle(`${post.title} | Проєкт Досить`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.locator('article time')).toHaveAttribute('datetime', post.publishedAt);
    await expect(page.getByRole('list', { name: 'Категорії' })).toHaveText(
      post.categories.map((c: { title: string }) => c.title.toLocaleUpperCase('uk')).join(''),
    );
    await expect(page.getByRole('region', { name: `Фото: ${post.title}` })).toBeVisible();
    await expect(page.getByRole('group', { name: `1 з ${post.slides.length}` })).toBeVisible();
    await expect(page.locator('article strong')).toHaveText('Дякуємо');
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^За пів року роботи платформи/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/post\/pidsumky-pivrichchia$/);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', `${post.title} | Проєкт Досить`);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'uk_UA');
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/post\/pidsumky-pivrichchia$/);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', /За пів року/);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.+\/content\/posts\/.+\.svg$/);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', `${post.title} | Проєкт Досить`);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  });

  test("the breadcrumb 'Головна' goes back in history", async ({ page }) => {
    await page.goto('/');
    const card = cards(page, 'reports').first();
    const title = await card.getByRole('heading').textContent();
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    const postUrl = page.url();

    await page.getByRole('navigation', { name: 'Навігаційний ланцюжок' }).getByRole('link', { name: 'Головна' }).click();

    await expect(page).toHaveURL(/\/$/);
    // It went back, not forward to a new entry: Forward returns to the post.
    await page.goForward();
    await expect(page).toHaveURL(postUrl);
  });

  test('a post without slides shows its medium image, and an unknown slug says it is not found', async ({ page }) => {
    await page.goto('/post/plan-bezpeky');
    await expect(page.locator('article img').first()).toHaveAttribute('src', /\/content\/posts\/post-\d+\.svg$/);
    await expect(page.locator('article img').first()).toHaveAttribute('width', '750');
    await page.goto('/post/nemaie-takoho');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Публікацію не знайдено');
  });

  test('with the content service down, only the defaults show, errors are logged, and the page still works', async ({ page }) => {
    // Prepare
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(CONTENT_PATHS, (route) => route.abort('failed'));

    // Act: the landing reached in the app (its served HTML carries the content, public-nojs.spec.ts).
    await page.goto('/support');
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);

    // Assess: the defaults
    await expect(page.locator('header')).toContainText('Полтавська обл.');
    await expect(page.getByRole('link', { name: 'Підтримати нас' })).toHaveAttribute('href', '/#support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Проєкт Досить');
    await expect(page.locator('#activities').getByText('Назараз не має публікацій в цій категоріі')).toBeVisible();
    await expect(page.locator('#media').getByText('Назараз не має публікацій в цій категоріі')).toBeVisible();
    // ... and nothing else: no content section is rendered.
    for (const id of ['partners', 'problems', 'help', 'team', 'coordinators', 'volunteers', 'contacts', 'about-again', 'so-math']) {
      await expect(page.locator(`#${id}`)).toHaveCount(0);
    }
    await expect(page.locator('#reports').getByRole('tab')).toHaveCount(6);
    await expect.poll(() => errors.some((e) => e.includes('Помилка при завантаженні постів'))).toBe(true);

    // The page still works: the support target, the help form, the quick exit.
    await page.getByRole('link', { name: 'Підтримати нас' }).click();
    await expect(page.locator('#support')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Швидкий вихід' })).toBeVisible();
    await page.getByRole('link', { name: 'Отримати допомогу' }).click();
    await expect(page).toHaveURL(/\/help-form$/);
  });

  test('the quick exit is first in the tab order, blanks the page and leaves; Back does not return', async ({ page }) => {
    await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google</title><p>neutral</p>' }));
    await page.goto('/post/plan-bezpeky');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Швидкий вихід' })).toBeFocused();

    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/^https:\/\/www\.google\.com\//);
    await page.goBack();
    expect(page.url()).not.toContain('/post/');
    expect(page.url()).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  test('pressing Shift three times blanks the page at once and leaves; Escape and Shift with other keys between do not', async ({ page }) => {
    // The page reports (from inside, before it is gone) when the blank cover goes up.
    let blankedOn: string | null = null;
    await page.exposeBinding('reportBlank', ({ frame }) => {
      blankedOn ??= frame.url();
    });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const covered = Array.from(document.body?.children ?? []).some((el) => (el as HTMLElement).style.zIndex === '2147483647');
        if (covered) (window as unknown as { reportBlank: () => void }).reportBlank();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google</title>' }));
    await page.goto('/support');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift');
    await page.keyboard.press('a');
    await page.keyboard.press('Shift');
    await page.keyboard.press('b');
    await page.keyboard.press('Shift');
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('button', { name: 'Швидкий вихід' })).toBeVisible();
    expect(blankedOn).toBeNull();

    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift');

    await expect(page).toHaveURL(/^https:\/\/www\.google\.com\//);
    expect(blankedOn).toMatch(/\/support$/);
  });

  test('the quick exit stays on screen while scrolling', async ({ page }) => {
    await page.goto('/');
    await page.locator('#contacts').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Швидкий вихід' })).toBeInViewport();
  });

  test('every request of the public pages goes to the site itself', async ({ page, baseURL }) => {
    // Prepare
    const origin = new URL(baseURL!).origin;
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));

    // Act: the landing scrolled to the end (every lazy image), a post, the support page.
    await page.goto('/');
    for (const id of ['partners', 'problems', 'help', 'activities', 'reports', 'media', 'team', 'coordinators', 'contacts', 'so-math']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    }
    await page.waitForLoadState('networkidle');
    await page.goto('/post/pidsumky-pivrichchia');
    await page.getByRole('button', { name: 'Наступний слайд' }).click();
    await page.goto('/support');
    await page.waitForLoadState('networkidle');

    // Assess
    expect(requests.length).toBeGreaterThan(20);
    const foreign = requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'));
    expect(foreign).toEqual([]);
  });

  test('the public pages load only the public shell, never the full app, its router or the chart library', async ({ page }) => {
    // Prepare
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const fullApp = /\/assets\/(app|app-vendor|nivo|charts|content|home|appeals?)-[\w-]{8}\.js$/;

    // Act + Assess: the landing, a post (through the shell, no page load), the support page
    await page.goto('/');
    await expect(page.locator('#reports article').first()).toBeVisible();
    await page.locator('#reports article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/post\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Як підтримати проєкт');
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((path) => fullApp.test(path))).toEqual([]);

    // Sign-in runs in the shell too: no router, query cache or admin code before the person signs in.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Вхід' })).toBeVisible();
    expect(scripts.filter((path) => fullApp.test(path))).toEqual([]);

    // An admin page: the full app with its router (the chart library itself: dashboards.spec.ts)
    await signIn(page, 'admin@example.com');
    await expect(page.getByRole('heading', { name: 'Звернення', level: 1 })).toBeVisible();
    expect(scripts.some((path) => /\/assets\/app-vendor-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/nivo-/.test(path))).toEqual([]);
  });

  test('the support page explains how to help', async ({ page }) => {
    await page.goto('/support');
    await expect(page).toHaveTitle('Підтримати нас | Проєкт Досить');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Як підтримати проєкт');
    await expect(page.getByRole('link', { name: 'Залишити звернення' })).toHaveAttribute('href', '/help-form');
  });
});

test.describe('content editing', () => {
  test('an admin creates a post in /admin/content; it appears on the landing and at its slug', async ({ page }) => {
    // Prepare
    const stamp = Date.now();
    const title = `Зустріч підтримки ${stamp}`;
    const slug = `e2e-zustrich-${stamp}`;
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/content');
    await page.getByRole('button', { name: 'Нова публікація' }).click();

    // Act
    await page.getByLabel('Заголовок', { exact: true }).fill(title);
    await page.getByLabel(/^Slug/).fill(slug);
    await page.getByRole('checkbox', { name: 'Анонси' }).check();
    await page
      .locator('fieldset', { hasText: 'Головне зображення' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'zustrich.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByLabel('Опис зображення (для незрячих)')).toBeVisible();
    await page.getByLabel('Опис зображення (для незрячих)').fill('Коло жінок за столом');
    await page.getByRole('textbox', { name: 'Текст', exact: true }).click();
    await page.keyboard.type('Запрошуємо на зустріч підтримки. Можна анонімно.');
    await page.getByRole('checkbox', { name: 'Опубліковано (видно на сайті)' }).check();
    await page.getByRole('button', { name: 'Зберегти' }).click();

    // Assess: the admin list, the landing, the post page
    await expect(page.getByText('Публікацію створено')).toBeVisible();
    await expect(page.getByRole('table').getByText(title, { exact: true })).toBeVisible();

    await page.goto('/');
    const newest = cards(page, 'activities').first();
    await expect(newest.getByRole('heading')).toHaveText(title);
    await newest.getByRole('link', { name: /Читати далі/ }).click();
    await expect(page).toHaveURL(new RegExp(`/post/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Запрошуємо на зустріч підтримки. Можна анонімно.')).toBeVisible();
    // Served by the site itself (functions/src/media/media-store.ts): the local gateway at /uploads/,
    // in the cloud (a rehearsed stage, E2E_BASE_URL) CloudFront from the media bucket at /media/.
    const image = page.locator('article img[alt="Коло жінок за столом"]');
    await expect(image).toHaveAttribute('src', process.env.E2E_BASE_URL ? /^\/media\/zustrich_[0-9a-f]+\.png$/ : /^\/uploads\/zustrich_[0-9a-f]+\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    await expect(page).toHaveTitle(`${title} | Проєкт Досить`);

    // Unpublished, it leaves the site again.
    await page.goto('/admin/content');
    await page.getByRole('button', { name: `Зняти з публікації: ${title}` }).click();
    await expect(page.getByText(`«${title}» знято з публікації`)).toBeVisible();
    await page.goto(`/post/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Публікацію не знайдено');
  });

  test('the content screen is for admins only', async ({ page }) => {
    await signIn(page, 'user@example.com');
    await page.goto('/admin/content');
    await expect(page).toHaveURL(/\/admin\/denied$/);
  });
});
