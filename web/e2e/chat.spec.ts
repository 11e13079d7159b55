import { expect, test, type Browser, type Page } from '@playwright/test';
import { CHAT_LENGTH_MESSAGE } from '../../core/src/chat/chat.schema';
import { DEMO_PASSWORD, signIn } from './support/platform';
import { writeStaffAccount } from './support/staff-table';
import { expectNoSeriousViolations } from './support/axe';

/**
 * Region chat in real time: two colleagues of region 53 (Полтавська) in two
 * browser contexts exchange room and direct messages; a colleague of region 46
 * (Львівська), signed in at the same time, receives neither.
 */

const tag = Math.random().toString(36).slice(2, 7);
const lvivEmail = `chat-lviv-${tag}@example.com`;

/** An active, verified USER of region 46, written straight to the platform's table (no admin screens involved). */
async function createLvivColleague(): Promise<number> {
  return writeStaffAccount({
    email: lvivEmail,
    password: DEMO_PASSWORD,
    name: 'Оксана',
    last_name: 'Гнатюк',
    phone: '380671112233',
    responsability: 'Соціальна працівниця',
    institution: 'Львівський міський центр соціальних служб',
    assistanceIds: [1],
    regionId: 46,
    roles: ['USER'],
  });
}

/** Counts the chat's sound: every play() call, whether or not the browser let it play. */
function countSounds() {
  const w = window as unknown as { __chatSounds: number };
  w.__chatSounds = 0;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (this.src.includes('/sounds/chat-message')) w.__chatSounds++;
    return play.call(this);
  };
}

async function openChat(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(countSounds);
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto('/admin/chat');
  await expect(page.getByTestId('chat-connection')).toHaveAttribute('data-state', 'open');
  return page;
}

const sounds = (page: Page) => page.evaluate(() => (window as unknown as { __chatSounds: number }).__chatSounds);
const messages = (page: Page) => page.getByTestId('chat-message');
const textBox = (page: Page) => page.getByLabel('Текст повідомлення');

async function send(page: Page, text: string): Promise<void> {
  await textBox(page).fill(text);
  await page.getByRole('button', { name: 'Надіслати' }).click();
  await expect(textBox(page)).toHaveValue('');
}

