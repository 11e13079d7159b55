import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_EMAIL, createActiveAccount, deactivateAccount, POLTAVA_COMMUNITY_ID } from './support/accounts';
import { writeStaffAccount } from './support/staff-table';
import { signIn } from './support/platform';

/**
 * An admin makes a USER an ADMIN on the users screen; the change ends
 * the person's sessions (her screen says so calmly, the console stays quiet), and their
 * next sign-in carries ADMIN (the admin's landing and sidebar).
 */
test('an admin makes a USER an ADMIN and the next sign-in of that person is an admin', async ({ browser }) => {
  test.setTimeout(180_000);
  const account = await createActiveAccount('e2e-promoted', 'Start#2024ab', [1]);
  const adminContext = await browser.newContext();
  const personContext = await browser.newContext();
  try {
    const person = await personContext.newPage();
    // What the app itself writes to the console (Chromium's own line for each refused request aside).
    const consoleLines: string[] = [];
    person.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource')) consoleLines.push(message.text());
    });
    await signIn(person, account.email, account.password);
    await expect(person).toHaveURL(/\/admin\/appeals-history/);

    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN_EMAIL);
    await admin.goto('/admin/settings/users');
    const row = admin.getByRole('row').filter({ hasText: account.email });
    await expect(row).toContainText('USER');
    await row.getByRole('button', { name: /Редагувати/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Адміністратор (ADMIN)').check();
    await dialog.getByLabel('Виконавець (USER)').uncheck();
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('ADMIN');

    // The sessions the person had were ended by the change (her access token is refused within 30 s:
    // a function instance checks the account at most every 20 s, lib/session-epoch.ts); signing in
    // again gives the admin area. A calm word on the sign-in page, which returns to the page she was
    // on; nothing in the console.
    await expect(async () => {
      await person.reload();
      await expect(person).toHaveURL(/\/login\?ended=session&next=%2Fadmin%2Fappeals-history/, { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    await expect(person.getByRole('status')).toHaveText('Сеанс завершено. Увійдіть знову, щоб продовжити роботу.');
    expect(consoleLines).toEqual([]);
    // An admin works only with a second factor (the platform requires it): the sign-in goes through enrolment.
    await person.goto('/login');
    await person.locator('input[autocomplete="username"]').fill(account.email);
    await person.locator('input[autocomplete="current-password"]').fill(account.password);
    await person.getByRole('button', { name: 'Увійти', exact: true }).click();
    await expect(person.getByRole('heading', { name: 'Налаштування двофакторного входу' })).toBeVisible();
    const secret = (await person.getByTestId('totp-secret').textContent())!.trim();
    await person.getByLabel('Код із застосунку').fill(new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate());
    await person.getByRole('button', { name: 'Підтвердити' }).click();
    await person.getByRole('button', { name: /продовжити/ }).click();
    await expect(person).toHaveURL(/\/admin\/(home|appeals)$/);
    await expect(person.getByRole('link', { name: 'Users' })).toBeVisible();
  } finally {
    await adminContext.close();
    await personContext.close();
  }
});

/** A USER marks themselves 'не працюю' from the profile menu and back. */
test("a USER switches 'Не працюю' on and off from the profile menu", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await createActiveAccount('e2e-vacation', 'Start#2024ab', [1]);
  try {
    await signIn(page, account.email, account.password);
    const menu = page.getByRole('button', { name: new RegExp(`${account.name} ${account.last_name}`) });
    await menu.click();
    // exact: a name given as a string matches a part of the label, and 'Працюю' is a part of 'Не працюю'.
    await page.getByRole('menuitem', { name: 'Не працюю', exact: true }).click();
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Працюю', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Працюю', exact: true }).click();
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Не працюю', exact: true })).toBeVisible();
  } finally {
    await deactivateAccount(account.email);
  }
});

/**
 * An admin changes another person's functions in the same dialog; the
 * users table shows them, and the change is a 'user audit' line in the log viewer.
 */
test("an admin changes a person's functions, and the log viewer shows the change on the audit trail", async ({ page }) => {
  test.setTimeout(180_000);
  const account = await createActiveAccount('e2e-functions', 'Start#2024ab', [1]);
  try {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/settings/users');
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row).toContainText('Психологічна допомога');
    await row.getByRole('button', { name: /Редагувати/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Громада')).not.toHaveValue('');
    await dialog.getByLabel('Юридична консультація').check();
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Юридична консультація');

    await page.goto('/admin/log');
    await page.getByLabel('Текст').fill(`"userId":${account.id},`);
    await page.getByRole('button', { name: 'Застосувати' }).click();
    const log = page.getByTestId('server-log');
    await expect(log.getByRole('row').filter({ hasText: 'user audit' }).first()).toContainText('action=profile-changed');
  } finally {
    await deactivateAccount(account.email);
  }
});

/**
 * An account whose owner has not filled in the position and institution
 * (an older account) still takes an admin's change of functions and of 'Працює': the
 * dialog sends only what changed and the server checks only that.
 */
test('an admin changes the functions and the working flag of an account missing its position and institution', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `e2e-incomplete-${Date.now()}@example.com`;
  await writeStaffAccount({
    email,
    password: 'Start#2024ab',
    name: 'Олена',
    last_name: 'Незаповнена',
    phone: '380671112255',
    responsability: '',
    institution: '',
    assistanceIds: [1],
    regionId: 53,
    communityId: POLTAVA_COMMUNITY_ID,
    roles: ['USER'],
  });
  try {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/settings/users');
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: /Редагувати/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Юридична консультація').check();
    await dialog.getByLabel(/^Працює/).uncheck();
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Юридична консультація');
    await row.getByRole('button', { name: /Редагувати/ }).click();
    await expect(page.getByRole('dialog').getByLabel(/^Працює/)).not.toBeChecked();
  } finally {
    await deactivateAccount(email);
  }
});
