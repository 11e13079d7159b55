import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '../db/table';
import { env } from '../lib/env';
import type { StatsDb } from '../stats/stats-db';

/**
 * Test helpers for the stats and jobs suites: waiting for the stream consumer,
 * and throwaway tables with no stream consumer behind them.
 */

/** Retries `check` until it stops throwing (the aggregate reflects the write) or the time is up. */
export async function eventually<T>(check: () => Promise<T>, options: { timeoutMs?: number; intervalMs?: number } = {}): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, options.intervalMs ?? 200));
    }
  }
}

function rawClient(): DynamoDBClient {
  const { DYNAMODB_ENDPOINT, AWS_REGION } = env();
  return new DynamoDBClient({
    region: AWS_REGION,
    ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
}

/** A table shaped like the platform's (same keys and indexes) but with no stream consumer behind it. */
export async function createScratchTable(name: string): Promise<StatsDb & { drop(): Promise<void> }> {
  const raw = rawClient();
  await raw.send(new DeleteTableCommand({ TableName: name })).catch(() => undefined);
  await raw.send(new CreateTableCommand(tableDefinition(name)));
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  return {
    client,
    table: name,
    drop: async () => {
      await raw.send(new DeleteTableCommand({ TableName: name })).catch(() => undefined);
    },
  };
}
