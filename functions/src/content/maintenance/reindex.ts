import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PUBLIC_CONTENT_COLLECTIONS } from '@dosyt/core/api/content';
import { db } from '../../db/service';
import { dynamo } from '../../lib/aws';
import { env } from '../../lib/env';

const INDEX_ATTRIBUTES = ['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] as const;

/**
 * Gives every content entry written before the documentId and slug indexes its
 * top-level `slug` and index keys (as ElectroDB builds them for a put), leaving
 * every other attribute, createdAt and updatedAt included, as it is. Idempotent.
 */
export async function reindexContent(): Promise<{ checked: number; updated: number }> {
  const entity = db().entities.contentEntry;
  let checked = 0;
  let updated = 0;
  for (const collection of PUBLIC_CONTENT_COLLECTIONS) {
    const { data } = await entity.query.byCollection({ collection }).go({ pages: 'all' });
    for (const item of data) {
      checked++;
      const slug = String((item.fields as Record<string, unknown>).slug ?? '');
      const built = (entity.put({ ...item, slug }).params() as { Item: Record<string, unknown> }).Item;
      const { Key } = entity.get({ collection, id: item.id }).params() as { Key: Record<string, string> };
      const TableName = env().TABLE_NAME;
      const { Item: stored } = await dynamo().send(new GetCommand({ TableName, Key }));
      if (stored && stored.slug === slug && INDEX_ATTRIBUTES.every((a) => stored[a] === built[a])) continue;
      await dynamo().send(
        new UpdateCommand({
          TableName,
          Key,
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: `SET slug = :slug, ${INDEX_ATTRIBUTES.map((a) => `${a} = :${a}`).join(', ')}`,
          ExpressionAttributeValues: { ':slug': slug, ...Object.fromEntries(INDEX_ATTRIBUTES.map((a) => [`:${a}`, built[a]])) },
        }),
      );
      updated++;
    }
  }
  return { checked, updated };
}
