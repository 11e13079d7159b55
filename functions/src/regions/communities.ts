import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

/** The number of communities is written by the seeder next to the list itself. */
export async function getCommunityCount(): Promise<number> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: { pk: 'meta#communities', sk: 'count' } }));
  return Number(Item?.value ?? 0);
}
