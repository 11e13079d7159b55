import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

/** Allocates the next numeric id of a kind ('user', 'appeal', ...) from an atomic counter item. */
export async function nextId(kind: string): Promise<number> {
  const [id] = await reserveIds(kind, 1);
  return id!;
}

/** Allocates `count` consecutive ids of a kind with ONE atomic add (a new appeal's records). */
export async function reserveIds(kind: string, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const result = await dynamo().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: { pk: `counter#${kind}`, sk: 'counter' },
      UpdateExpression: 'ADD #value :n',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':n': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const last = Number(result.Attributes?.value);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

/** Raises a counter to at least `value` (the seeder uses it after writing fixed ids). */
export async function ensureCounterAtLeast(kind: string, value: number): Promise<void> {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: { pk: `counter#${kind}`, sk: 'counter' },
        UpdateExpression: 'SET #value = :v',
        ConditionExpression: 'attribute_not_exists(#value) OR #value < :v',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':v': value },
      }),
    )
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
}
