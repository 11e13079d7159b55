import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { createStaff, POLTAVA_CITY, POLTAVA_REGION, readUser } from '../../../infra/local/test/appeals';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { regionStaff } from '../appeals/distribution';
import { verifyEmail } from '../auth/verify-email';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { EXECUTORS_PK, executorRegionPrefix } from '../db/entities/user.entity';
import { EXECUTORS_INDEX_MIGRATION, forgetExecutorsIndexState, indexExecutors } from '../db/executors';
import { MIGRATIONS_STATE_KEY, recordMigrationFinished } from '../db/migrations-state';
import { countQuery } from '../db/query-all';
import { pad } from '../db/keys';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

/**
 * The executors' sparse index (gsi5 'executors'): only the people who can carry appeals
 * carry its keys, every write that changes one of those facts moves them, and the
 * distribution reads a region's executors from it and nobody else. Херсонська (65) is
 * this suite's own: no other suite has staff there.
 */
const REGION = 65;
const KYIV = { region_id: 80, community_id: 'UA80000000000093317' };
const table = () => ({ client: dynamo(), table: env().TABLE_NAME });

/** How many keys the region's part of the index holds: what the distribution's Query reads. */
const indexedInRegion = (regionId: number) =>
  countQuery(table(), {
    IndexName: 'gsi5',
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :region)',
    ExpressionAttributeNames: { '#pk': 'gsi5pk', '#sk': 'gsi5sk' },
    ExpressionAttributeValues: { ':pk': EXECUTORS_PK, ':region': executorRegionPrefix(regionId) },
  });

/** How many accounts the region's user index holds: what the distribution read before. */
const staffInRegion = (regionId: number) =>
  countQuery(table(), {
    IndexName: 'gsi2',
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': 'gsi2pk' },
    ExpressionAttributeValues: { ':pk': `users#region#${regionId}` },
  });

const keyOf = async (id: number) => {
  const user = await readUser(id);
  return user?.executorKey === undefined ? null : `${user.executorKey} ${user.executorSort}`;
};
const keyed = (regionId: number, id: number) => `${EXECUTORS_PK} region#${pad(regionId)}#user#${pad(id)}`;

let admin: string;

beforeAll(async () => {
  admin = await tokenForDemo('ADMIN');
});

describe('a region’s executors, from the executors’ index', () => {
  it('reads the executors only: never a deactivated, unverified, observer, monitoring-first or admin account', async () => {
    // Prepare: one executor among five who cannot carry appeals
    const executor = await createStaff({ regionId: REGION, communityId: 'c', assistanceIds: [1, 2] });
    await createStaff({ regionId: REGION, communityId: 'c', assistanceIds: [1], isActive: false });
    await createStaff({ regionId: REGION, communityId: 'c', assistanceIds: [1], emailVerified: false });
    await createStaff({ regionId: REGION, communityId: 'c', assistanceIds: [7], roles: ['OBSERVER'] });
    await createStaff({ regionId: REGION, communityId: 'c', assistanceIds: [7, 1] });
    await createStaff({ regionId: REGION, communityId: 'c', assistanceIds: [1], roles: ['ADMIN'] });

    // Act
    const staff = await regionStaff(REGION);

    // Assess: one item read of the region's six accounts, with the distribution's fields only
    expect(await staffInRegion(REGION)).toBe(6);
    expect(await indexedInRegion(REGION)).toBe(1);
    expect(staff.map((u) => u.id)).toEqual([executor.id]);
    expect(Object.keys(staff[0]!).sort()).toEqual(
      ['assistanceIds', 'communityId', 'email', 'emailVerified', 'id', 'isActive', 'name', 'openAssignments', 'regionId', 'roles', 'workStatus'].sort(),
    );
  });

  it('keeps someone who is not working in the index: the distribution skips them on each read', async () => {
    const away = await createStaff({ regionId: REGION, communityId: 'c', assistanceIds: [3], workStatus: false });
    expect(await keyOf(away.id)).toBe(keyed(REGION, away.id));
    expect((await regionStaff(REGION)).find((u) => u.id === away.id)?.workStatus).toBe(false);
  });
});