test.describe('region chat', () => {
  let lvivId: number;

  test.beforeAll(async () => {
    lvivId = await createLvivColleague();
  });

  test('two colleagues talk in the room and directly in real time; another region hears nothing', async ({ browser }) => {
    // Prepare: Ірина (id 2) and Андрій (id 3) of region 53, Оксана of region 46
    const iryna = await openChat(browser, 'user@example.com');
    const andrii = await openChat(browser, 'user2@example.com');
    const oksana = await openChat(browser, lvivEmail);

    // The list is the region's: Ірина sees Андрій (with initials, online since he opened the chat) and no one from Lviv.
    await expect(iryna.getByTestId('chat-user-3')).toContainText('АМ');
    await expect(iryna.getByTestId('chat-user-3').getByTestId('online-dot')).toHaveAttribute('data-online', 'true');
    await expect(iryna.getByTestId(`chat-user-${lvivId}`)).toHaveCount(0);
    await expect(oksana.getByTestId('chat-user-2')).toHaveCount(0);
    await expect(oksana.getByTestId(`chat-user-${lvivId}`)).toContainText('ОГ');

    // Act 1: a room message
    const roomText = `Доброго ранку, колеги! ${tag}`;
    await send(iryna, roomText);

    // Assess 1: on the right for her, arriving live on the left for him, with the sound
    await expect(messages(iryna).filter({ hasText: roomText })).toHaveAttribute('data-own', 'true');
    const arrived = messages(andrii).filter({ hasText: roomText });
    await expect(arrived).toHaveAttribute('data-own', 'false');
    await expect(arrived).toContainText('Ірина');
    await expect(arrived.locator('time')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
    await expect(andrii.getByTestId('chat-day').first()).toBeVisible();
    await expectNoSeriousViolations(andrii, "chat: a colleague's room message arrived");
    await expect.poll(() => sounds(andrii)).toBe(1);
    expect(await sounds(iryna)).toBe(0);

    // Act 2: Андрій picks Ірина and writes to her directly
    await andrii.getByTestId('chat-user-2').click();
    await expect(andrii.getByTestId('chat-view-title')).toHaveText('Особисте листування: Ірина Коваленко');
    await expectNoSeriousViolations(andrii, 'chat: direct conversation chosen');
    const directText = `Ірино, гляньте звернення, будь ласка ${tag}`;
    await send(andrii, directText);

    // Assess 2: she hears it while in the room view, where it does not appear; it is there once she picks him
    await expect.poll(() => sounds(iryna)).toBe(1);
    await expect(messages(iryna).filter({ hasText: directText })).toHaveCount(0);
    await iryna.getByTestId('chat-user-3').click();
    await expect(iryna.getByTestId('chat-user-3')).toHaveAttribute('aria-pressed', 'true');
    await expect(messages(iryna).filter({ hasText: directText })).toHaveAttribute('data-own', 'false');

    // Act 3: she answers directly; he sees it live in the open conversation
    const replyText = `Дякую, вже переглядаю ${tag}`;
    await send(iryna, replyText);
    await expect(messages(andrii).filter({ hasText: replyText })).toHaveAttribute('data-own', 'false');
    await expect.poll(() => sounds(andrii)).toBe(2);

    // Clicking the selected colleague again goes back to the room, where the direct messages are not
    await iryna.getByTestId('chat-user-3').click();
    await expect(iryna.getByTestId('chat-view-title')).toHaveText('Чат регіону');
    await expect(messages(iryna).filter({ hasText: roomText })).toHaveCount(1);
    await expect(messages(iryna).filter({ hasText: directText })).toHaveCount(0);

    // The list counts Андрій's messages Ірина can see, with the time of the last one
    await expect(iryna.getByTestId('chat-user-3').getByTestId('chat-count')).not.toHaveText('0');
    await expect(iryna.getByTestId('chat-user-3').getByTestId('chat-last-time')).toHaveText(/\d{1,2}:\d{2} (AM|PM)/);

    // Оксана of region 46 got none of it: no message, no sound, even after a reload
    await oksana.reload();
    await expect(oksana.getByTestId('chat-connection')).toHaveAttribute('data-state', 'open');
    for (const text of [roomText, directText, replyText]) await expect(oksana.getByText(text)).toHaveCount(0);
    expect(await sounds(oksana)).toBe(0);

    // And her own room message stays in Lviv
    const lvivText = `Вітання зі Львова ${tag}`;
    await send(oksana, lvivText);
    await expect(messages(oksana).filter({ hasText: lvivText })).toHaveCount(1);
    await iryna.waitForTimeout(1000);
    await expect(iryna.getByText(lvivText)).toHaveCount(0);
    expect(await sounds(iryna)).toBe(1);

    await Promise.all([iryna, andrii, oksana].map((p) => p.context().close()));
  });

  test('a message over 255 characters is refused with the size message', async ({ page }) => {
    await signIn(page, 'user@example.com');
    await page.goto('/admin/chat');
    await textBox(page).fill('я'.repeat(256));
    await expect(page.getByText(CHAT_LENGTH_MESSAGE)).toBeVisible();
    await page.getByRole('button', { name: 'Надіслати' }).click();
    await expect(page.getByText(CHAT_LENGTH_MESSAGE)).toBeVisible();
    await expect(messages(page).filter({ hasText: 'я'.repeat(256) })).toHaveCount(0);
    // The server says the same to a client that skips the check.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const res = await page.request.post('/api/chats', { data: { text: 'я'.repeat(256) }, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe(CHAT_LENGTH_MESSAGE);
  });
});
