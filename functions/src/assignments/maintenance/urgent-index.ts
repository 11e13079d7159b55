import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { appealEntity, type AppealItem } from '../../db/entities/appeal.entity';
import { assignmentEntity, withUrgentIndex } from '../../db/entities/assignment.entity';
import { dynamo } from '../../lib/aws';
import { env } from '../../lib/env';
import { assignmentPages } from './assignment-pages';

type Item = Record<string, unknown>;

/** The appeals of one Scan page, by id (BatchGet in hundreds, unprocessed keys retried). */
async function appealsOf(TableName: string, ids: number[]): Promise<Map<number, AppealItem>> {
  const found = new Map<number, AppealItem>();
  const keys = [...new Set(ids)].map((id) => appealEntity.get({ id }).params({ table: TableName }).Key as Item);
  for (let i = 0; i < keys.length; i += 100) {
    let request: Record<string, { Keys: Item[] }> | undefined = { [TableName]: { Keys: keys.slice(i, i + 100) } };
    while (request && Object.keys(request).length > 0) {
      const result = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[TableName] ?? []) {
        const appeal = appealEntity.parse({ Item: item }).data as AppealItem | null;
        if (appeal) found.set(appeal.id, appeal);
      }
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/**
 * Gives every open record of an appeal with children or high risk its urgent-index keys
 * (gsi5, the executor's urgent list) and takes them from every other record, as the
 * writes do since the index exists. Idempotent: a record already right is not written;
 * each update is conditional on the record's version, so a concurrent save wins and
 * carries its own keys. A Scan: admin maintenance, once after the deploy.
 */
export async function reindexUrgentRecords(): Promise<{ checked: number; updated: number }> {
  const TableName = env().TABLE_NAME;
  let checked = 0;
  let updated = 0;
  for await (const items of assignmentPages(TableName)) {
    const appeals = await appealsOf(
      TableName,
      items.map((item) => Number(item.appealId)),
    );
    for (const item of items) {
      checked++;
      const record = assignmentEntity.parse({ Item: item }).data;
      if (!record) continue;
      const appeal = appeals.get(record.appealId);
      const keyed = withUrgentIndex(record, appeal ?? {});
      if (item.gsi5pk === keyed.urgentKey && item.gsi5sk === keyed.urgentSort) continue;
      const common = { TableName, Key: { pk: item.pk, sk: item.sk }, ConditionExpression: 'attribute_exists(pk) AND #v = :v' };
      await dynamo()
        .send(
          keyed.urgentKey
            ? new UpdateCommand({
                ...common,
                UpdateExpression: 'SET gsi5pk = :pk, gsi5sk = :sk',
                ExpressionAttributeNames: { '#v': 'version' },
                ExpressionAttributeValues: { ':pk': keyed.urgentKey, ':sk': keyed.urgentSort, ':v': record.version },
              })
            : new UpdateCommand({
                ...common,
                UpdateExpression: 'REMOVE gsi5pk, gsi5sk',
                ExpressionAttributeNames: { '#v': 'version' },
                ExpressionAttributeValues: { ':v': record.version },
              }),
        )
        .then(() => updated++)
        .catch((error: Error) => {
          if (error.name !== 'ConditionalCheckFailedException') throw error;
        });
    }
  }
  return { checked, updated };
}
