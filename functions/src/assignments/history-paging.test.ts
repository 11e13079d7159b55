import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { dynamo } from '../lib/aws';
import type { Caller } from '../lib/tokens';
import { eventually } from '../test/stats-kit';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { assignmentEntity } from '../db/entities/assignment.entity';
import { env } from '../lib/env';
import { HISTORY_COUNT_CAP, listExecutorAssignments } from './executor-history';
import { reindexAssignments } from './maintenance/reindex';

/** An executor id no other suite uses, with a history written straight into the table. */
const EXECUTOR = 880_001;
const RECORDS = 37;
const HOME = 'UA61020010000028670';
const OTHER = 'UA61020030000060484';
const caller: Caller = { userId: EXECUTOR, name: 'Виконавиця', roles: ['USER'], regionId: 61 };

/** Items each request reads, summed over its DynamoDB commands (Query Count, BatchGet responses, GetItem). */
let itemsRead = 0;
let commandsSent = 0;
let counting = false;

const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();

beforeAll(async () => {
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      if (counting) {
        commandsSent++;
        const out = result.output as { Count?: number; Responses?: Record<string, unknown[]>; Item?: unknown };
        itemsRead += out.Count ?? (out.Responses ? Object.values(out.Responses).reduce((s, l) => s + l.length, 0) : out.Item ? 1 : 0);
      }
      return result;
    },
    { step: 'initialize', name: 'historyPagingCounter' },
  );
  // Records of no stored appeal: the page shows them with `appeal: null`, which is all paging needs.
  const items = Array.from({ length: RECORDS }, (_, i) => ({
    id: 8_800_000 + i,
    appealId: 8_800_000 + i,
    userId: EXECUTOR,
    assistanceTypeId: 5,
    statusId: 1,
    deadlineAt: Date.now() + 86_400_000,
    regionId: 61,
    communityId: i % 3 === 0 ? OTHER : HOME,
    version: 1,
    createdAt: at(i),
    updatedAt: at(i),
  }));
  await db().entities.assignment.put(items).go();
});

afterEach(() => {
  counting = false;
});

async function measured<T>(action: () => Promise<T>): Promise<{ answer: T; items: number; commands: number }> {
  itemsRead = 0;
  commandsSent = 0;
  counting = true;
  const answer = await action();
  counting = false;
  return { answer, items: itemsRead, commands: commandsSent };
}

const ids = (page: { data: Array<{ id: number }> }) => page.data.map((r) => r.id);
const newestFirst = (filter: (i: number) => boolean = () => true) =>
  Array.from({ length: RECORDS }, (_, i) => i)
    .filter(filter)
    .reverse()
    .map((i) => 8_800_000 + i);

