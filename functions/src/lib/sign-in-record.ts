import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws';
import { env } from './env';
import { isConditionalFailure, nowSeconds, signInKey } from './sign-in-activity';

/**
 * One sign-in (a refresh-token family) as a record of its own: whether it has
 * ended, the account's session epoch it belongs to, and when it was last used.
 *
 * The refresh tokens of a sign-in are many items (one per rotation, siblings for
 * tabs that refreshed at once) found through an eventually consistent index, so
 * revoking them one by one can miss one written a moment before, and a token
 * rotated seconds earlier (the two-tabs grace) is not "active" either. This one
 * item is read with a consistent read on every refresh: once it says ended, or
 * its epoch is behind the account's, no token of the sign-in is ever exchanged
 * again, whatever their own status says.
 *
 * Plain document-client calls, not an ElectroDB entity, like the activity note
 * every function writes (sign-in-activity.ts).
 */

export interface SignInRecord {
  familyId: string;
  userId: number;
  /** The account's session epoch when the sign-in began (or was last confirmed, see keepSignInCurrent). */
  epoch: number;
  status: 'active' | 'ended';
  /** Epoch seconds of the last signed-in request (at most ACTIVITY_WRITE_SECONDS old while in use). */
  lastActiveAt: number;
  /** TTL, epoch seconds: the family's own end. */
  expiresAt: number;
}

export async function createSignInRecord(record: Omit<SignInRecord, 'status' | 'lastActiveAt'>): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: env().TABLE_NAME,
      Item: { ...signInKey(record.familyId), ...record, status: 'active', lastActiveAt: nowSeconds() },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Consistent: a sign-out or an end of every session a moment ago is seen. */
export async function readSignInRecord(familyId: string): Promise<SignInRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: signInKey(familyId), ConsistentRead: true }));
  return Item as SignInRecord | undefined;
}

/** The sign-in ends for good: none of its refresh tokens is exchanged again. */
export async function endSignInRecord(familyId: string): Promise<void> {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: signInKey(familyId),
        UpdateExpression: 'SET #status = :ended',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':ended': 'ended' },
      }),
    )
    .catch((error: unknown) => {
      // No record (a sign-in older than the records, or already swept): nothing can refresh it anyway.
      if (!isConditionalFailure(error)) throw error;
    });
}

/** The account's epoch moved on while this sign-in stays (its owner turned a second factor on from it). */
export async function keepSignInCurrent(familyId: string, epoch: number): Promise<void> {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: signInKey(familyId),
        UpdateExpression: 'SET #epoch = :epoch',
        ConditionExpression: 'attribute_exists(pk) AND #status = :active',
        ExpressionAttributeNames: { '#epoch': 'epoch', '#status': 'status' },
        ExpressionAttributeValues: { ':epoch': epoch, ':active': 'active' },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error;
    });
}
