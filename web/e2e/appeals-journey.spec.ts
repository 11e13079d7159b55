import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { appealRow, signIn } from './support/platform';
import { expectNoSeriousViolations } from './support/axe';

/**
 * The appeal's whole life in Chromium, as the people involved see it: an anonymous
 * person sends it from /help-form; the admin sees it new with its deadline; its
 * executor hands it to a colleague; the colleague takes it in work and finishes it
 * with a comment; the admin's row turns green, the report shows the comment and
 * prints; the timeline shows every step.
 *
 * The type asked for is 'Соціальний супровід', which both demo executors of
 * Полтавська provide (user@example.com [1,2,3], user2@example.com [3,4,5,6]): the
 * server hands a record only to someone who provides its type, so the colleague
 * must provide it too. Distribution picks whichever of the two has fewer open
 * records, so the test reads the executor from the distribution dialog.
 */

const EXECUTORS = {
  'Ірина Коваленко': 'user@example.com',
  'Андрій Мельник': 'user2@example.com',
} as const;
type ExecutorName = keyof typeof EXECUTORS;

const SUCCESS = "Ваше звернення успішно надіслано, ми обов'язково зв'яжемося з вами!";
const FINISH_MESSAGE = 'Заповніть поле - "Важлива інформація" (мінімум 20 символів). Інформація буде додана до звіту';
const COMMENT = 'Проведено консультацію, складено план безпеки разом із заявницею';

/** A phone of its own for this run: the admin finds the appeal by it, then every list by its number. */
const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
const phoneTyped = `067${digits}`;
const phoneShown = `+38(067)${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`;
/** Lists show the phone masked. */
const phoneMasked = `+38(067)***-**-${digits.slice(5, 7)}`;

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  return context.newPage();
}

