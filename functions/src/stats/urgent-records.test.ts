import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAssignment } from '../appeals/distribution';
import type { AppealItem } from '../db/entities/appeal.entity';
import { assignmentEntity, withUrgentIndex, type AssignmentItem } from '../db/entities/assignment.entity';
import { db } from '../db/service';
import { pad } from '../db/keys';
import { updateAssignment } from '../assignments/update-assignment';
import { updateAppeal } from '../appeals/update-appeal';
import { reindexUrgentRecords } from '../assignments/maintenance/urgent-index';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import type { Caller } from '../lib/tokens';
import { urgentAssignments, urgentWindowHours } from './notifications';
import { defaultStatsDb } from './stats-db';
import { eventually } from '../test/stats-kit';

/**
 * The executor's urgent list ('Екстренні' of a USER) reads only what it answers: the
 * records of appeals with children or high risk come from a sparse index that only
 * they carry (written and removed in the records' own writes), the ones due within
 * the urgent window from the deadline-ordered open index's window. An executor with
 * many open ordinary records and a few urgent ones: the list answers exactly the urgent
 * ones, and the Queries behind it read exactly those.
 */

const EXECUTOR = 880_201;
const OTHER_EXECUTOR = 880_202;
const ORDINARY = 40;
const HOME = 'UA61020010000028670';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FINISH_COMMENT = 'Надано консультацію та супровід, випадок закрито успішно';
const caller: Caller = { userId: EXECUTOR, name: 'Виконавиця', roles: ['USER'], regionId: 61 };
const now = Date.now();

let nextId = 8_820_000;
const appeals: AppealItem[] = [];
const records: AssignmentItem[] = [];

function seedAppeal(p: { deadlineAt: number; children?: boolean; high?: boolean; statusId?: number; executors?: number[] }): AssignmentItem {
  const id = nextId++;
  const at = new Date(now - DAY).toISOString();
  const statusId = p.statusId ?? 3;
  const appeal: AppealItem = {
    id,
    createdAt: at,
    updatedAt: at,
    name: 'Оксана',
    last_name: 'Терміново',
    phone: '380501112233',
    phoneHash: 'urgent-test',
    community_id: HOME,
    region_id: 61,
    communiction: 'Телефон',
    assistans_type: 'Психологічна допомога',
    assistanceIds: [5],
    description: 'Опис',
    children_help: p.children === true,
    children_count: p.children ? 1 : 0,
    status_id: statusId,
    isDuplicate: false,
    deadlineAt: p.deadlineAt,
    executorIds: p.executors ?? [EXECUTOR],
    ...(p.high ? { riskLevel: 'high' as const } : {}),
    version: 1,
  } as AppealItem;
  appeals.push(appeal);
  const own = (p.executors ?? [EXECUTOR]).map((userId) =>
    // The real write helper: a record of a flagged appeal carries its urgent keys from the first write.
    withUrgentIndex({ ...newAssignment(appeal, { id: nextId++, userId, typeId: 5, at }), statusId }, appeal),
  );
  records.push(...own);
  return own[0];
}

/** The first page of the executor's urgent list (their few urgent records fit in it). */
const urgentList = async (userId: number) => (await urgentAssignments(defaultStatsDb(), userId, {}, now)).data;

/** Items read, counted per command as DynamoDB answers them; the executor's own Queries apart. */
let counting = false;
const read = { executorQueries: 0, total: 0 };

async function measured<T>(action: () => Promise<T>) {
  read.executorQueries = 0;
  read.total = 0;
  counting = true;
  try {
    return await action();
  } finally {
    counting = false;
  }
}

let window = 24;
let high: AssignmentItem;
let children: AssignmentItem[];
let soon: AssignmentItem;
let ordinary: AssignmentItem;

