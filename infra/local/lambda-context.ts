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
