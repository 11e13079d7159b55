import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

/**
 * Pieces of an image being uploaded (pk `content-upload#<uploadId>`, sk
 * `chunk#<index>`), waiting with a TTL until the last one arrives.
 *
 * Plain item commands rather than an ElectroDB entity: the media function is the
 * only reader and writer, the items live an hour at most, and without the entity
 * layer its bundle carries the S3 client and still stays small.
 */
export interface UploadChunk {
  uploadId: string;
  index: number;
  /** Only the admin who started an upload may continue it. */
  userId: number;
  /** Base64. */
  data: string;
  /** Epoch seconds: the table's TTL attribute. */
  expiresAt: number;
}

const BATCH_WRITE_LIMIT = 25;

/** The partition of an upload's chunks (infra's table access grants the media function only these). */
const UPLOAD_PK = 'content-upload#';
const partitionOf = (uploadId: string) => `${UPLOAD_PK}${uploadId}`;
const keyOf = (uploadId: string, index: number) => ({ pk: partitionOf(uploadId), sk: `chunk#${index}` });

function toChunk(item: Record<string, unknown>): UploadChunk {
  return {
    uploadId: String(item.uploadId),
    index: Number(item.index),
    userId: Number(item.userId),
    data: String(item.data),
    expiresAt: Number(item.expiresAt),
  };
}

export function uploadChunks() {
  const client = dynamo();
  const TableName = env().TABLE_NAME;
  return {
    async get(uploadId: string, index: number): Promise<UploadChunk | undefined> {
      const { Item } = await client.send(new GetCommand({ TableName, Key: keyOf(uploadId, index), ConsistentRead: true }));
      return Item ? toChunk(Item) : undefined;
    },

    async put(chunk: UploadChunk): Promise<void> {
      await client.send(new PutCommand({ TableName, Item: { ...keyOf(chunk.uploadId, chunk.index), ...chunk } }));
    },

    /** Every stored chunk of an upload, in index order (a 2 MB image spans more than one 1 MB page). */
    async all(uploadId: string): Promise<UploadChunk[]> {
      const chunks: UploadChunk[] = [];
      let start: QueryCommandOutput['LastEvaluatedKey'];
      do {
        const page = await client.send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chunk)',
            ExpressionAttributeValues: { ':pk': partitionOf(uploadId), ':chunk': 'chunk#' },
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        chunks.push(...(page.Items ?? []).map(toChunk));
        start = page.LastEvaluatedKey;
      } while (start);
      return chunks.sort((a, b) => a.index - b.index);
    },

    /** Deletes the assembled chunks; any the table leaves unprocessed expire with their TTL. */
    async remove(uploadId: string, indexes: number[]): Promise<void> {
      for (let i = 0; i < indexes.length; i += BATCH_WRITE_LIMIT) {
        const deletes = indexes.slice(i, i + BATCH_WRITE_LIMIT).map((index) => ({ DeleteRequest: { Key: keyOf(uploadId, index) } }));
        await client.send(new BatchWriteCommand({ RequestItems: { [TableName]: deletes } }));
      }
    },
  };
}
