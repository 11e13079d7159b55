import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { kyivYearMonth, monthRange, shiftMonth } from '@dosyt/core/dates/dates';
import { ANONYMISED_NAME } from '@dosyt/core/appeal/retention.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppeal } from '../appeals/create-appeal';
import { appealPartitionKey } from '../db/appeal-store';
import { phoneHash } from '../appeals/phone-hash';
import { updateAssignment } from '../assignments/update-assignment';
import { db } from '../db/service';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import type { Caller } from '../lib/tokens';
import { appealContribution, appealFacts } from '../stats/contributions';
import { eventually } from '../test/stats-kit';
import { call } from '../../../infra/local/test/http';
import { createTestAccount, type TestAccount } from '../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { runSchedule } from '../../../infra/local/scheduler';
import { RETENTION_STATE_KEY, retentionState, type RetentionRunResult } from './appeal-retention';

/**
 * The retention job against DynamoDB Local: appeals seeded through the real
 * use-cases with earlier clocks (finished 30 months ago, finished 6 months ago,
 * still open from 30 months ago), the job run through the route table's schedule as
 * the local scheduler and EventBridge run it, and every dashboard figure of those
 * months read over HTTP before and after.
 */

const ZAKARPATTIA = 21;
const UZHHOROD = 'UA21020010000055068';
const SECOND = 'UA21020030000019624';
const IVANO_FRANKIVSK = 26;
const IF_COMMUNITY = 'UA26020010000096556';
const FINISH_COMMENT = 'Надано консультацію та супровід, випадок закрито успішно';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const now = Date.now();
const thisMonth = kyivYearMonth(now);
const monthAt = (delta: number) => {
  const { year, month } = shiftMonth(thisMonth.year, thisMonth.month, delta);
  return { year, month, range: monthRange(year, month) };
};
const OLD = monthAt(-30);
const YOUNG = monthAt(-6);
const SENTINEL = monthAt(-20);
/** The 10th of a month at noon, Kyiv-safe. */
const tenth = (m: { range: { startDate: string } }) => Date.parse(m.range.startDate) + 9 * DAY + 12 * HOUR;

let admin: string;
let executor: TestAccount;
let executorToken: string;
let phoneSeq = 0;

const caller = (account: TestAccount): Caller => ({ userId: account.id, name: 'Тестова Людина', roles: ['USER'], regionId: ZAKARPATTIA });

async function seedAppeal(at: number, options: { community?: string; types?: number[]; finishAfterHours?: number } = {}) {
  phoneSeq += 1;
  const phone = `3809912${String(phoneSeq).padStart(5, '0')}`;
  const { appeal } = await createAppeal(
    {
      name: 'Ганна',
      last_name: 'Забуваймо',
      age: 34,
      phone,
      region_id: ZAKARPATTIA,
      community_id: options.community ?? UZHHOROD,
      assistance_ids: options.types ?? [1],
      description: 'Опис ситуації, який має зникнути після строку зберігання',
      safe_contact: { canCall: false, sms: true, safeWord: 'Бузок', note: 'Лише після 18:00' },
    },
    { caller: null, sourceIp: `retention-${phoneSeq}`, now: at, notify: false, rateLimit: false },
  );
  const { data: records } = await db().entities.assignment.query.byAppeal({ appealId: appeal.id }).go({ pages: 'all' });
  for (const record of records) {
    await updateAssignment(caller(executor), record.id, { appealStatusId: 3, comment: 'Важлива інформація про заявницю' }, { now: at + HOUR, notify: false });
    if (options.finishAfterHours !== undefined) {
      await updateAssignment(
        caller(executor),
        record.id,
        { appealStatusId: 4, comment: FINISH_COMMENT },
        { now: at + options.finishAfterHours * HOUR, notify: false },
      );
    }
  }
  // A message the person wrote through /status.
  await db()
    .entities.followUpMessage.create({
      appealId: appeal.id,
      id: `01RETENTION${appeal.id}`,
      from: 'person',
      text: 'Мене звати Ганна',
      authorId: 0,
      createdAt: new Date(at + 2 * HOUR).toISOString(),
    })
    .go();
  return { id: appeal.id, phone };
}

async function partitionItems(appealId: number): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': appealPartitionKey(appealId) },
      ConsistentRead: true,
    }),
  );
  return Items;
}
const appealItem = async (id: number) => (await partitionItems(id)).find((i) => i.sk === 'appeal')!;

const q = (range: { startDate: string; endDate: string }) => `startDate=${encodeURIComponent(range.startDate)}&endDate=${encodeURIComponent(range.endDate)}`;
const day = (iso: string) => encodeURIComponent(iso);

