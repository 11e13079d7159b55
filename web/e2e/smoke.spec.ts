import { expect, test } from '@playwright/test';

test.describe('smoke', () => {
  test('the landing page shows the project and a quick exit', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle('Проєкт Досить');
    await expect(page.locator('a[href="/help-form"]').first()).toBeVisible();
    await expect(page.locator('a[href="/login"]').first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Швидкий вихід' }).first()).toBeVisible();
  });

  test('quick exit leaves for a neutral site and replaces the history entry', async ({ page }) => {
    // Keep the test offline: answer the neutral site locally.
    await page.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google</title>' }));
    await page.goto('/');

    await page.getByRole('button', { name: 'Швидкий вихід' }).first().click();

    await expect(page).toHaveURL('https://www.google.com/');
    await page.goBack();
    // Back does not return to the platform: the landing entry was replaced.
    expect(page.url()).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  test('the login page opens from the landing page', async ({ page }) => {
    await page.goto('/');

    await page.locator('a[href="/login"]').first().click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Вхід' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Пароль', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Забули пароль?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Зареєструватися' })).toHaveAttribute('href', '/register');
  });

  test('an admin page without a session goes to /login, which returns to it', async ({ page }) => {
    await page.goto('/admin/settings/users');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fsettings%2Fusers$/);
  });
});
