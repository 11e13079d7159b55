/**
 * The two ceilings every scenario is held against, on the same machine in the
 * same run:
 *   - a bare node:http server answering a small JSON (what Node and the load
 *     generator can do at all);
 *   - a bare node:http server doing, per request, exactly the DynamoDB Local
 *     operations the scenario's handler does. They are RECORDED from the real
 *     handler (a middleware on the platform's DynamoDB client captures every
 *     command of one request with its input and timing) and REPLAYED with the
 *     same concurrency (commands the handler had in flight together are sent
 *     together), through a DocumentClient configured like the platform's.
 *     Writes are replayed with fresh values for the keys that carry uniqueness
 *     conditions (appeal id, idempotency key, phone hash, token hashes), so every
 *     replayed TransactWriteItems succeeds as the original did.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { dynamo } from '@dosyt/functions/lib/aws';

export interface RecordedCommand {
  name: string;
  input: Record<string, unknown>;
  start: number;
  end: number;
  /** Items the command read: a Query's ScannedCount, the keys a BatchGet or GetItem asked for. */
  items?: number;
}

let recording: RecordedCommand[] | undefined;
let installed = false;

/** Installs (once) the recording middleware on the platform's DynamoDB client. */
function install(): void {
  if (installed) return;
  installed = true;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const sink = recording;
      if (!sink) return next(args);
      const entry: RecordedCommand = {
        name: String((context as { commandName?: string }).commandName),
        input: structuredClone(args.input as Record<string, unknown>),
        start: performance.now(),
        end: 0,
      };
      try {
        const result = await next(args);
        const output = result.output as {
          Count?: number;
          ScannedCount?: number;
          Responses?: Record<string, unknown[]>;
          Item?: unknown;
          UnprocessedKeys?: Record<string, { Keys?: unknown[] }>;
        };
        // What DynamoDB read (and bills): a Query's scanned items, every key a BatchGet or GetItem asked for, found or not.
        if (typeof output?.ScannedCount === 'number' || typeof output?.Count === 'number') entry.items = output.ScannedCount ?? output.Count;
        else if (entry.name === 'BatchGetItemCommand') {
          const asked = Object.values((entry.input.RequestItems ?? {}) as Record<string, { Keys?: unknown[] }>).reduce((s, r) => s + (r.Keys?.length ?? 0), 0);
          const left = Object.values(output?.UnprocessedKeys ?? {}).reduce((s, r) => s + (r.Keys?.length ?? 0), 0);
          entry.items = asked - left;
        } else if (entry.name === 'GetItemCommand') entry.items = 1;
        return result;
      } finally {
        entry.end = performance.now();
        sink.push(entry);
      }
    },
    { step: 'initialize', name: 'benchRecorder' },
  );
}

/** The stream consumer shares the client: its marker transactions are not part of a request. */
const isStreamWork = (c: RecordedCommand) => JSON.stringify(c.input).includes('agg#applied#');

/** Runs `action` (one HTTP request to the platform) and returns the DynamoDB commands it issued. */
export async function recordCommands(action: () => Promise<void>): Promise<RecordedCommand[]> {
  install();
  recording = [];
  const sink = recording;
  try {
    await action();
  } finally {
    recording = undefined;
  }
  return sink.filter((c) => !isStreamWork(c)).sort((a, b) => a.start - b.start);
}

/**
 * Records the WARM request, the one a ceiling replays: `request` runs once unrecorded (a function's
 * first call after a while refills its in-memory caches: reference data, settings, which a running
 * function answers from memory), then once more, recorded and timed.
 */
export async function recordWarm<T>(
  request: () => Promise<T>,
  record: (action: () => Promise<void>) => Promise<RecordedCommand[]> = recordCommands,
): Promise<{ first: T; probe: T; ms: number; commands: RecordedCommand[] }> {
  const first = await request();
  let probe: T | undefined;
  const started = performance.now();
  const commands = await record(async () => {
    probe = await request();
  });
  return { first, probe: probe as T, ms: performance.now() - started, commands };
}

/** Commands started before any command of the current group had finished went out together. */
export function waves(commands: readonly RecordedCommand[]): RecordedCommand[][] {
  const out: RecordedCommand[][] = [];
  let current: RecordedCommand[] = [];
  let firstEnd = Infinity;
  for (const c of commands) {
    if (current.length > 0 && c.start >= firstEnd) {
      out.push(current);
      current = [];
      firstEnd = Infinity;
    }
    current.push(c);
    firstEnd = Math.min(firstEnd, c.end);
  }
  if (current.length > 0) out.push(current);
  return out;
}

