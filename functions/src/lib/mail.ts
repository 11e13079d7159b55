import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { awsClientConfig } from './aws';
import { env } from './env';
import { logger } from './logger';
import type { Mail } from './outbox';

/**
 * The SES client: imported by the jobs function only (jobs/mail-outbox.ts), which
 * sends what the others put in the outbox (lib/outbox.ts). ESLint keeps it there,
 * so the request functions' bundles stay without the SES client.
 */

let ses: SESClient | undefined;

/**
 * Short timeouts that throw (this version of the SDK's HTTP handler only warns
 * without throwOnRequestTimeout): a mail service that accepts connections and
 * never answers must not hold the outbox run; the mail stays for the next one.
 */
function client(): SESClient {
  ses ??= new SESClient({
    ...awsClientConfig(env().SES_ENDPOINT),
    maxAttempts: 2,
    requestHandler: new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: 3000, throwOnRequestTimeout: true }),
  });
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

export function resetMailClient(): void {
  ses = undefined;
}
