import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { OUTBOX_PK, type Mail } from '../lib/outbox';
import { defaultStatsDb, queryAll, type StatsDb } from '../stats/stats-db';

/**
 * Sends the mail outbox (lib/outbox.ts): request code and the expiry job only put
 * mail there; this, in the jobs function, is the one sender. It runs on the stream
 * when an outbox item is inserted (route table consumer 'table-events') and on the
 * expiry schedule, which retries what failed. Each run sends what is waiting:
 * an item is first claimed with a conditional lease, so two concurrent runs never
 * send the same mail; it is deleted once sent. A crash between sending and deleting
 * can repeat one mail after the lease ends (at least once, never lost).
 */

const LEASE_MS = 5 * 60_000;
/** After this many failed sends a mail is dropped (and logged): the address is likely wrong. */
export const MAX_ATTEMPTS = 10;
/** Mails sent per run at most; the rest wait for the next run. */
const BATCH = 200;

async function claim(db: StatsDb, sk: string, now: number): Promise<number | undefined> {
  try {
    const { Attributes } = await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: { pk: OUTBOX_PK, sk },
        UpdateExpression: 'SET leaseUntil = :lease ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
        ExpressionAttributeValues: { ':lease': now + LEASE_MS, ':one': 1, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Number(Attributes?.attempts ?? 1);
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

export interface OutboxResult {
  sent: number;
  failed: number;
  dropped: number;
}

export async function flushOutbox(db: StatsDb, now = Date.now()): Promise<OutboxResult> {
  const result: OutboxResult = { sent: 0, failed: 0, dropped: 0 };
  const waiting = await queryAll(db, { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': OUTBOX_PK } }, BATCH);
  for (const item of waiting) {
    const sk = String(item.sk);
    const attempts = await claim(db, sk, now);
    if (attempts === undefined) continue;
    const mail = item.mail as Mail;
    try {
      await sendMail(mail);
      await db.client.send(new DeleteCommand({ TableName: db.table, Key: { pk: OUTBOX_PK, sk } }));
      result.sent++;
    } catch (error) {
      if (attempts >= MAX_ATTEMPTS) {
        await db.client.send(new DeleteCommand({ TableName: db.table, Key: { pk: OUTBOX_PK, sk } }));
        logger.error('outbox mail dropped', { kind: mail?.kind, attempts, errorName: (error as Error).name });
        result.dropped++;
      } else {
        logger.warn('outbox mail failed, will retry', { kind: mail?.kind, attempts, errorName: (error as Error).name });
        result.failed++;
      }
    }
  }
  return result;
}

/** The cloud filters the mail consumer's records the same way (infra/routes.ts); this guards local and direct calls. */
export const isOutboxInsert = (record: DynamoDBRecord) => record.eventName === 'INSERT' && record.dynamodb?.Keys?.pk?.S === OUTBOX_PK;

/**
 * The stream entry: a batch with a new outbox item flushes the outbox. A mail that
 * fails to send stays, leased, for the schedule's retry; only a failure to run the
 * flush (the table) is reported, so the event source retries the batch.
 */
export async function sendOutboxBatch(event: DynamoDBStreamEvent, db: StatsDb = defaultStatsDb()): Promise<DynamoDBBatchResponse> {
  const first = (event.Records ?? []).find(isOutboxInsert);
  if (!first) return { batchItemFailures: [] };
  try {
    const result = await flushOutbox(db);
    if (result.failed > 0 || result.dropped > 0) logger.warn('outbox run incomplete', { ...result });
    // One line per batch that sent mail: the jobs function's own trace in the log (counts only).
    else if (result.sent > 0) logger.info('outbox run', { ...result });
  } catch (error) {
    const e = error as Error;
    logger.error('outbox run failed', { errorName: e.name, errorMessage: e.message, sequenceNumber: first.dynamodb?.SequenceNumber });
    return { batchItemFailures: [{ itemIdentifier: first.dynamodb?.SequenceNumber ?? '' }] };
  }
  return { batchItemFailures: [] };
}