/** Every figure a dashboard, the calendar and the top bar show for the region, its communities, types and executor in these months. */
async function figures(months: Array<{ range: { startDate: string; endDate: string } }>) {
  const out: Record<string, unknown> = {};
  for (const { range } of months) {
    const r = q(range);
    const get = async (path: string, token = admin) => {
      const reply = await call('GET', path, { token });
      expect(reply.status, path).toBe(200);
      return reply.body;
    };
    out[`${range.startDate} total`] = await get(`/api/appeal-history/totals?${r}`);
    out[`${range.startDate} region total`] = await get(`/api/appeal-history/totals?${r}&region_id=${ZAKARPATTIA}`);
    out[`${range.startDate} region`] = await get(`/api/appeal-history/totals/region/${ZAKARPATTIA}?${r}`);
    out[`${range.startDate} average`] = await get(`/api/appeal-history/avg/region/${ZAKARPATTIA}?${r}`);
    for (const type of [1, 2]) {
      out[`${range.startDate} type ${type}`] = await get(`/api/appeal-history/totals/assistance/${type}?${r}`);
      out[`${range.startDate} region type ${type}`] = await get(`/api/appeal-history/totals/assistance/${type}?${r}&region_id=${ZAKARPATTIA}`);
    }
    const communities = (await get(`/api/appeal-history/communityIds/${ZAKARPATTIA}?${r}`)) as string[];
    out[`${range.startDate} communities`] = communities;
    for (const id of communities) out[`${range.startDate} community ${id}`] = await get(`/api/appeal-history/totals/community/${id}?${r}`);
    out[`${range.startDate} calendar`] = await get(`/api/appeals/grouped/${day(range.startDate)}/${day(range.endDate)}`);
    out[`${range.startDate} executor calendar`] = await get(
      `/api/appeal-history/grouped/${executor.id}/${day(range.startDate)}/${day(range.endDate)}`,
      executorToken,
    );
  }
  out['region all-time'] = ((await call('GET', '/api/appeals/totals/regions', { token: admin })).body as Array<{ region_id: number }>).find(
    (row) => Number(row.region_id) === ZAKARPATTIA,
  );
  out['executor totals'] = (await call('POST', `/api/appeal-history/totals/user/${executor.id}`, { token: executorToken })).body;
  return out;
}

/**
 * The stream applies records in order: once an appeal written after the job is counted, the job's
 * writes have been too. The marker appeal goes to another region, so this region's figures stay.
 */
async function streamCaughtUp() {
  const path = `/api/appeal-history/totals/region/${IVANO_FRANKIVSK}?${q(SENTINEL.range)}`;
  const before = ((await call('GET', path, { token: admin })).body as { totals: number }).totals;
  phoneSeq += 1;
  await createAppeal(
    {
      name: 'Марта',
      last_name: 'Маркер',
      phone: `3809913${String(phoneSeq).padStart(5, '0')}`,
      region_id: IVANO_FRANKIVSK,
      community_id: IF_COMMUNITY,
      assistance_ids: [1],
      description: 'Звернення-маркер черги потоку',
    },
    { caller: null, sourceIp: `retention-${phoneSeq}`, now: tenth(SENTINEL) + phoneSeq * HOUR, notify: false, rateLimit: false },
  );
  await eventually(async () => {
    const reply = await call('GET', path, { token: admin });
    expect(reply.body.totals).toBe(before + 1);
  });
}

let old: { id: number; phone: string };
let oldOpen: { id: number; phone: string };
let young: { id: number; phone: string };

beforeAll(async () => {
  admin = await tokenForDemo('ADMIN');
  executor = await createTestAccount({ regionId: ZAKARPATTIA, communityId: UZHHOROD, assistanceIds: [1, 2] });
  executorToken = await executor.token();
  old = await seedAppeal(tenth(OLD), { types: [1, 2], finishAfterHours: 50 });
  oldOpen = await seedAppeal(tenth(OLD) + 3 * HOUR, { community: SECOND });
  young = await seedAppeal(tenth(YOUNG), { finishAfterHours: 26 });
  await streamCaughtUp();
}, 120_000);

