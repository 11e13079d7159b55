import { sidebarFor } from '@dosyt/core/access/route-access';
import type { Role } from '@dosyt/core/access/roles';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiSend, apiToken } from './support/accounts';
import { signIn } from './support/platform';
import { expectNoSeriousViolations } from './support/axe';

/**
 * Per role, the sidebar and every guarded path of
 * the route-access table, in the browser. The expectations are the product's tables
 * written out here, not derived from the app's code.
 */

/** The sidebar, per role, in menu order (title, path). 'Register by regions' is hidden from everyone. */
const SPEC_SIDEBAR: Record<Role, [string, string][]> = {
  ADMIN: [
    ['Dashboard', '/admin/home'],
    ['Appeals', '/admin/appeals'],
    ['Calendar', '/admin/calendar'],
    ['Chat', '/admin/chat'],
    ['Users', '/admin/settings/users'],
    ['Notifications', '/admin/notification'],
    ['Communities', '/admin/settings/communities-all'],
    ['Regions', '/admin/settings/regions'],
    ['Logfile', '/admin/log'],
    ['Налаштування звернень', '/admin/settings/appeals'],
    ['Вміст сайту', '/admin/content'],
    ['Служби допомоги', '/admin/services'],
  ],
  USER: [
    ['Dashboard', '/admin/home-users'],
    ['Appeals', '/admin/appeals-history'],
    ['Calendar', '/admin/calendar'],
    ['Chat', '/admin/chat'],
    ['Communities', '/admin/communities'],
    ['Users', '/admin/public-users'],
    ['Notifications', '/admin/notification'],
  ],
  OBSERVER: [
    ['Dashboard', '/admin/home-users'],
    ['Calendar', '/admin/calendar'],
    ['Communities', '/admin/communities'],
  ],
};

type Allowed = Role[] | 'signed-in';
/** The route access table (the open rows denied, not-found, login, register are left out). */
const SPEC_ROUTES: [area: string, allowed: Allowed][] = [
  ['/admin/home', ['ADMIN']],
  ['/admin/home-users', ['USER', 'OBSERVER']],
  ['/admin/public-users', ['ADMIN', 'USER']],
  ['/admin/appeals-history', ['ADMIN', 'USER']],
  ['/admin/appeal-add', ['ADMIN']],
  ['/admin/appeal/edit/:appealId', ['ADMIN']],
  ['/admin/appeals', ['ADMIN']],
  ['/admin/appeals/report/:appealId', ['ADMIN']],
  ['/admin/log', ['ADMIN']],
  ['/admin/appeal-history/edit/:historyId', ['ADMIN', 'USER']],
  ['/admin/appeals-history/appeal/:historyAppealId', ['ADMIN', 'USER']],
  ['/admin/communities', ['ADMIN', 'USER', 'OBSERVER']],
  ['/admin/notification', ['ADMIN', 'USER']],
  ['/admin/chat', ['ADMIN', 'USER']],
  ['/admin/calendar', ['ADMIN', 'USER', 'OBSERVER']],
  ['/admin/appeals/region', 'signed-in'],
  ['/admin/settings/users', ['ADMIN']],
  ['/admin/settings/appeals', ['ADMIN']],
  ['/admin/settings/communities-all', ['ADMIN']],
  ['/admin/settings/regions', ['ADMIN']],
  ['/admin/content', ['ADMIN']],
];

/** /login: where each role lands. */
const LANDING: Record<Role, string> = { ADMIN: '/admin/appeals', USER: '/admin/appeals-history', OBSERVER: '/admin/home-users' };
/** '/admin itself redirects to the admin home' (the role's Dashboard item). */
const HOME: Record<Role, string> = { ADMIN: '/admin/home', USER: '/admin/home-users', OBSERVER: '/admin/home-users' };
const ACCOUNTS: Record<Role, string> = { ADMIN: 'admin@example.com', USER: 'user@example.com', OBSERVER: 'observer@example.com' };

/**
 * Real ids, so an allowed page has something to show: an appeal the admin files for legal
 * advice (type 2) in Poltava city, which the distribution gives to user@example.com (the
 * only USER there carrying type 2), and that assignment.
 */
