import { spawn, execSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from './platform';
import { freePort } from './free-port';

function javaProcessesOnPort(port: number): string[] {
  const out = execSync('ps -eo pid,args', { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes('DynamoDBLocal.jar') && line.includes(`-port ${port}`));
}

describe('npm start', () => {
  it('answers the health check, and Ctrl-C leaves no child process behind', async () => {
    const [port, dynamoPort, mailPort] = [await freePort(), await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DYNAMODB_PORT: String(dynamoPort), MAIL_PORT: String(mailPort), IN_MEMORY: '1', DEMO_APPEALS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += String(c)));
    child.stderr.on('data', (c) => (output += String(c)));

    await expect
      .poll(
        async () =>
          await fetch(`http://127.0.0.1:${port}/api/health`)
            .then((r) => r.status)
            .catch(() => 0),
        { timeout: 150_000, interval: 500 },
      )
      .toBe(200);
    // The banner follows once the stream poller and scheduler are up too.
    await expect.poll(() => output, { timeout: 60_000 }).toContain(`http://localhost:${port}`);
    expect(output).toContain('admin@example.com');
    // A line per stage, and the application's JSON log in its file only (no --verbose).
    expect(output).toContain('База даних (DynamoDB Local)');
    expect(output).toContain('Перший запуск: заповнення демо-даними');
    expect(output.split('\n').filter((line) => line.startsWith('{"level"'))).toEqual([]);
    expect(javaProcessesOnPort(dynamoPort)).toHaveLength(1);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(javaProcessesOnPort(dynamoPort)).toHaveLength(0);
    await expect(fetch(`http://127.0.0.1:${mailPort}/health-check`)).rejects.toThrow();
  }, 200_000);

  it('says clearly when the port is taken', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const port = (blocker.address() as { port: number }).port;
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), IN_MEMORY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (c) => (output += String(c)));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    blocker.close();
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port}`);
    expect(output).toContain('already in use');
  }, 30_000);
});
