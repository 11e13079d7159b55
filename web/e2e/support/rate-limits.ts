import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoEndpoint } from './platform';

/** The local platform's table, or the one E2E_TABLE_NAME names (a rehearsed cloud stage's). */
const TABLE = process.env.E2E_TABLE_NAME ?? 'dosyt-local';

/**
 * Forgets every address's rate-limit counters (items `ratelimit#…`), as the hour's
 * end would: a journey that spends the browser's own address's tries on purpose
 * gives them back, so the journeys after it are not refused.
 */
export async function clearRateLimits(): Promise<void> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamoEndpoint, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  try {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new ScanCommand({
          TableName: TABLE,
          FilterExpression: 'begins_with(pk, :prefix)',
          ExpressionAttributeValues: { ':prefix': 'ratelimit#' },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey: start,
        }),
      );
      const keys = (page.Items ?? []).map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
      for (let i = 0; i < keys.length; i += 25) await client.send(new BatchWriteCommand({ RequestItems: { [TABLE]: keys.slice(i, i + 25) } }));
      start = page.LastEvaluatedKey;
    } while (start);
  } finally {
    client.destroy();
  }
}
