import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws';
import { env } from './env';
import { logger } from './logger';

/**
 * The one write every signed-in HTTP request makes to its sign-in record
 * (sign-in-record.ts): when it was last used, so the server can refuse a refresh
 * after the idle minutes. Apart from the record's other writes so that a function
 * with only its own partitions bundles this write alone, and its role allows only
 * it (functions/src/db/table-access.ts SESSION_ACTIVITY). Plain document-client
 * calls: ElectroDB would weigh on every function.
 */

export const SIGN_IN_SK = 'signin';
export const signInKey = (familyId: string) => ({ pk: `signin#${familyId}`, sk: SIGN_IN_SK });

/** Activity is written at most this often per sign-in: a coarse clock, not a write per request. */
export const ACTIVITY_WRITE_SECONDS = 60;

export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A write refused by its ConditionExpression (the SDK's ConditionalCheckFailedException). */
export const isConditionalFailure = (error: unknown) => /conditional/i.test((error as Error).message);

/** When this instance last wrote each sign-in's activity: the per-instance half of the coarse clock. */
const written = new Map<string, number>();
const MAX_REMEMBERED = 5_000;

/**
 * A signed-in request: the sign-in was used now. Written at most once per
 * ACTIVITY_WRITE_SECONDS per instance, and the condition keeps other instances
 * from writing it more often either. Never fails the request.
 */
export async function noteActivity(familyId: string, now = nowSeconds()): Promise<void> {
  const last = written.get(familyId);
  if (last !== undefined && now - last < ACTIVITY_WRITE_SECONDS) return;
  if (written.size >= MAX_REMEMBERED) written.clear();
  written.set(familyId, now);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: signInKey(familyId),
        UpdateExpression: 'SET #at = :now',
        ConditionExpression: 'attribute_exists(pk) AND #at < :due',
        ExpressionAttributeNames: { '#at': 'lastActiveAt' },
        ExpressionAttributeValues: { ':now': now, ':due': now - ACTIVITY_WRITE_SECONDS + 1 },
      }),
    );
  } catch (error) {
    if (!isConditionalFailure(error)) logger.warn('activity not recorded', { errorName: (error as Error).name });
  }
}

/** Tests: forget what this instance wrote. */
export function forgetActivityWrites(): void {
  written.clear();
}
