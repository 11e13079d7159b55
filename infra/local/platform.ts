import { generateKeyPair, exportJWK } from 'jose';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, createWriteStream, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { resetClients, dynamo } from '@dosyt/functions/lib/aws';
import { resetEnvCache, env } from '@dosyt/functions/lib/env';
import { resetDb } from '@dosyt/functions/db/service';
import { ensureTable, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { startGateway, type Gateway, type GatewayOptions } from './gateway';
import { startLocalMail, type LocalMail } from './mail-server';
import { startScheduler } from './scheduler';
import { runningFunction } from './lambda-context';
import { seedReferenceData } from '@dosyt/functions/reference/seed/seed';
import { seedDemoUsers } from './seed/demo-users';
import { seedDemoServices } from './seed/demo-services';
import { rebuildAggregates } from '@dosyt/functions/stats/maintenance/rebuild';
import { defaultStatsDb } from '@dosyt/functions/stats/stats-db';
import { EXECUTORS_INDEX_MIGRATION, indexExecutors } from '@dosyt/functions/db/executors';
import { recordMigrationFinished } from '@dosyt/functions/db/migrations-state';
import { startStreamPoller, type StreamPoller } from './stream-poller';

// Local runs use the machine's Node (20 here); Lambda runs a current LTS. The SDK's notice about
// its future Node 22 floor says nothing about this platform, so it is kept out of the console.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * The whole platform on one machine: DynamoDB Local, local SES, the gateway
 * (API + SPA + WebSocket), the stream poller and the scheduler, with the seed.
 * `npm start` and the test suites both start it through here.
 */

export const ROOT = resolve(import.meta.dirname, '../..');
export const TABLE_NAME = 'dosyt-local';

export interface PlatformOptions {
  port: number;
  dynamoPort: number;
  mailPort: number;
  /** Keep data under this folder between runs; in memory when absent. */
  dataDir?: string;
  /** Seed demo accounts (and, when given, demo appeals) besides the reference data. */
  demo?: boolean;
  webDist?: string;
  logFile?: string;
  /** Also print the application log to the terminal (npm start); tests keep it in the file. */
  echoLog?: boolean;
  scheduler?: boolean;
  socketResolver?: GatewayOptions['socketResolver'];
  host?: string;
  /** Extra seeding after the reference data (demo appeals, content). */
  extraSeed?: Array<() => Promise<void>>;
  /** Told as each stage begins (npm start prints a line for each). */
  onStage?: (stage: PlatformStage) => void;
}

/** The stages of a start, in order; 'seeding' only when this data folder has not been seeded. */
export type PlatformStage = 'database' | 'seeding' | 'serving';

export interface Platform {
  url: string;
  dynamoEndpoint: string;
  mailEndpoint: string;
  gateway: Gateway;
  poller: StreamPoller;
  stop(): Promise<void>;
}

/** A signing key made once per data folder, so sessions survive a restart. */
async function localSigningKey(dataDir?: string): Promise<string> {
  const file = dataDir ? join(dataDir, 'jwt-signing-key.json') : undefined;
  if (file && existsSync(file)) return readFileSync(file, 'utf8');
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = JSON.stringify({ ...(await exportJWK(privateKey)), kid: `local-${Date.now()}`, alg: 'ES256' });
  if (file) writeFileSync(file, jwk, { mode: 0o600 });
  return jwk;
}

/** The key that encrypts TOTP secrets, made once per data folder (or per run in memory), like the signing key. */
function localTwoFactorKey(dataDir?: string): string {
  const file = dataDir ? join(dataDir, 'two-factor.key') : undefined;
  if (file && existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64');
  if (file) writeFileSync(file, key, { mode: 0o600 });
  return key;
}

const isLogLine = (chunk: unknown) => String(chunk).startsWith('{"level"');

/**
 * A log line written during an invocation, labelled with its function (lambda-context.ts):
 * the one logger's own label is whichever invocation set its context last.
 */
export function labelLogLines(chunk: string, functionName: string | undefined): string {
  if (!functionName) return chunk;
  return chunk.replace(/^\{.*\}$/gm, (line) => {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      return entry && typeof entry === 'object' && typeof entry.level === 'string' ? JSON.stringify({ ...entry, function_name: functionName }) : line;
    } catch {
      return line;
    }
  });
}

/**
 * Copies the application log (JSON lines on stdout/stderr) into the file the
 * log viewer reads. With `echo: false` (test runs) log lines go to the file
 * only, and everything else, such as the test reporter, still reaches the terminal.
 */
export function teeOutputTo(file: string, echo: boolean): WriteStream {
  const stream = createWriteStream(file, { flags: 'a' });
  for (const target of [process.stdout, process.stderr]) {
    const write = target.write.bind(target) as (chunk: unknown, ...rest: unknown[]) => boolean;
    target.write = ((given: unknown, ...rest: unknown[]) => {
      const logLine = isLogLine(given);
      const chunk = logLine ? labelLogLines(String(given), runningFunction()) : given;
      if (logLine) stream.write(chunk as string);
      return echo || !logLine ? write(chunk, ...rest) : true;
    }) as typeof target.write;
  }
  return stream;
}

const SEED_VERSION = 1;

/**
 * The reference data by the code the cloud's deploy runs, on every start whose data version
 * the table has not seen (it writes only what is missing or changed); the demo accounts
 * and extra seeding once per data folder.
 */
async function seedOnce(demo: boolean, extra: Array<() => Promise<void>>, onStage?: PlatformOptions['onStage']): Promise<boolean> {
  await seedReferenceData({ skipWhenCurrent: true });
  const key = { pk: 'meta#seed', sk: demo ? 'demo' : 'reference' };
  const { Item } = await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: key }));
  if (Item?.version === SEED_VERSION) return false;
  onStage?.('seeding');
  if (demo) {
    await seedDemoUsers();
    await seedDemoServices();
  }
  // The seed writes each account's executor keys; the backfill finds them right, and once
  // it is recorded the distribution reads the executors' index from the first appeal on.
  await indexExecutors();
  await recordMigrationFinished(EXECUTORS_INDEX_MIGRATION);
  for (const step of extra) await step();
  // The seed is written before the stream poller starts reading, so the
  // dashboards' aggregates are built once from what the seed wrote.
  if (extra.length > 0) await rebuildAggregates(defaultStatsDb());
  await dynamo().send(new PutCommand({ TableName: env().TABLE_NAME, Item: { ...key, version: SEED_VERSION, at: new Date().toISOString() } }));
  return true;
}

