import { expect, test, type Page } from '@playwright/test';
import { apiUrl, DEMO_PASSWORD, mailbox, signIn, type StoredMail } from './support/platform';
import { clearRateLimits } from './support/rate-limits';

/**
 * One day of real use, on a desktop (1366x768) and on a phone (390x844):
 *
 * a person in danger files an anonymous appeal (calls are not safe, a threat to kill)
 * and keeps the code the success screen shows; the executor sees her message, answers
 * and takes the case in work; she answers back with the code alone; the executor
 * finishes the case; she sees it finished and is told where to ask for help again
 * instead of writing into nowhere; the admin checks the day: the row, the timeline
 * and the report. No mail carries the code or the texts.
 *
 * 'Юридична консультація' in Полтавська is provided by one demo executor only
 * (user@example.com, Ірина Коваленко), so the record is hers.
 */

const SUCCESS = "Ваше звернення успішно надіслано, ми обов'язково зв'яжемося з вами!";
const PERSON_TEXT = 'Мені безпечно писати лише після 18:00, будь ласка, не телефонуйте';
const STAFF_TEXT = 'Зрозуміло, напишемо вам після 18:00';
const PERSON_ANSWER = 'Дякую, після 18:00 мені зручно';
const COMMENT = 'Надано юридичну консультацію щодо захисного припису письмово';

