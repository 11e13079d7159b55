import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';
import { repairImage } from '../local/stream-poller';
import type { Iam } from './iam';
import type { InvokeResult } from './function-host';

/**
 * Lambda's DynamoDB stream event source mappings and EventBridge schedules, as
 * their templates declare them: FilterCriteria (Lambda's filter pattern rules on
 * the stream record), BatchSize, ReportBatchItemFailures, BisectBatchOnFunctionError,
 * MaximumRetryAttempts and the on-failure destination (a local dead-letter file,
 * sent with the function's role as Lambda does); rules at their rate with their Input.
 */

// ---------------------------------------------------------------- filter patterns

type Pattern = Record<string, unknown>;

function leafMatches(rule: unknown, value: unknown, present: boolean): boolean {
  if (rule === null) return value === null;
  if (typeof rule !== 'object') return present && (value === rule || (typeof rule === 'number' && Number(value) === rule));
  const r = rule as Record<string, unknown>;
  if ('exists' in r) return r.exists ? present : !present;
  if (!present) return false;
  if ('prefix' in r) return typeof value === 'string' && value.startsWith(String(r.prefix));
  if ('suffix' in r) return typeof value === 'string' && value.endsWith(String(r.suffix));
  if ('equals-ignore-case' in r) return typeof value === 'string' && value.toLowerCase() === String(r['equals-ignore-case']).toLowerCase();
  if ('anything-but' in r) {
    const but = r['anything-but'];
    return Array.isArray(but) ? !but.includes(value) : value !== but;
  }
  if ('numeric' in r) {
    const ops = r.numeric as Array<string | number>;
    const n = Number(value);
    for (let i = 0; i < ops.length; i += 2) {
      const [op, bound] = [ops[i], Number(ops[i + 1])];
      const ok = op === '=' ? n === bound : op === '<' ? n < bound : op === '<=' ? n <= bound : op === '>' ? n > bound : n >= bound;
      if (!ok) return false;
    }
    return true;
  }
  return false;
}

/** Whether `record` matches one filter pattern (every field listed; a field's array lists what it may be). */
export function matchesPattern(pattern: Pattern, record: unknown): boolean {
  for (const [key, rule] of Object.entries(pattern)) {
    const holder = record as Record<string, unknown> | undefined;
    const present = holder !== undefined && holder !== null && typeof holder === 'object' && key in holder;
    const value = present ? holder[key] : undefined;
    if (Array.isArray(rule)) {
      const values = Array.isArray(value) ? value : [value];
      if (!rule.some((r) => values.some((v) => leafMatches(r, v, present)))) return false;
    } else if (rule && typeof rule === 'object') {
      if (!present || !matchesPattern(rule as Pattern, value)) return false;
    } else return false;
  }
  return true;
}

export function matchesFilters(filters: Pattern[] | undefined, record: unknown): boolean {
  return !filters?.length || filters.some((f) => matchesPattern(f, record));
}

// ---------------------------------------------------------------- stream mappings

export interface StreamMapping {
  logicalId: string;
  functionId: string;
  streamArn: string;
  batchSize: number;
  filters?: Pattern[];
  bisect: boolean;
  maxRetries: number;
  reportItemFailures: boolean;
  onFailure?: string;
  startingPosition: 'TRIM_HORIZON' | 'LATEST';
}

export interface MappingStats {
  logicalId: string;
  functionId: string;
  batches: number;
  records: number;
  failedBatches: number;
  deadLettered: number;
}

export interface EventSourceOptions {
  dynamoEndpoint: string;
  iam: Iam;
  deadLetterFile: string;
  invoke: (functionId: string, event: unknown) => Promise<InvokeResult>;
  region: string;
}

export function streamEvent(records: _Record[], streamArn: string, region: string) {
  return {
    Records: records.map((r) => ({
      eventID: r.eventID,
      eventName: r.eventName,
      eventVersion: r.eventVersion ?? '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: region,
      dynamodb: r.dynamodb && {
        ...r.dynamodb,
        ApproximateCreationDateTime: r.dynamodb.ApproximateCreationDateTime
          ? Math.floor(new Date(r.dynamodb.ApproximateCreationDateTime).getTime() / 1000)
          : undefined,
        NewImage: repairImage(r.dynamodb.NewImage),
        OldImage: repairImage(r.dynamodb.OldImage),
      },
      eventSourceARN: streamArn,
    })),
  };
}

