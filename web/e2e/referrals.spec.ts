import { QUICK_EXIT_URL } from '@dosyt/core/site/quick-exit';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  ADMIN_EMAIL,
  apiGet,
  apiToken,
  appealIdByPhone,
  linkIn,
  POLTAVA_COMMUNITY_ID,
  POLTAVA_REGION_ID,
  uniqueEmail,
  waitForMailTo,
} from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { apiUrl, signIn } from './support/platform';
import { clearRateLimits } from './support/rate-limits';

/**
 * Referral pathways, end to end in the browser: the admin adds a service
 * that takes referrals; a person finds it on /services (and the national lines even
 * without JavaScript); the executor refers her case, refused without her consent,
 * then with it; the partner opens the link it was mailed (nothing personal in the
 * mail), sees only what she agreed to share, accepts, then completes; the executor
 * sees each step; the used-up link and an unknown one answer alike; /status shows her
 * the one neutral line she agreed to, never the service; the dashboards count the
 * referral by kind and outcome, the executor's with her small community count masked.
 *
 * 'Психологічна допомога' (1) in Полтавська is provided by one demo executor only
 * (user@example.com), so the appeal's record is hers.
 */

const EXECUTOR = 'user@example.com';
const PSYCHOLOGICAL = 1;
const stamp = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
const SERVICE = `Правова допомога «Тест ${stamp}»`;
const PARTNER_EMAIL = uniqueEmail('partner');
const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
const PHONE = `38063${digits}`;
const PERSON = { name: 'Маргарита', last_name: 'Направлена' };
const DESCRIPTION = 'Чоловік погрожує, потрібна консультація щодо розлучення';
const NOTE = 'Потрібна консультація юриста щодо захисного припису';
const PARTNER_HELP = "Вам запропоновано допомогу партнерської служби; з вами зв'яжуться";

async function freshPage(browser: Browser, testInfo: TestInfo, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, ...options });
  return context.newPage();
}

