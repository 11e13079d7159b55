import { expect, test, type Page } from '@playwright/test';
import { createActiveAccount, linkIn, MAIL, waitForMailTo } from './support/accounts';
import { mailbox, signIn } from './support/platform';

/**
 * Forgot password -> mailed link -> reset -> sign-in with the
 * new password; the old link no longer works. The journey
 * runs on an account of its own, so the demo accounts keep their password.
 */

const REFUSED = 'Невірний email, або доступ заборонений';

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
}

async function fillReset(page: Page, email: string, password: string, confirm = password): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Новий пароль', { exact: true }).fill(password);
  await page.getByLabel('Підтвердіть пароль', { exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Змінити пароль' }).click();
}

test.describe('password reset', () => {
  test('forgot password -> mailed link -> new password -> sign-in; the used link is refused', async ({ page }) => {
    test.setTimeout(300_000);
    // An OBSERVER (Monitoring only): the distribution never hands it other journeys' appeals.
    const account = await test.step('an active account of its own (registered, verified, let in through the API)', () =>
      createActiveAccount('e2e-reset', 'Old#2024pass'));
    const newPassword = 'New#2024pass';

    await test.step('/forgot-password sends the link', async () => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Забули пароль?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByText('перевірте папку «Спам»')).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByRole('button', { name: 'Надіслати' }).click();
      await expect(page.getByRole('status')).toContainText('Якщо email існує, лист з інструкціями було надіслано');
    });

    const mail = await test.step('the reset mail arrives', () => waitForMailTo(account.email, MAIL.reset));
    const link = linkIn(mail, '/reset-password');
    expect(new URL(link).searchParams.get('token')).toBeTruthy();

    await test.step('the link opens /reset-password?token=... with the password requirements', async () => {
      await page.goto(link);
      await expect(page).toHaveURL(/\/reset-password\?token=/);
      await expect(page.getByRole('heading', { name: 'Новий пароль' })).toBeVisible();
      await page.getByText('Вимоги до пароля').click();
      for (const rule of ['Мінімум 8 символів', 'Велика літера', 'Мала літера', 'Цифра', 'Спеціальний символ: !@#$%^&*']) {
        await expect(page.getByRole('listitem').filter({ hasText: rule })).toBeVisible();
      }
    });

    await test.step('mismatched passwords are refused in the form', async () => {
      await fillReset(page, account.email, newPassword, 'New#2024pasS');
      await expect(page.getByRole('alert').filter({ hasText: 'Паролі не співпадають' })).toBeVisible();
    });

    await test.step('a new password is set and the page goes to /login about 2 s later', async () => {
      // Timed by the page's own clock: on a loaded machine the test runner sees the message late.
      await page.evaluate(() => {
        const times: { shown?: number; left?: number } = {};
        (window as unknown as { resetTimes: typeof times }).resetTimes = times;
        new MutationObserver(() => {
          times.shown ??= document.body.innerText.includes('Пароль успішно змінено!') ? performance.now() : undefined;
          if (times.shown !== undefined && location.pathname === '/login') times.left ??= performance.now();
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await fillReset(page, account.email, newPassword);
      await expect(page.getByRole('status')).toContainText('Пароль успішно змінено!');
      await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
      const { shown, left } = await page.evaluate(() => (window as unknown as { resetTimes: { shown: number; left: number } }).resetTimes);
      expect(left - shown).toBeGreaterThanOrEqual(1_500);
    });

    await test.step('the old password no longer signs in', async () => {
      await submitLogin(page, account.email, account.password);
      const popup = page.getByRole('alertdialog', { name: 'Помилка' });
      await expect(popup).toContainText(REFUSED);
      await popup.getByRole('button', { name: 'OK' }).click();
    });

    await test.step('the new password signs in (OBSERVER -> /admin/home-users)', async () => {
      await signIn(page, account.email, newPassword, { form: true });
      await expect(page).toHaveURL(/\/admin\/home-users$/);
      await page.getByRole('button', { name: 'Вийти' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('the used link no longer works', async () => {
      await page.goto(link);
      await fillReset(page, account.email, 'Again#2024pass');
      await expect(page.getByRole('alert').filter({ hasText: /Недійсний токен, або невірний email|Термін дії посилання минув/ })).toBeVisible();
      await expect(page).toHaveURL(/\/reset-password\?token=/);
    });

    await test.step('and it did not change the password', async () => {
      await signIn(page, account.email, newPassword, { form: true });
      await expect(page).toHaveURL(/\/admin\/home-users$/);
    });

    // One reset mail, one 'password changed' notice; nothing else was mailed by the used link.
    const resets = (await mailbox(account.email)).filter((m) => MAIL.reset.test(m.subject));
    expect(resets).toHaveLength(1);
  });

  test('the forms refuse what they must: empty e-mail, no token, a token for another address', async ({ page }) => {
    test.setTimeout(180_000);

    await test.step("forgot password without an address: 'Будь ласка, введіть email адресу'", async () => {
      await page.goto('/forgot-password');
      await page.getByRole('button', { name: 'Надіслати' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Будь ласка, введіть email адресу' })).toBeVisible();
    });

    await test.step("/reset-password without a token: 'Недійсне посилання для відновлення паролю'", async () => {
      await page.goto('/reset-password');
      const popup = page.getByRole('alertdialog', { name: 'Помилка' });
      await expect(popup).toContainText('Недійсне посилання для відновлення паролю');
      await popup.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
    });

    await test.step("an empty new password: 'Будь ласка, введіть новий пароль'", async () => {
      await page.goto('/reset-password?token=not-a-real-token');
      await page.getByLabel('Email', { exact: true }).fill('user2@example.com');
      await page.getByRole('button', { name: 'Змінити пароль' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Будь ласка, введіть новий пароль' })).toBeVisible();
    });

    await test.step("a made-up token: 'Недійсний токен, або невірний email'", async () => {
      await fillReset(page, 'user2@example.com', 'Made#2024up');
      await expect(page.getByRole('alert').filter({ hasText: 'Недійсний токен, або невірний email' })).toBeVisible();
    });
  });
});
