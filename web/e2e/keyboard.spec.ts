import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSend, apiToken } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { appealRow, DEMO_PASSWORD } from './support/platform';

/**
 * The whole job with the keyboard alone (WCAG 2.1.1, 2.4.7, 2.4.11): an executor
 * signs in, opens an appeal from their list, moves its record to 'В роботі' and
 * writes to the region's chat. No mouse event is sent: only Tab, Shift+Tab, Enter,
 * Escape, arrows and typing. Every element Tab stops on shows where the focus is,
 * and a dialog keeps the focus inside until it closes.
 */

const POLTAVA = 53;
const POLTAVA_CITY = 'UA53080370000025447';
/** 'Психологічна допомога' (1): of the demo executors of Полтавська only user@example.com provides it. */
const USER_ONLY_TYPE = 1;
const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
/** Lists show the phone masked; the row is found by its number. */
const phoneMasked = `+38(063)***-**-${digits.slice(5, 7)}`;
const MESSAGE = `Взяла звернення в роботу, ${digits}`;

interface FocusInfo {
  tag: string;
  html: string;
  name: string;
  visible: boolean;
  inDialog: boolean;
}

/** What has the focus, and whether it can be seen: an outline or a ring (a box-shadow that spreads). */
async function focused(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', html: '', name: '', visible: false, inDialog: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // "rgba(0, 0, 0, 0.1) 0px 1px 3px 0px" is a shadow; "rgb(...) 0px 0px 0px 2px" with a colour is a ring.
    const ring = style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => {
      const spread = /(-?[\d.]+)px\s*$/.exec(shadow.trim());
      const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(shadow);
      return spread !== null && parseFloat(spread[1]!) > 0 && (alpha === null || parseFloat(alpha[1]!) > 0);
    });
    // A native control's inner parts (a date field's day, its picker button) hold the focus inside it.
    const focusedHere = el.matches(':focus-visible') || el.matches(':focus-within');
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 60);
    return {
      tag: el.tagName.toLowerCase(),
      html: el.outerHTML.slice(0, 160),
      name,
      visible: focusedHere && (outline || ring),
      inDialog: Boolean(el.closest('[role="dialog"],[role="alertdialog"]')),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop
 * that the focus can be seen. Fails if the target is not reached in `max` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const info = await focused(page);
    expect(info.visible, `focus indicator on ${info.html}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} not reached with ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

test('an executor does the whole job with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  // Any mouse event on the page fails the journey.
  await page.addInitScript(() => {
    for (const type of ['mousedown', 'mouseup', 'click', 'pointerdown'] as const) {
      window.addEventListener(
        type,
        (event) => {
          // Enter and Space on a control fire a synthetic click with no pointer: detail 0, no coordinates.
          if ((event as MouseEvent).detail > 0 || (event as MouseEvent).screenX !== 0) (window as unknown as { __mouse?: string }).__mouse = type;
        },
        true,
      );
    }
  });
  const mouseUsed = () => page.evaluate(() => (window as unknown as { __mouse?: string }).__mouse);

  const admin = await apiToken('admin@example.com');
  const appeal = await apiSend<{ id: number }>('POST', '/api/appeals', admin, {
    name: 'Мирослава',
    last_name: 'Клавіатурна',
    phone: `38063${digits}`,
    region_id: POLTAVA,
    community_id: POLTAVA_CITY,
    assistance_ids: [USER_ONLY_TYPE],
    description: 'Звернення для перевірки роботи з клавіатури',
  });

  await test.step('sign in: Tab to the fields, type, Enter', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Вхід' })).toBeVisible();
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type('user@example.com');
    await tabTo(page, page.getByLabel('Пароль', { exact: true }));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/appeals-history$/);
  });

  await test.step('open the appeal from the list: skip link, Tab to its number, Enter', async () => {
    const row = appealRow(page, appeal.id);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('masked-phone')).toHaveText(phoneMasked);
    await expectNoSeriousViolations(page, 'keyboard journey: own appeals');
    await tabTo(page, page.getByRole('link', { name: 'До основного вмісту' }), { max: 3 });
    await page.keyboard.press('Enter');
    await tabTo(page, row.getByRole('link', { name: new RegExp(`^${appeal.id}: `) }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: new RegExp(`^Звернення №\\d+/${appeal.id} від `) })).toBeVisible();
  });

  await test.step("move the record to 'В роботі': arrows in the status list, Enter on Зберегти", async () => {
    const status = page.getByLabel('Статус', { exact: true });
    await tabTo(page, status);
    await page.keyboard.press('ArrowDown');
    await expect(status).toHaveValue('3');
    await tabTo(page, page.getByRole('button', { name: 'Зберегти' }));
    await page.keyboard.press('Enter');

    // The outcome dialog takes the focus and keeps it: Tab and Shift+Tab cycle inside it.
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Запис успішно оновлено');
    await expectNoSeriousViolations(page, 'keyboard journey: outcome dialog open');
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const info = await focused(page);
      expect(info.inDialog, `${key}: focus stays in the dialog (on <${info.tag}> "${info.name}")`).toBe(true);
      expect(info.visible, `${key}: focus indicator on <${info.tag}> "${info.name}"`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Back where it was: on the page, not lost to the top of the document.
    expect((await focused(page)).tag).not.toBe('body');
    await expect(status).toHaveValue('3');
    await expect(page.getByText('В роботі').first()).toBeVisible();
  });

  await test.step('go to the chat by the sidebar and send a message with Enter', async () => {
    await tabTo(page, page.getByRole('navigation', { name: 'Меню адміністратора' }).getByRole('link', { name: 'Chat', exact: true }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/chat$/);
    await expect(page.getByTestId('chat-connection')).toHaveAttribute('data-state', 'open');
    await tabTo(page, page.getByRole('textbox', { name: 'Текст повідомлення' }));
    await page.keyboard.type(MESSAGE);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chat-message').filter({ hasText: MESSAGE })).toHaveCount(1);
    // The conversation can be scrolled from the keyboard: its area is a tab stop.
    await tabTo(page, page.getByRole('region', { name: 'Чат регіону' }), { back: true });
    await expectNoSeriousViolations(page, 'keyboard journey: chat with the message sent');
  });

  expect(await mouseUsed()).toBeUndefined();
});
