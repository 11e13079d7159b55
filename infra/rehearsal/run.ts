/**
 * `npm run rehearse [-- --quick] [--stage NAME] [--keep] [--update] [FILE.spec.ts …]`: synthesises the stage
 * and runs what the synthesis produced on this machine as AWS would run it
 * (infra/rehearsal/README.md), uses it as the operator and the people would, and
 * writes .rehearsal/report.md and report.json. Exits non-zero on any denied AWS
 * call, missing environment value, failed step or journey.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { DEMO_ACCOUNTS, DEFAULT_DEMO_PASSWORD } from '../local/seed/demo-users';
import { portFree } from '../local/free-port';
import { adminInvite, enrolDemoAdmin, referenceDataPresent, seedDemoFixture, type Enrolment } from './operator';
import { afterRedeploy, beforeDestroy } from './redeploy-check';
import { startRehearsal, type Rehearsal } from './rehearsal';
import { buildReport, type CheckResult, type JourneyResult } from './report';
import { readAssembly } from './template';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const ROOT = resolve(import.meta.dirname, '../..');
const WORK = join(ROOT, '.rehearsal');

/**
 * The quick set (CI): public form + /status follow-up, the landing and a post rendered with
 * JavaScript off, sign-in with a second factor, appeals work, chat socket, mail.
 */
export const QUICK_SPECS = [
  'smoke.spec.ts',
  'public-nojs.spec.ts',
  'follow-up.spec.ts',
  'staff-2fa.spec.ts',
  'appeals-journey.spec.ts',
  'chat.spec.ts',
  'accounts-password-reset.spec.ts',
];

const { values, positionals } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    stage: { type: 'string', default: 'dev' },
    keep: { type: 'boolean', default: false },
    update: { type: 'boolean', default: false },
    'no-synth': { type: 'boolean', default: false },
    'no-journeys': { type: 'boolean', default: false },
    /** Stop the journeys after this many minutes (those not run are reported as such). */
    'journey-minutes': { type: 'string' },
  },
  allowPositionals: true,
});

const log = (line: string) => console.log(`[rehearse] ${line}`);

