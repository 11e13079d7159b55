import { expect, test, type Page, type Request } from '@playwright/test';
import { WEAK_PASSWORD_MESSAGE } from '@dosyt/core/user/password-strength';
import { createActiveAccount, linkIn, MAIL, uniqueEmail, waitForMailTo } from './support/accounts';

/**
 * The password strength estimator on the new-password pages (docs/security.md T40):
 * its meter warns of a weak password and the form refuses it before anything is
 * sent; a strong one goes through. The estimator is a lazy chunk of its own: no
 * first screen fetches it, only focusing a new-password field does.
 */

const ESTIMATOR_CHUNK = /\/assets\/password-estimator-[\w-]+\.js$/;
const WEAK = 'Ukraine2024!';
const STRONG = 'Kv7#mPz!q2Lw';

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}
const estimatorFetched = (requests: Request[]) => requests.some((r) => ESTIMATOR_CHUNK.test(new URL(r.url()).pathname));

test.describe('password strength estimator', () => {
  test('no first screen fetches the estimator; a new-password field does, on focus', async ({ page }) => {
    const requests = recordRequests(page);

    for (const path of ['/', '/help-form', '/login', '/register', '/reset-password?token=not-a-real-token']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(estimatorFetched(requests), `${path} fetched the estimator`).toBe(false);
    }
    // The public pages stay on their own origin.
    const origin = new URL(page.url()).origin;
    expect(requests.filter((r) => new URL(r.url()).origin !== origin).map((r) => r.url())).toEqual([]);

    const fetched = page.waitForRequest((r) => ESTIMATOR_CHUNK.test(new URL(r.url()).pathname));
    await page.getByLabel('Новий пароль', { exact: true }).focus();
    await fetched;
  });

  test('a weak password is warned of and refused before it is sent; a strong one resets the password', async ({ page }) => {
    test.setTimeout(180_000);
    const account = await createActiveAccount('e2e-strength', 'Old#2024pass');
    const asked = await page.request.post('/api/auth/forgot-password', { data: { email: account.email } });
    expect(asked.ok()).toBe(true);
    const link = linkIn(await waitForMailTo(account.email, MAIL.reset), '/reset-password');
    const requests = recordRequests(page);
    await page.goto(link);

    const field = page.getByLabel('Новий пароль', { exact: true });
    const meter = page.getByTestId('password-strength');
    await test.step('the meter names a weak password and says why', async () => {
      await field.fill(WEAK);
      await expect(meter).toContainText('Надійність пароля: Посередній');
      await expect(meter.getByRole('listitem').first()).toBeVisible();
    });

    await test.step('the form refuses it with the message on the field, sending nothing', async () => {
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Підтвердіть пароль', { exact: true }).fill(WEAK);
      await page.getByRole('button', { name: 'Змінити пароль' }).click();
      await expect(page.getByText(WEAK_PASSWORD_MESSAGE)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(requests.filter((r) => r.url().includes('/api/auth/reset-password')).length).toBe(0);
    });

    await test.step('a strong password passes the meter and the reset goes through', async () => {
      await field.fill(STRONG);
      await expect(meter).toContainText(/Надійність пароля: (Надійний|Дуже надійний)/);
      await expect(meter.getByRole('listitem')).toHaveCount(0);
      await page.getByLabel('Підтвердіть пароль', { exact: true }).fill(STRONG);
      await page.getByRole('button', { name: 'Змінити пароль' }).click();
      await expect(page.getByRole('status')).toContainText('Пароль успішно змінено!');
    });
  });

  test('registration refuses a weak password in its popup and registers nothing', async ({ page }) => {
    test.setTimeout(180_000);
    const requests = recordRequests(page);
    await page.goto('/register');
    const region = page.getByLabel('Область', { exact: true });
    await expect(region.locator('option', { hasText: 'Полтавська' })).toBeAttached({ timeout: 30_000 });
    await page.getByLabel("Ім'я", { exact: true }).fill('Оксана');
    await page.getByLabel('Прізвище', { exact: true }).fill('Перевірна');
    await region.selectOption({ label: 'Полтавська' });
    const community = page.getByRole('combobox', { name: 'Громада' });
    await community.fill('Полтавська');
    await page.getByRole('option', { name: /Полтавська міська громада/ }).click({ timeout: 30_000 });
    const phone = page.getByLabel('Телефон', { exact: true });
    await phone.click();
    await phone.pressSequentially('380671112233', { delay: 30 });
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('e2e-weak'));
    await page.getByLabel('Посада', { exact: true }).fill('Практична психологиня');
    await page.getByLabel('Установа', { exact: true }).fill('Полтавський центр соціальних служб');
    await page.getByRole('group', { name: 'Функціонал' }).getByRole('checkbox', { name: 'Психологічна допомога' }).check();
    // The person's own name is the first word a guesser tries.
    await page.getByLabel('Пароль', { exact: true }).fill('Oksana#2024');
    await page.getByLabel('Повторіть пароль', { exact: true }).fill('Oksana#2024');
    await expect(page.getByTestId('password-strength')).toContainText(/Надійність пароля: (Дуже слабкий|Слабкий|Посередній)/);

    await page.getByRole('button', { name: 'Зареєструватися', exact: true }).click();

    const popup = page.getByRole('alertdialog', { name: 'Помилка' });
    await expect(popup).toContainText(WEAK_PASSWORD_MESSAGE);
    expect(requests.filter((r) => r.url().includes('/api/auth/registration')).length).toBe(0);
  });
});