const ids = { appealId: '', historyId: '', historyAppealId: '' };
const LEGAL_ADVICE = 2;
const POLTAVA_REGION = 53;
const POLTAVA_CITY = 'UA53080370000025447';
const USER_ID = 2;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const admin = await apiToken(ACCOUNTS.ADMIN);
  const created = await apiSend<{ id: number }>('POST', '/api/appeals', admin, {
    name: 'Маргарита',
    last_name: 'Маршрутна',
    phone: `38050${String(Date.now() % 10_000_000).padStart(7, '0')}`,
    region_id: POLTAVA_REGION,
    community_id: POLTAVA_CITY,
    assistance_ids: [LEGAL_ADVICE],
    description: 'Звернення для перевірки доступу до сторінок за ролями',
  });
  ids.appealId = String(created.id);
  ids.historyAppealId = String(created.id);
  const user = await apiToken(ACCOUNTS.USER);
  await expect
    .poll(
      async () => {
        const history = await apiGet<{ data: { id: number; appealId: number }[] }>(`/api/appeal-history/user/${USER_ID}`, user);
        const mine = history.data.find((h) => h.appealId === created.id);
        if (mine) ids.historyId = String(mine.id);
        return Boolean(mine);
      },
      { timeout: 30_000, message: `appeal ${created.id} is given to user@example.com` },
    )
    .toBe(true);
});

// Close the assignment again: an open one would make the distribution prefer others over
// user@example.com for the appeals later journeys create (fewest open assignments first).
test.afterAll(async () => {
  if (!ids.historyId) return;
  const user = await apiToken(ACCOUNTS.USER);
  await apiSend('PATCH', `/api/appeal-history/${ids.historyId}`, user, {
    appealStatusId: 4,
    comment: 'Консультацію надано повністю, питання особи вирішено',
  });
});

const concrete = (area: string): string => area.replace(/:(\w+)$/, (_m, key: keyof typeof ids) => ids[key]);
const allows = (allowed: Allowed, role: Role): boolean => allowed === 'signed-in' || allowed.includes(role);

