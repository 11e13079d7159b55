import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kyivDayKey } from '@dosyt/core/dates/dates';
import { activeAdminKeys, userEntity } from '../db/entities/user.entity';
import { pad } from '../db/keys';
import { OPEN_APPEALS, OPEN_ASSIGNMENTS, deadlineBound } from '../stats/aggregate-keys';
import { createScratchTable } from '../test/stats-kit';
import type { StatsDb } from '../stats/stats-db';
import { activeAdmins } from '../db/active-admins';
import type { Caller } from '../lib/tokens';
import { defaultStatsDb } from '../stats/stats-db';
import type { AppealFacts } from '../stats/contributions';
import { unassignedMailPuts } from '../stats/unassigned-alert';
import { setUserRoles } from '../users/admin-edit';
import { setUserActive } from '../users/set-user-active';
import { createTestAccount, freshEmail } from '../../../infra/local/test/accounts';
import { EXPIRY_STATE_KEY, RUN_CAP, markExpired } from './mark-expired';

/**
 * The expiry job at scale, on a table of its own (no stream consumer, no other suite's
 * records): more overdue records than one run looks at, and many users of whom few are
 * admins. Records and users are written in batches of 25, as the index items the stream
 * keeps (gsi1 'open-assignments' / 'open-appeals') and as the user entity stores them.
 */

const HOUR = 3_600_000;
let scratch: StatsDb & { drop(): Promise<void> };

/** Every command sent through the client and the items it answered. */
function recording(db: StatsDb): { db: StatsDb; reads: Array<{ command: string; input: Record<string, unknown>; items: Record<string, unknown>[] }> } {
  const reads: Array<{ command: string; input: Record<string, unknown>; items: Record<string, unknown>[] }> = [];
  const client = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      const output = (await db.client.send(command as never)) as {
        Items?: Record<string, unknown>[];
        Item?: Record<string, unknown>;
        Responses?: Record<string, Record<string, unknown>[]>;
      };
      const items = output.Items ?? (output.Item ? [output.Item] : Object.values(output.Responses ?? {}).flat());
      reads.push({ command: command.constructor.name, input: command.input, items });
      return output;
    },
  } as unknown as DynamoDBDocumentClient;
  return { db: { client, table: db.table }, reads };
}