async function closeInfo(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

test('an anonymous appeal goes from the public form to a finished, reported case', async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000);
  const pwned = () => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);

  // ---- 1. A person asks for help, anonymously, on the public form.
  await test.step('the public form sends an anonymous appeal', async () => {
    await page.goto('/help-form');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Швидкий вихід' })).toBeVisible();
    await page.getByLabel('Звернутися анонімно').check();
    await expect(page.getByLabel("Ім'я", { exact: true })).toBeDisabled();
    await page.getByLabel('Область').selectOption({ label: 'Полтавська' });
    await page.getByRole('combobox', { name: 'Громада' }).fill('Полтавська');
    await page.getByRole('option', { name: /Полтавська міська громада/ }).click();
    await page.getByLabel('Телефон', { exact: true }).pressSequentially(phoneTyped);
    await expect(page.getByLabel('Телефон', { exact: true })).toHaveValue(`38(067)${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`);
    await page.getByLabel('Соціальний супровід').check();
    await page.getByLabel('Опис ситуації').fill('чоловік погрожує, потрібна порада, як діяти далі');
    await expect(page.getByLabel('Опис ситуації')).toHaveValue('Чоловік погрожує, потрібна порада, як діяти далі');
    const submit = page.getByRole('button', { name: 'Досить мовчати — надіслати звернення' });
    await page.getByRole('checkbox', { name: /Я погоджуюся/ }).check();
    await submit.click();
    await closeInfo(page, SUCCESS);
    // The form is cleared for the next person; nothing was kept in the browser.
    await expect(page.getByLabel('Опис ситуації')).toHaveValue('');
    await expect(page.getByLabel('Звернутися анонімно')).not.toBeChecked();
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });

  // ---- 2. The admin sees it as new, with its deadline, and who carries it.
  let appealId = '';
  let executor: ExecutorName = 'Ірина Коваленко';
  await test.step('the admin list shows it as new with its deadline', async () => {
    await signIn(page, 'admin@example.com');
    // Found by the phone (the search index is kept by the stream, a moment after the appeal is stored).
    await page.goto(`/admin/appeals?q=${phoneTyped}`);
    await expect(page.getByRole('heading', { name: 'Звернення', level: 1 })).toBeVisible();
    const found = page.getByRole('table', { name: 'Звернення' }).getByRole('row').filter({ hasText: phoneMasked });
    await expect(async () => {
      await page.reload();
      await expect(found).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    appealId = (await found.getByRole('cell').getByRole('link').first().innerText()).trim();
    expect(appealId).toMatch(/^\d+$/);
    const row = appealRow(page, appealId);
    // Masked in the list; 'Показати' reveals the whole number (the reveal is recorded).
    await expect(row.getByTestId('masked-phone')).toHaveText(phoneMasked);
    await expect(row).not.toContainText(phoneShown);
    await row.getByRole('button', { name: `Показати телефон, звернення №${appealId}` }).click();
    await expect(row.getByTestId('revealed-phone')).toHaveText(phoneShown);
    await expect(row).toContainText('Анонімний');
    await expect(row).toContainText('Соціальний супровід');
    await expect(row).toContainText('Полтавська міська громада');
    await expect(row).toContainText('Нове');
    // The 'Термін' column's cell, by its header (folded columns are out of both).
    const headers = await page.getByRole('table', { name: 'Звернення' }).getByRole('columnheader').allTextContents();
    await expect(row.getByRole('cell').nth(headers.findIndex((h) => h.trim() === 'Термін'))).toHaveText(/^\d+ дн\.$|^\d+ год\. \d+ хв\.$/);
    await expect(row).toHaveClass(/bg-rose-50/);
    await expectNoSeriousViolations(page, 'admin appeals list with a new appeal');
    await expect(row.getByTestId('revealed-phone')).toHaveAttribute('href', `tel:+38${phoneTyped}`);

    await row.getByRole('link', { name: 'Редагувати', exact: true }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Звернення №${appealId} від \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}$`) })).toBeVisible();
    await page.getByRole('button', { name: 'Розподіл' }).click();
    const dialog = page.getByRole('dialog', { name: 'Розподіл звернень між виконавцями' });
    const assignment = dialog.getByRole('row').filter({ hasText: 'Соціальний супровід' });
    await expect(assignment).toContainText('Нове');
    await expect(assignment.getByRole('link', { name: 'Редагувати', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'appeal edit with the distribution dialog open');
    const text = await assignment.innerText();
    executor = (Object.keys(EXECUTORS) as ExecutorName[]).find((name) => text.includes(name)) ?? executor;
    expect(text).toContain(executor);
    await dialog.getByRole('button', { name: 'Закрити' }).first().click();
  });
  const colleague = (Object.keys(EXECUTORS) as ExecutorName[]).find((name) => name !== executor)!;

  // ---- 3. The executor sees it in their own list and hands it to a colleague.
  await test.step('the executor redirects it to a colleague (status 2)', async () => {
    const first = await newPage(browser, testInfo);
    await signIn(first, EXECUTORS[executor]);
    await first.goto('/admin/appeals-history');
    const row = appealRow(first, appealId);
    await expect(row).toContainText('Нове');
    await expect(row.getByTestId('masked-phone')).toHaveText(phoneMasked);
    await expect(row.getByRole('link', { name: 'Редагування', exact: true })).toHaveAttribute('title', 'Редагування');
    await expectNoSeriousViolations(first, "executor's own appeals with the new record");
    await row.getByRole('link', { name: 'Редагування', exact: true }).click();
    await expect(first.getByRole('heading', { name: new RegExp(`^Звернення №\\d+/${appealId} від `) })).toBeVisible();
    await expectNoSeriousViolations(first, 'record edit, new');
    const executorSelect = first.getByLabel('Виконавець');
    await expect(executorSelect).toHaveAttribute('title', 'Перенаправити звернення');
    const status = first.getByLabel('Статус', { exact: true });
    await expect(status).toHaveAttribute('title', 'Змінити статус');
    await executorSelect.selectOption({ label: colleague });
    // Another executor means 'Перенаправлено', decided by the change itself.
    await expect(status).toHaveValue('2');
    await expect(status).toBeDisabled();
    await first.getByRole('button', { name: 'Зберегти' }).click();
    await closeInfo(first, 'Запис успішно оновлено');
    // The record is the colleague's now: back to one's own list.
    await expect(first).toHaveURL(/\/admin\/appeals-history$/);
    await first.context().close();
  });

  // ---- 4. The colleague takes it in work, then finishes it with a comment.
  await test.step('the colleague takes it in work (3) and finishes it with a comment (4)', async () => {
    const second = await newPage(browser, testInfo);
    await signIn(second, EXECUTORS[colleague]);
    await second.goto('/admin/appeals-history');
    const row = appealRow(second, appealId);
    await expect(row).toContainText('Перенаправлено');
    await expect(row).toHaveClass(/bg-sky-100/);
    await row.getByRole('link', { name: 'Редагування', exact: true }).click();

    const status = second.getByLabel('Статус', { exact: true });
    await expect(status).toHaveValue('2');
    // Back is closed and 2 is never chosen by hand.
    await expect(status.locator('option[value="1"]')).toBeDisabled();
    await expect(status.locator('option[value="2"]')).toBeDisabled();
    await status.selectOption('3');
    await second.getByRole('button', { name: 'Зберегти' }).click();
    await expect(second.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousViolations(second, 'record edit, outcome dialog open');
    await closeInfo(second, 'Запис успішно оновлено');
    await expect(second.getByText('В роботі').first()).toBeVisible();
    await expect(status).toHaveValue('3');
    await expect(status.locator('option[value="2"]')).toBeDisabled();
    await expect(status.locator('option[value="3"]')).toBeEnabled();

    // Finishing without 20 Cyrillic letters: the form's message, and nothing saved.
    await status.selectOption('4');
    const comment = second.getByRole('textbox', { name: 'Важлива інформація:' });
    await comment.fill('Готово');
    await second.getByRole('button', { name: 'Зберегти' }).click();
    await closeInfo(second, FINISH_MESSAGE);
    await second.reload();
    await expect(second.getByLabel('Статус', { exact: true })).toHaveValue('3');

    await second.getByLabel('Статус', { exact: true }).selectOption('4');
    await comment.fill(COMMENT);
    // The toolbar wraps the selection in BBCode; the preview renders it.
    await comment.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 'Проведено консультацію'.length));
    await second.getByRole('button', { name: 'Жирний' }).click();
    await expect(comment).toHaveValue(`[b]Проведено консультацію[/b]${COMMENT.slice('Проведено консультацію'.length)}`);
    await expect(second.getByTestId('bbcode-preview').locator('strong')).toHaveText('Проведено консультацію');
    await expectNoSeriousViolations(second, 'record edit, finishing with the comment editor and its preview');
    // Markup typed as text stays text, in the preview and later in the report.
    await comment.press('End');
    await comment.pressSequentially(' <img src=x onerror="window.__pwned=1">');
    await expect(second.getByTestId('bbcode-preview').locator('img')).toHaveCount(0);
    await second.getByRole('button', { name: 'Зберегти' }).click();
    await closeInfo(second, 'Запис успішно оновлено');
    await expect(second.getByLabel('Статус', { exact: true })).toBeDisabled();
    await expect(second.getByRole('button', { name: 'Зберегти' })).toHaveCount(0);
    await expect(second.getByRole('button', { name: 'Закрити' })).toBeVisible();
    await expectNoSeriousViolations(second, 'record edit, finished (read-only)');
    expect(await second.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    await second.goto('/admin/appeals-history');
    const done = appealRow(second, appealId);
    await expect(done).toContainText('Виконано');
    await expect(done.getByRole('link', { name: 'Перегляд', exact: true })).toHaveAttribute('title', 'Перегляд');
    await second.context().close();
  });

  // ---- 5. The admin sees it finished: a green row, the report, the print view.
  await test.step('the admin row turns green and the report shows and prints the comment', async () => {
    await page.goto('/admin/appeals');
    const row = appealRow(page, appealId);
    await expect(row).toContainText('Виконано');
    await expect(row).toHaveClass(/bg-green-100/);
    await row.getByRole('link', { name: 'Звіт', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/appeals/report/${appealId}$`));
    const report = page.getByTestId('appeal-report');
    await expect(report).toHaveCount(1);
    await expect(report).toContainText(COMMENT);
    await expect(report.locator('strong')).toHaveText('Проведено консультацію');
    await expect(report.locator('img')).toHaveCount(0);
    await expect(report).toContainText(colleague);
    await expectNoSeriousViolations(page, 'appeal report');
    await expect(page.getByText('Анонімний')).toBeVisible();
    expect(await pwned()).toBeUndefined();

    // Printing opens a window with the same content (print() itself is stubbed: a headless print dialog has nothing to show).
    await page.evaluate(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        const opened = open(...args);
        if (opened) opened.print = () => ((window as unknown as { __printed?: number }).__printed = 1);
        return opened;
      };
    });
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Друкувати' }).click();
    const popup = await popupOpened;
    await expect(popup.locator('body')).toContainText(COMMENT);
    await expect(popup.locator('body')).toContainText(`Звіт по зверненню №${appealId}`);
    expect(await popup.title()).toBe(`Звіт по зверненню №${appealId}`);
    expect(await page.evaluate(() => (window as unknown as { __printed?: number }).__printed)).toBe(1);
    await popup.close();
  });

  // ---- 6. The timeline tells every step, who and when.
  await test.step('the timeline shows every step', async () => {
    await page.goto('/admin/appeals');
    // A click anywhere on the row (its number is the link underneath) opens the appeal's history.
    await appealRow(page, appealId).click();
    await expect(page).toHaveURL(new RegExp(`/admin/appeals-history/appeal/${appealId}$`));
    const step = (action: string) => page.locator(`[data-testid="timeline-step"][data-action="${action}"]`);
    await expect(step('created')).toContainText('Звернення створено');
    await expect(step('created')).toContainText('Надіслано через форму на сайті');
    await expect(step('assigned')).toContainText(`Виконавець: ${executor}`);
    await expect(step('redirected')).toContainText(`${executor} → ${colleague}`);
    await expect(step('status-changed')).toContainText('Перенаправлено → В роботі');
    await expect(step('status-changed')).toContainText(colleague);
    await expect(step('finished')).toContainText('В роботі → Виконано');
    await expect(step('finished')).toContainText('Коментар додано до звіту');
    // In order, oldest first, each with its time and who did it.
    await expect(page.locator('[data-testid="timeline-step"]:not([data-action="reads"])')).toHaveText([
      /Звернення створено/,
      /Призначено виконавця/,
      /Перенаправлено/,
      /Змінено статус/,
      /Виконано/,
    ]);
    // Between them, who read the appeal's personal data and when: the admin's reads of this page at least,
    // one line per person per day, opened to see each read.
    await expect(step('reads').first()).toContainText(/Перегляди персональних даних: \d+/);
    await step('reads').first().locator('summary').click();
    await expect(step('reads').first().getByTestId('timeline-read').first()).toBeVisible();
    await expect(step('redirected')).toContainText(new RegExp(`\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2} · ${executor}`));
    // Its one executor record, finished, now with the colleague.
    const assignments = page.getByRole('table', { name: 'Виконавці' });
    await expect(assignments.getByRole('row').filter({ hasText: colleague })).toContainText('Виконано');
    await expectNoSeriousViolations(page, 'appeal timeline, finished');
  });
});

