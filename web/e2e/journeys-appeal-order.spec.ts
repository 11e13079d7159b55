import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { ADMIN_EMAIL, apiGet, apiSend, apiToken, appealIdByPhone } from './support/accounts';
import { DEMO_PASSWORD, signIn } from './support/platform';
import { writeStaffAccount } from './support/staff-table';

/**
 * A finished high-risk appeal is not pinned above open ones; high risk
 * puts an open appeal first; 'За терміном виконання' orders the list when a status is
 * chosen too. Дніпровська громада (region 12) is this journey's alone: an executor of
 * its own, four appeals of its own, so each list is compared whole.
 */
const REGION = 12;
const COMMUNITY = 'UA12020010000033698';
const TYPE = 6;
const FINISH_COMMENT = 'Надано консультацію та супровід, випадок закрито успішно';
const stamp = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
const executorEmail = `e2e-order-${stamp}@example.com`;

async function submit(request: APIRequestContext, suffix: string, risk: Record<string, boolean> = {}): Promise<string> {
  const phone = `38097${stamp.slice(0, 6)}${suffix}`;
  const sent = await request.post('/api/appeals', {
    data: {
      name: 'Олена',
      last_name: 'Порядкова',
      region_id: REGION,
      community_id: COMMUNITY,
      phone,
      assistance_ids: [TYPE],
      description: 'Потрібна консультація юриста щодо захисту',
      children_help: false,
      risk_answers: risk,
      idempotency_key: `e2e-order-${stamp}-${suffix}`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return phone;
}

/** The appeal numbers of a list's rows, top to bottom (each row's number link is named '<number>: …'). */
async function shownIds(table: Locator): Promise<number[]> {
  const labels = await table.getByRole('link', { name: /^\d+: / }).evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? ''));
  return [...new Set(labels.map((l) => Number(l.split(':')[0])))];
}

async function expectOrder(table: Locator, ids: number[]) {
  await expect(async () => expect(await shownIds(table)).toEqual(ids)).toPass({ timeout: 15_000 });
}

test('the open high-risk appeal comes first and the finished one keeps its place; the deadline sort orders a status too', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await writeStaffAccount({
    email: executorEmail,
    password: DEMO_PASSWORD,
    name: 'Марта',
    last_name: 'Дніпровська',
    phone: '380671112255',
    responsability: 'Юристка',
    institution: 'Дніпровський центр соціальних служб',
    assistanceIds: [TYPE],
    regionId: REGION,
    communityId: COMMUNITY,
    roles: ['USER'],
    workStatus: true,
  });
  const admin = await apiToken(ADMIN_EMAIL);
  const executor = await apiToken(executorEmail);

  // Oldest first: a high-risk appeal that is then finished, an open high-risk one, two calm ones.
  const finished = await appealIdByPhone(await submit(request, '1', { threatsToKill: true }), admin);
  const high = await appealIdByPhone(await submit(request, '2', { weapon: true }), admin);
  const older = await appealIdByPhone(await submit(request, '3'), admin);
  const newer = await appealIdByPhone(await submit(request, '4'), admin);
  const records = await apiGet<Array<{ id: number; userId: number }>>(`/api/appeal-history/appeal/${finished}`, admin);
  for (const appealStatusId of [3, 4]) await apiSend('PATCH', `/api/appeal-history/${records[0]!.id}`, executor, { appealStatusId, comment: FINISH_COMMENT });

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, ADMIN_EMAIL);
  await page.goto(`/admin/appeals?region=${REGION}&size=25`);
  const table = page.getByRole('table', { name: 'Звернення' });
  // Newest first: the open high-risk one heads the list, the finished one stays where its date puts it.
  await expectOrder(table, [high, newer, older, finished]);

  // A status: still newest first with the open high-risk one on top.
  await page.getByLabel('Статус', { exact: true }).selectOption({ label: 'Нове' });
  await expect(page).toHaveURL(/status=1/);
  await expectOrder(table, [high, newer, older]);

  // By deadline with the status: the soonest first (high risk has the shorter term).
  await page.getByLabel('Сортування', { exact: true }).selectOption({ label: 'За терміном виконання' });
  await expect(page).toHaveURL(/sort=deadline/);
  await expectOrder(table, [high, older, newer]);

  await page.getByLabel('Статус', { exact: true }).selectOption({ label: 'Виконано' });
  await expectOrder(table, [finished]);

  // Every status by deadline: what is still running, soonest first.
  await page.getByLabel('Статус', { exact: true }).selectOption({ label: 'Усі статуси' });
  await expectOrder(table, [high, older, newer]);

  // The executor's history: the same rules.
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1366, height: 768 } });
  const mine = await context.newPage();
  await signIn(mine, executorEmail);
  await mine.goto('/admin/appeals-history?size=25');
  const history = mine.getByRole('table', { name: 'Звернення' });
  await expectOrder(history, [high, newer, older, finished]);
  await mine.getByLabel('Статус', { exact: true }).selectOption({ label: 'Нове' });
  await mine.getByLabel('Сортування', { exact: true }).selectOption({ label: 'За терміном виконання' });
  await expect(mine).toHaveURL(/sort=deadline/);
  await expectOrder(history, [high, older, newer]);
  await context.close();
});