const COMMANDS: Record<string, new (input: never) => unknown> = {
  QueryCommand,
  GetItemCommand: GetCommand,
  BatchGetItemCommand: BatchGetCommand,
  PutItemCommand: PutCommand,
  UpdateItemCommand: UpdateCommand,
  DeleteItemCommand: DeleteCommand,
  TransactWriteItemsCommand: TransactWriteCommand,
  TransactGetItemsCommand: TransactGetCommand,
  BatchWriteItemCommand: BatchWriteCommand,
};

/** A DocumentClient set up like the platform's (functions/src/lib/aws.ts). */
export function ceilingClient(endpoint: string): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: 'eu-central-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 2,
    requestHandler: new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: 4000 }),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false } });
}

/** Values to replace with fresh ones on every replay (literal strings, or every match of a pattern). */
export type Unique = { literal: string } | { pattern: RegExp };

function freshLike(value: string, n: number): string {
  if (/^\d+$/.test(value))
    return String(9_000_000_000 + n)
      .slice(-value.length)
      .padStart(value.length, '0');
  if (/^[0-9a-f]+$/.test(value))
    return randomBytes(Math.ceil(value.length / 2))
      .toString('hex')
      .slice(0, value.length);
  return `${value.slice(0, Math.max(0, value.length - 17))}-${randomBytes(8).toString('hex')}`;
}

export interface Replayer {
  commands: number;
  waves: number;
  /** Command names in order, for the report. */
  shape: string;
  /** Items the recorded commands read (Query scanned counts, keys a BatchGet or GetItem asked for). */
  itemsRead: number;
  /** Queries sent without a Limit (DynamoDB then reads up to 1 MB a page). */
  queriesWithoutLimit: Array<{ index: string; items: number }>;
  run(): Promise<void>;
}

export function replayer(client: DynamoDBDocumentClient, recorded: readonly RecordedCommand[], uniques: readonly Unique[] = []): Replayer {
  const groups = waves(recorded);
  const texts = groups.map((g) => g.map((c) => ({ name: c.name, json: JSON.stringify(c.input) })));
  for (const c of recorded) if (!COMMANDS[c.name]) throw new Error(`No replay for ${c.name}`);
  let n = 0;
  const literals = new Set<string>();
  for (const u of uniques) {
    if ('literal' in u) literals.add(u.literal);
    else for (const g of texts) for (const c of g) for (const m of c.json.match(new RegExp(u.pattern, 'g')) ?? []) literals.add(m);
  }
  const ordered = [...literals].filter(Boolean).sort((a, b) => b.length - a.length);
  return {
    commands: recorded.length,
    waves: groups.length,
    shape: groups
      .map(
        (g) =>
          `${g.map((c) => `${c.name.replace(/Command$/, '')}${c.items !== undefined && c.name !== 'GetItemCommand' ? `[${c.items}]` : ''}`).join(' + ')} (${Math.round(Math.max(...g.map((c) => c.end)) - Math.min(...g.map((c) => c.start)))} ms)`,
      )
      .join(' -> '),
    itemsRead: recorded.reduce((s, c) => s + (c.items ?? 0), 0),
    queriesWithoutLimit: recorded
      .filter((c) => c.name === 'QueryCommand' && c.input.Limit === undefined)
      .map((c) => ({ index: String(c.input.IndexName ?? 'table'), items: c.items ?? 0 })),
    run: async () => {
      n += 1;
      const fresh = new Map(ordered.map((v) => [v, freshLike(v, n)]));
      for (const group of texts) {
        await Promise.all(
          group.map(({ name, json }) => {
            let text = json;
            for (const [from, to] of fresh) text = text.split(from).join(to);
            const Command = COMMANDS[name];
            return client.send(new Command(JSON.parse(text) as never) as never);
          }),
        );
      }
    },
  };
}

export interface CeilingServer {
  url: string;
  close(): Promise<void>;
}

/** A bare node:http server: per request, `work` (if any), then `body` as JSON. */
export async function startCeilingServer(work: (() => Promise<void>) | undefined, body: string): Promise<CeilingServer> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const done = () => {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(body);
      };
      if (!work) return done();
      work().then(done, (error: Error) => {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 503, message: error.name }));
      });
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