export class StreamMappingRunner {
  readonly stats: MappingStats;
  private stopped = false;
  private loop?: Promise<void>;
  private idle: Array<() => void> = [];
  private readonly client: DynamoDBStreamsClient;
  /** The stream as DynamoDB Local names it (its region is 'ddblocal'). */
  private readonly localArn: string;

  constructor(
    readonly mapping: StreamMapping,
    private readonly options: EventSourceOptions,
  ) {
    this.stats = { logicalId: mapping.logicalId, functionId: mapping.functionId, batches: 0, records: 0, failedBatches: 0, deadLettered: 0 };
    this.localArn = mapping.streamArn.replace(/^arn:aws:dynamodb:[^:]+:/, 'arn:aws:dynamodb:ddblocal:');
    this.client = new DynamoDBStreamsClient({
      endpoint: options.dynamoEndpoint,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  }

  async start(): Promise<void> {
    // The event source reads the stream with the function's role.
    for (const action of ['dynamodb:DescribeStream', 'dynamodb:GetShardIterator', 'dynamodb:GetRecords', 'dynamodb:ListStreams']) {
      const resource = action === 'dynamodb:ListStreams' ? '*' : this.mapping.streamArn;
      const decision = await this.options.iam.authorize(this.mapping.functionId, { action, resource }, 'lambda-service');
      if (decision !== 'Allowed' && action !== 'dynamodb:ListStreams')
        throw new Error(`${this.mapping.logicalId}: the role of ${this.mapping.functionId} may not ${action} on ${resource}; Lambda cannot read the stream`);
    }
    this.loop = this.run();
  }

  /** Resolves once the mapping has nothing left to read. */
  drained(): Promise<void> {
    return new Promise((resolve) => this.idle.push(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
    this.client.destroy();
  }

  private async run(): Promise<void> {
    const iterators = new Map<string, string | undefined>();
    const done = new Set<string>();
    let round = 0;
    while (!this.stopped) {
      try {
        if (round++ % 8 === 0) {
          const { StreamDescription } = await this.client.send(new DescribeStreamCommand({ StreamArn: this.localArn }));
          for (const shard of StreamDescription?.Shards ?? []) {
            if (iterators.has(shard.ShardId!) || done.has(shard.ShardId!)) continue;
            const { ShardIterator } = await this.client.send(
              new GetShardIteratorCommand({ StreamArn: this.localArn, ShardId: shard.ShardId, ShardIteratorType: this.mapping.startingPosition }),
            );
            iterators.set(shard.ShardId!, ShardIterator);
          }
        }
        let read = 0;
        for (const [shard, iterator] of iterators) {
          if (!iterator) {
            iterators.delete(shard);
            done.add(shard);
            continue;
          }
          const { Records = [], NextShardIterator } = await this.client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
          iterators.set(shard, NextShardIterator);
          read += Records.length;
          const matching = Records.filter((r) =>
            matchesFilters(this.mapping.filters, streamEvent([r], this.mapping.streamArn, this.options.region).Records[0]),
          );
          for (let i = 0; i < matching.length; i += this.mapping.batchSize) await this.deliver(shard, matching.slice(i, i + this.mapping.batchSize));
        }
        if (read === 0) {
          const waiting = this.idle;
          this.idle = [];
          waiting.forEach((w) => w());
          await new Promise((r) => setTimeout(r, 250));
        }
      } catch (error) {
        if (!this.stopped) await new Promise((r) => setTimeout(r, 1000));
        void error;
      }
    }
  }

  private async deliver(shard: string, records: _Record[]): Promise<void> {
    const queue: Array<{ records: _Record[]; attempts: number }> = [{ records, attempts: 0 }];
    while (queue.length > 0 && !this.stopped) {
      const batch = queue.shift()!;
      this.stats.batches++;
      this.stats.records += batch.records.length;
      const result = await this.options.invoke(this.mapping.functionId, streamEvent(batch.records, this.mapping.streamArn, this.options.region));
      let remaining: _Record[] = [];
      const failures = (result.value as { batchItemFailures?: Array<{ itemIdentifier?: string }> } | undefined)?.batchItemFailures ?? [];
      if (!result.ok) remaining = batch.records;
      else if (this.mapping.reportItemFailures && failures.length > 0) {
        // Lambda restarts from the lowest failed sequence number.
        const indexes = failures.map((f) => batch.records.findIndex((r) => r.dynamodb?.SequenceNumber === f.itemIdentifier));
        const first = indexes.some((i) => i < 0) ? 0 : Math.min(...indexes);
        remaining = batch.records.slice(first);
      }
      if (remaining.length === 0) continue;
      this.stats.failedBatches++;
      const attempts = batch.attempts + 1;
      if (attempts > this.mapping.maxRetries) {
        await this.deadLetter(shard, remaining, result);
        continue;
      }
      await new Promise((r) => setTimeout(r, 100));
      if (!result.ok && this.mapping.bisect && remaining.length > 1) {
        const half = Math.ceil(remaining.length / 2);
        queue.unshift({ records: remaining.slice(0, half), attempts }, { records: remaining.slice(half), attempts });
      } else queue.unshift({ records: remaining, attempts });
    }
  }

  private async deadLetter(shard: string, records: _Record[], result: InvokeResult): Promise<void> {
    this.stats.deadLettered += records.length;
    const destination = this.mapping.onFailure;
    const sent = destination
      ? await this.options.iam.authorize(this.mapping.functionId, { action: 'sqs:SendMessage', resource: destination }, 'lambda-service')
      : 'ImplicitlyDenied';
    mkdirSync(dirname(this.options.deadLetterFile), { recursive: true });
    appendFileSync(
      this.options.deadLetterFile,
      `${JSON.stringify({
        mapping: this.mapping.logicalId,
        destination: destination ?? null,
        delivered: sent === 'Allowed',
        requestContext: { condition: 'RetryAttemptsExhausted', functionError: result.error?.name },
        DDBStreamBatchInfo: {
          shardId: shard,
          startSequenceNumber: records[0]?.dynamodb?.SequenceNumber,
          endSequenceNumber: records.at(-1)?.dynamodb?.SequenceNumber,
          batchSize: records.length,
          streamArn: this.mapping.streamArn,
        },
        timestamp: new Date().toISOString(),
      })}\n`,
    );
  }
}

// ---------------------------------------------------------------- schedules

export interface ScheduleRule {
  logicalId: string;
  name: string;
  arn: string;
  everyMs: number;
  targets: Array<{ functionId: string; input?: string }>;
}

export interface ScheduleRun {
  rule: string;
  functionId: string;
  ok: boolean;
  error?: string;
  at: string;
}

/** rate(N minute|minutes|hour|hours|day|days) in milliseconds; cron(...) is not run here. */
export function rateMs(expression: string): number | undefined {
  const m = /^rate\((\d+)\s+(minute|minutes|hour|hours|day|days)\)$/.exec(expression.trim());
  if (!m) return undefined;
  const unit = m[2].startsWith('minute') ? 60_000 : m[2].startsWith('hour') ? 3_600_000 : 86_400_000;
  return Number(m[1]) * unit;
}

export function scheduledEvent(rule: ScheduleRule, region: string) {
  return {
    version: '0',
    id: crypto.randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: new Date().toISOString(),
    region,
    resources: [rule.arn],
    detail: {},
  };
}

export function startSchedules(
  rules: ScheduleRule[],
  options: { region: string; invoke: EventSourceOptions['invoke']; runs: ScheduleRun[]; firstTickNow: boolean },
): { stop(): void } {
  const fire = (rule: ScheduleRule) => {
    for (const target of rule.targets) {
      const event = target.input ? (JSON.parse(target.input) as unknown) : scheduledEvent(rule, options.region);
      void options.invoke(target.functionId, event).then((r) =>
        options.runs.push({
          rule: rule.name,
          functionId: target.functionId,
          ok: r.ok,
          error: r.ok ? undefined : `${r.error?.name}: ${r.error?.message}`,
          at: new Date().toISOString(),
        }),
      );
    }
  };
  const timers = rules.map((rule) => setInterval(() => fire(rule), rule.everyMs));
  // A new rule's first run comes within one period; the rehearsal runs each at once so it is seen.
  if (options.firstTickNow) rules.forEach(fire);
  return { stop: () => timers.forEach(clearInterval) };
}