describe('retention job', () => {
  it('anonymises finished appeals past the period, leaves younger and unfinished ones, and changes no dashboard figure', async () => {
    // Prepare
    const before = await figures([OLD, YOUNG]);
    const untouchedBefore = [await partitionItems(oldOpen.id), await partitionItems(young.id)];
    const oldBefore = await appealItem(old.id);

    // Act
    const run = (await runSchedule('appeal-retention')) as RetentionRunResult;
    await streamCaughtUp();

    // Assess: the old finished appeal keeps what the statistics read, and nothing personal
    expect(run.anonymised).toBeGreaterThanOrEqual(1);
    const items = await partitionItems(old.id);
    const appeal = items.find((i) => i.sk === 'appeal')!;
    expect(appeal).toMatchObject({ name: ANONYMISED_NAME, creator: ANONYMISED_NAME, phone: '', description: '', status_id: 4 });
    for (const gone of ['last_name', 'age', 'phoneHash', 'gsi3pk', 'gsi3sk', 'safeContact']) expect(appeal, gone).not.toHaveProperty(gone);
    for (const kept of ['createdAt', 'updatedAt', 'region_id', 'community_id', 'assistanceIds', 'children_count', 'gsi1pk', 'gsi2pk']) {
      expect(appeal[kept], kept).toEqual(oldBefore[kept]);
    }
    expect(appealContribution(appealFacts(appeal))).toEqual(appealContribution(appealFacts(oldBefore)));
    const reports = items.filter((i) => i.__edb_e__ === 'report');
    expect(reports).toHaveLength(2);
    for (const report of reports) expect(report.content).toBe('');
    for (const record of items.filter((i) => i.__edb_e__ === 'assignment')) expect(record).not.toHaveProperty('comment');
    expect(items.filter((i) => i.__edb_e__ === 'followUpMessage')).toEqual([]);
    expect(JSON.stringify(items)).not.toMatch(/Ганна|Забуваймо|Бузок|Важлива інформація про|Опис ситуації|Надано консультацію/);
    const byPhone = await dynamo().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk',
        ExpressionAttributeValues: { ':pk': `phone#${await phoneHash(old.phone)}` },
      }),
    );
    expect(byPhone.Items).toEqual([]);
    // The timeline says so, with no personal data.
    const timeline = await call('GET', `/api/appeals/timeline/${old.id}`, { token: admin });
    expect(timeline.body.at(-1)).toMatchObject({ action: 'anonymised', actorId: 0, after: { reason: 'retention', reports: 2, messages: 1 } });

    // Assess: the younger and the unfinished appeal are as they were
    expect([await partitionItems(oldOpen.id), await partitionItems(young.id)]).toEqual(untouchedBefore);

    // Assess: every figure is the same
    expect(await figures([OLD, YOUNG])).toEqual(before);
  }, 120_000);

  it('changes nothing on a second run, and records how many each run changed', async () => {
    // Prepare
    const appealBefore = await appealItem(old.id);
    const totalBefore = (await retentionState()).totalAnonymised ?? 0;

    // Act
    const run = (await runSchedule('appeal-retention')) as RetentionRunResult;

    // Assess
    expect(run.anonymised).toBe(0);
    expect(await appealItem(old.id)).toEqual(appealBefore);
    const state = await retentionState();
    expect(state).toMatchObject({ lastRunAnonymised: 0, totalAnonymised: totalBefore });
    expect(state.cursor! >= `${String(appealBefore.updatedAt)}#${String(old.id).padStart(10, '0')}`).toBe(true);
  });

  it('resumes from its cursor: a run that stopped after anonymising an appeal does not lose the rest', async () => {
    // Prepare: two more finished appeals past the period, and a run of one appeal only
    const first = await seedAppeal(tenth(OLD) + 5 * DAY, { finishAfterHours: 30 });
    const second = await seedAppeal(tenth(OLD) + 6 * DAY, { finishAfterHours: 30 });
    const { runRetention } = await import('./appeal-retention');
    const partial = await runRetention({ limit: 1 });
    expect(partial).toMatchObject({ checked: 1, anonymised: 1, more: true });
    expect((await appealItem(first.id)).anonymisedAt).toBeDefined();
    expect((await appealItem(second.id)).anonymisedAt).toBeUndefined();
    // A failure before the cursor moved: put it back to where it was before that appeal.
    const cursorBefore = (await retentionState()).cursor!;
    const firstKey = cursorBefore;
    await dynamo().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: { ...RETENTION_STATE_KEY, ...(await retentionState()), cursor: firstKey.replace(/#\d+$/, '#0000000000') },
      }),
    );

    // Act
    const resumed = (await runSchedule('appeal-retention')) as RetentionRunResult;

    // Assess: the first appeal counts as unchanged (already done), the second is done now
    expect(resumed).toMatchObject({ checked: 2, anonymised: 1 });
    expect((await appealItem(second.id)).name).toBe(ANONYMISED_NAME);
    expect((await appealItem(first.id)).name).toBe(ANONYMISED_NAME);
  }, 60_000);

  it('backfills the retention index for appeals that finished before it existed', async () => {
    // Prepare: the young appeal's index item gone, as on a table older than the index
    const { updatedAt } = await appealItem(young.id);
    await db()
      .entities.finishedAppeal.delete({ appealId: young.id, finishedAt: String(updatedAt) })
      .go();
    const { indexFinishedAppeals } = await import('./maintenance/finished-index');

    // Act
    const result = await indexFinishedAppeals();

    // Assess
    expect(result.indexed).toBeGreaterThanOrEqual(4);
    const { data } = await db()
      .entities.finishedAppeal.get({ appealId: young.id, finishedAt: String(updatedAt) })
      .go();
    expect(data).toMatchObject({ appealId: young.id, finishedAt: updatedAt });
    expect(
      (
        await db()
          .entities.finishedAppeal.get({ appealId: oldOpen.id, finishedAt: String((await appealItem(oldOpen.id)).updatedAt) })
          .go()
      ).data,
    ).toBeNull();
  }, 60_000);
});