describe('every write that changes who can carry appeals moves the keys', () => {
  it('follows deactivation and activation', async () => {
    const staff = await createStaff({ regionId: POLTAVA_REGION, communityId: POLTAVA_CITY, assistanceIds: [1] });
    expect(await keyOf(staff.id)).toBe(keyed(POLTAVA_REGION, staff.id));

    expect((await call('PUT', `/api/users/${staff.id}`, { token: admin, body: { isActive: false } })).status).toBe(200);
    expect(await keyOf(staff.id)).toBeNull();

    expect((await call('PUT', `/api/users/${staff.id}`, { token: admin, body: { isActive: true } })).status).toBe(200);
    expect(await keyOf(staff.id)).toBe(keyed(POLTAVA_REGION, staff.id));
  });

  it('follows a change of roles', async () => {
    const staff = await createStaff({ regionId: POLTAVA_REGION, communityId: POLTAVA_CITY, assistanceIds: [1] });

    expect((await call('PUT', `/api/users/${staff.id}/roles`, { token: admin, body: { roles: ['OBSERVER'] } })).status).toBe(200);
    expect(await keyOf(staff.id)).toBeNull();

    expect((await call('PUT', `/api/users/${staff.id}/roles`, { token: admin, body: { roles: ['USER'] } })).status).toBe(200);
    expect(await keyOf(staff.id)).toBe(keyed(POLTAVA_REGION, staff.id));
  });

  it('follows a move to another region and a change of functions by an admin', async () => {
    const staff = await createStaff({ regionId: POLTAVA_REGION, communityId: POLTAVA_CITY, assistanceIds: [1] });
    const body = (over: Record<string, unknown>) => ({
      name: staff.name,
      last_name: staff.last_name,
      phone: staff.phone,
      responsability: 'Фахівчиня із соціальної роботи',
      institution: 'Центр соціальних служб',
      ...over,
    });

    expect((await call('PUT', `/api/users/profile/${staff.id}`, { token: admin, body: body({ ...KYIV, assistance_id: [1] }) })).status).toBe(200);
    expect(await keyOf(staff.id)).toBe(keyed(80, staff.id));
    expect((await regionStaff(POLTAVA_REGION)).some((u) => u.id === staff.id)).toBe(false);
    expect((await regionStaff(80)).some((u) => u.id === staff.id)).toBe(true);

    // Monitoring first: an executor no more (and an OBSERVER)
    expect((await call('PUT', `/api/users/profile/${staff.id}`, { token: admin, body: body({ ...KYIV, assistance_id: [7] }) })).status).toBe(200);
    expect(await keyOf(staff.id)).toBeNull();

    expect((await call('PUT', `/api/users/profile/${staff.id}`, { token: admin, body: body({ ...KYIV, assistance_id: [2] }) })).status).toBe(200);
    expect(await keyOf(staff.id)).toBe(keyed(80, staff.id));
  });

  it('follows an approved request for functions', async () => {
    // A USER whose only function is none (id 0 is never first for an executor) asks for type 1
    const staff = await createStaff({ regionId: POLTAVA_REGION, communityId: POLTAVA_CITY, assistanceIds: [7] });
    await dynamo().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: { pk: `user#${staff.id}`, sk: 'user' },
        UpdateExpression: 'SET pendingAssistanceIds = :asked',
        ExpressionAttributeValues: { ':asked': [1] },
      }),
    );
    expect(await keyOf(staff.id)).toBeNull();

    expect((await call('PUT', `/api/users/${staff.id}/assistance-request`, { token: admin, body: { approve: true } })).status).toBe(200);
    expect(await keyOf(staff.id)).toBe(keyed(POLTAVA_REGION, staff.id));
  });

  it('follows the verification of the address', async () => {
    const staff = await createStaff({ regionId: POLTAVA_REGION, communityId: POLTAVA_CITY, assistanceIds: [1], emailVerified: false });
    expect(await keyOf(staff.id)).toBeNull();

    expect(await verifyEmail(await issueOneTimeToken('verify-email', staff.id))).toBe('verified');
    expect(await keyOf(staff.id)).toBe(keyed(POLTAVA_REGION, staff.id));
  });

  it('gives a registration that can carry appeals its keys at once', async () => {
    const { createTestAccount } = await import('../../../infra/local/test/accounts');
    const account = await createTestAccount();
    const observer = await createTestAccount({ roles: ['OBSERVER'], assistanceIds: [7] });
    expect(await keyOf(account.id)).toBe(keyed(53, account.id));
    expect(await keyOf(observer.id)).toBeNull();
  });
});

