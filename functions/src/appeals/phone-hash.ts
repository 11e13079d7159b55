import { createHash, createHmac } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../db/service';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { appealKey } from '../db/appeal-store';
import { derivedKey } from './follow-up-hash';

/**
 * The duplicate index's key of a phone (`phoneHash`, gsi3 `phone#<hash>`). A phone
 * number has about 10^9 values, so a plain SHA-256 of it is undone by hashing them
 * all: it is HMAC-SHA256 under a key derived from the follow-up pepper (which lives
 * outside the table) with a label of its own.
 */
export async function phoneHash(phone: string): Promise<string> {
  return createHmac('sha256', await derivedKey('appeal phone'))
    .update(phone)
    .digest('hex');
}

/** What appeals stored before the keyed hash carry; read only until the re-key below has run. */
export const legacyPhoneHash = (phone: string): string => createHash('sha256').update(phone).digest('hex');

export const PHONE_REKEY_STATE_KEY = { pk: 'job#phone-rekey', sk: 'state' } as const;

/** Once the re-key has finished it stays finished: an instance asks no more. */
let rekeyed = false;

/**
 * Whether the duplicate check must also look under the legacy hash: until a re-key
 * pass has found nothing left to change (its state item's `doneAt`).
 */
export async function legacyPhoneReadNeeded(): Promise<boolean> {
  if (rekeyed) return false;
  const { Item } = await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: PHONE_REKEY_STATE_KEY }));
  rekeyed = typeof Item?.doneAt === 'string';
  return !rekeyed;
}

/** Tests put the state back. */
export function forgetPhoneRekeyState(): void {
  rekeyed = false;
}

/**
 * The one-off re-key (functions/src/jobs/maintenance/phone-rekey-cli.ts): every
 * appeal whose `phoneHash` is still the plain SHA-256 of its phone gets the keyed
 * hash and the index key with it, conditional on the hash it read (an edit or an
 * anonymisation in between wins; the next pass sees it). Reads the all-appeals
 * index (gsi2) page by page; idempotent. A pass that leaves nothing behind writes
 * `doneAt`, which ends the legacy read of the duplicate check.
 */
export async function rekeyPhoneHashes(): Promise<{ checked: number; rekeyed: number; left: number }> {
  let checked = 0;
  let changed = 0;
  let left = 0;
  let cursor: string | null = null;
  do {
    const page: { data: Array<{ id: number; phone?: string; phoneHash?: string }>; cursor: string | null } = await db()
      .entities.appeal.query.all({})
      .go({ cursor, attributes: ['id', 'phone', 'phoneHash', 'createdAt'] });
    for (const appeal of page.data) {
      checked++;
      if (!appeal.phone || !appeal.phoneHash || appeal.phoneHash !== legacyPhoneHash(appeal.phone)) continue;
      const keyed = await phoneHash(appeal.phone);
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: env().TABLE_NAME,
            Key: appealKey(appeal.id),
            UpdateExpression: 'SET phoneHash = :keyed, gsi3pk = :index',
            ConditionExpression: 'phoneHash = :legacy',
            ExpressionAttributeValues: { ':keyed': keyed, ':index': `phone#${keyed}`, ':legacy': appeal.phoneHash },
          }),
        );
        changed++;
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        left++;
      }
    }
    cursor = page.cursor;
  } while (cursor);
  if (left === 0) {
    await dynamo().send(
      new PutCommand({ TableName: env().TABLE_NAME, Item: { ...PHONE_REKEY_STATE_KEY, doneAt: new Date().toISOString(), checked, rekeyed: changed } }),
    );
  }
  return { checked, rekeyed: changed, left };
}