async function batchPut(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let request: Record<string, Array<{ PutRequest: { Item: Record<string, unknown> } }>> | undefined = {
      [scratch.table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    while (request && Object.keys(request).length > 0) {
      const { UnprocessedItems } = await scratch.client.send(new BatchWriteCommand({ RequestItems: request }));
      request = UnprocessedItems as typeof request;
    }
  }
}

/** A user item as the user entity writes it (with the active admins' index keys when it is one). */
function userItem(id: number, roles: Array<'ADMIN' | 'USER' | 'OBSERVER'>, isActive = true): Record<string, unknown> {
  const params = userEntity
    .put({
      id,
      email: freshEmail(`expiry-scale-${id}`),
      passwordHash: 'not-used',
      name: 'Тетяна',
      last_name: 'Тестова',
      phone: '380501234567',
      responsability: 'Психологиня',
      institution: 'Центр',
      assistanceIds: [1],
      regionId: 53,
      roles,
      isActive,
      emailVerified: true,
      ...activeAdminKeys({ id, roles, isActive }),
    })
    .params({ table: scratch.table }) as { Item: Record<string, unknown> };
  return params.Item;
}

/** An open record past its deadline, as the 'open-assignments' index item. */
const overdueRecord = (id: number, userId: number, deadlineAt: number) => ({
  pk: `test-open-assignment#${pad(id)}`,
  sk: 'summary',
  gsi1pk: OPEN_ASSIGNMENTS,
  gsi1sk: `${deadlineBound(deadlineAt)}#${pad(id)}`,
  id,
  appealId: id,
  userId,
  statusId: 2,
  deadlineAt,
});

const digestMark = async (userId: number, now: number) =>
  (
    await scratch.client.send(
      new GetCommand({ TableName: scratch.table, Key: { pk: `reminder#digest#${pad(userId)}`, sk: `deadline#${pad(Date.parse(kyivDayKey(now)), 13)}` } }),
    )
  ).Item;

// A table of its own for each test: the other's overdue records would be read too.
beforeEach(async () => {
  scratch = await createScratchTable(`expiry-scale-${process.pid}-${Date.now()}`);
});

afterEach(async () => {
  await scratch?.drop();
});

describe('expiry job at scale', () => {
  it(`reaches the overdue record past the first ${RUN_CAP} in the next run, and starts again from the oldest after it`, async () => {
    // Prepare: 1,000 overdue records of one executor, then the 1,001st, of another, due last.
    const now = Date.now();
    const [first, second] = [910_001, 910_002];
    await batchPut([userItem(first, ['USER']), userItem(second, ['USER'])]);
    const records = Array.from({ length: RUN_CAP }, (_, i) => overdueRecord(i + 1, first, now - 48 * HOUR + i * 1000));
    await batchPut([...records, overdueRecord(RUN_CAP + 1, second, now - HOUR)]);

    // Act
    const run1 = await markExpired(scratch, now);
    const afterRun1 = await digestMark(second, now);
    const run2 = await markExpired(scratch, now + 1000);
    const run3 = await markExpired(scratch, now + 2000);

    // Assess: the first run looks at the first 1,000 and mails their executor; the next the 1,001st, whose executor is mailed
    expect(run1.overdueAssignments).toBe(RUN_CAP);
    expect(run1.digests).toBe(1);
    expect(await digestMark(first, now)).toBeDefined();
    expect(afterRun1).toBeUndefined();
    expect(run2.overdueAssignments).toBe(1);
    expect(run2.digests).toBe(1);
    expect(await digestMark(second, now)).toMatchObject({ recipients: 1 });
    // The walk went round: the third run starts from the oldest again (and mails nobody twice that day).
    expect(run3.overdueAssignments).toBe(RUN_CAP);
    expect(run3.digests).toBe(0);
    const { Item: state } = await scratch.client.send(new GetCommand({ TableName: scratch.table, Key: EXPIRY_STATE_KEY }));
    expect(state?.[`cursor#${OPEN_ASSIGNMENTS}`]).toMatchObject({ gsi1pk: OPEN_ASSIGNMENTS, gsi1sk: records.at(-1)!.gsi1sk });
  }, 120_000);

  it('mails the admins about an overdue appeal nobody carries without reading all users: only the active admins', async () => {
    // Prepare: 300 staff accounts, two active admins, one admin whose access is off, and one overdue appeal without an executor.
    const now = Date.now();
    const staff = Array.from({ length: 300 }, (_, i) => userItem(920_000 + i, i % 3 === 0 ? ['OBSERVER'] : ['USER']));
    const admins = [userItem(930_001, ['ADMIN']), userItem(930_002, ['ADMIN', 'USER'])];
    await batchPut([...staff, ...admins, userItem(930_003, ['ADMIN'], false)]);
    await scratch.client.send(
      new PutCommand({
        TableName: scratch.table,
        Item: {
          pk: 'test-open-appeal#0000940001',
          sk: 'summary',
          gsi1pk: OPEN_APPEALS,
          gsi1sk: `${deadlineBound(now - HOUR)}#0000940001`,
          id: 940_001,
          status_id: 1,
          deadlineAt: now - HOUR,
          executorIds: [],
        },
      }),
    );
    const { db, reads } = recording(scratch);

    // Act
    const result = await markExpired(db, now);

    // Assess: each active admin got the digest, the inactive one did not
    expect(result.overdueAppeals).toBeGreaterThanOrEqual(1);
    expect(await digestMark(930_001, now)).toBeDefined();
    expect(await digestMark(930_002, now)).toBeDefined();
    expect(await digestMark(930_003, now)).toBeUndefined();
    // ...and of the 303 user items, the run read the two active admins only: no Query of all users (gsi3 'users').
    const userItemsRead = reads
      .flatMap((r) => r.items)
      .filter((item) => String(item.pk ?? '').startsWith('user#') || item.__edb_e__ === 'user' || item.email !== undefined);
    expect(userItemsRead.map((u) => Number(u.id)).sort()).toEqual([930_001, 930_002]);
    const queried = reads.filter((r) => r.command === 'QueryCommand').map((r) => (r.input.ExpressionAttributeValues as Record<string, unknown>)[':pk']);
    expect(queried).not.toContain('users');
    const { Items = [] } = await scratch.client.send(
      new QueryCommand({
        TableName: scratch.table,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk',
        ExpressionAttributeValues: { ':pk': 'users' },
        Select: 'COUNT',
      }),
    );
    expect(Items).toEqual([]);
  }, 120_000);
});

describe('the stream’s alert about an appeal waiting for an executor', () => {
  it('queues one mail per active admin without reading all users', async () => {
    // Prepare
    const staff = Array.from({ length: 200 }, (_, i) => userItem(950_000 + i, ['USER']));
    const admins = [userItem(960_001, ['ADMIN']), userItem(960_002, ['ADMIN'], false)];
    await batchPut([...staff, ...admins]);
    const { db, reads } = recording(scratch);

    // Act
    const puts = await unassignedMailPuts(db, { id: 970_001, unassignedTypeIds: [4] } as unknown as AppealFacts);

    // Assess
    expect(puts.map((p) => (p.Put.Item as { mail: { to: string } }).mail.to)).toEqual([admins[0].email]);
    const usersRead = reads.flatMap((r) => r.items).filter((item) => item.email !== undefined);
    expect(usersRead.map((u) => Number(u.id))).toEqual([960_001]);
  }, 60_000);
});

describe('the active admins’ index', () => {
  const topAdmin: Caller = { userId: 1, name: 'Олена Адміністраторка', roles: ['ADMIN'], regionId: null };
  const listed = async (id: number) => (await activeAdmins(defaultStatsDb())).some((a) => a.id === id);

  it('follows the roles and the access an admin gives and takes, in the same writes', async () => {
    // Prepare
    const account = await createTestAccount();
    expect(await listed(account.id)).toBe(false);

    // Act + Assess
    await setUserRoles(topAdmin, account.id, ['ADMIN']);
    expect(await listed(account.id)).toBe(true);
    await setUserActive(topAdmin, account.id, false);
    expect(await listed(account.id)).toBe(false);
    await setUserActive(topAdmin, account.id, true);
    expect(await listed(account.id)).toBe(true);
    await setUserRoles(topAdmin, account.id, ['USER']);
    expect(await listed(account.id)).toBe(false);
    // The demo admin is seeded into it.
    expect(await listed(1)).toBe(true);
  }, 60_000);
});
