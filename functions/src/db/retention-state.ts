import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { FINISHED_APPEALS_PK } from './entities/finished-appeal.entity';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

/** The retention job's state item: its cursor in the retention index and what its runs changed. */
export const RETENTION_STATE_KEY = { pk: 'job#appeal-retention', sk: 'state' } as const;

export interface RetentionState {
  cursor?: string;
  lastRunAt?: string;
  lastRunAnonymised?: number;
  totalAnonymised?: number;
}

export async function retentionState(): Promise<RetentionState> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: RETENTION_STATE_KEY, ConsistentRead: true }));
  return (Item ?? {}) as RetentionState;
}

/**
 * How many keys of the retention index lie after `after` (a sort key, the job's cursor)
 * and before the `before` instant, counted up to `cap`, and whether more lie past it.
 * A COUNT Query: keys only, no items returned. Sort keys are `<finishedAt ISO>#<pad(id)>`,
 * so a key below the instant is an appeal finished before it.
 */
export async function countFinishedBefore(before: string, after: string | undefined, cap: number): Promise<{ count: number; capped: boolean }> {
  let count = 0;
  // A Query may start after any key, the cursor's own included.
  let start: Record<string, unknown> | undefined = after ? { pk: FINISHED_APPEALS_PK, sk: after } : undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND sk < :to',
        ExpressionAttributeValues: { ':pk': FINISHED_APPEALS_PK, ':to': before },
        Select: 'COUNT',
        Limit: cap - count,
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start && count < cap);
  return { count, capped: count >= cap && start !== undefined };
}