function synth(stage: string): number {
  const started = Date.now();
  const out = join(WORK, 'cdk.out');
  if (values['no-synth'] && existsSync(join(out, 'manifest.json'))) return 0;
  rmSync(out, { recursive: true, force: true });
  log(`cdk synth (stage ${stage}) into .rehearsal/cdk.out`);
  const result = spawnSync('npx', ['cdk', 'synth', '--no-notices', '-q', '--output', out, '--context', `stage=${stage}`], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cdk synth failed:\n${result.stderr}`);
  return Date.now() - started;
}

function runJourneys(rehearsal: Rehearsal, specs: string[], port: number, enrolment: Enrolment | undefined): Promise<JourneyResult[]> {
  const jsonFile = join(WORK, 'journeys.json');
  const totpState = join(WORK, 'totp-steps.json');
  rmSync(jsonFile, { force: true });
  writeFileSync(totpState, JSON.stringify(enrolment ? { [enrolment.email]: enrolment.lastStep } : {}));
  log(`journeys: ${specs.length ? specs.join(' ') : 'every spec'} against ${rehearsal.front.url}`);
  return new Promise((done) => {
    const budget = values['journey-minutes'] ? [`--global-timeout=${Math.round(Number(values['journey-minutes']) * 60_000)}`] : [];
    const child = spawn(
      'npx',
      ['playwright', 'test', '-c', 'web/playwright.config.ts', ...specs.map((s) => `web/e2e/${s}`), '--reporter=line,json', ...budget],
      {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          E2E_BASE_URL: rehearsal.front.url,
          E2E_PORT: String(port),
          E2E_TABLE_NAME: rehearsal.stage.tables[0].name,
          E2E_TOTP_SECRETS: JSON.stringify(enrolment ? { [enrolment.email]: enrolment.secret } : {}),
          E2E_TOTP_STATE_FILE: totpState,
          NODE_EXTRA_CA_CERTS: join(WORK, 'tls', 'front.crt'),
          PLAYWRIGHT_JSON_OUTPUT_FILE: jsonFile,
        },
      },
    );
    child.on('exit', () => {
      const results: JourneyResult[] = [];
      if (!existsSync(jsonFile)) return done(results);
      type Suite = {
        file?: string;
        specs?: Array<{
          title: string;
          file: string;
          tests: Array<{ status: string; results: Array<{ status: string; duration: number; error?: { message?: string } }> }>;
        }>;
        suites?: Suite[];
      };
      const walk = (suite: Suite, titles: string[]) => {
        for (const spec of suite.specs ?? []) {
          for (const t of spec.tests) {
            const last = t.results.at(-1);
            results.push({
              file: spec.file,
              title: [...titles, spec.title].join(' › '),
              status:
                t.status === 'expected' || t.status === 'flaky' ? 'passed' : t.status === 'skipped' ? (t.results.length ? 'skipped' : 'not run') : 'failed',
              ms: t.results.reduce((n, r) => n + r.duration, 0),
              error: last?.error?.message === undefined ? undefined : stripVTControlCharacters(last.error.message),
            });
          }
        }
        for (const inner of suite.suites ?? []) walk(inner, inner.file ? titles : [...titles, (inner as { title?: string }).title ?? '']);
      };
      const parsed = JSON.parse(readFileSync(jsonFile, 'utf8')) as { suites: Suite[] };
      for (const s of parsed.suites) walk(s, []);
      done(results);
    });
  });
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const stageName = values.stage!;
  const port = Number(process.env.E2E_PORT ?? 3555);
  const ports = { port, dynamoPort: port + 1000, mailPort: port + 1005 };
  for (const p of Object.values(ports)) if (!(await portFree(p))) throw new Error(`port ${p} is taken (E2E_PORT moves the rehearsal's ports)`);
  mkdirSync(WORK, { recursive: true });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const webDist = join(ROOT, 'web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    log('building the web app (npm run build -w web)');
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const synthMs = synth(stageName);
  const assembly = readAssembly(join(WORK, 'cdk.out'));
  log(`stacks: ${assembly.stacks.map((s) => s.name).join(', ')}`);

  const rehearsal = await startRehearsal({ assembly, workDir: WORK, ...ports, webDist, log, update: values.update });
  const steps: CheckResult[] = [];
  const redeploy: CheckResult[] = [];
  let journeys: JourneyResult[] = [];
  let deployMs = 0;
  try {
    const deployStarted = Date.now();
    await rehearsal.deployAll();
    deployMs = Date.now() - deployStarted;
    log(`deployed in ${(deployMs / 1000).toFixed(1)} s at ${rehearsal.front.url}; ${rehearsal.stage.problems.length} problem(s)`);
    for (const run of rehearsal.customResources.runs)
      steps.push({
        name: `deploy: custom resource ${run.logicalId} (${run.type})`,
        ok: run.status === 'SUCCESS',
        detail: `${run.requestType}: ${run.status}${run.reason ? ` ${run.reason}` : ''}`,
      });

    // ---- the operator's steps ----
    const reference = await referenceDataPresent(rehearsal);
    steps.push(reference);
    steps.push(await adminInvite(rehearsal, ROOT, stageName, 'first-admin@example.com'));

    // ---- TEST FIXTURE: what the journeys need and no deploy makes ----
    steps.push(await seedDemoFixture(rehearsal, !reference.ok));
    const password = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
    const admin = DEMO_ACCOUNTS.find((a) => (a.roles as readonly string[]).includes('ADMIN'))!.email;
    // The fixture admin's key is kept with the stage's state for a later --update run.
    const enrolmentFile = join(WORK, 'stacks', 'fixture-second-factor.json');
    const kept = values.update && existsSync(enrolmentFile) ? (JSON.parse(readFileSync(enrolmentFile, 'utf8')) as Enrolment) : undefined;
    const { check, enrolment: made } = await enrolDemoAdmin(rehearsal, admin, password);
    const enrolment = made ?? kept;
    steps.push(kept && !made ? { ...check, detail: `${check.detail}; the key kept from the last run is used` } : check);
    if (made) writeFileSync(enrolmentFile, JSON.stringify(made), { mode: 0o600 });

    if (!values['no-journeys']) {
      // Journey files named after the flags run alone (while fixing a journey); else the quick set or every journey.
      const specs = positionals.length ? positionals : values.quick ? QUICK_SPECS : [];
      journeys = await runJourneys(rehearsal, specs, port, enrolment);
      if (enrolment && existsSync(join(WORK, 'totp-steps.json'))) {
        const used = JSON.parse(readFileSync(join(WORK, 'totp-steps.json'), 'utf8')) as Record<string, number>;
        enrolment.lastStep = Math.max(enrolment.lastStep, used[enrolment.email] ?? 0);
      }
    }
    await rehearsal.drainStreams();

    // ---- destroy + deploy ----
    log('destroy + deploy of the stateless stacks');
    const before = await beforeDestroy(rehearsal, enrolment, password);
    redeploy.push(...before.checks);
    await rehearsal.destroyStateless();
    await rehearsal.deployAll();
    redeploy.push(...(await afterRedeploy(rehearsal, before, password)));
    await rehearsal.drainStreams();

    if (values.keep) {
      log(`the stage stays up at ${rehearsal.front.url} (Ctrl-C to stop)`);
      await new Promise<void>((ok) => process.once('SIGINT', () => ok()));
    }
  } finally {
    const args = [...(values.quick ? ['--quick'] : []), ...(stageName !== 'dev' ? ['--stage', stageName] : []), ...positionals];
    const command = `npm run rehearse${args.length ? ` -- ${args.join(' ')}` : ''}`;
    const { json, markdown } = buildReport({
      command,
      stage: stageName,
      commit,
      startedAt,
      synthMs,
      deployMs,
      rehearsal,
      steps,
      journeys,
      journeysRun: !values['no-journeys'],
      redeploy,
      envSchemaFile: join(ROOT, 'functions/src/lib/env.ts'),
    });
    writeFileSync(join(WORK, 'report.json'), `${JSON.stringify(json, null, 2)}\n`);
    writeFileSync(join(WORK, 'report.md'), `${markdown}\n`);
    await rehearsal.stop();
    log(`report: .rehearsal/report.md (${json.ok ? 'every check passed' : `${json.failures.length} failure(s)`})`);
    process.exitCode = json.ok ? 0 : 1;
  }
  return Number(process.exitCode ?? 0);
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`[rehearse] ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