async function closeInfo(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('the admin adds a service, a person finds it, the executor refers her case with consent and the partner answers through its link', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(480_000);
  await clearRateLimits();

  await test.step('the admin adds a service that takes referrals; the form says what is missing in Ukrainian', async () => {
    await signIn(page, ADMIN_EMAIL);
    await page.getByRole('link', { name: 'Служби допомоги' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Служби допомоги' })).toBeVisible();
    await page.getByRole('button', { name: 'Додати службу' }).click();
    const dialog = page.getByRole('dialog', { name: 'Нова служба' });
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(dialog.getByText('Вкажіть назву служби').first()).toBeVisible();
    await expect(dialog.getByText('Оберіть вид служби').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/services, the new service form with its errors');

    await dialog.getByLabel('Назва').fill(SERVICE);
    await dialog.getByLabel('Вид допомоги', { exact: true }).selectOption({ label: 'Безоплатна правова допомога' });
    await dialog.getByLabel('Область').selectOption({ label: 'Полтавська' });
    await dialog.getByLabel('Громада').selectOption({ label: 'Полтавська міська громада' });
    await dialog.getByLabel('Телефони').fill('0 800 213 103, 0532 00 00 00');
    await dialog.getByLabel('Графік роботи').fill('пн–пт 9:00–18:00');
    await dialog.getByLabel('Опис').fill('Консультації юриста, представництво в суді');
    await dialog.getByLabel('Приймає направлення через платформу').check();
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    // Taking referrals needs the address they go to.
    await expect(dialog.getByText('Вкажіть email для направлень: служба приймає направлення').first()).toBeVisible();
    await dialog.getByLabel('Email для направлень').fill(PARTNER_EMAIL);
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await closeInfo(page, `Службу «${SERVICE}» додано`);
    const row = page.getByRole('row').filter({ hasText: SERVICE });
    await expect(row).toContainText('Безоплатна правова допомога');
    await expect(row).toContainText('Полтавська');
    await expectNoSeriousViolations(page, '/admin/services, with the new service');
  });

  await test.step('a person finds it on /services by region and community, phones as call links, nothing asked of anyone else', async () => {
    const person = await freshPage(browser, testInfo);
    const origins = new Set<string>();
    person.on('request', (request) => origins.add(new URL(request.url()).origin));
    await person.goto('/services');
    await expect(person.getByRole('heading', { level: 1, name: 'Куди звернутися' })).toBeVisible();
    await expect(person.getByRole('button', { name: 'Швидкий вихід' })).toBeVisible();
    await expect(person.getByRole('link', { name: /116 123/ })).toHaveAttribute('href', 'tel:116123');
    await person.getByLabel('Область').selectOption({ label: 'Полтавська' });
    await person.getByLabel('Громада').selectOption({ label: 'Полтавська міська громада' });
    const legal = person.getByRole('region', { name: 'Безоплатна правова допомога' });
    await expect(legal.getByRole('heading', { name: SERVICE })).toBeVisible();
    await expect(legal.getByRole('link', { name: /0 800 213 103/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
    // The referral address is never public.
    await expect(person.getByRole('main')).not.toContainText(PARTNER_EMAIL);
    await expectNoSeriousViolations(person, '/services, a community chosen');
    expect([...origins].filter((origin) => origin !== new URL(apiUrl).origin && origin !== new URL(person.url()).origin)).toEqual([]);
    await person.context().close();
  });

  await test.step('without JavaScript /services still shows the national lines', async () => {
    const noScript = await freshPage(browser, testInfo, { javaScriptEnabled: false });
    await noScript.goto('/services');
    await expect(noScript.getByRole('heading', { level: 1, name: 'Куди звернутися' })).toBeVisible();
    await expect(noScript.getByRole('link', { name: /0 800 500 335/ })).toBeVisible();
    await expect(noScript.getByRole('link', { name: /15-47/ })).toHaveAttribute('href', 'tel:1547');
    await expect(noScript.getByRole('link', { name: /102/ }).first()).toHaveAttribute('href', 'tel:102');
    await expect(noScript.getByRole('button', { name: 'Швидкий вихід' })).toHaveAttribute('href', QUICK_EXIT_URL);
    // Every public page's footer leads here.
    await noScript.goto('/support');
    await expect(noScript.locator('footer').getByRole('link', { name: 'Куди звернутися' })).toHaveAttribute('href', '/services');
    await noScript.context().close();
  });

  // She files through the public form's API and keeps the code it answers.
  const filed = await fetch(`${apiUrl}/api/appeals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...PERSON,
      region_id: POLTAVA_REGION_ID,
      community_id: POLTAVA_COMMUNITY_ID,
      phone: PHONE,
      assistance_ids: [PSYCHOLOGICAL],
      description: DESCRIPTION,
      children_help: false,
      safe_contact: { canCall: true, safeWord: 'Аптека' },
      idempotency_key: `e2e-referral-${digits}`,
    }),
  });
  expect(filed.status).toBe(201);
  const { followUpCode } = (await filed.json()) as { followUpCode: string };
  const admin = await apiToken(ADMIN_EMAIL);
  const appealId = await appealIdByPhone(PHONE, admin);
  let recordId = 0;
  await expect
    .poll(async () => {
      const records = await apiGet<Array<{ id: number }>>(`/api/appeal-history/appeal/${appealId}`, admin);
      recordId = records[0]?.id ?? 0;
      return recordId;
    })
    .toBeGreaterThan(0);

  const executor = await freshPage(browser, testInfo);
  const referral = executor.getByTestId('referral').filter({ hasText: SERVICE });

  await test.step('the executor cannot refer without the person’s consent, in the browser or through the API', async () => {
    await signIn(executor, EXECUTOR);
    await executor.goto(`/admin/appeal-history/edit/${recordId}`);
    await executor.getByRole('button', { name: 'Направити до служби' }).click();
    const dialog = executor.getByRole('dialog', { name: 'Направити до служби' });
    await dialog.getByRole('radio', { name: new RegExp(SERVICE) }).check();
    await dialog.getByRole('radio', { name: /Передати контакти/ }).check();
    await dialog.getByRole('button', { name: 'Направити' }).click();
    await expect(dialog.getByText('Без згоди людини направлення неможливе').first()).toBeVisible();
    await expectNoSeriousViolations(executor, 'the referral dialog with its consent error');

    const services = await apiGet<Array<{ id: string; name: string }>>(`/api/appeals/${appealId}/referral-services`, await apiToken(EXECUTOR));
    const serviceId = services.find((s) => s.name === SERVICE)?.id;
    expect(serviceId).toBeTruthy();
    const refused = await fetch(`${apiUrl}/api/appeals/${appealId}/referrals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken(EXECUTOR)}` },
      body: JSON.stringify({ serviceId, consent: false, share: 'contact', note: NOTE }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/згод/);
    await dialog.getByRole('button', { name: 'Скасувати' }).click();
    await executor.reload();
    await expect(executor.getByTestId('referrals-panel')).toContainText('Направлень ще немає');
  });

  await test.step('with consent the executor refers the case, sharing the contact, and tells the person on /status', async () => {
    await executor.getByRole('button', { name: 'Направити до служби' }).click();
    const dialog = executor.getByRole('dialog', { name: 'Направити до служби' });
    await dialog.getByLabel('Вид допомоги', { exact: true }).selectOption({ label: 'Безоплатна правова допомога' });
    await dialog.getByRole('radio', { name: new RegExp(SERVICE) }).check();
    await dialog.getByRole('checkbox', { name: /Людина погодилася/ }).check();
    await dialog.getByRole('radio', { name: /Передати контакти/ }).check();
    await dialog.getByLabel('Примітка для служби').fill(NOTE);
    await dialog.getByRole('checkbox', { name: /Людина хоче бачити/ }).check();
    await dialog.getByRole('button', { name: 'Направити' }).click();
    await closeInfo(executor, `Направлення надіслано до служби «${SERVICE}»`);
    await expect(referral.getByTestId('referral-status')).toHaveText('Надіслано');
    await expect(referral).toContainText('Ірина');
  });

  let link = '';
  await test.step('the service is mailed a link and nothing personal', async () => {
    const mail = await waitForMailTo(PARTNER_EMAIL, /направлен/i);
    link = linkIn(mail, '/referral/');
    const text = `${mail.subject} ${mail.body.text ?? ''} ${mail.body.html ?? ''}`;
    for (const secret of [PERSON.name, PERSON.last_name, digits, DESCRIPTION, NOTE]) expect(text).not.toContain(secret);
  });

  const partner = await freshPage(browser, testInfo);
  await test.step('the partner sees only what she agreed to share, and accepts', async () => {
    await partner.goto(link);
    await expect(partner.getByRole('heading', { level: 1 })).toContainText('Направлення від');
    await expect(partner.getByTestId('partner-name')).toHaveText(`${PERSON.name} ${PERSON.last_name}`);
    await expect(partner.getByTestId('partner-phone')).toContainText(digits.slice(-4));
    await expect(partner.getByTestId('partner-note')).toHaveText(NOTE);
    // The appeal's own story is not hers to pass on: it stays on the platform.
    await expect(partner.locator('body')).not.toContainText(DESCRIPTION);
    await expectNoSeriousViolations(partner, '/referral/{token}, an open referral');
    await partner.getByRole('button', { name: 'Прийняти направлення' }).click();
    await expect(partner.getByTestId('partner-status')).toHaveText('Прийнято');
  });

  await test.step('the executor sees it accepted', async () => {
    await executor.reload();
    await expect(referral.getByTestId('referral-status')).toHaveText('Прийнято');
    await expect(referral.getByTestId('referral-step')).toHaveCount(2);
  });

  await test.step('the partner completes; the executor sees it; the used-up link and an unknown one answer alike', async () => {
    await partner.getByLabel('Коментар').fill('Консультацію надано');
    await partner.getByRole('button', { name: 'Допомогу надано' }).click();
    await expect(partner.getByTestId('partner-status')).toHaveText('Допомогу надано');
    await executor.reload();
    await expect(referral.getByTestId('referral-status')).toHaveText('Допомогу надано');
    await expect(referral).toContainText('Консультацію надано');

    await partner.goto(link);
    await expect(partner.getByTestId('referral-unknown')).toBeVisible();
    const usedUp = await partner.getByTestId('referral-unknown').textContent();
    await partner.goto(`/referral/${'A'.repeat(43)}`);
    await expect(partner.getByTestId('referral-unknown')).toHaveText(usedUp!);
    await expect(partner.locator('body')).not.toContainText(PERSON.name);
  });

  await test.step('on /status she sees the one neutral line she agreed to, never the service', async () => {
    const person = await freshPage(browser, testInfo);
    await person.goto('/status');
    await person.getByLabel('Код звернення').fill(followUpCode);
    await person.getByRole('button', { name: 'Перевірити' }).click();
    await expect(person.getByTestId('follow-up-partner-help')).toHaveText(PARTNER_HELP);
    await expect(person.getByRole('main')).not.toContainText(SERVICE);
    await expect(person.getByRole('main')).not.toContainText('правова');
    await expect(person.getByRole('link', { name: 'Куди звернутися' }).first()).toHaveAttribute('href', '/services');
    await person.context().close();
  });

  await test.step('the dashboards count it by kind and outcome: the country and its regions for the admin, her region for the executor with the one small community masked', async () => {
    await page.goto('/admin/home');
    const figures = page.getByTestId('referral-figures');
    // The dashboard asks for a dozen figures at once: on a loaded machine they take a while.
    await expect(figures.getByRole('img', { name: /Направлення до служб за видами і результатом/ })).toBeVisible({ timeout: 30_000 });
    await figures.getByText('Таблиця за видами служб').click();
    // Cells: sent, accepted, declined, completed, expired, closed, total.
    const legal = figures.getByTestId('referral-kinds').getByRole('row', { name: /Безоплатна правова допомога/ });
    await expect(legal.getByRole('cell').nth(3)).toHaveText(/^[1-9]\d*$/);
    await figures.getByText('Таблиця за областями').click();
    await expect(
      figures
        .getByTestId('referral-regions')
        .getByRole('row', { name: /Полтавська/ })
        .getByRole('cell')
        .last(),
    ).toHaveText(/^[1-9]\d*$/);
    await expectNoSeriousViolations(page, '/admin/home, with the referral figures open');

    // Only this journey refers cases in Полтавська міська громада: its count is under 5, and the executor is not an admin.
    const answer = executor.waitForResponse((response) => response.url().includes('/api/appeal-history/referrals'));
    await executor.goto('/admin/home-users');
    const body = (await (await answer).json()) as { communities: Array<{ community_id: string; total: unknown }> };
    expect(body.communities.find((c) => c.community_id === POLTAVA_COMMUNITY_ID)?.total).toBe('<5');
    const own = executor.getByTestId('referral-figures');
    await expect(own.getByRole('img', { name: /Направлення до служб/ })).toBeVisible({ timeout: 30_000 });
    await own.getByText('Таблиця за громадами').click();
    await expect(
      own
        .getByTestId('referral-communities')
        .getByRole('row', { name: /Полтавська міська громада/ })
        .getByRole('cell'),
    ).toHaveText('<5');
    await expect(own).toContainText('точне число не показуємо');
    await expect(own.getByTestId('referral-regions')).toHaveCount(0);
  });

  await partner.context().close();
  await executor.context().close();
});
