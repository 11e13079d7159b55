import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/platform';

/**
 * A person files an anonymous appeal from /help-form with
 * "Як безпечно з вами зв'язатися" and a "yes" to the threat-to-kill question; the
 * page tells them nothing about the level. The executor (user@example.com, the one
 * demo executor of Полтавська who provides 'Юридична консультація') sees the
 * safe-contact block before the phone, the 'Високий ризик' badge, and the shorter
 * deadline (24 h, not 72 h).
 */

const SUCCESS = "Ваше звернення успішно надіслано, ми обов'язково зв'яжемося з вами!";
const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
const phoneShown = `+38(067)${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`;
/** Lists show the phone masked: the executor finds the record by searching the whole number. */
const phoneMasked = `+38(067)***-**-${digits.slice(5, 7)}`;
const ownSearch = `/admin/appeals-history?q=067${digits}`;
const safeWord = `Соняшник ${digits.slice(0, 3)}`;

test('an anonymous high-risk appeal with safe-contact instructions reaches its executor flagged, with the block first and a 24-hour deadline', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);

  await test.step('the person fills the form with the safety blocks', async () => {
    await page.goto('/help-form');
    await page.getByLabel('Звернутися анонімно').check();
    await page.getByLabel('Область').selectOption({ label: 'Полтавська' });
    await page.getByRole('combobox', { name: 'Громада' }).fill('Полтавська');
    await page.getByRole('option', { name: /Полтавська міська громада/ }).click();
    await page.getByLabel('Телефон', { exact: true }).pressSequentially(`067${digits}`);
    await page.getByLabel('Юридична консультація').check();
    await page.getByLabel('Опис ситуації').fill('Потрібна порада юриста щодо захисного припису');

    const safe = page.getByRole('group', { name: "Як безпечно з вами зв'язатися" });
    await safe.getByRole('radiogroup', { name: 'Чи безпечно вам телефонувати?' }).getByLabel('Ні, лише повідомлення').check();
    await safe.getByRole('group', { name: 'Безпечні дні' }).getByLabel('Вт').check();
    await safe.getByLabel('Безпечний час з').fill('10:00');
    await safe.getByLabel('до', { exact: true }).fill('12:00');
    await safe.getByRole('radiogroup', { name: 'Чи можна залишити голосове повідомлення?' }).getByLabel('Ні').check();
    await safe.getByLabel(/Кодове слово/).fill(safeWord);
    await safe.getByLabel(/Примітка/).fill('Пишіть лише у Вайбер');

    const risk = page.getByRole('group', { name: 'Оцінка небезпеки' });
    await risk
      .getByRole('radiogroup', { name: /погрожував вас убити/ })
      .getByLabel('Так')
      .check();
    await risk
      .getByRole('radiogroup', { name: /вагітні/ })
      .getByLabel('Ні')
      .check();

    await page.getByRole('checkbox', { name: /Я погоджуюся/ }).check();
    await expectNoSeriousViolations(page, 'the public form with the safety blocks filled');
    await page.getByRole('button', { name: 'Досить мовчати — надіслати звернення' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(SUCCESS);
    // Nothing on the person's screen says how the appeal was rated.
    await expect(page.getByText(/Високий ризик|високий/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
  });

  await test.step('the executor sees the block first, the badge and the shorter deadline', async () => {
    const { baseURL, locale, timezoneId } = testInfo.project.use;
    const executor = await (await browser.newContext({ baseURL, locale, timezoneId })).newPage();
    await signIn(executor, 'user@example.com');
    await executor.goto(ownSearch);
    const row = executor.getByRole('row').filter({ hasText: phoneMasked });
    await expect(row).toContainText('Високий ризик');
    await row.getByRole('link', { name: 'Редагування', exact: true }).click();

    const notice = executor.getByTestId('safe-contact-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('НЕ дзвонити — лише повідомлення');
    await expect(notice).toContainText('Вт');
    await expect(notice).toContainText('10:00–12:00');
    await expect(notice).toContainText('НЕ залишати');
    await expect(notice).toContainText(safeWord);
    await expect(notice).toContainText('Пишіть лише у Вайбер');
    await expect(notice).toContainText('Високий ризик');
    await expect(notice).toContainText('Кривдник погрожував вас убити');
    // Before the phone number, on the page as in the DOM.
    const phone = executor.getByRole('link', { name: phoneShown });
    const [noticeBox, phoneBox] = [await notice.boundingBox(), await phone.boundingBox()];
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(phoneBox!.y);
    // 24 hours, not the usual 72: 'N год. M хв.' and under a day.
    await expect(executor.getByTestId('record-deadline')).toHaveText(/^(2[0-3]|1\d|\d) год\. \d+ хв\./);
    await expectNoSeriousViolations(executor, "the executor's record with the safe-contact block");
  });
});
