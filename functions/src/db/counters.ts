import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

/** The counter item of a kind of id: a plain item, raised by one atomic ADD. */
const counterKey = (kind: string) => ({ pk: `counter#${kind}`, sk: 'counter' });

/** The last id of a kind handed out so far (0 before the first); it reserves nothing. */
export async function lastId(kind: string): Promise<number> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: counterKey(kind) }));
  return Number(Item?.value ?? 0);
}

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
      Key: counterKey(kind),
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
        Key: counterKey(kind),
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