describe('executor history: bounded pages', () => {
  it('reads one page, not the history: page 1 of 37 records reads 10 rows plus fixed look-ups', async () => {
    const { answer, items } = await measured(() => listExecutorAssignments(caller, EXECUTOR, { page: 1, pageSize: 10 }));
    expect(ids(answer)).toEqual(newestFirst().slice(0, 10));
    // 10 rows + the counter + the executor + the assistance types (a handful): never the 37.
    expect(items).toBeLessThan(RECORDS);
    expect(answer.cursor).toEqual(expect.any(String));
  });

  it('follows the cursor through the whole history, each row once, newest first, and matches the numbered pages', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 1; page <= 4; page++) {
      const { answer, items } = await measured(() => listExecutorAssignments(caller, EXECUTOR, { page: 1, pageSize: 10, cursor }));
      const numbered = await listExecutorAssignments(caller, EXECUTOR, { page, pageSize: 10 });
      expect(ids(answer)).toEqual(ids(numbered));
      expect(items).toBeLessThan(RECORDS);
      seen.push(...ids(answer));
      cursor = answer.cursor ?? undefined;
      if (page < 4) expect(cursor).toBeDefined();
    }
    expect(seen).toEqual(newestFirst());
    expect(cursor).toBeUndefined();
  });

  it('answers the total from the stream counter once the stream has counted the records', async () => {
    await eventually(async () => {
      const { answer } = await measured(() => listExecutorAssignments(caller, EXECUTOR, { page: 2, pageSize: 10 }));
      expect(answer.total).toBe(RECORDS);
    });
  });

  it('filters by community through its own key range, with the exact total, and pages it with the cursor', async () => {
    const other = newestFirst((i) => i % 3 === 0);
    const first = await measured(() => listExecutorAssignments(caller, EXECUTOR, { community: OTHER, page: 1, pageSize: 5 }));
    expect(ids(first.answer)).toEqual(other.slice(0, 5));
    expect(first.answer.total).toBe(other.length);
    const second = await listExecutorAssignments(caller, EXECUTOR, { community: OTHER, page: 1, pageSize: 5, cursor: first.answer.cursor! });
    expect(ids(second)).toEqual(other.slice(5, 10));
    const home = await listExecutorAssignments(caller, EXECUTOR, { community: HOME, page: 3, pageSize: 10 });
    expect(ids(home)).toEqual(newestFirst((i) => i % 3 !== 0).slice(20, 30));
  });

  it('filters by dates as a key range, the cursor staying inside it', async () => {
    // Records 10..19 (inclusive) by their hour.
    const q = { from: at(10), to: at(19.5), pageSize: 4, page: 1 };
    const first = await listExecutorAssignments(caller, EXECUTOR, q);
    expect(ids(first)).toEqual(newestFirst((i) => i >= 10 && i <= 19).slice(0, 4));
    expect(first.total).toBe(10);
    const rest: number[] = [];
    let cursor = first.cursor ?? undefined;
    while (cursor) {
      const next = await listExecutorAssignments(caller, EXECUTOR, { ...q, cursor });
      rest.push(...ids(next));
      cursor = next.cursor ?? undefined;
    }
    expect([...ids(first), ...rest]).toEqual(newestFirst((i) => i >= 10 && i <= 19));
  });

  it('counts a date range of a long history up to its cap and says so', async () => {
    // Arrange: an executor of its own with more records in the range than the cap.
    const longer = 880_010;
    const count = HISTORY_COUNT_CAP + 40;
    const records = Array.from({ length: count }, (_, i) => ({
      id: 8_810_000 + i,
      appealId: 8_810_000 + i,
      userId: longer,
      assistanceTypeId: 5,
      statusId: 1,
      deadlineAt: Date.now() + 86_400_000,
      regionId: 61,
      communityId: HOME,
      version: 1,
      createdAt: at(i),
      updatedAt: at(i),
    }));
    for (let i = 0; i < records.length; i += 100)
      await db()
        .entities.assignment.put(records.slice(i, i + 100))
        .go();
    const self: Caller = { ...caller, userId: longer };

    // Act
    const { answer, items } = await measured(() => listExecutorAssignments(self, longer, { from: at(0), to: at(count), page: 2, pageSize: 10 }));

    // Assess: the page, and a count that stopped one past the cap.
    expect(ids(answer)).toEqual(
      records
        .map((r) => r.id)
        .reverse()
        .slice(10, 20),
    );
    expect(answer).toMatchObject({ total: HISTORY_COUNT_CAP, countCapped: true });
    expect(items).toBeLessThan(HISTORY_COUNT_CAP + 60);
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of ['nonsense', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('["2025-01-01T00:00:00.000Z",-4]').toString('base64url')]) {
      await expect(listExecutorAssignments(caller, EXECUTOR, { page: 1, pageSize: 10, cursor })).rejects.toBeInstanceOf(ValidationError);
    }
  });

  it('gives a record written before the community index its keys (maintenance reindex), so the filter finds it', async () => {
    const old = {
      ...(
        assignmentEntity
          .put({
            id: 8_899_999,
            appealId: 8_899_999,
            userId: EXECUTOR + 1,
            assistanceTypeId: 5,
            statusId: 1,
            deadlineAt: 1,
            regionId: 61,
            communityId: HOME,
            version: 1,
            createdAt: at(0),
            updatedAt: at(0),
          })
          .params({ table: env().TABLE_NAME }) as { Item: Record<string, unknown> }
      ).Item,
    };
    delete old.gsi4pk;
    delete old.gsi4sk;
    await dynamo().send(new PutCommand({ TableName: env().TABLE_NAME, Item: old }));
    const other = { ...caller, userId: EXECUTOR + 1 };
    expect(ids(await listExecutorAssignments(other, EXECUTOR + 1, { community: HOME, page: 1, pageSize: 10 }))).toEqual([]);
    const { updated } = await reindexAssignments();
    expect(updated).toBeGreaterThanOrEqual(1);
    expect(ids(await listExecutorAssignments(other, EXECUTOR + 1, { community: HOME, page: 1, pageSize: 10 }))).toEqual([8_899_999]);
    expect((await reindexAssignments()).updated).toBe(0);
  });
});
