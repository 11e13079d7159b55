import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/platform';

/**
 * Screens that can be reached. The admin reaches the appeal settings
 * and the content editor from the sidebar; an observer's 'Закрити' leads somewhere
 * they may be; the organisation's contacts come from the content service; the date
 * fields of the staff forms read ДД.ММ.РРРР in any browser language.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Меню адміністратора' });

test('the admin sidebar links the appeal settings and the content editor, and both open', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await sidebar(page).getByRole('link', { name: 'Налаштування звернень' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/appeals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Налаштування звернень' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Вміст сайту' }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Контент сайту' })).toBeVisible();
});

test("an observer's 'Закрити' on the communities screen lands on a page they may open", async ({ page }) => {
  await signIn(page, 'observer@example.com');
  await sidebar(page).getByRole('link', { name: 'Communities' }).click();
  await expect(page.getByRole('heading', { name: 'Громади регіону' })).toBeVisible();
  await page.getByRole('link', { name: 'Закрити' }).click();
  await expect(page).toHaveURL(/\/admin\/home-users$/);
  await expect(page.getByRole('heading', { name: '403 Доступ заборонено' })).toHaveCount(0);
  // The content editor stays closed to them.
  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/admin\/denied$/);
});

test('an admin changes the organisation phone and messenger, and the help form and the footer show them', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto('/help-form');
  const contacts = visitor.getByTestId('organisation-contacts');
  // The seeded demo contacts, none of the old placeholders.
  await expect(contacts.getByRole('link', { name: '0 800 500 335' })).toHaveAttribute('href', 'tel:+380800500335');
  await expect(contacts.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/dosyt_demo');
  await expect(visitor.getByText('+38 (000) 000-00-00')).toHaveCount(0);

  await signIn(page, 'admin@example.com');
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Контакти організації' }).click();
  const form = page.getByRole('form', { name: 'Контакти організації' });
  const phone = form.getByLabel('Телефон організації');
  await expect(phone).toHaveValue('0800500335');

  await test.step('a bad phone and link are refused in Ukrainian', async () => {
    await phone.fill('050-abc');
    await form.getByLabel('Посилання на месенджер').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Зберегти контакти' }).click();
    await expect(form.getByText('Телефон організації: лише цифри, пробіли, «+», дужки та дефіси — від 3 до 15 цифр')).toBeVisible();
    await expect(form.getByText('Посилання на месенджер: посилання має починатися з https://, viber:// або tg://')).toBeVisible();
  });

  await phone.fill('116 123');
  await form.getByLabel('Назва месенджера').fill('Viber');
  await form.getByLabel('Посилання на месенджер').fill('viber://chat?number=%2B380500000000');
  await form.getByRole('button', { name: 'Зберегти контакти' }).click();
  await expect(form.getByRole('status')).toHaveText('Контакти збережено. Вони вже на сайті й у формі звернення.');

  await visitor.reload();
  await expect(contacts.getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
  await expect(contacts.getByRole('link', { name: 'Viber' })).toHaveAttribute('href', 'viber://chat?number=%2B380500000000');
  await expect(visitor.locator('footer').getByRole('link', { name: '116 123' })).toBeVisible();
  await expect(visitor.locator('footer')).toContainText('Приймальня (демо)');

  // Back to the seeded contacts for the journeys that follow.
  await phone.fill('0800500335');
  await form.getByLabel('Назва месенджера').fill('Telegram');
  await form.getByLabel('Посилання на месенджер').fill('https://t.me/dosyt_demo');
  await form.getByRole('button', { name: 'Зберегти контакти' }).click();
  await expect(form.getByRole('status')).toBeVisible();
  await visitor.close();
});

test.describe('in a browser set to en-US', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  /** Tomorrow in Kyiv: [ДД.ММ.РРРР, YYYY-MM-DD]. */
  const kyivTomorrow = (): [string, string] => {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(Date.now() + 86_400_000),
    );
    const [y, m, d] = parts.split('-');
    return [`${d}.${m}.${y}`, parts];
  };

  test('the call-centre date reads ДД.ММ.РРРР | ГГ:хх and sends that Kyiv time', async ({ page }) => {
    let sent: Record<string, unknown> | undefined;
    await page.route('**/api/appeals', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent = route.request().postDataJSON() as Record<string, unknown>;
      return route.abort();
    });
    await page.goto('/call-center');
    // The page is pre-rendered: the contacts arrive once React has taken it over, so typing is not lost.
    await expect(page.getByTestId('organisation-contacts').getByRole('link').first()).toBeVisible();
    const date = page.getByLabel('Дата та час');
    await expect(date).toHaveAttribute('placeholder', 'ДД.ММ.РРРР');
    const [shown, iso] = kyivTomorrow();
    await date.pressSequentially(shown.replace(/\./g, ''));
    await expect(date).toHaveValue(shown);
    const time = page.getByLabel('Час', { exact: true });
    await expect(time).toHaveValue('08:00');
    await time.click();
    await time.press('Control+A');
    await time.pressSequentially('1430');
    await expect(time).toHaveValue('14:30');

    await page.getByLabel('ПІБ оператора кол-центру').fill('Оксана Бондар');
    await page.getByLabel("Ім'я", { exact: true }).fill('Олена');
    await page.getByLabel('Прізвище').fill('Коваль');
    await page.getByLabel('Область').selectOption({ label: 'Полтавська' });
    await page.getByRole('combobox', { name: 'Громада' }).fill('Полтавська');
    await page.getByRole('option', { name: /Полтавська міська громада/ }).click();
    await page.getByLabel('Телефон', { exact: true }).pressSequentially('0671234567');
    await page.getByLabel('Психологічна допомога').check();
    await page.getByLabel('Опис ситуації').fill('Потрібна порада психолога');
    await page.getByRole('checkbox', { name: /Я погоджуюся/ }).check();
    await page.getByRole('button', { name: 'Досить мовчати — надіслати звернення' }).click();

    await expect.poll(() => sent?.date_communication).toBeTruthy();
    // 14:30 in Kyiv on that day, whatever zone and language the browser has.
    const expected = new Date(`${iso}T14:30:00${kyivOffset(iso)}`).toISOString();
    expect(sent!.date_communication).toBe(expected);
  });

  test('the appeals filter reads ДД.ММ.РРРР and asks for that day; the calendar picks one too', async ({ page }) => {
    await signIn(page, 'user@example.com');
    await page.goto('/admin/appeals-history');
    const from = page.getByLabel('Від', { exact: true });
    await expect(from).toHaveAttribute('placeholder', 'ДД.ММ.РРРР');
    const asked = page.waitForRequest((r) => r.url().includes('/api/appeal-history/user/') && r.url().includes('from=2026-03-05'));
    await from.pressSequentially('05032026');
    await expect(from).toHaveValue('05.03.2026');
    await asked;

    // The calendar, in Ukrainian, writes the day it was given.
    const to = page.getByLabel('До', { exact: true });
    await page.getByRole('button', { name: 'Вибрати дату в календарі' }).nth(1).click();
    const calendar = page.getByRole('dialog', { name: 'Календар' });
    await expect(calendar).toBeVisible();
    const firstEnabled = calendar.locator('[data-day]:not([data-outside]) button:not([disabled])').first();
    const day = (await firstEnabled.locator('..').getAttribute('data-day'))!;
    await firstEnabled.click();
    const [y, m, d] = day.split('-');
    await expect(to).toHaveValue(`${d}.${m}.${y}`);
    await expect(calendar).toBeHidden();
  });
});

/** Kyiv's UTC offset on a day, as '+02:00' or '+03:00'. */
function kyivOffset(isoDay: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Kyiv', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${isoDay}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!.value;
  return name.replace('GMT', '') || '+00:00';
}
