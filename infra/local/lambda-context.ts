import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/** The Lambda context the local runtime hands every handler (gateway, sockets, poller, scheduler). */
export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * Locally every function runs in one process and shares one logger, whose Lambda context
 * is whichever invocation set it last. Each invocation runs in its own async context
 * instead, so a log line is labelled with the function that wrote it (platform.ts).
 */
const running = new AsyncLocalStorage<string>();

/** The function whose invocation the calling code belongs to; undefined outside one. */
export const runningFunction = (): string | undefined => running.getStore();

/** One invocation of a function's handler, with its context; what it logs, even later in the invocation, carries its name. */
export function invoke<T>(functionName: string, run: (context: Context) => T): T {
  return running.run(functionName, () => run(lambdaContext(functionName)));
}
