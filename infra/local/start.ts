import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MissingJavaError } from './dynamodb-local';
import { portFree } from './free-port';
import { ROOT, startPlatform } from './platform';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from './seed/demo-users';
import { seedContent } from './seed/content';
import { seedDemoAppeals } from './seed/demo-appeals';

/** `npm start`: the whole platform on one machine, data kept in .data/ between runs. */

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const dynamoPort = Number(process.env.DYNAMODB_PORT ?? port + 1000);
  const mailPort = Number(process.env.MAIL_PORT ?? port + 1005);
  for (const [what, p] of [['the platform', port], ['DynamoDB Local', dynamoPort], ['the local mail service', mailPort]] as const) {
    if (!(await portFree(p))) {
      console.error(`Port ${p} (${what}) is already in use. Stop whatever uses it, or choose other ports: PORT=3100 npm start`);
      process.exit(1);
    }
  }
  // IN_MEMORY=1 (browser tests, benchmarks): nothing kept between runs.
  const inMemory = process.env.IN_MEMORY === '1';
  const dataDir = inMemory ? undefined : join(ROOT, '.data');
  const webDist = join(ROOT, 'web', 'dist');
  if (!existsSync(join(webDist, 'index.html'))) console.warn('web/dist is missing: run `npm run build -w web` (npm start does it for you).');

  const platform = await startPlatform({
    port,
    dynamoPort,
    mailPort,
    dataDir,
    demo: true,
    webDist,
    logFile: join(dataDir ?? mkdtempSync(join(tmpdir(), 'dosyt-')), 'app.log'),
    scheduler: true,
    // DEMO_APPEALS=0 (browser tests): the journeys count exactly what they create.
    extraSeed: process.env.DEMO_APPEALS === '0' ? [seedContent] : [seedContent, seedDemoAppeals],
  });

  const password = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  console.info(
    [
      '',
      `  Платформа «Досить» працює: http://localhost:${port}`,
      `  Вхід для персоналу:       http://localhost:${port}/login`,
      `  Пошта (локальний SES):    ${platform.mailEndpoint}`,
      `  DynamoDB Local:           ${platform.dynamoEndpoint} ${inMemory ? '(у пам’яті)' : '(дані в .data/)'}`,
      '',
      '  Демо-облікові записи (пароль для всіх: ' + password + '):',
      ...DEMO_ACCOUNTS.map((a) => `    ${a.roles[0].padEnd(8)} ${a.email}`),
      '    USER     executors of other regions: infra/local/seed/demo-appeals.ts',
      '',
      '  Ctrl-C зупиняє все.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.info('Зупинка…');
    await platform.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);
}

main().catch((error: Error) => {
  console.error(error instanceof MissingJavaError ? error.message : `Could not start the platform: ${error.stack ?? error.message}`);
  process.exit(1);
});
