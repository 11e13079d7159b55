import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/aws';

/**
 * Every assignment record of the table, one Scan page at a time (the records as
 * stored, with their physical keys). A Scan: admin maintenance only.
 */
export async function* assignmentPages(TableName: string): AsyncGenerator<Record<string, unknown>[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName,
        FilterExpression: '#e = :e',
        ExpressionAttributeNames: { '#e': '__edb_e__' },
        ExpressionAttributeValues: { ':e': 'assignment' },
        ExclusiveStartKey,
      }),
    );
    yield page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}