test('a submission whose answer is lost and is sent again makes one appeal', async ({ page }) => {
  const mine = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const masked = `+38(097)***-**-${mine.slice(5, 7)}`;
  const keys: string[] = [];
  let first = true;
  await page.route('**/api/appeals', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
    if (!first) return route.continue();
    first = false;
    // The server stores the appeal, but the answer never reaches the browser.
    await route.fetch();
    await route.abort('connectionreset');
  });

  await page.goto('/help-form');
  await page.getByLabel("Ім'я", { exact: true }).fill('Олена');
  await page.getByLabel('Прізвище').fill('Повтор');
  await page.getByLabel('Область').selectOption({ label: 'Полтавська' });
  await page.getByRole('combobox', { name: 'Громада' }).fill('Полтавська');
  await page.getByRole('option', { name: /Полтавська міська громада/ }).click();
  await page.getByLabel('Телефон', { exact: true }).pressSequentially(`097${mine}`);
  await page.getByLabel('Юридична консультація').check();
  await page.getByLabel('Опис ситуації').fill('Потрібна консультація юриста');
  await page.getByRole('checkbox', { name: /Я погоджуюся/ }).check();
  const submit = page.getByRole('button', { name: 'Досить мовчати — надіслати звернення' });
  await submit.click();
  await closeInfo(page, 'Сталася помилка. Спробуйте ще раз');
  // The person tries again: same fill, same key; the server answers with the stored appeal.
  await submit.click();
  await closeInfo(page, SUCCESS);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);

  // One appeal with that phone: the admin list's search by the whole number finds exactly one (masked in the row).
  await signIn(page, 'admin@example.com');
  await page.goto(`/admin/appeals?q=097${mine}`);
  const rows = page.getByRole('table', { name: 'Звернення' }).getByRole('row').filter({ hasText: masked });
  await expect(async () => {
    await page.reload();
    await expect(rows).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Звернення' }).getByRole('row')).toHaveCount(2);
});