export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    options.onStage?.('database');
    const dynamodb: DynamoDbLocal = await startDynamoDbLocal({ port: options.dynamoPort, dataDir: options.dataDir && join(options.dataDir, 'dynamodb') });
    stops.push(() => dynamodb.stop());
    const mail: LocalMail = await startLocalMail(options.mailPort);
    stops.push(() => mail.close());

    // Admin uploads of the public content; the gateway serves them at /uploads/.
    const uploadDir = options.dataDir ? join(options.dataDir, 'uploads') : mkdtempSync(join(tmpdir(), 'dosyt-uploads-'));
    Object.assign(process.env, {
      LOCAL_UPLOAD_DIR: uploadDir,
      STAGE: process.env.STAGE ?? 'local',
      TABLE_NAME,
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      SES_ENDPOINT: mail.endpoint,
      PUBLIC_URL: `http://localhost:${options.port}`,
      JWT_PRIVATE_JWK: await localSigningKey(options.dataDir),
      TWO_FACTOR_KEY: process.env.TWO_FACTOR_KEY ?? localTwoFactorKey(options.dataDir),
      ...(options.logFile ? { LOG_FILE: options.logFile } : {}),
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      POWERTOOLS_DEV: process.env.POWERTOOLS_DEV ?? 'false',
    });
    resetEnvCache();
    resetClients();
    resetDb();

    await ensureTable(dynamodb.endpoint, TABLE_NAME);
    if (options.logFile) {
      const log = teeOutputTo(options.logFile, options.echoLog ?? true);
      stops.push(async () => log.end());
    }
    // Seeding is the first heavy work of a just-started DynamoDB Local: on a busy machine its cold JVM
    // misses the handlers' 4 s request timeout. The seed gets a patient client; the handlers keep theirs.
    process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '60000';
    resetEnvCache();
    resetClients();
    resetDb();
    try {
      await seedOnce(options.demo ?? false, options.extraSeed ?? [], options.onStage);
    } finally {
      delete process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
      resetEnvCache();
      resetClients();
      resetDb();
    }
    options.onStage?.('serving');

    const gateway = await startGateway({
      port: options.port,
      host: options.host,
      webDist: options.webDist,
      socketResolver: options.socketResolver,
      staticMounts: { '/uploads/': uploadDir },
    });
    stops.push(() => gateway.close());
    process.env.SOCKET_ENDPOINT = gateway.sockets.managementEndpoint;
    resetEnvCache();

    const poller = await startStreamPoller({
      endpoint: dynamodb.endpoint,
      tableName: TABLE_NAME,
      deadLetterFile: options.dataDir ? join(options.dataDir, 'stream-dead-letters.jsonl') : undefined,
    });
    stops.push(() => poller.stop());
    if (options.scheduler) {
      const scheduler = startScheduler();
      stops.push(async () => scheduler.stop());
    }
    return { url: gateway.url, dynamoEndpoint: dynamodb.endpoint, mailEndpoint: mail.endpoint, gateway, poller, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
