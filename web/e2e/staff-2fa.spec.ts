import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_EMAIL, apiSend, apiToken, createActiveAccount, uniqueEmail } from './support/accounts';
import { signIn } from './support/platform';
import { writeStaffAccount } from './support/staff-table';

/**
 * The staff second factor. The platform runs with REQUIRE_ADMIN_2FA=1 (playwright.config.ts):
 * a new admin must set a second factor up at the first sign-in and give a code at every
 * one after; the seeded demo accounts sign in with their password alone. Codes are
 * computed with otpauth from the key the enrolment screen shows for manual entry.
 */
const PASSWORD = 'Admin#2024ab';

/** An active, verified ADMIN written straight to the platform's table (no screen makes admins). */
async function createAdmin(): Promise<string> {
  const email = uniqueEmail('e2e-admin-2fa');
  await writeStaffAccount({
    email,
    password: PASSWORD,
    name: 'Віра',
    last_name: 'Двофакторна',
    phone: '380671112244',
    responsability: 'Адміністраторка',
    institution: 'Полтавський центр соціальних служб',
    assistanceIds: [],
    regionId: 53,
    roles: ['ADMIN'],
  });
  return email;
}

const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function passwordStep(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
}

test('an admin sets up a second factor at the first sign-in, then signs in with the password and a code', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = await createAdmin();
  const first = await browser.newContext();
  const later = await browser.newContext();
  try {
    const page = await first.newPage();
    await passwordStep(page, email);
    // Sent to enrolment, and nowhere else: no token was stored.
    await expect(page.getByRole('heading', { name: 'Налаштування двофакторного входу' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('img', { name: /QR-код/ })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('Код із застосунку').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Підтвердити' }).click();
    const codes = page.getByRole('list', { name: 'Коди відновлення' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await page.getByRole('button', { name: /продовжити/ }).click();
    await page.waitForURL(/\/admin\//);

    const again = await later.newPage();
    await passwordStep(again, email);
    const code = again.getByLabel('Код підтвердження');
    await expect(code).toBeVisible();
    await code.fill('000000' === codeFor(secret, 1) ? '111111' : '000000');
    await again.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(again.getByText('Невірний код', { exact: false })).toBeVisible();
    // The enrolment took the current step's code: the next step's is the one to give.
    await code.fill(codeFor(secret, 1));
    await again.getByRole('button', { name: 'Підтвердити' }).click();
    await again.waitForURL(/\/admin\//);
  } finally {
    await first.close();
    await later.close();
  }
});

test('an observer turns an optional second factor on from the account menu; an admin resets it', async ({ browser }) => {
  test.setTimeout(180_000);
  // Monitoring alone: an OBSERVER, for whom the second factor is optional.
  const observer = await createActiveAccount('e2e-2fa-own');
  const own = await browser.newContext();
  const later = await browser.newContext();
  const admin = await browser.newContext();
  try {
    const page = await own.newPage();
    await signIn(page, observer.email, observer.password);
    await page.locator('button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Двофакторний вхід' }).click();
    const dialog = page.getByRole('dialog', { name: 'Двофакторний вхід' });
    await expect(dialog).toContainText('Двофакторний вхід вимкнено');
    await dialog.getByRole('button', { name: 'Увімкнути двофакторний вхід' }).click();
    await expect(dialog.getByRole('img', { name: /QR-код/ })).toBeVisible();
    const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
    await dialog.getByLabel('Код із застосунку').fill(codeFor(secret));
    await dialog.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(dialog.getByRole('list', { name: 'Коди відновлення' }).getByRole('listitem')).toHaveCount(10);
    await dialog.getByRole('button', { name: 'Я зберіг(ла) коди' }).click();
    await expect(dialog).toContainText('Двофакторний вхід увімкнено');
    await expect(dialog).toContainText('10 з 10');

    // From now on the password alone is not enough.
    const again = await later.newPage();
    await passwordStep(again, observer.email, observer.password);
    await again.getByLabel('Код підтвердження').fill(codeFor(secret, 1));
    await again.getByRole('button', { name: 'Підтвердити' }).click();
    await again.waitForURL(/\/admin\//);

    // A lost phone: an admin resets it from the users list.
    const adminPage = await admin.newPage();
    await signIn(adminPage, ADMIN_EMAIL);
    await adminPage.goto('/admin/settings/users');
    const row = adminPage.getByRole('row').filter({ hasText: observer.email });
    await row.getByRole('button', { name: /^Скинути другий фактор/ }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Так' }).click();
    await expect(adminPage.getByText('Другий фактор скинуто')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Скинути другий фактор/ })).toHaveCount(0);

    // The observer's sessions ended; the next sign-in takes the password alone again.
    await passwordStep(again, observer.email, observer.password);
    await again.waitForURL(/\/admin\//);
  } finally {
    await own.close();
    await later.close();
    await admin.close();
  }
});

test('an idle session ends after the time set in the security settings, with a minute’s warning', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signIn(page, ADMIN_EMAIL);
  try {
    await page.goto('/admin/settings/appeals');
    const minutes = page.getByLabel(/Автоматичний вихід після бездіяльності/);
    await minutes.fill('5');
    await page.getByRole('button', { name: 'Зберегти налаштування безпеки' }).click();
    await expect(page.getByText('Налаштування збережено')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.clock.fastForward('04:10');
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('Через неактивність сеанс завершиться за');
    // Exactly one navigation ends it: a request failing on the revoked sign-in must not add a plain /login.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url().slice(new URL(frame.url()).origin.length));
    });
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL(/\/login\?ended=idle$/);
    await expect(page.getByText('Сеанс завершено через неактивність')).toBeVisible();
    // Nothing of the admin screen stays: not in the page, not in session storage.
    await expect(page.getByRole('heading', { name: 'Налаштування звернень' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    // The server revoked the sign-in: its refresh cookie no longer works.
    const refresh = await page.evaluate(() => fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' }).then((r) => r.status));
    expect(refresh).toBe(401);
    expect(visited).toEqual(['/login?ended=idle']);
  } finally {
    await apiSend('PUT', '/api/settings/security', await apiToken(ADMIN_EMAIL), { idleMinutes: 15, twoFactorForEveryone: false });
  }
});