test('an admin adds an appeal, edits it while it is new, and a stale second save is refused', async ({ page }) => {
  test.setTimeout(180_000);
  const mine = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const masked = `+38(050)***-**-${mine.slice(5, 7)}`;
  await signIn(page, 'admin@example.com');
  await page.goto('/admin/appeals');
  await page.getByRole('link', { name: 'Додати' }).click();
  await expect(page.getByRole('heading', { name: 'Створити нове звернення' })).toBeVisible();
  await page.getByRole('button', { name: 'Скасувати' }).click();
  await expect(page).toHaveURL(/\/admin\/appeals$/);

  await page.goto('/admin/appeal-add');
  await page.getByLabel("Ім'я", { exact: true }).fill('Марта');
  await page.getByLabel('Прізвище').fill('Додана');
  await page.getByLabel('Область').selectOption({ label: 'Полтавська' });
  await page.getByRole('combobox', { name: 'Громада' }).fill('Полтавська');
  await page.getByRole('option', { name: /Полтавська міська громада/ }).click();
  await page.getByLabel('Телефон', { exact: true }).pressSequentially(`050${mine}`);
  await page.getByLabel('Юридична консультація').check();
  await page.getByLabel('Опис ситуації').fill('Звернулася телефоном до адміністратора');
  await page.getByRole('checkbox', { name: /Я погоджуюся/ }).check();
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Звернення успішно збережено');
  // The list opens by itself 2.5 s later.
  await expect(page).toHaveURL(/\/admin\/appeals$/, { timeout: 15_000 });

  // The newest appeal, its phone masked in the list.
  const row = page.getByRole('row').filter({ hasText: masked }).filter({ hasText: 'Марта Додана' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Редагувати', exact: true }).click();
  const description = page.getByLabel('Опис ситуації');
  await expect(description).toHaveValue('Звернулася телефоном до адміністратора');
  // Read only once the edit page is open: right after the click the address can still be the list's.
  const editUrl = page.url();

  // A second tab (its own session: the token lives in the tab's sessionStorage) holds the same version.
  const other = await page.context().newPage();
  await signIn(other, 'admin@example.com');
  await other.goto(editUrl);
  await expect(other.getByLabel('Опис ситуації')).toHaveValue('Звернулася телефоном до адміністратора');

  await description.fill('Звернулася телефоном, просить передзвонити ввечері');
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await closeInfo(page, 'Замовлення збережено');
  await expect(page).toHaveURL(/\/admin\/appeals$/);

  await other.getByLabel('Опис ситуації').fill('Інша правка');
  await other.getByRole('button', { name: 'Зберегти' }).click();
  await closeInfo(other, 'Звернення змінив інший користувач. Оновіть сторінку');
  // Read again: the first save is what is shown now.
  await expect(other.getByLabel('Опис ситуації')).toHaveValue('Звернулася телефоном, просить передзвонити ввечері');
  await other.close();
});

test('the appeal settings and the register by regions open for an admin', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/admin/settings/appeals');
  await expect(page.getByRole('heading', { name: 'Налаштування звернень' })).toBeVisible();
  await expect(page.getByLabel('Термін опрацювання звернення, год.')).toHaveValue(/^\d+$/);
  await expect(page.getByLabel('Ліміт форми з однієї адреси за добу, шт.')).toHaveValue(/^\d+$/);
  await expect(page.getByRole('table', { name: 'Види допомоги' })).toContainText('Психологічна допомога');
  await page.getByLabel('Термін опрацювання звернення, год.').fill('0');
  await page.getByRole('button', { name: 'Зберегти налаштування', exact: true }).click();
  await expect(page.getByText('Термін опрацювання: не менше 1')).toBeVisible();

  await page.goto('/admin/appeals/region');
  const table = page.getByRole('table', { name: 'Звернення по областях' });
  await expect(table.getByRole('row').filter({ hasText: 'Полтавська область' })).toBeVisible();
});
