import { GetCommand } from '@aws-sdk/lib-dynamodb';
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
