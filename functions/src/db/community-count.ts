import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

/** The number of communities: a plain item the seeder writes next to the list itself. */
export const COMMUNITY_COUNT_KEY = { pk: 'meta#communities', sk: 'count' } as const;

export async function getCommunityCount(): Promise<number> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: COMMUNITY_COUNT_KEY }));
  return Number(Item?.value ?? 0);
}