describe('the executors-index migration', () => {
  const setKeys = (id: number, update: string, values?: Record<string, string>) =>
    dynamo().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: { pk: `user#${id}`, sk: 'user' },
        UpdateExpression: update,
        ...(values ? { ExpressionAttributeValues: values } : {}),
      }),
    );

  it('backfills the keys of older accounts, takes them from those who cannot carry appeals, and changes nothing the second time', async () => {
    // Prepare: an executor written before the index, an observer with a key left behind, an executor under an old region
    const older = await createStaff({ regionId: REGION, communityId: 'c', assistanceIds: [4] });
    const observer = await createStaff({ regionId: REGION, communityId: 'c', assistanceIds: [7], roles: ['OBSERVER'] });
    const moved = await createStaff({ regionId: REGION, communityId: 'c', assistanceIds: [4] });
    await setKeys(older.id, 'REMOVE gsi5pk, gsi5sk');
    await setKeys(observer.id, 'SET gsi5pk = :pk, gsi5sk = :sk', { ':pk': EXECUTORS_PK, ':sk': `region#${pad(REGION)}#user#${pad(observer.id)}` });
    await setKeys(moved.id, 'SET gsi5sk = :sk', { ':sk': `region#${pad(53)}#user#${pad(moved.id)}` });

    // Act
    const first = await indexExecutors(table());
    const second = await indexExecutors(table());

    // Assess
    expect([await keyOf(older.id), await keyOf(observer.id), await keyOf(moved.id)]).toEqual([keyed(REGION, older.id), null, keyed(REGION, moved.id)]);
    expect(first.written).toBeGreaterThanOrEqual(3);
    expect(second).toMatchObject({ checked: first.checked, executors: first.executors, written: 0 });
  });
});

describe('before the backfill is recorded', () => {
  const forget = () =>
    dynamo().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: MIGRATIONS_STATE_KEY,
        UpdateExpression: 'REMOVE #done.#id',
        ExpressionAttributeNames: { '#done': 'done', '#id': EXECUTORS_INDEX_MIGRATION },
      }),
    );

  afterAll(async () => {
    await recordMigrationFinished(EXECUTORS_INDEX_MIGRATION);
    forgetExecutorsIndexState();
  });

  it('reads the region’s accounts as before, so an executor without keys yet still gets appeals', async () => {
    // Prepare: an executor of an older release (no keys), on a table whose backfill has not run
    const older = await createStaff({ regionId: REGION, communityId: 'c', assistanceIds: [5] });
    await dynamo().send(
      new UpdateCommand({ TableName: env().TABLE_NAME, Key: { pk: `user#${older.id}`, sk: 'user' }, UpdateExpression: 'REMOVE gsi5pk, gsi5sk' }),
    );
    await forget();
    forgetExecutorsIndexState();

    // Act
    const before = await regionStaff(REGION);
    await recordMigrationFinished(EXECUTORS_INDEX_MIGRATION);
    forgetExecutorsIndexState();
    const after = await regionStaff(REGION);

    // Assess: read from the user index before the backfill is recorded, from the executors' index after
    expect(before.some((u) => u.id === older.id)).toBe(true);
    expect(after.some((u) => u.id === older.id)).toBe(false);
    expect(before.every((u) => u.roles.includes('USER') && u.isActive)).toBe(true);
  });
});
