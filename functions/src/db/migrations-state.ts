import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

/** The one-off migrations' state item: each finished migration's id with its time (functions/src/jobs/migrations.ts). */
export const MIGRATIONS_STATE_KEY = { pk: 'job#migrations', sk: 'state' } as const;

/** Finished migrations by id. */
export async function finishedMigrations(): Promise<Record<string, string>> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: MIGRATIONS_STATE_KEY, ConsistentRead: true }));
  return (Item?.done ?? {}) as Record<string, string>;
}

export async function recordMigrationFinished(id: string, at = new Date().toISOString()): Promise<void> {
  const { TABLE_NAME } = env();
  // A nested attribute can be set only inside a map that exists: make the map first (a no-op once it does).
  await dynamo().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: MIGRATIONS_STATE_KEY,
      UpdateExpression: 'SET #done = if_not_exists(#done, :empty)',
      ExpressionAttributeNames: { '#done': 'done' },
      ExpressionAttributeValues: { ':empty': {} },
    }),
  );
  await dynamo().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: MIGRATIONS_STATE_KEY,
      UpdateExpression: 'SET #done.#id = :at',
      ExpressionAttributeNames: { '#done': 'done', '#id': id },
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}
