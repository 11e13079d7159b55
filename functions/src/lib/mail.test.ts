import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from './env';
import { resetMailClient, sendMail } from './mail';

describe('mail service that never answers', () => {
  const original = process.env.SES_ENDPOINT;
  afterEach(() => {
    process.env.SES_ENDPOINT = original;
    resetEnvCache();
    resetMailClient();
  });

  it('gives up within seconds, so an outbox run moves on and the mail waits for the next one', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    process.env.SES_ENDPOINT = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
    resetEnvCache();
    resetMailClient();
    const started = Date.now();
    const outcome = await sendMail({ to: 'nobody@example.com', subject: 'Тест', text: 'Тест', kind: 'test-silent' }).then(
      () => 'sent',
      (error: Error) => error.name,
    );
    silent.close();
    expect(outcome).not.toBe('sent');
    expect(Date.now() - started).toBeLessThan(12_000);
  }, 40_000);
});
