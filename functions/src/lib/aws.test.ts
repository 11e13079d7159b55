import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, resetClients } from './aws';
import { resetEnvCache } from './env';

describe('database client under a burst', () => {
  const original = process.env.DYNAMODB_ENDPOINT;
  afterEach(() => {
    process.env.DYNAMODB_ENDPOINT = original;
    resetEnvCache();
    resetClients();
  });

  it('does not refuse requests that wait for a socket (a burst of 100 submissions got 503s from a healthy database)', async () => {
    // A database that answers every request after 1.5 s: more than the 1 s connection timeout.
    const slow = createServer((req, res) => {
      req.resume();
      req.on('end', () => setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/x-amz-json-1.0' }).end('{}'), 1500));
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${(slow.address() as { port: number }).port}`;
    resetEnvCache();
    resetClients();
    const results = await Promise.allSettled(
      Array.from({ length: 120 }, (_, i) => dynamo().send(new GetCommand({ TableName: 'dosyt-local', Key: { pk: `k${i}`, sk: 's' } }))),
    );
    slow.closeAllConnections();
    slow.close();
    const failed = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason?.message).slice(0, 80));
    expect(failed).toEqual([]);
  }, 60_000);

  it('gives up on a database that accepts the connection and never answers (it waited for as long as the database took)', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
    resetEnvCache();
    resetClients();
    const started = Date.now();
    const outcome = await dynamo()
      .send(new GetCommand({ TableName: 'dosyt-local', Key: { pk: 'k', sk: 's' } }))
      .then(
        () => 'answered',
        (error: Error) => error.name,
      );
    silent.closeAllConnections();
    silent.close();
    expect(outcome).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 60_000);
});
