import { appendFileSync } from 'node:fs';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';
import { matchesStreamFilters, streamConsumers } from '../routes';
import { loadDomain } from './domains';
import { invoke } from './lambda-context';
import { localClient } from './dynamodb-local';

/**
 * The DynamoDB stream event source, locally: reads DynamoDB Local's stream and
 * hands each batch to the route table's consumers (through their filters),
 * honouring partial-batch failure reports; a batch that keeps failing goes to a dead-letter file.
 */
export interface StreamPoller {
  stop(): Promise<void>;
  /** Resolves once every record written so far has been handed to the consumers (resume a paused poller first). */
  drain(): Promise<void>;
  /**
   * Holds delivery; records wait in the stream, as they do while the cloud's consumer Lambda is busy.
   * The benchmark measures the public submission this way: in the cloud the consumer runs beside it,
   * not on the same DynamoDB Local and Node process.
   */
  pause(): void;
  resume(): void;
}

const MAX_ATTEMPTS = 3;

type Image = Record<string, unknown> | undefined;

/**
 * The Streams SDK client reads an empty map attribute ({M: {}}) back as {}; the
 * Lambda event source delivers {M: {}}. Put the type back so consumers see what
 * they will see in the cloud.
 */
function repairValue(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  if (Object.keys(v).length === 0) return { M: {} };
  if (v.M && typeof v.M === 'object') return { M: repairImage(v.M as Record<string, unknown>) };
  if (Array.isArray(v.L)) return { L: v.L.map(repairValue) };
  return v;
}

export function repairImage<T extends Image>(image: T): T {
  if (!image) return image;
  return Object.fromEntries(Object.entries(image).map(([k, v]) => [k, repairValue(v)])) as T;
}

export async function startStreamPoller(options: { endpoint: string; tableName: string; deadLetterFile?: string; intervalMs?: number }): Promise<StreamPoller> {
  const tables = localClient(options.endpoint);
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { Table } = await tables.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error('The table has no stream');

  const iterators = new Map<string, string | undefined>();
  const finished = new Set<string>();
  let stopped = false;
  let paused = false;
  let idleWaiters: Array<() => void> = [];

  async function discoverShards(initial: boolean): Promise<void> {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (iterators.has(id) || finished.has(id)) continue;
      // At start-up, old records were applied by an earlier run: begin at the end of open shards.
      const type = initial && !shard.SequenceNumberRange?.EndingSequenceNumber ? 'LATEST' : 'TRIM_HORIZON';
      if (initial && type === 'TRIM_HORIZON') {
        finished.add(id);
        continue;
      }
      const { ShardIterator } = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: id, ShardIteratorType: type }));
      iterators.set(id, ShardIterator);
    }
  }

  async function deliver(records: _Record[]): Promise<void> {
    const event = {
      Records: records.map((r) => ({
        ...r,
        dynamodb: r.dynamodb && {
          ...r.dynamodb,
          NewImage: repairImage(r.dynamodb.NewImage),
          OldImage: repairImage(r.dynamodb.OldImage),
        },
        eventSource: 'aws:dynamodb',
        eventSourceARN: streamArn,
        awsRegion: 'local',
      })),
    };
    for (const consumer of streamConsumers) {
      // As Lambda event filtering does: a consumer sees only its records, and no batch when none match.
      let pending = event.Records.filter((r) => matchesStreamFilters(consumer.filters, r));
      if (pending.length === 0) continue;
      const handler = await loadDomain(consumer.domain);
      for (let attempt = 1; pending.length > 0; attempt++) {
        // A thrown batch is a failure of its first record, as the Lambda event source treats it.
        // The consumer's function is its domain's (jobs, stats), as in the cloud.
        const result = (await Promise.resolve(invoke(consumer.domain, (context) => handler({ Records: pending }, context, () => undefined))).catch(() => ({
          batchItemFailures: [{ itemIdentifier: pending[0].dynamodb?.SequenceNumber }],
        }))) as { batchItemFailures?: Array<{ itemIdentifier?: string }> } | undefined;
        const failed = result?.batchItemFailures?.[0]?.itemIdentifier;
        if (!failed) break;
        const index = pending.findIndex((r) => r.dynamodb?.SequenceNumber === failed);
        const retry = index >= 0 ? pending.slice(index) : pending;
        if (attempt >= MAX_ATTEMPTS) {
          if (options.deadLetterFile)
            appendFileSync(
              options.deadLetterFile,
              `${JSON.stringify({ consumer: consumer.name, sequenceNumbers: retry.map((r) => r.dynamodb?.SequenceNumber) })}\n`,
            );
          console.error(JSON.stringify({ level: 'ERROR', message: 'stream batch dead-lettered', consumer: consumer.name, records: retry.length }));
          break;
        }
        pending = retry;
      }
    }
  }

  async function pollOnce(): Promise<number> {
    let delivered = 0;
    for (const [shardId, iterator] of iterators) {
      if (!iterator) {
        iterators.delete(shardId);
        finished.add(shardId);
        continue;
      }
      const { Records, NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      iterators.set(shardId, NextShardIterator);
      if (Records?.length) {
        await deliver(Records);
        delivered += Records.length;
      }
    }
    return delivered;
  }

  await discoverShards(true);
  const loop = (async () => {
    let rounds = 0;
    while (!stopped) {
      if (paused) {
        await new Promise((r) => setTimeout(r, options.intervalMs ?? 250));
        continue;
      }
      try {
        if (rounds++ % 10 === 0) await discoverShards(false);
        const delivered = await pollOnce();
        if (delivered === 0) {
          const waiters = idleWaiters;
          idleWaiters = [];
          waiters.forEach((w) => w());
          await new Promise((r) => setTimeout(r, options.intervalMs ?? 250));
        }
      } catch (error) {
        if (!stopped) {
          console.error(JSON.stringify({ level: 'WARN', message: 'stream poll failed', errorName: (error as Error).name }));
          await new Promise((r) => setTimeout(r, 1000));
        }
      }
    }
  })();

  return {
    drain: () => new Promise<void>((resolve) => idleWaiters.push(resolve)),
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
    },
    stop: async () => {
      stopped = true;
      await loop;
      streams.destroy();
      tables.destroy();
    },
  };
}
