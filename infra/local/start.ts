import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MissingJavaError } from './dynamodb-local';
import { portFree } from './free-port';
import { ROOT, startPlatform, type PlatformStage } from './platform';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from './seed/demo-users';
import { seedContent } from './seed/content';
import { seedDemoAppeals } from './seed/demo-appeals';

/**
 * `npm start`: the whole platform on one machine, data kept in .data/ between runs.
 * The terminal shows one line per stage and the banner; the application's JSON log
 * goes to its file (.data/app.log, read by the log viewer), and also to the terminal
 * with `--verbose`. `--build` (npm start) builds the web app first.
 */

const args = new Set(process.argv.slice(2));
const verbose = args.has('--verbose');

const STAGES: Record<PlatformStage, string> = {
  database: 'База даних (DynamoDB Local) і локальна пошта…',
  seeding: 'Перший запуск: заповнення демо-даними…',
  serving: 'Запуск сервера…',
};

/** One line a stage; the seeding count rewrites its own line on a terminal. */
const progress = {
  stage(text: string) {
    console.info(`  ${text}`);
  },
  count(what: string, done: number, total: number) {
    if (process.stdout.isTTY) process.stdout.write(`\r    ${what}: ${done} з ${total}${done === total ? '\n' : ''}`);
    else if (done === total || done % 25 === 0) console.info(`    ${what}: ${done} з ${total}`);
  },
};

function buildWeb(): void {
  progress.stage('Збирання веб-застосунку…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web', '--silent', '--', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const dynamoPort = Number(process.env.DYNAMODB_PORT ?? port + 1000);
  const mailPort = Number(process.env.MAIL_PORT ?? port + 1005);
  for (const [what, p] of [
    ['the platform', port],
    ['DynamoDB Local', dynamoPort],
    ['the local mail service', mailPort],
  ] as const) {
    if (!(await portFree(p))) {
      console.error(`Port ${p} (${what}) is already in use. Stop whatever uses it, or choose other ports: PORT=3100 npm start`);
      process.exit(1);
    }
  }
  if (args.has('--build')) buildWeb();
  // IN_MEMORY=1 (browser tests, benchmarks): nothing kept between runs.
  const inMemory = process.env.IN_MEMORY === '1';
  const dataDir = inMemory ? undefined : join(ROOT, '.data');
  const webDist = join(ROOT, 'web', 'dist');
  if (!existsSync(join(webDist, 'index.html'))) console.warn('web/dist is missing: run `npm run build -w web` (npm start does it for you).');

  const logFile = join(dataDir ?? mkdtempSync(join(tmpdir(), 'dosyt-')), 'app.log');
  const platform = await startPlatform({
    port,
    dynamoPort,
    mailPort,
    dataDir,
    demo: true,
    webDist,
    logFile,
    echoLog: verbose,
    scheduler: true,
    // DEMO_APPEALS=0 (browser tests): the journeys count exactly what they create.
    extraSeed:
      process.env.DEMO_APPEALS === '0'
        ? [seedContent]
        : [seedContent, () => seedDemoAppeals({ onProgress: (done, total) => progress.count('Демо-звернення', done, total) })],
    onStage: (stage) => progress.stage(STAGES[stage]),
  });

  const password = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  console.info(
    [
      '',
      `  Платформа «Досить» працює: http://localhost:${port}`,
      `  Вхід для персоналу:       http://localhost:${port}/login`,
      `  Пошта (локальний SES):    ${platform.mailEndpoint}`,
      `  DynamoDB Local:           ${platform.dynamoEndpoint} ${inMemory ? '(у пам’яті)' : '(дані в .data/)'}`,
      `  Журнал застосунку:        ${logFile}${verbose ? '' : ' (у терміналі: npm start -- --verbose)'}`,
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
