import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { dynamo } from './aws';
import { env } from './env';
import { logger } from './logger';

/**
 * The mail outbox (pk 'outbox', sk 'mail#<ulid>', {mail, attempts}). Request code
 * only writes here and never waits for the mail service: the jobs function sends
 * (jobs/mail-outbox.ts, on the stream's INSERT and on its schedule). Kept free of
 * the SES client so the request functions' bundles do not carry it.
 */

/** Mail is a side effect of a use-case, never a relay: callers pass a recipient they looked up themselves. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of mail, for logs (never the address or the text). */
  kind: string;
}

export const OUTBOX_PK = 'outbox';
/** Outbox entries live a week; the jobs function retries them until sent. */
export const OUTBOX_TTL_SECONDS = 7 * 24 * 3600;

export function outboxPut(table: string, mail: Mail, now = Date.now()) {
  return {
    TableName: table,
    Item: { pk: OUTBOX_PK, sk: `mail#${ulid(now)}`, mail, attempts: 0, expiresAt: Math.floor(now / 1000) + OUTBOX_TTL_SECONDS },
  };
}

/** Records the mail for sending; it leaves shortly after, whatever the mail service's state. */
export async function queueMail(mail: Mail, now = Date.now()): Promise<'queued'> {
  await dynamo().send(new PutCommand(outboxPut(env().TABLE_NAME, mail, now)));
  logger.info('mail queued', { kind: mail.kind });
  return 'queued';
}
