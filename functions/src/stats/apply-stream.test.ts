import { readFileSync } from 'node:fs';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pad } from '../db/keys';
import { applyStreamBatch } from './apply-stream';
import { compareAggregates, computeAggregates, readLiveAggregates } from './maintenance/rebuild';
import { createScratchTable } from '../test/stats-kit';
import type { StatsDb } from './stats-db';

/**
 * The stream consumer against its own table (no poller behind it), fed records in
 * the Lambda DynamoDB stream format, as the cloud and the local poller deliver them.
 */

let db: StatsDb & { drop(): Promise<void> };
let sequence = 1000;

beforeAll(async () => {
  db = await createScratchTable('stats-consumer-test');
});
afterAll(async () => db?.drop());

type Item = Record<string, unknown>;

function appealItem(overrides: Item = {}): Item {
  const id = Number(overrides.id ?? 1);
  return {
    pk: `appeal#${pad(id)}`,
    sk: 'appeal',
    __edb_e__: 'appeal',
    id,
    // 01:30 on 1 April in Kyiv (UTC+3 in summer): the April and 1 April counters, not March.
    createdAt: '2026-03-31T22:30:00.000Z',
    updatedAt: '2026-03-31T22:30:00.000Z',
    region_id: 18,
    community_id: 'UA18040410000013010',
    assistanceIds: [1, 3],
    children_help: false,
    status_id: 1,
    deadlineAt: Date.parse('2026-04-03T22:30:00.000Z'),
    executorIds: [7],
    name: 'Оксана',
    last_name: 'Тестова',
    phone: '380501112233',
    isDuplicate: false,
    ...overrides,
  };
}

function assignmentItem(overrides: Item = {}): Item {
  const id = Number(overrides.id ?? 11);
  const appealId = Number(overrides.appealId ?? 1);
  return {
    pk: `appeal#${pad(appealId)}`,
    sk: `assignment#${pad(id)}`,
    __edb_e__: 'assignment',
    id,
    appealId,
    userId: 7,
    assistanceTypeId: 1,
    statusId: 1,
    deadlineAt: Date.parse('2026-04-03T22:30:00.000Z'),
    regionId: 18,
    communityId: 'UA18040410000013010',
    createdAt: '2026-03-31T22:30:00.000Z',
    updatedAt: '2026-03-31T22:30:00.000Z',
    ...overrides,
  };
}

function record(oldItem: Item | undefined, newItem: Item | undefined): DynamoDBRecord {
  const item = (newItem ?? oldItem)!;
  sequence += 1;
  return {
    eventID: String(sequence),
    eventName: !oldItem ? 'INSERT' : !newItem ? 'REMOVE' : 'MODIFY',
    eventSource: 'aws:dynamodb',
    dynamodb: {
      Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
      ...(oldItem ? { OldImage: marshall(oldItem, { removeUndefinedValues: true }) as never } : {}),
      ...(newItem ? { NewImage: marshall(newItem, { removeUndefinedValues: true }) as never } : {}),
      SequenceNumber: String(sequence).padStart(21, '0'),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

const batch = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

async function counter(pk: string, sk: string) {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.table, Key: { pk, sk } }));
  return Item ? { s1: Item.s1 ?? 0, s2: Item.s2 ?? 0, s3: Item.s3 ?? 0, s4: Item.s4 ?? 0, doneSec: Item.doneSec ?? 0, doneN: Item.doneN ?? 0 } : undefined;
}

async function item(pk: string, sk: string) {
  return (await db.client.send(new GetCommand({ TableName: db.table, Key: { pk, sk } }))).Item;
}

