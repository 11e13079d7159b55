import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { assignmentEntity } from '../../db/entities/assignment.entity';
import { dynamo } from '../../lib/aws';
import { env } from '../../lib/env';
import { assignmentPages } from './assignment-pages';

/**
 * Gives every assignment written before the executor × community index (gsi4) its
 * keys, as ElectroDB builds them for a put, touching nothing else. Idempotent: a
 * record already keyed is skipped. A Scan: admin maintenance, once after the deploy.
 */
export async function reindexAssignments(): Promise<{ checked: number; updated: number }> {
  const TableName = env().TABLE_NAME;
  let checked = 0;
  let updated = 0;
  for await (const items of assignmentPages(TableName)) {
    for (const item of items) {
      checked++;
      const built = (
        assignmentEntity.put(assignmentEntity.parse({ Item: item }).data as never).params({ table: TableName }) as { Item: Record<string, unknown> }
      ).Item;
      if (item.gsi4pk === built.gsi4pk && item.gsi4sk === built.gsi4sk) continue;
      await dynamo().send(
        new UpdateCommand({
          TableName,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET gsi4pk = :pk, gsi4sk = :sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':pk': built.gsi4pk, ':sk': built.gsi4sk },
        }),
      );
      updated++;
    }
  }
  return { checked, updated };
}