/** Opens a path in the signed-in tab and waits until the guard and the page's own loads have settled. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
}

async function expectLetIn(page: Page, path: string): Promise<void> {
  await open(page, path);
  await expect(page.locator('#admin-main'), `${path}: the admin shell`).toBeVisible({ timeout: 30_000 });
  await expect(page, `${path} is let in`).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { name: '403 Доступ заборонено' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '404 Сторінку не знайдено' })).toHaveCount(0);
}

async function expectRefused(page: Page, path: string): Promise<void> {
  await open(page, path);
  await expect(page, `${path} is refused`).toHaveURL(/\/admin\/denied$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '403 Доступ заборонено' })).toBeVisible();
}

for (const role of ['ADMIN', 'USER', 'OBSERVER'] as const) {
  test(`${role}: lands on ${LANDING[role]}, sees exactly the spec's sidebar, and each guarded path lets in or refuses`, async ({ page }) => {
    test.setTimeout(600_000);

    await test.step(`sign-in lands on ${LANDING[role]}`, async () => {
      await signIn(page, ACCOUNTS[role], undefined, { form: true });
      await expect(page).toHaveURL((url) => url.pathname === LANDING[role]);
    });

    await test.step('the sidebar has exactly the spec items, in order', async () => {
      const links = page.getByRole('navigation', { name: 'Меню адміністратора' }).getByRole('link');
      await expect(links).toHaveCount(SPEC_SIDEBAR[role].length);
      const shown = await links.evaluateAll((els) => els.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']));
      expect(shown).toEqual(SPEC_SIDEBAR[role]);
      // Core's table says the same as the table written out here.
      expect(sidebarFor([role]).map((item) => [item.title, item.path])).toEqual(SPEC_SIDEBAR[role]);
      // The hidden 'Register by regions' item is nowhere.
      await expect(page.getByRole('link', { name: 'Register by regions' })).toHaveCount(0);
    });

    await test.step('every control of the top bar leads where the role may go: no 403 from any', async () => {
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403 && response.url().includes('/api/')) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      const bar = page.locator('#admin-main').locator('xpath=preceding::header[1]');
      const search = bar.getByRole('searchbox', { name: 'Пошук звернення за номером або телефоном' });
      if (role === 'OBSERVER') {
        // Nothing an observer could find: no search at all.
        await expect(search).toHaveCount(0);
      } else {
        await search.fill(ids.appealId!);
        await search.press('Enter');
        await expect(page).toHaveURL((url) => url.pathname !== LANDING[role], { timeout: 30_000 });
        await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
        await expect(page).not.toHaveURL(/\/admin\/denied$/);
      }
      const hrefs = await bar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        await open(page, LANDING[role]);
        await bar.locator(`a[href="${href}"]`).first().click();
        await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
        await expect(page, `the top bar's ${href}`).not.toHaveURL(/\/admin\/denied$/);
      }
      // The account menu's 'Account' opens the profile, which loads without a refusal.
      await open(page, LANDING[role]);
      await bar.locator('button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: 'Account' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
      await page.keyboard.press('Escape');
      expect(refused).toEqual([]);
    });

    await test.step(`/admin redirects to the admin home (${HOME[role]})`, async () => {
      await open(page, '/admin');
      await expect(page).toHaveURL((url) => url.pathname === HOME[role], { timeout: 30_000 });
    });

    for (const [area, allowed] of SPEC_ROUTES) {
      const verdict = allows(allowed, role) ? 'lets in' : 'refuses';
      await test.step(`${area} ${verdict}`, async () => {
        const path = concrete(area);
        if (allows(allowed, role)) await expectLetIn(page, path);
        else await expectRefused(page, path);
      });
    }
  });
}

test('without a session every guarded path goes to /login, which returns to it', async ({ page }) => {
  test.setTimeout(600_000);
  for (const [area] of SPEC_ROUTES) {
    await test.step(area, async () => {
      const path = concrete(area);
      await page.goto(path);
      // Sign-in will return to it (only a path of the admin area).
      await expect(page, `${path} without a session`).toHaveURL(`/login?next=${encodeURIComponent(path)}`, { timeout: 30_000 });
    });
  }
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  // The open pages stay open.
  await page.goto('/admin/denied');
  await expect(page.getByRole('heading', { name: '403 Доступ заборонено' })).toBeVisible();
  await page.goto('/admin/not-found');
  await expect(page.getByRole('heading', { name: '404 Сторінку не знайдено' })).toBeVisible();
});

test('the profile modal: read-only until Edit, Cancel restores, Monitoring is chosen alone; no checklist for user 1', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, ACCOUNTS.USER);

  const openProfile = async () => {
    await page.getByRole('button', { name: /Ірина|Олена/, expanded: false }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'User profile' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible({ timeout: 30_000 });
    return dialog;
  };

  const dialog = await openProfile();
  const name = dialog.getByLabel("Ім'я", { exact: true });
  const phone = dialog.getByLabel('Телефон', { exact: true });
  const functions = dialog.getByRole('group', { name: 'Функціонал' });
  const box = (label: string) => functions.getByRole('checkbox', { name: label });

  await test.step('read-only until Edit', async () => {
    await expect(name).toHaveValue('Ірина');
    await expect(name).toHaveAttribute('readonly', '');
    await expect(phone).toHaveAttribute('readonly', '');
    await expect(phone).toHaveValue('38(067)123-45-67');
    await expect(box('Психологічна допомога')).toBeChecked();
    await expect(box('Психологічна допомога')).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'profile dialog, read-only');
  });

  await test.step('Edit, change, Cancel restores', async () => {
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await expect(name).not.toHaveAttribute('readonly', '');
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await expectNoSeriousViolations(page, 'profile dialog, editing');
    await name.fill('Тетяна');
    await expect(name).toHaveValue('Тетяна');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(name).toHaveValue('Ірина');
    await expect(name).toHaveAttribute('readonly', '');
  });

  await test.step('Monitoring replaces the other functions and disables them; unticking re-enables them', async () => {
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await box('Моніторинг').check();
    await expect(box('Моніторинг')).toBeChecked();
    for (const label of ['Психологічна допомога', 'Юридична консультація', 'Соціальний супровід', 'Медична допомога']) {
      await expect(box(label)).not.toBeChecked();
      await expect(box(label)).toBeDisabled();
    }
    await box('Моніторинг').uncheck();
    await expect(box('Психологічна допомога')).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(box('Моніторинг')).not.toBeChecked();
    for (const label of ['Психологічна допомога', 'Юридична консультація', 'Соціальний супровід']) await expect(box(label)).toBeChecked();
  });

  await test.step('Escape closes it', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the top admin (user 1) has no functionality checklist', async () => {
    await page.getByRole('button', { name: 'Вийти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, ACCOUNTS.ADMIN);
    const adminDialog = await openProfile();
    await expect(adminDialog.getByLabel("Ім'я", { exact: true })).toHaveValue('Олена');
    await expect(adminDialog.getByRole('group', { name: 'Функціонал' })).toHaveCount(0);
  });
});
