import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { matchesStreamFilters, streamConsumers } from '../../../infra/routes';
import { ensureTable } from '../../../infra/local/dynamodb-local';
import { mailbox } from '../../../infra/local/test/http';
import { freshEmail } from '../../../infra/local/test/accounts';
import { dynamo } from '../lib/aws';
import { env, resetEnvCache } from '../lib/env';
import { resetMailClient } from '../lib/mail';
import { OUTBOX_PK, outboxPut, queueMail } from '../lib/outbox';
import { eventually } from '../test/stats-kit';
import type { StatsDb } from '../stats/stats-db';
import { flushOutbox, isOutboxInsert, sendOutboxBatch } from './mail-outbox';

/**
 * The mail consumer: requests only queue mail; the stream's INSERT of an outbox
 * item makes the jobs function send it. Against the running platform (its stream
 * poller calls the consumer), and against a table of its own where the platform's
 * poller cannot race the run under test.
 */

const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', pk: string, sequence: string): DynamoDBRecord => ({
  eventName,
  eventSource: 'aws:dynamodb',
  dynamodb: { Keys: { pk: { S: pk }, sk: { S: `x#${sequence}` } }, SequenceNumber: sequence },
});

const outboxItem = async (table: string, sk: string) =>
  (await dynamo().send(new GetCommand({ TableName: table, Key: { pk: OUTBOX_PK, sk }, ConsistentRead: true }))).Item;

describe('mail outbox consumer', () => {
  it('sends a queued mail through the platform and removes it from the outbox', async () => {
    // Prepare
    const to = freshEmail('outbox');

    // Act
    await queueMail({ to, subject: 'Лист з черги', text: 'Текст', kind: 'test' });

    // Assess
    const mails = await mailbox(to);
    expect(mails.map((m) => m.subject)).toEqual(['Лист з черги']);
    await eventually(async () => {
      const { Items = [] } = await dynamo().send(
        new QueryCommand({
          TableName: env().TABLE_NAME,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': OUTBOX_PK },
          ConsistentRead: true,
        }),
      );
      expect(Items.filter((i) => i.mail?.to === to)).toEqual([]);
    });
  });

  it('is given only INSERTs of outbox items, in the cloud and locally, and ignores anything else it is handed', async () => {
    // Prepare: a table client that records every call
    const calls: unknown[] = [];
    const db = { client: { send: async (command: unknown) => calls.push(command) }, table: 'unused' } as unknown as StatsDb;
    const others = [record('INSERT', 'appeal#0000000001', '1'), record('MODIFY', OUTBOX_PK, '2'), record('REMOVE', OUTBOX_PK, '3')];
    const consumer = streamConsumers.find((c) => c.name === 'table-events');

    // Act
    const result = await sendOutboxBatch({ Records: others }, db);

    // Assess
    expect(result.batchItemFailures).toEqual([]);
    expect(calls).toEqual([]);
    expect(consumer).toMatchObject({ domain: 'jobs' });
    expect(consumer!.filters).toContainEqual({ eventName: 'INSERT', pk: OUTBOX_PK });
    for (const r of others) expect(matchesStreamFilters(consumer!.filters, r as never)).toBe(isOutboxInsert(r));
    expect(matchesStreamFilters(consumer!.filters, record('INSERT', OUTBOX_PK, '4') as never)).toBe(true);
  });

  it('reports the first outbox record as failed when the outbox cannot be read, so the batch is retried', async () => {
    // Prepare
    const db = {
      client: { send: async () => Promise.reject(Object.assign(new Error('down'), { name: 'InternalServerError' })) },
      table: 'unused',
    } as unknown as StatsDb;

    // Act
    const result = await sendOutboxBatch({ Records: [record('INSERT', 'appeal#0000000001', '10'), record('INSERT', OUTBOX_PK, '11')] }, db);

    // Assess
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: '11' }]);
  });

  describe('with the mail service down', () => {
    const table = 'dosyt-mail-outbox-test';
    const db = (): StatsDb => ({ client: dynamo(), table });
    const original = process.env.SES_ENDPOINT;

    beforeAll(async () => {
      await ensureTable(inject('dynamoEndpoint'), table);
    });

    afterEach(() => {
      process.env.SES_ENDPOINT = original;
      resetEnvCache();
      resetMailClient();
    });

    it('keeps the mail, leased, for a later run, which sends it and removes it', async () => {
      // Prepare: an outbox item and a mail service that refuses connections
      const to = freshEmail('outbox-retry');
      const put = outboxPut(table, { to, subject: 'Лист після збою', text: 'Текст', kind: 'test' });
      await dynamo().send(new PutCommand(put));
      process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
      resetEnvCache();
      resetMailClient();

      // Act
      const down = await sendOutboxBatch({ Records: [record('INSERT', OUTBOX_PK, '20')] }, db());

      // Assess: the batch is done (no stream retry), the mail waits with its attempt counted
      expect(down.batchItemFailures).toEqual([]);
      const kept = await outboxItem(table, put.Item.sk);
      expect(kept).toMatchObject({ attempts: 1, mail: { to } });
      expect(kept?.leaseUntil).toBeGreaterThan(Date.now());
      expect(await mailbox(to, undefined, 1_000)).toEqual([]);

      // Act: the mail service is back; a run after the lease (the schedule's) sends it
      process.env.SES_ENDPOINT = original;
      resetEnvCache();
      resetMailClient();
      const later = await flushOutbox(db(), Number(kept?.leaseUntil) + 1);

      // Assess
      expect(later).toEqual({ sent: 1, failed: 0, dropped: 0 });
      expect((await mailbox(to)).map((m) => m.subject)).toEqual(['Лист після збою']);
      expect(await outboxItem(table, put.Item.sk)).toBeUndefined();
    });
  });
});
