import { fork, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import type { LogStore } from './log-store';

/**
 * Runs each Lambda function of the assembly in a Node process of its own,
 * forked with the environment Lambda would give it: the template's variables
 * (resolved), Lambda's own (region, name, credentials, handler) and the
 * endpoints of the local stand-ins.
 */

export interface FunctionSpec {
  logicalId: string;
  /** The physical function name. */
  name: string;
  assetDir: string;
  handler: string;
  runtime: string;
  timeoutSeconds: number;
  memorySize: number;
  /** The template's Environment.Variables, resolved. */
  environment: Record<string, string>;
  /** Lambda's own variables and the stand-ins' endpoints. */
  lambdaEnvironment: Record<string, string>;
  logGroup: string;
}

export interface InvokeResult {
  ok: boolean;
  value?: unknown;
  error?: { name: string; message: string };
}

export interface RunningFunction {
  spec: FunctionSpec;
  invoke(event: unknown): Promise<InvokeResult>;
  stop(): Promise<void>;
  /** Variables its code read that its environment did not have. */
  missingReads: Set<string>;
  invocations: number;
  errors: number;
}

const CHILD = join(import.meta.dirname, 'function-child.ts');

/** Starts the function's process; its output goes to `logDir/<logical id>.log` and, line by line, to its log group in `logs`. */
export function startFunction(spec: FunctionSpec, logDir: string, logs?: LogStore): Promise<RunningFunction> {
  mkdirSync(logDir, { recursive: true });
  const log: WriteStream = createWriteStream(join(logDir, `${spec.logicalId}.log`), { flags: 'a' });
  const child: ChildProcess = fork(CHILD, [], {
    env: { ...spec.environment, ...spec.lambdaEnvironment },
    // The child itself is TypeScript; the function's NODE_OPTIONS (the template's) apply as given.
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    cwd: spec.assetDir,
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const stream = spec.lambdaEnvironment.AWS_LAMBDA_LOG_STREAM_NAME ?? spec.logicalId;
  child.stdout?.on('data', (chunk: Buffer) => logs?.write(spec.logGroup, stream, chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => logs?.write(spec.logGroup, `${stream}/stderr`, chunk.toString('utf8')));
  const pending = new Map<number, (r: InvokeResult) => void>();
  let next = 1;
  const running: RunningFunction = {
    spec,
    missingReads: new Set(),
    invocations: 0,
    errors: 0,
    invoke: (event) =>
      new Promise<InvokeResult>((resolve) => {
        const id = next++;
        running.invocations++;
        pending.set(id, (r) => {
          if (!r.ok) running.errors++;
          resolve(r);
        });
        child.send({ type: 'invoke', id, event });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const [, done] of pending) done({ ok: false, error: { name: 'Stopped', message: 'the function was stopped' } });
        pending.clear();
        if (child.exitCode !== null || child.signalCode !== null) {
          log.end();
          return resolve();
        }
        child.once('exit', () => {
          log.end();
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type: string; id?: number; key?: string } & InvokeResult) => {
      if (message.type === 'ready') resolve(running);
      else if (message.type === 'env-missing' && message.key) running.missingReads.add(message.key);
      else if (message.type === 'result' && message.id !== undefined) {
        pending.get(message.id)?.(message);
        pending.delete(message.id);
      }
    });
    child.once('exit', (code) => {
      for (const [, done] of pending) done({ ok: false, error: { name: 'Runtime.ExitError', message: `the process exited (${code})` } });
      pending.clear();
      reject(new Error(`${spec.logicalId} exited before it was ready (${code}); see ${join(logDir, `${spec.logicalId}.log`)}`));
    });
  });
}
