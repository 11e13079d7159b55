import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { submitAppeal } from '../../../infra/local/test/appeals';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { appealKey, appealPartitionKey, loadAppealPartition } from './appeal-store';
import { db } from './service';

describe("the appeal partition's data access", () => {
  it('keys the appeal as its entity does', () => {
    expect(appealKey(42)).toEqual(db().entities.appeal.get({ id: 42 }).params().Key);
    expect(appealPartitionKey(42)).toBe(appealKey(42).pk);
  });

  it('gives each entity only the items it wrote, whatever else the partition holds', async () => {
    const { appealId } = await submitAppeal({ assistance_ids: [3] });
    const before = await loadAppealPartition(appealId);
    expect(before?.appeal.id).toBe(appealId);
    // A report another version of its entity wrote (a migration half done): its shape is not this code's to read.
    const stray = { pk: appealPartitionKey(appealId), sk: 'report#2026-01-01#stray', __edb_e__: 'report', __edb_v__: '2', id: 'stray' };
    await dynamo().send(new PutCommand({ TableName: env().TABLE_NAME, Item: stray }));
    try {
      expect(await loadAppealPartition(appealId)).toEqual(before);
    } finally {
      await dynamo().send(new DeleteCommand({ TableName: env().TABLE_NAME, Key: { pk: stray.pk, sk: stray.sk } }));
    }
  });
});
