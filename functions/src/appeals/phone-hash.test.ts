import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { randomAddress, randomPhone, validAppealBody } from '../../../infra/local/test/appeals';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { appealPartitionKey } from '../db/appeal-store';
import { createAppeal } from './create-appeal';
import { MIGRATIONS_STATE_KEY } from '../db/migrations-state';
import { forgetMigrationsState, MIGRATIONS, runPendingMigrations } from '../jobs/migrations';
import { forgetPhoneRekeyState, legacyPhoneHash, phoneHash, PHONE_REKEY_STATE_KEY, rekeyPhoneHashes } from './phone-hash';

/**
 * The duplicate index keeps a keyed hash of the phone, never its plain SHA-256
 * (undone by hashing every Ukrainian number); appeals stored before it are still
 * found as duplicates during the transition, and the one-off re-key moves them over,
 * against DynamoDB Local.
 */

const stored = async (id: number) =>
  (await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: { pk: appealPartitionKey(id), sk: 'appeal' }, ConsistentRead: true }))).Item!;

async function submit(phone: string) {
  const { appeal } = await createAppeal(validAppealBody({ phone, assistance_ids: [1] }), {
    caller: null,
    sourceIp: randomAddress(),
    notify: false,
    rateLimit: false,
  });
  return stored(appeal.id);
}

/** An appeal as the platform stored it before the keyed hash. */
async function makeLegacy(id: number, phone: string) {
  const legacy = legacyPhoneHash(phone);
  await dynamo().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: { pk: appealPartitionKey(id), sk: 'appeal' },
      UpdateExpression: 'SET phoneHash = :h, gsi3pk = :pk',
      ExpressionAttributeValues: { ':h': legacy, ':pk': `phone#${legacy}` },
    }),
  );
}

const resetState = async () => {
  await dynamo().send(new DeleteCommand({ TableName: env().TABLE_NAME, Key: PHONE_REKEY_STATE_KEY }));
  forgetPhoneRekeyState();
};

beforeEach(resetState);
afterAll(resetState);

describe('the appeal’s phone hash', () => {
  it('is keyed: no plain SHA-256 of the phone is stored, and a second appeal is still linked to the first', async () => {
    // Prepare
    const phone = randomPhone();

    // Act
    const first = await submit(phone);
    const second = await submit(phone);

    // Assess
    const items = JSON.stringify([first, second]);
    expect(items).not.toContain(legacyPhoneHash(phone));
    expect(first.phoneHash).toBe(await phoneHash(phone));
    expect(first.gsi3pk).toBe(`phone#${first.phoneHash}`);
    expect(second).toMatchObject({ isDuplicate: true, duplicateOf: first.id });
  });

  it('finds an appeal stored with the legacy hash until the re-key, which moves it over and ends the legacy read', async () => {
    // Prepare: an appeal from before the keyed hash
    const phone = randomPhone();
    const old = await submit(phone);
    await makeLegacy(Number(old.id), phone);

    // Act
    const during = await submit(phone);
    const pass = await rekeyPhoneHashes();
    forgetPhoneRekeyState();
    const after = await submit(phone);

    // Assess
    expect(during).toMatchObject({ isDuplicate: true, duplicateOf: old.id });
    expect(pass.left).toBe(0);
    expect(pass.rekeyed).toBeGreaterThanOrEqual(1);
    const rekeyed = await stored(Number(old.id));
    expect([rekeyed.phoneHash, rekeyed.gsi3pk]).toEqual([await phoneHash(phone), `phone#${await phoneHash(phone)}`]);
    expect(rekeyed.version).toBe(old.version);
    const state = await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: PHONE_REKEY_STATE_KEY, ConsistentRead: true }));
    expect(state.Item?.doneAt).toEqual(expect.any(String));
    expect(after).toMatchObject({ isDuplicate: true, duplicateOf: old.id });
  });

  it('once done, the duplicate check no longer looks up the plain hash; a stray legacy item is left to the next pass', async () => {
    // Prepare
    await rekeyPhoneHashes();
    forgetPhoneRekeyState();
    const phone = randomPhone();
    const stray = await submit(phone);
    await makeLegacy(Number(stray.id), phone);

    // Act
    const after = await submit(phone);
    const again = await rekeyPhoneHashes();

    // Assess: the stray legacy item is found by the re-key, not by the duplicate check
    expect(after).toMatchObject({ isDuplicate: false });
    expect([again.rekeyed, again.left]).toEqual([1, 0]);
  });

  it('is moved over by the jobs function with no operator step: the pending migration re-keys and records itself', async () => {
    // Prepare: an appeal from before the keyed hash, and the migration not yet run on this table
    const phone = randomPhone();
    const old = await submit(phone);
    await makeLegacy(Number(old.id), phone);
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: env().TABLE_NAME,
          Key: MIGRATIONS_STATE_KEY,
          UpdateExpression: 'REMOVE #done.#id',
          ExpressionAttributeNames: { '#done': 'done', '#id': 'phone-rekey' },
        }),
      )
      .catch(() => undefined);
    forgetMigrationsState();

    // Act
    const finished = await runPendingMigrations(MIGRATIONS.filter((m) => m.id === 'phone-rekey'));

    // Assess
    expect(finished).toEqual(['phone-rekey']);
    expect((await stored(Number(old.id))).phoneHash).toBe(await phoneHash(phone));
    const migrations = await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: MIGRATIONS_STATE_KEY, ConsistentRead: true }));
    expect(migrations.Item?.done?.['phone-rekey']).toEqual(expect.any(String));
    expect(await runPendingMigrations(MIGRATIONS.filter((m) => m.id === 'phone-rekey'))).toEqual([]);
  });
});
