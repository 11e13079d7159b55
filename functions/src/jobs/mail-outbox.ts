import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sendMail, type Mail } from '../lib/mail';
import { queryAll, type StatsDb } from '../stats/stats-db';

/**
 * The mail outbox (pk 'outbox', sk 'mail#<ulid>', {mail, attempts}): lib/mail.ts
 * parks mail there when SES is down, and the expiry job writes its reminders there
 * in the same transaction as their marks. Each run sends what is waiting:
 * an item is first claimed with a conditional lease, so two concurrent runs never
 * send the same mail; it is deleted once sent. A crash between sending and deleting
 * can repeat one mail after the lease ends (at least once, never lost).
 */

export const OUTBOX_PK = 'outbox';
/** Same lifetime as lib/mail.ts gives the items it parks. */
export const OUTBOX_TTL_SECONDS = 7 * 24 * 3600;
const LEASE_MS = 5 * 60_000;
/** After this many failed sends a mail is dropped (and logged): the address is likely wrong. */
export const MAX_ATTEMPTS = 10;
/** Mails sent per run at most; the rest wait for the next run. */
const BATCH = 200;

export function outboxPut(table: string, mail: Mail, now = Date.now()) {
  return {
    TableName: table,
    Item: { pk: OUTBOX_PK, sk: `mail#${ulid(now)}`, mail, attempts: 0, expiresAt: Math.floor(now / 1000) + OUTBOX_TTL_SECONDS },
  };
}

export async function enqueueMail(mail: Mail, now = Date.now()): Promise<void> {
  await dynamo().send(new PutCommand(outboxPut(env().TABLE_NAME, mail, now)));
}

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
  const waiting = await queryAll(
    db,
    { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': OUTBOX_PK } },
    BATCH,
  );
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
