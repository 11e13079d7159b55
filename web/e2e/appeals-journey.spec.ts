import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/platform';

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

/** A phone of its own for this run, so the row is found by it. */
const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
const phoneTyped = `067${digits}`;
const phoneShown = `+38(067)${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`;

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
    await expect(submit).toBeDisabled();
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
    await page.goto('/admin/appeals');
    await expect(page.getByRole('heading', { name: 'Звернення', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: phoneShown });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Анонімний');
    await expect(row).toContainText('Соціальний супровід');
    await expect(row).toContainText('Полтавська міська громада');
    await expect(row).toContainText('Нове');
    await expect(row.getByRole('cell').nth(8)).toHaveText(/^\d+ дн\.$|^\d+ год\. \d+ хв\.$/);
    await expect(row).toHaveClass(/bg-rose-50/);
    appealId = (await row.getByRole('cell').first().getByRole('link').first().innerText()).trim();
    expect(appealId).toMatch(/^\d+$/);

    await row.getByRole('link', { name: 'Редагувати', exact: true }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Звернення №${appealId} від \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}$`) })).toBeVisible();
    await page.getByRole('button', { name: 'Розподіл' }).click();
    const dialog = page.getByRole('dialog', { name: 'Розподіл звернень між виконавцями' });
    const assignment = dialog.getByRole('row').filter({ hasText: 'Соціальний супровід' });
    await expect(assignment).toContainText('Нове');
    await expect(assignment.getByRole('link', { name: 'Редагувати', exact: true })).toBeVisible();
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
    const row = first.getByRole('row').filter({ hasText: phoneShown });
    await expect(row).toContainText('Нове');
    await expect(row.getByRole('link', { name: 'Редагування', exact: true })).toHaveAttribute('title', 'Редагування');
    await row.getByRole('link', { name: 'Редагування', exact: true }).click();
    await expect(first.getByRole('heading', { name: new RegExp(`^Звернення №\\d+/${appealId} від `) })).toBeVisible();
    const executorSelect = first.getByLabel('Виконавець');
    await expect(executorSelect).toHaveAttribute('title', 'Перенаправити звернення');
    const status = first.getByLabel('Статус', { exact: true });
    await expect(status).toHaveAttribute('title', 'Змінити статус');
    await executorSelect.selectOption({ label: colleague });
    // Another executor means 'Перенаправлено', decided by the change itself.
    await expect(status).toHaveValue('2');
    await expect(status).toBeDisabled();
    await first.getByRole('button', { name: 'Зберегти' }).click();
    await closeInfo(first, 'Запис успішно оновлен');
    // The record is the colleague's now: back to one's own list.
    await expect(first).toHaveURL(/\/admin\/appeals-history$/);
    await first.context().close();
  });

  // ---- 4. The colleague takes it in work, then finishes it with a comment.
  await test.step('the colleague takes it in work (3) and finishes it with a comment (4)', async () => {
    const second = await newPage(browser, testInfo);
    await signIn(second, EXECUTORS[colleague]);
    await second.goto('/admin/appeals-history');
    const row = second.getByRole('row').filter({ hasText: phoneShown });
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
    await closeInfo(second, 'Запис успішно оновлен');
    await expect(second.getByText('В роботі').first()).toBeVisible();
    await expect(status).toHaveValue('3');
    await expect(status.locator('option[value="2"]')).toBeDisabled();
    await expect(status.locator('option[value="3"]')).toBeEnabled();

    // Finishing without 20 Cyrillic letters: the spec's message, and nothing saved.
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
    // Markup typed as text stays text, in the preview and later in the report.
    await comment.press('End');
    await comment.pressSequentially(' <img src=x onerror="window.__pwned=1">');
    await expect(second.getByTestId('bbcode-preview').locator('img')).toHaveCount(0);
    await second.getByRole('button', { name: 'Зберегти' }).click();
    await closeInfo(second, 'Запис успішно оновлен');
    await expect(second.getByLabel('Статус', { exact: true })).toBeDisabled();
    await expect(second.getByRole('button', { name: 'Зберегти' })).toHaveCount(0);
    await expect(second.getByRole('button', { name: 'Закрити' })).toBeVisible();
    expect(await second.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    await second.goto('/admin/appeals-history');
    const done = second.getByRole('row').filter({ hasText: phoneShown });
    await expect(done).toContainText('Виконано');
    await expect(done.getByRole('link', { name: 'Перегляд', exact: true })).toHaveAttribute('title', 'Перегляд');
    await second.context().close();
  });

  // ---- 5. The admin sees it finished: a green row, the report, the print view.
  await test.step('the admin row turns green and the report shows and prints the comment', async () => {
    await page.goto('/admin/appeals');
    const row = page.getByRole('row').filter({ hasText: phoneShown });
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
    await page.getByRole('row').filter({ hasText: phoneShown }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/appeals-history/appeal/${appealId}$`));
    const steps = page.getByTestId('timeline-step');
    await expect(steps.filter({ hasText: 'Звернення створено' })).toContainText('Надіслано через форму на сайті');
    await expect(steps.filter({ hasText: 'Призначено виконавця' })).toContainText(executor);
    await expect(steps.filter({ hasText: 'Перенаправлено' })).toContainText(`${executor} → ${colleague}`);
    await expect(steps.filter({ hasText: 'Змінено статус' })).toContainText('Перенаправлено → В роботі');
    await expect(page.locator('[data-action="finished"]')).toContainText('В роботі → Виконано');
    await expect(page.locator('[data-action]')).toHaveText([/Звернення створено/, /Призначено виконавця/, /Перенаправлено/, /Змінено статус/, /Виконано/]);
    // Its one executor record, finished, now with the colleague.
    const assignments = page.getByRole('table', { name: 'Виконавці' });
    await expect(assignments.getByRole('row').filter({ hasText: colleague })).toContainText('Виконано');
  });
});