describe('stream consumer (aggregates from appeal and assignment records)', () => {
  it('counts a new appeal once in every dimension, by its Kyiv month and day, however often the record is delivered', async () => {
    // Prepare
    const created = batch(record(undefined, appealItem({ id: 1 })));

    // Act
    const first = await applyStreamBatch(created, db);
    const again = await applyStreamBatch(created, db);

    // Assess
    expect(first.batchItemFailures).toEqual([]);
    expect(again.batchItemFailures).toEqual([]);
    const month = 'agg#month#2026-04';
    for (const sk of ['all', 'r#18', 'r#18#c#UA18040410000013010', 't#1', 't#3', 'r#18#t#1', 'r#18#t#3', 'x#18#UA18040410000013010#1']) {
      expect(await counter(month, sk), sk).toMatchObject({ s1: 1, s2: 0, s3: 0, s4: 0 });
    }
    expect(await counter(month, 't#2')).toBeUndefined();
    expect(await counter('agg#month#2026-03', 'all')).toBeUndefined();
    expect(await counter('agg#day#2026-04', '2026-04-01')).toMatchObject({ s1: 1 });
    expect(await counter('agg#total#1', 'status')).toMatchObject({ s1: 1 });
    expect(await counter('agg#regions', 'r#18')).toMatchObject({ s1: 1 });
  });

  it('moves the counts between statuses on a change and sums the completion time when the appeal finishes', async () => {
    // Prepare
    const open = appealItem({ id: 2, assistanceIds: [2] });
    const inWork = { ...open, status_id: 3, updatedAt: '2026-04-02T10:00:00.000Z' };
    const finished = { ...open, status_id: 4, updatedAt: '2026-04-03T22:30:00.000Z' };

    // Act
    await applyStreamBatch(batch(record(undefined, open), record(open, inWork), record(inWork, finished)), db);

    // Assess
    expect(await counter('agg#month#2026-04', 't#2')).toMatchObject({ s1: 0, s3: 0, s4: 1 });
    expect(await counter('agg#month#2026-04', 'r#18')).toMatchObject({ s1: 1, s4: 1, doneSec: 3 * 86400, doneN: 1 });
    expect(await item(`agg#appeal#${pad(2)}`, 'summary')).toBeUndefined();
  });

  it('keeps open appeals and assignments in the deadline indexes and drops them when finished', async () => {
    // Prepare
    const appeal = appealItem({ id: 3, children_help: true, executorIds: [] });
    const assignment = assignmentItem({ id: 31, appealId: 3 });
    const finished = { ...assignment, statusId: 4, updatedAt: '2026-04-02T10:00:00.000Z' };

    // Act
    await applyStreamBatch(batch(record(undefined, appeal), record(undefined, assignment)), db);
    const openSummary = await item(`agg#appeal#${pad(3)}`, 'summary');
    const openAssignment = await item(`agg#assignment#${pad(31)}`, 'summary');
    await applyStreamBatch(batch(record(assignment, finished)), db);

    // Assess
    expect(openSummary).toMatchObject({ id: 3, gsi1pk: 'open-appeals', gsi2pk: 'flagged-appeals', children_help: true, name: 'Оксана' });
    expect(openSummary?.gsi1sk).toBe(`${pad(Number(appeal.deadlineAt), 13)}#${pad(3)}`);
    expect(openAssignment).toMatchObject({ id: 31, appealId: 3, userId: 7, gsi1pk: 'open-assignments', gsi2pk: `open-assignments#${pad(7)}` });
    expect(await item(`agg#assignment#${pad(31)}`, 'summary')).toBeUndefined();
    expect(await counter('agg#user#7', 'status')).toMatchObject({ s1: 0, s4: 1 });
    expect(await counter('agg#uday#7#2026-04', '2026-04-01')).toMatchObject({ s4: 1 });
  });

  it('takes the counts away when an item is removed, and ignores every other kind of item', async () => {
    // Prepare
    const appeal = appealItem({ id: 4, region_id: 74, community_id: 'UA74000000000000001', assistanceIds: [5] });
    const other = { pk: 'region#53', sk: 'region', __edb_e__: 'region', id: 53, region: 'Полтавська', active: true };

    // Act
    const result = await applyStreamBatch(batch(record(undefined, appeal), record(undefined, other), record(appeal, undefined)), db);

    // Assess
    expect(result.batchItemFailures).toEqual([]);
    expect(await counter('agg#month#2026-04', 'r#74')).toMatchObject({ s1: 0 });
    expect(await counter('agg#month#2026-04', 't#5')).toMatchObject({ s1: 0 });
    expect(await item(`agg#appeal#${pad(4)}`, 'summary')).toBeUndefined();
  });

  it('applies a record that touches more counters than one transaction holds, still exactly once', async () => {
    // Prepare: 40 types -> 3 + 3 x 40 + 3 counter keys, over the 100-item transaction limit.
    const many = appealItem({ id: 5, region_id: 21, community_id: 'UA21000000000000001', assistanceIds: Array.from({ length: 40 }, (_, i) => 101 + i) });
    const created = batch(record(undefined, many));

    // Act
    await applyStreamBatch(created, db);
    await applyStreamBatch(created, db);

    // Assess
    expect(await counter('agg#month#2026-04', 'r#21')).toMatchObject({ s1: 1 });
    expect(await counter('agg#month#2026-04', 't#140')).toMatchObject({ s1: 1 });
    expect(await counter('agg#month#2026-04', 'x#21#UA21000000000000001#101')).toMatchObject({ s1: 1 });
  });

  it('applies the sample stream event of events/ (an appeal, its record, a status change) in its Kyiv month', async () => {
    // Prepare: created 23:30 UTC on 21 November 2025 = 01:30 on the 22nd in Kyiv.
    const sample = JSON.parse(
      readFileSync(new URL('../../../events/dynamodb-stream/appeal-status-change.json', import.meta.url), 'utf8'),
    ) as DynamoDBStreamEvent;

    // Act
    const result = await applyStreamBatch(sample, db);

    // Assess
    expect(result.batchItemFailures).toEqual([]);
    expect(await counter('agg#day#2025-11', '2025-11-22')).toMatchObject({ s1: 0, s3: 1 });
    expect(await counter('agg#month#2025-11', 'r#53#t#6')).toMatchObject({ s1: 0, s3: 1 });
    expect(await counter('agg#uday#2#2025-11', '2025-11-22')).toMatchObject({ s1: 1 });
    expect(await item(`agg#appeal#${pad(990001)}`, 'summary')).toMatchObject({ status_id: 3, gsi2pk: 'flagged-appeals' });
  });

  it('leaves the live aggregates equal to a rebuild from the final items', async () => {
    // Prepare: a short life of two appeals, each record delivered twice.
    const a = appealItem({
      id: 6,
      region_id: 46,
      community_id: 'UA46000000000000001',
      assistanceIds: [1, 2],
      executorIds: [8, 9],
      createdAt: '2026-05-10T08:00:00.000Z',
    });
    const x = assignmentItem({ id: 61, appealId: 6, userId: 8, assistanceTypeId: 1, createdAt: a.createdAt });
    const y = assignmentItem({ id: 62, appealId: 6, userId: 9, assistanceTypeId: 2, createdAt: a.createdAt });
    const y2 = { ...y, userId: 10, statusId: 2 };
    const x3 = { ...x, statusId: 3 };
    const a3 = { ...a, status_id: 3, executorIds: [8, 10], updatedAt: '2026-05-11T08:00:00.000Z' };
    const b = appealItem({
      id: 7,
      region_id: 46,
      community_id: 'UA46000000000000002',
      assistanceIds: [4],
      executorIds: [],
      createdAt: '2026-05-31T21:30:00.000Z',
    });
    const records = [record(undefined, a), record(undefined, x), record(undefined, y), record(y, y2), record(x, x3), record(a, a3), record(undefined, b)];

    // Act
    for (const r of records) {
      await applyStreamBatch(batch(r), db);
      await applyStreamBatch(batch(r), db);
    }

    // Assess: everything the consumer wrote for these items equals what a rebuild computes.
    const everything = [appealItem({ id: 1 }), a3, x3, y2, b];
    const previous = [
      appealItem({ id: 2, assistanceIds: [2], status_id: 4, updatedAt: '2026-04-03T22:30:00.000Z' }),
      appealItem({ id: 3, children_help: true, executorIds: [] }),
      { ...assignmentItem({ id: 31, appealId: 3 }), statusId: 4 },
      appealItem({ id: 5, region_id: 21, community_id: 'UA21000000000000001', assistanceIds: Array.from({ length: 40 }, (_, i) => 101 + i) }),
    ];
    const sample = JSON.parse(
      readFileSync(new URL('../../../events/dynamodb-stream/appeal-status-change.json', import.meta.url), 'utf8'),
    ) as DynamoDBStreamEvent;
    const sampleItems = [sample.Records[1], sample.Records[2]].map((r) => unmarshall(r.dynamodb!.NewImage as never));
    const expected = computeAggregates([...everything, ...previous, ...sampleItems], db.table);
    const live = await readLiveAggregates(db);
    expect(compareAggregates(expected, live)).toEqual([]);
    expect(await counter('agg#month#2026-06', 'r#46')).toMatchObject({ s1: 1 });
    expect(await counter('agg#user#10', 'status')).toMatchObject({ s2: 1 });
    expect(await counter('agg#user#9', 'status')).toMatchObject({ s1: 0, s2: 0 });
  });
});