beforeAll(async () => {
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      if (counting) {
        const out = result.output as { Count?: number; Responses?: Record<string, unknown[]>; Item?: unknown };
        const items = out.Count ?? (out.Responses ? Object.values(out.Responses).reduce((s, l) => s + l.length, 0) : out.Item ? 1 : 0);
        read.total += items;
        const pk = (args.input as { ExpressionAttributeValues?: Record<string, unknown> }).ExpressionAttributeValues?.[':pk'];
        if (typeof pk === 'string' && pk.endsWith(pad(EXECUTOR))) read.executorQueries += out.Count ?? 0;
      }
      return result;
    },
    { step: 'initialize', name: 'urgentRecordsCounter' },
  );
  window = await urgentWindowHours(defaultStatsDb());
  // Ordinary open records: far deadlines, no children, no high risk.
  for (let i = 0; i < ORDINARY; i++) {
    const record = seedAppeal({ deadlineAt: now + 10 * DAY + i * HOUR, statusId: 1 + (i % 2) * 2 });
    if (i === 0) ordinary = record;
  }
  high = seedAppeal({ deadlineAt: now + 3 * DAY, high: true });
  children = [
    seedAppeal({ deadlineAt: now + 5 * DAY, children: true }),
    seedAppeal({ deadlineAt: now + 6 * DAY, children: true, executors: [EXECUTOR, OTHER_EXECUTOR] }),
  ];
  soon = seedAppeal({ deadlineAt: now + (window / 2) * HOUR });
  // Finished: with children, but no longer urgent (the appeal is finished too).
  seedAppeal({ deadlineAt: now + 4 * DAY, children: true, statusId: 4 });
  // The executor's account: finishing a record lowers its open count.
  await db()
    .entities.user.put({
      id: EXECUTOR,
      email: `urgent-${EXECUTOR}@example.org`,
      passwordHash: 'x',
      name: 'Виконавиця',
      last_name: 'Термінова',
      phone: '380501234567',
      responsability: 'Психологиня',
      institution: 'Центр',
      assistanceIds: [5],
      regionId: 61,
      communityId: HOME,
      roles: ['USER'],
      isActive: true,
      emailVerified: true,
      openAssignments: ORDINARY + 4,
    })
    .go();
  await db().entities.appeal.put(appeals).go();
  await db().entities.assignment.put(records).go();
  // The window part and the appeals' summaries come from the stream consumer's open indexes.
  await eventually(async () => expect((await urgentList(EXECUTOR)).map((r) => r.id)).toContain(soon.id), { timeoutMs: 30_000 });
});

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

describe('executor urgent list: a sparse index, reads only what it answers', () => {
  it('answers the high-risk record first, then the due-soon and children records by deadline, and reads only those', async () => {
    await eventually(async () => {
      const answer = await measured(() => urgentList(EXECUTOR));
      expect(ids(answer)).toEqual([high.id, soon.id, children[0].id, children[1].id]);
    });
    const answer = await measured(() => urgentList(EXECUTOR));
    expect(answer.map((r) => r.high_risk)).toEqual([true, false, false, false]);
    // The executor's Queries read the 4 urgent records, not the 44 open ones.
    expect(read.executorQueries).toBe(4);
    // + their 4 appeal summaries, the settings and the assistance types: never the open records.
    expect(read.total).toBeLessThan(4 + 4 + 1 + 20);
    expect(read.total).toBeLessThan(ORDINARY);
  });

  it('keeps the other executor of a children appeal to their own list', async () => {
    expect(ids(await urgentList(OTHER_EXECUTOR))).toEqual([children[1].id + 1]);
  });

  it('drops a record from the index in the write that finishes it', async () => {
    const record = children[0];
    await updateAssignment(caller, record.id, { appealStatusId: 4, comment: FINISH_COMMENT }, { now, notify: false });
    const stored = (await db().entities.assignment.get({ appealId: record.appealId, id: record.id }).go()).data!;
    expect(stored.statusId).toBe(4);
    expect(stored.urgentKey).toBeUndefined();
    const answer = await measured(() => urgentList(EXECUTOR));
    expect(ids(answer)).toEqual([high.id, soon.id, children[1].id]);
    expect(read.executorQueries).toBe(3);
  });

  it('backfills a record written before the index (maintenance), and a second run writes nothing', async () => {
    const record = children[1];
    await dynamo().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: assignmentEntity.get({ appealId: record.appealId, id: record.id }).params({ table: env().TABLE_NAME }).Key,
        UpdateExpression: 'REMOVE gsi5pk, gsi5sk',
      }),
    );
    expect(ids(await urgentList(EXECUTOR))).not.toContain(record.id);
    expect((await reindexUrgentRecords()).updated).toBeGreaterThanOrEqual(1);
    expect(ids(await urgentList(EXECUTOR))).toEqual([high.id, soon.id, record.id]);
    expect((await reindexUrgentRecords()).updated).toBe(0);
  });

  it("moves a record into and out of the index in the admin's edit that sets and clears the appeal's children", async () => {
    const admin: Caller = { userId: 1, name: 'Адміністраторка', roles: ['ADMIN'], regionId: 61 };
    await updateAppeal(admin, ordinary.appealId, { version: 1, children_help: true, children_count: 1 }, { now, notify: false });
    expect((await db().entities.assignment.get({ appealId: ordinary.appealId, id: ordinary.id }).go()).data?.urgentKey).toBe(`urgent#${pad(EXECUTOR)}`);
    await eventually(async () => expect(ids(await urgentList(EXECUTOR))).toContain(ordinary.id));
    await updateAppeal(admin, ordinary.appealId, { version: 2, children_help: false, children_count: 0 }, { now, notify: false });
    expect((await db().entities.assignment.get({ appealId: ordinary.appealId, id: ordinary.id }).go()).data?.urgentKey).toBeUndefined();
    const answer = await measured(() => urgentList(EXECUTOR));
    expect(ids(answer)).not.toContain(ordinary.id);
    expect(read.executorQueries).toBe(3);
  });
});