async function closeInfo(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`one day of real use on a ${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a person in danger files, keeps her code and writes; the executor answers and finishes; the admin checks the day', async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(240_000);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
      const ownSearch = `/admin/appeals-history?q=067${digits}`;
      const phoneMasked = `+38(067)***-**-${digits.slice(5, 7)}`;
      const newContextPage = async () => {
        const { baseURL, locale, timezoneId } = testInfo.project.use;
        const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: viewport.width, height: viewport.height } });
        return context.newPage();
      };

      let code = '';
      let toldBefore = 0;
      await test.step('she files in danger: no calls, a threat to kill; the consent promises no call', async () => {
        await page.goto('/help-form');
        const agreement = page.getByRole('checkbox', { name: /Я погоджуюся/ });
        // Nothing is wrong with a form she has not touched yet.
        await expect(agreement).toBeVisible();
        await expect(page.getByText('Потрібно прийняти умови угоди')).toHaveCount(0);
        await page.getByLabel('Звернутися анонімно').check();
        await page.getByLabel('Область').selectOption({ label: 'Полтавська' });
        await page.getByRole('combobox', { name: 'Громада' }).fill('Полтавська');
        await page.getByRole('option', { name: /Полтавська міська громада/ }).click();
        await page.getByLabel('Телефон', { exact: true }).pressSequentially(`067${digits}`);
        await page.getByLabel('Юридична консультація').check();
        await page.getByLabel('Опис ситуації').fill('потрібна порада щодо захисного припису');
        const safe = page.getByRole('group', { name: "Як безпечно з вами зв'язатися" });
        await safe.getByRole('radiogroup', { name: 'Чи безпечно вам телефонувати?' }).getByLabel('Ні, лише повідомлення').check();
        const risk = page.getByRole('group', { name: 'Оцінка небезпеки' });
        await risk
          .getByRole('radiogroup', { name: /погрожував вас убити/ })
          .getByLabel('Так')
          .check();
        await expect(agreement).toHaveAccessibleName(/лише повідомленням, без дзвінка/);
        await expect(agreement).not.toHaveAccessibleName(/зателефонують/);
        await agreement.check();
        await page.getByRole('button', { name: 'Досить мовчати — надіслати звернення' }).click();
      });

      await test.step('the success dialog keeps the code: its own link asks first, and the code stays in view', async () => {
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText(SUCCESS);
        await expect(dialog).toContainText('Збережіть цей код у безпечному місці');
        code = (await dialog.getByTestId('follow-up-code').textContent())!.trim();
        expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
        await dialog.getByRole('button', { name: 'Скопіювати код' }).click();
        await expect(dialog.getByRole('button', { name: 'Скопійовано' })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

        // The dialog's own link to /status does not take the code away.
        await dialog.getByRole('link', { name: '«Стан звернення»' }).click();
        await expect(page).toHaveURL(/\/help-form$/);
        await expect(dialog.getByText('Ви зберегли код?')).toBeVisible();
        await expect(dialog.getByTestId('follow-up-code')).toHaveText(code);
        await dialog.getByRole('button', { name: 'Ще ні' }).click();
        await expect(dialog.getByText('Ви зберегли код?')).toHaveCount(0);
        await expect(dialog.getByTestId('follow-up-code')).toHaveText(code);
        await dialog.getByRole('link', { name: '«Стан звернення»' }).click();
        await dialog.getByRole('button', { name: 'Так, перейти' }).click();
        await expect(page).toHaveURL(/\/status$/);
        await expect(page).toHaveTitle('Стан звернення | Проєкт Досить');
        // Nothing is kept in the browser or the address.
        expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
      });

      await test.step('on /status she sees Отримано, nothing personal, and writes', async () => {
        // Typed as a person might: lower case, no dashes.
        await page.getByLabel('Код звернення').fill(code.toLowerCase().replace(/-/g, ''));
        await page.getByRole('button', { name: 'Перевірити' }).click();
        await expect(page.getByTestId('follow-up-state')).toHaveText('Отримано');
        await expect(page.getByRole('main')).not.toContainText('Полтав');
        await expect(page.getByRole('main')).not.toContainText('ризик');
        await page.getByRole('textbox', { name: 'Додати повідомлення' }).fill(PERSON_TEXT);
        toldBefore = (await mailbox('user@example.com')).filter((m) => /Нове повідомлення від заявника/.test(m.subject)).length;
        await page.getByRole('button', { name: 'Надіслати повідомлення' }).click();
        await expect(page.getByText('Повідомлення надіслано', { exact: true })).toBeVisible();
        await expect(page.getByTestId('follow-up-message')).toContainText(PERSON_TEXT);
      });

      const executor = await newContextPage();
      await test.step("the executor follows the mail's link while signed out and lands on the record after sign-in", async () => {
        let mail: StoredMail | undefined;
        await expect
          .poll(
            async () => {
              const told = (await mailbox('user@example.com')).filter((m) => /Нове повідомлення від заявника/.test(m.subject));
              mail = told.length > toldBefore ? told.at(-1) : undefined;
              return Boolean(mail);
            },
            { timeout: 20_000 },
          )
          .toBe(true);
        const link = new URL((mail!.body.text ?? '').match(/https?:\/\/\S+\/admin\/appeal-history\/edit\/\d+/)![0]);
        await executor.goto(link.pathname);
        await expect(executor).toHaveURL(/\/login\?next=/);
        await executor.locator('input[autocomplete="username"]').fill('user@example.com');
        await executor.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
        await executor.getByRole('button', { name: 'Увійти', exact: true }).click();
        await expect(executor).toHaveURL(new RegExp(`${link.pathname}$`));
        await expect(executor.getByTestId('staff-thread-message')).toContainText(PERSON_TEXT);

        // Her high-risk appeal is in the executor's top bar too; on a desktop the chips stay on one line.
        const chip = executor.getByTestId('high-risk-count');
        await expect(chip).toBeVisible();
        await expect(chip).toHaveAccessibleName(/^Високий ризик: \d+\+? ваших відкритих звернень$/);
        if (viewport.width >= 1024) {
          const totals = executor.getByRole('banner').getByRole('definition');
          await expect(totals).toHaveCount(4);
          const boxes = [
            await chip.boundingBox(),
            ...(await Promise.all((await executor.getByRole('banner').locator('dl > div').all()).map((c) => c.boundingBox()))),
          ];
          for (const box of boxes) {
            expect(box!.height).toBeLessThanOrEqual(32);
            expect(Math.abs(box!.y + box!.height / 2 - (boxes[0]!.y + boxes[0]!.height / 2))).toBeLessThanOrEqual(2);
          }
        }

        // A new tab (a bookmark) opens signed in while the session lives.
        const tab = await executor.context().newPage();
        await tab.goto(ownSearch);
        await expect(tab.getByRole('row').filter({ hasText: phoneMasked })).toBeVisible();
        await expect(tab).toHaveURL(/\/admin\/appeals-history\?q=/);
        await tab.close();
      });

      await test.step('the executor sees the message on the timeline, answers and takes the case in work', async () => {
        await executor.goto(ownSearch);
        const row = executor.getByRole('row').filter({ hasText: phoneMasked });
        await expect(row).toContainText('Високий ризик');
        // Opened from the mail: read, so no mark.
        await expect(row.getByTestId('new-message-badge')).toHaveCount(0);
        await row.getByRole('link', { name: 'Хронологія' }).click();
        const step = executor.locator('[data-testid="timeline-step"][data-action="person-message"]');
        await expect(step).toContainText('Повідомлення від заявника');
        await expect(step).toContainText(PERSON_TEXT);

        await executor.goto(ownSearch);
        await row.getByRole('link', { name: 'Редагування', exact: true }).click();
        await expect(executor.getByTestId('safe-contact-notice')).toContainText('НЕ дзвонити — лише повідомлення');
        await expect(executor.getByTestId('staff-thread-message')).toContainText(PERSON_TEXT);
        await executor.getByRole('textbox', { name: 'Відповідь заявнику' }).fill(STAFF_TEXT);
        await executor.getByRole('button', { name: 'Відповісти' }).click();
        await expect(executor.getByText('Відповідь надіслано')).toBeVisible();
        await expect(executor.getByTestId('staff-thread-message')).toHaveCount(2);

        // 'Важлива інформація' is what 'Виконано' asks for: not shown before that status is chosen.
        await expect(executor.getByRole('textbox', { name: 'Важлива інформація:' })).toHaveCount(0);
        await executor.getByLabel('Статус', { exact: true }).selectOption('3');
        await expect(executor.getByRole('textbox', { name: 'Важлива інформація:' })).toHaveCount(0);
        await executor.getByRole('button', { name: 'Зберегти' }).click();
        await closeInfo(executor, 'Запис успішно оновлено');
        await expect(executor.getByLabel('Статус', { exact: true })).toHaveValue('3');

        // Opened and answered: the mark is gone from the list.
        await executor.goto(ownSearch);
        await expect(row).toContainText('В роботі');
        await expect(row.getByTestId('new-message-badge')).toHaveCount(0);
      });

      await test.step('she reads the answer with the code and answers back', async () => {
        await page.getByRole('button', { name: 'Перевірити' }).click();
        await expect(page.getByTestId('follow-up-state')).toHaveText('У роботі');
        await expect(page.getByTestId('follow-up-message')).toHaveCount(2);
        await expect(page.getByTestId('follow-up-message').nth(1)).toContainText(STAFF_TEXT);
        await page.getByRole('textbox', { name: 'Додати повідомлення' }).fill(PERSON_ANSWER);
        await page.getByRole('button', { name: 'Надіслати повідомлення' }).click();
        await expect(page.getByTestId('follow-up-message')).toHaveCount(3);
      });

      await test.step('the executor sees the mark and the notification, reads her answer and finishes the case', async () => {
        await executor.goto(ownSearch);
        // The bell counts what waits behind it.
        await expect(executor.getByTestId('notification-count')).toHaveText(/^\d+\+?$/);
        await expect(executor.getByRole('link', { name: /^Сповіщення: \d+\+? нових повідомлень$/ })).toBeVisible();
        await executor.goto('/admin/notification');
        await expect(executor.getByTestId('new-messages-column').getByTestId('notice-card')).toHaveCount(1);
        await executor.goto(ownSearch);
        const row = executor.getByRole('row').filter({ hasText: phoneMasked });
        await expect(row.getByTestId('new-message-badge')).toBeVisible();
        await row.getByRole('link', { name: 'Редагування', exact: true }).click();
        await expect(executor.getByTestId('staff-thread-message')).toHaveCount(3);
        await expect(executor.getByTestId('staff-thread-message').nth(2)).toContainText(PERSON_ANSWER);
        await executor.getByLabel('Статус', { exact: true }).selectOption('4');
        await executor.getByRole('textbox', { name: 'Важлива інформація:' }).fill(COMMENT);
        await executor.getByRole('button', { name: 'Зберегти' }).click();
        await closeInfo(executor, 'Запис успішно оновлено');
        await expect(executor.getByLabel('Статус', { exact: true })).toBeDisabled();
        // Finished: no deadline runs any more, the record says when it was finished.
        await expect(executor.getByTestId('record-deadline')).toHaveText(/^Виконано \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
        await executor.context().close();
      });

      await test.step('she sees the case finished: no message goes into nowhere, she is told how to ask again', async () => {
        await page.getByRole('button', { name: 'Перевірити' }).click();
        await expect(page.getByTestId('follow-up-state')).toHaveText('Завершено');
        await expect(page.getByTestId('follow-up-message')).toHaveCount(3);
        await expect(page.getByRole('textbox', { name: 'Додати повідомлення' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Надіслати повідомлення' })).toHaveCount(0);
        const finished = page.getByTestId('follow-up-finished');
        await expect(finished).toContainText('Це звернення завершено, тому нові повідомлення до нього ніхто не отримає');
        await expect(finished.getByRole('link', { name: 'Надіслати нове звернення' })).toHaveAttribute('href', '/help-form');
      });

      await test.step('the admin checks the day: the finished row, the timeline and the report', async () => {
        const admin = await newContextPage();
        await signIn(admin, 'admin@example.com');
        // One year in every footer, the public site's and the admin area's.
        const year = new Date().getFullYear();
        await expect(admin.getByRole('contentinfo')).toContainText(`© ${year} Усі права захищені`);
        await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Проєкт Досить`);
        await admin.goto(`/admin/appeals?q=067${digits}`);
        const row = admin.getByRole('row').filter({ hasText: phoneMasked });
        await expect(row).toContainText('Виконано');
        const appealId = (await row.getByRole('link').first().textContent())!.match(/\d+/)![0];
        await admin.goto(`/admin/appeals-history/appeal/${appealId}`);
        const steps = admin.locator('[data-testid="timeline-step"][data-action="person-message"]');
        await expect(steps).toHaveCount(2);
        await expect(admin.locator('[data-testid="timeline-step"][data-action="created"]')).toContainText('Звернення створено');
        // Every step in words; the reads folded to one line per person per day.
        const timeline = admin.getByRole('list', { name: 'Хронологія' });
        await expect(timeline).not.toContainText(/risk-changed|riskAnswers|Інша зміна|інші дані/);
        const reads = admin.locator('[data-testid="timeline-step"][data-action="reads"]');
        await expect(reads.first()).toBeVisible();
        const readers = await reads.locator('summary').allTextContents();
        expect(new Set(readers.map((r) => r.split(' · ').at(-1))).size).toBe(readers.length);
        await reads.first().locator('summary').click();
        await expect(reads.first().getByTestId('timeline-read').first()).toBeVisible();
        await admin.goto(`/admin/appeals/report/${appealId}`);
        await expect(admin.getByTestId('appeal-report')).toContainText(COMMENT);
        await admin.context().close();
      });

      await test.step('the mails told the executor, with no code and no text', async () => {
        await expect
          .poll(async () => (await mailbox('user@example.com')).some((m) => /Нове повідомлення від заявника/.test(m.subject)), { timeout: 20_000 })
          .toBe(true);
        const all = JSON.stringify([...(await mailbox('user@example.com')), ...(await mailbox('admin@example.com'))]);
        for (const secret of [code, code.replace(/-/g, ''), PERSON_TEXT, STAFF_TEXT, PERSON_ANSWER]) expect(all).not.toContain(secret);
      });
    });
  });
}

test('checked too often from one address, /status says how long to wait and what to do meanwhile', async ({ page }) => {
  const check = () =>
    fetch(`${apiUrl}/api/follow-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'AAAA-AAAA-AAAA' }) });
  try {
    // The address's look-ups spent as repeated checks would (this worker and the browser share 127.0.0.1).
    for (let i = 0; i < 200 && (await check()).status !== 429; i += 1);
    await page.goto('/status');
    await page.getByLabel('Код звернення').fill('AAAA-AAAA-AAAA');
    await page.getByRole('button', { name: 'Перевірити' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Забагато спроб' });
    await expect(notice).toContainText(/Спробуйте знову (через (\d+ год )?\d+ (год|хв) \(о \d\d:\d\d\)|приблизно через годину)\./);
    await expect(notice).toContainText('Тим часом ви можете зателефонувати нам');
    await expect(notice).toContainText('102');
    await expect(notice.getByTestId('organisation-contacts')).toBeVisible();
  } finally {
    await clearRateLimits();
  }
  // Given back: the journeys after this one are not refused.
  expect((await check()).status).toBe(404);
});
