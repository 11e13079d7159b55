import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { logger } from '@dosyt/functions/lib/logger';
import { invoke } from './lambda-context';
import { teeOutputTo } from './platform';

it('labels each log line with the function whose invocation wrote it, however invocations interleave', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'dosyt-labels-')), 'app.log');
  const [stdout, stderr] = [process.stdout.write, process.stderr.write];
  const stream = teeOutputTo(file, false);
  try {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The job sets the shared logger's context first and logs after the request has set it again.
    await Promise.all([
      invoke('jobs', async (context) => {
        logger.addContext(context);
        await gate;
        logger.info('labelled run', { kind: 'job' });
      }),
      invoke('appeals', async (context) => {
        await Promise.resolve();
        logger.addContext(context);
        logger.info('labelled run', { kind: 'request' });
        release();
      }),
    ]);
  } finally {
    process.stdout.write = stdout;
    process.stderr.write = stderr;
    await new Promise((resolve) => stream.end(resolve));
  }
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { message: string; kind: string; function_name: string })
    .filter((line) => line.message === 'labelled run');
  expect(lines.map((line) => [line.kind, line.function_name])).toEqual([
    ['request', 'appeals'],
    ['job', 'jobs'],
  ]);
});
