import { describe, expect, it } from 'vitest';
import { startDynamoDbLocal } from './dynamodb-local';
import { freePort } from './free-port';

describe('DynamoDB Local process', () => {
  it('stop() returns when the process was already killed (it waited forever for an exit that had happened)', async () => {
    const local = await startDynamoDbLocal({ port: await freePort() });
    const exited = new Promise((resolve) => local.process.once('exit', resolve));
    local.process.kill('SIGKILL');
    await exited;
    const stopped = await Promise.race([local.stop().then(() => 'stopped'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5000))]);
    expect(stopped).toBe('stopped');
  }, 120_000);
});
