import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { closeEndedSessions } from '../chat/session-ends';
import { SESSION_END_PK } from '../lib/session-epoch';
import { isOutboxInsert, sendOutboxBatch } from './mail-outbox';

/** The cloud filters the records the same way (infra/routes.ts); this guards local and direct calls. */
export const isSessionEndInsert = (record: DynamoDBRecord) => record.eventName === 'INSERT' && record.dynamodb?.Keys?.pk?.S === SESSION_END_PK;

/**
 * Stream consumer 'table-events' (infra/routes.ts): one reader of the table's stream
 * for two kinds of record, since a DynamoDB stream serves at most two readers a shard
 * without throttling (the other is the aggregates, stats/apply-stream.ts). Each kind
 * goes to its own use-case with its own failure handling:
 * - a new outbox item flushes the outbox (mail-outbox.ts);
 * - a new session-end record closes the sockets of the sessions it ends (chat/session-ends.ts).
 * Both report the record they failed on; the event source retries from the earliest
 * reported one, and both use-cases take a record twice without harm (the outbox leases
 * each mail and deletes it once sent; a closed socket is already gone).
 */
export async function handleTableEvents(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const records = event.Records ?? [];
  const [mail, sessions] = await Promise.all([
    sendOutboxBatch({ Records: records.filter(isOutboxInsert) }),
    closeEndedSessions({ Records: records.filter(isSessionEndInsert) }),
  ]);
  return { batchItemFailures: [...mail.batchItemFailures, ...sessions.batchItemFailures].filter((f) => f.itemIdentifier) };
}
