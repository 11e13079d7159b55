import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/platform';
import { ADMIN_EMAIL, apiToken, appealIdByPhone } from './support/accounts';

/**
 * Every rule of the appeal form shows its message in the browser
 * for the matching bad input; markup typed or sent never becomes markup.
 */

const MISSING = 'Помилка. Не заповнені наступні поля: ';
const SLOGAN = 'Досить мовчати — надіслати звернення';

async function popupSays(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await expect(dialog.getByTestId('info-error-icon')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

const phone = (page: Page) => page.getByLabel('Телефон', { exact: true });
const agree = (page: Page) => page.getByRole('checkbox', { name: /Я погоджуюся/ });

/** Everything but what a test leaves out on purpose. */
async function fillValid(page: Page, skip: string[] = []) {
  if (!skip.includes('name')) await page.getByLabel("Ім'я", { exact: true }).fill('Олена');
  if (!skip.includes('last_name')) await page.getByLabel('Прізвище').fill('Коваль');
  if (!skip.includes('region')) {
    await page.getByLabel('Область').selectOption({ label: 'Полтавська' });
    if (!skip.includes('community')) {
      await page.getByRole('combobox', { name: 'Громада' }).fill('Полтавська');
      await page.getByRole('option', { name: /Полтавська міська громада/ }).click();
    }
  }
  if (!skip.includes('phone')) await phone(page).pressSequentially('0671234567');
  if (!skip.includes('type')) await page.getByLabel('Психологічна допомога').check();
  if (!skip.includes('description')) await page.getByLabel('Опис ситуації').fill('Потрібна порада психолога');
  if (!skip.includes('agreement')) await agree(page).check();
}

test.describe('appeal form validation (spec part 2 section 5)', () => {
  test.beforeEach(async ({ page }) => {
    // Nothing in these tests may be sent: a request would be a stored appeal.
    await page.route('**/api/appeals', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  });

  test('the agreement is asked for once she tries to send, in words that follow what she said about calls', async ({ page }) => {
    await page.goto('/help-form');
    // Nothing is wrong with a form she has not touched yet.
    await expect(agree(page)).toBeEnabled();
    await expect(page.getByText('Потрібно прийняти умови угоди')).toHaveCount(0);
    await expect(agree(page)).toHaveAccessibleName(/мені зателефонують\.$/);
    // Calls are not safe: the consent promises no call.
    await page.getByRole('radiogroup', { name: 'Чи безпечно вам телефонувати?' }).getByLabel('Ні, лише повідомлення').check();
    await expect(agree(page)).toHaveAccessibleName(/зі мною зв'яжуться лише повідомленням, без дзвінка\.$/);
    await expect(agree(page)).not.toHaveAccessibleName(/зателефонують/);
    await fillValid(page, ['agreement']);
    await page.getByRole('button', { name: SLOGAN }).click();
    await popupSays(page, 'Потрібно прийняти умови угоди');
    await expect(page.getByText('Потрібно прийняти умови угоди', { exact: true })).toBeVisible();
    await agree(page).check();
    await expect(page.getByText('Потрібно прийняти умови угоди')).toHaveCount(0);
  });

  test('an empty form lists every required field, and each field says it is empty', async ({ page }) => {
    await page.goto('/help-form');
    await agree(page).check();
    await page.getByRole('button', { name: SLOGAN }).click();
    await popupSays(page, `${MISSING}Ім'я, Прізвище, Область, Громада, Телефон, Тип звернення, Опис ситуації`);
    for (const label of ["Ім'я", 'Прізвище', 'Область', 'Громада', 'Телефон', 'Тип звернення', 'Опис ситуації']) {
      await expect(page.getByText(`${MISSING}${label}`, { exact: true })).toBeVisible();
    }
    // The first empty field has the focus back after the message.
    await expect(page.getByLabel("Ім'я", { exact: true })).toBeFocused();
  });

  test('each missing field is named on its own', async ({ page }) => {
    const cases: [string[], string][] = [
      [['name'], "Ім'я"],
      [['last_name'], 'Прізвище'],
      [['community'], 'Громада'],
      [['phone'], 'Телефон'],
      [['type'], 'Тип звернення'],
      [['description'], 'Опис ситуації'],
    ];
    for (const [skip, label] of cases) {
      await page.goto('/help-form');
      await fillValid(page, skip);
      await page.getByRole('button', { name: SLOGAN }).click();
      await popupSays(page, `${MISSING}${label}`);
    }
  });

  test('anonymous: the names are cleared, locked and not asked for', async ({ page }) => {
    await page.goto('/help-form');
    await fillValid(page, ['phone']);
    await page.getByLabel('Звернутися анонімно').check();
    await expect(page.getByLabel("Ім'я", { exact: true })).toHaveValue('');
    await expect(page.getByLabel("Ім'я", { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Прізвище')).toBeDisabled();
    await page.getByRole('button', { name: SLOGAN }).click();
    // Only the phone is missing now.
    await popupSays(page, `${MISSING}Телефон`);
  });

  test('a phone with an unknown operator code is refused', async ({ page }) => {
    await page.goto('/help-form');
    await fillValid(page, ['phone']);
    await phone(page).pressSequentially('0121234567');
    await expect(phone(page)).toHaveValue('38(012)123-45-67');
    await page.getByRole('button', { name: SLOGAN }).click();
    await popupSays(page, 'Помилка. Невірний номер телефону');
    await expect(page.getByText('Невірний номер телефону', { exact: true })).toBeVisible();
    // The mask takes digits only.
    await phone(page).fill('');
    await phone(page).pressSequentially('абв097');
    await expect(phone(page)).toHaveValue('38(097');
  });

  test('children: the minors type sets help for one child; the count is 0 to 15; count and ages are needed', async ({ page }) => {
    await page.goto('/help-form');
    await fillValid(page);
    // The safety blocks have yes/no questions too: these are the children's.
    const children = page.getByRole('radiogroup', { name: 'Чи потрібна допомога дитині?' });
    const yes = children.getByRole('radio', { name: 'Так' });
    const no = children.getByRole('radio', { name: 'Ні' });
    await expect(no).toBeChecked();
    await expect(page.getByLabel('Кількість дітей')).toHaveCount(0);

    await page.getByLabel('По справах неповнолітніх дітей').check();
    await expect(yes).toBeChecked();
    await expect(page.getByLabel('Кількість дітей')).toHaveValue('1');
    await page.getByLabel('По справах неповнолітніх дітей').uncheck();
    await expect(no).toBeChecked();

    await yes.check();
    await page.getByLabel('Кількість дітей').fill('0');
    await page.getByRole('button', { name: SLOGAN }).click();
    await popupSays(page, `${MISSING}Кількість дітей, Вік дітей`);

    await page.getByLabel('Кількість дітей').fill('16');
    await page.getByLabel('3-7 років').check();
    await page.getByRole('button', { name: SLOGAN }).click();
    await popupSays(page, 'Помилка. Кількість дітей від 0 до 15');
    await expect(page.getByText('Кількість дітей від 0 до 15', { exact: true })).toBeVisible();

    // 'Ні' resets the count and the ages.
    await no.check();
    await yes.check();
    await expect(page.getByLabel('3-7 років')).not.toBeChecked();
  });

  test('names keep Cyrillic letters and are capitalised; the description keeps no markup', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/help-form');
    // Key presses go to the field only once the app has enabled it (typing needs no enabled field to start).
    await expect(page.getByLabel("Ім'я", { exact: true })).toBeEnabled();
    await page.getByLabel("Ім'я", { exact: true }).pressSequentially('john олена1');
    await expect(page.getByLabel("Ім'я", { exact: true })).toHaveValue(' Олена');
    await page.getByLabel('Прізвище').pressSequentially("д'ячук");
    await expect(page.getByLabel('Прізвище')).toHaveValue("Д'ячук");
    const description = page.getByLabel('Опис ситуації');
    await description.pressSequentially('<script>alert(1)</script>допоможіть, будь ласка!');
    const typed = await description.inputValue();
    expect(typed).not.toMatch(/[<>]/);
    expect(typed).toContain('Допоможіть, будь ласка!');
    expect(dialogs).toEqual([]);
  });

  test('call centre: the worker and a date not before today are needed; the picker opens on today and starts at 08:00', async ({ page }) => {
    await page.goto('/call-center');
    await fillValid(page);
    await page.getByRole('button', { name: SLOGAN }).click();
    await popupSays(page, `${MISSING}ПІБ оператора кол-центру, Дата та час`);

    await page.getByLabel('ПІБ оператора кол-центру').fill('Оксана Бондар');
    const picker = page.getByLabel('Дата та час');
    // The calendar opens on today (Kyiv) and offers no day before it; the day picked gets 08:00.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    await page.getByRole('button', { name: 'Вибрати дату в календарі' }).click();
    const calendar = page.getByRole('dialog', { name: 'Календар' });
    await expect(calendar.locator(`[data-day="${today}"][data-today]`)).toBeVisible();
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    if (d > 1) await expect(calendar.locator(`[data-day="${y}-${String(m).padStart(2, '0')}-${String(d - 1).padStart(2, '0')}"] button`)).toBeDisabled();
    await calendar.locator(`[data-day="${today}"] button`).click();
    await expect(calendar).toBeHidden();
    await expect(picker).toHaveValue(today.split('-').reverse().join('.'));
    await expect(page.getByLabel('Час', { exact: true })).toHaveValue('08:00');

    // A day typed before today is refused.
    await picker.click();
    await picker.press('Control+A');
    await picker.pressSequentially('01012020');
    await expect(picker).toHaveValue('01.01.2020');
    await page.getByRole('button', { name: SLOGAN }).click();
    await popupSays(page, 'Помилка. Дата не може бути раніше сьогоднішньої');
  });
});

test.describe('markup never becomes markup', () => {
  test('a script sent straight to the API is stored harmless and shown as text', async ({ page, request }) => {
    const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
    // Prepare: the appeal as a bot or a hand-made request would send it.
    const created = await request.post('/api/appeals', {
      data: {
        name: 'Ганна',
        last_name: 'Тест',
        region_id: 53,
        community_id: 'UA53080370000025447',
        phone: `38067${digits}`,
        assistance_ids: [1],
        description: 'Допоможіть <b>терміново</b><script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">',
        children_help: false,
        idempotency_key: `e2e-script-${digits}`,
      },
    });
    expect(created.status()).toBe(201);
    const receipt = (await created.json()) as { description: string };
    expect(receipt.description).not.toMatch(/<|script|onerror/);
    expect(receipt).not.toHaveProperty('id');
    // The public answer carries no number: the admin finds the appeal by its phone.
    const admin = await apiToken(ADMIN_EMAIL);
    const appeal = { id: await appealIdByPhone(`38067${digits}`, admin), description: receipt.description };

    // Act: the admin opens it.
    await signIn(page, 'admin@example.com');
    await page.goto(`/admin/appeal/edit/${appeal.id}`);

    // Assess: the text is there, as text; nothing ran.
    await expect(page.getByLabel('Опис ситуації')).toHaveValue(appeal.description);
    await page.goto(`/admin/appeals-history/appeal/${appeal.id}`);
    await expect(page.getByText(appeal.description)).toBeVisible();
    await expect(page.locator('main img, main b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
