import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { ulid } from 'ulid';
import { awsClientConfig, dynamo } from './aws';
import { env } from './env';
import { logger } from './logger';

/** Mail is a side effect of a use-case, never a relay: callers pass a recipient they looked up themselves. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of mail, for logs (never the address or the text). */
  kind: string;
}

let ses: SESClient | undefined;

/**
 * Short timeouts that throw (this version of the SDK's HTTP handler only warns
 * without throwOnRequestTimeout): a mail service that accepts connections and
 * never answers must not hold the request (an appeal answered 503 after 29 s while
 * it was stored); the mail goes to the outbox instead.
 */
function client(): SESClient {
  ses ??= new SESClient({ ...awsClientConfig(env().SES_ENDPOINT), maxAttempts: 2, requestHandler: new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: 3000, throwOnRequestTimeout: true }) });
  return ses;
}

export async function sendMail(mail: Mail): Promise<void> {
  await client().send(
    new SendEmailCommand({
      Source: env().MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: mail.text, Charset: 'UTF-8' },
          ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
        },
      },
    }),
  );
  logger.info('mail sent', { kind: mail.kind });
}

/** Outbox entries live a week; the mail job retries them until sent. */
const OUTBOX_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Sends now, or records the mail in the outbox when the mail service is down,
 * so the work that caused it (an appeal, a registration) is never lost for it.
 */
export async function sendMailOrQueue(mail: Mail): Promise<'sent' | 'queued'> {
  try {
    await sendMail(mail);
    return 'sent';
  } catch (error) {
    logger.warn('mail deferred to outbox', { kind: mail.kind, errorName: (error as Error).name });
    await dynamo().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: {
          pk: 'outbox',
          sk: `mail#${ulid()}`,
          mail,
          attempts: 1,
          expiresAt: Math.floor(Date.now() / 1000) + OUTBOX_TTL_SECONDS,
        },
      }),
    );
    return 'queued';
  }
}

export function resetMailClient(): void {
  ses = undefined;
}
