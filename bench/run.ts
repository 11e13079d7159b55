/**
 * `npm run bench [-- --appeals N] [-- --quick] [-- --profile] [-- --seconds S] [-- --no-lighthouse] [-- --render [--weights]]`
 *
 * Starts the local platform in this process (DynamoDB Local in memory, local SES,
 * gateway, stream poller; demo accounts) on ports of its own, seeds a data set
 * (bench/lib/seed.ts), and measures every scenario with autocannon from a forked
 * process against 127.0.0.1, next to its two ceilings (bench/lib/ceilings.ts).
 * The admin dashboard's calls are measured twice: with 1,000 appeals, then
 * with the full data set. Then (not in --quick, nor with --no-lighthouse) it runs
 * bench/lighthouse.ts on the public pages once the platform has stopped.
 * A full run writes bench/report.json and bench/report.md (and the weight files beside them);
 * --quick, a smoke run, writes to bench/out/quick/ (ignored by git) unless --write-committed is given.
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { monthRange, kyivYearMonth } from '@dosyt/core/dates/dates';
import { hashPassword } from '@dosyt/functions/auth/password';
import { signAccessToken } from '@dosyt/functions/lib/tokens';
import { startPlatform, TABLE_NAME } from '../infra/local/platform';
import { startStreamPoller, type StreamPoller } from '../infra/local/stream-poller';
import { DEFAULT_DEMO_PASSWORD } from '../infra/local/seed/demo-users';
import { freePort } from '../infra/local/free-port';
import { measureBundles, publicWeight, ROOT, staffWeight } from './lib/artifacts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ceilingClient, recordCommands, recordWarm, replayer, startCeilingServer, type Replayer, type Unique } from './lib/ceilings';
import { planAppeals, planChat, planStaff, type PlannedAppeal, type Skew, type Staff, type StoredItem } from './lib/dataset';
import { appealBody } from './lib/load-body';
import { startProfile } from './lib/profile';
import { LoadGenerator, sequentialLatency, type LoadRequest, type LoadResult } from './lib/load';
import { benchOutputs } from './lib/outputs';
import { answerRows, evaluateTargets, renderReport, type BenchReport, type GrowthRead, type ReadCost, type ScenarioReport } from './lib/report';
import { batchWriteAll, readReference, seedClient, writeDataSet, type SeedStats } from './lib/seed';
import { planFormerStaff, planPosts } from './lib/growth';
import { rebuildPostFeed } from '@dosyt/functions/content/post-feed';
import { ensureCounterAtLeast } from '@dosyt/functions/db/counters';
import { HISTORY_COUNT_CAP } from '@dosyt/functions/assignments/executor-history';

// ---------- options ----------
const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const quick = flag('quick');
// --quick is a smoke run of every step (smaller data set, shorter runs), not a measurement.
const totalAppeals = Number(option('appeals') ?? (quick ? 1000 : 200_000));
// The skew of a country-wide service: a third of all appeals in one region (53, the demo staff's), and one executor (user 2)
// holding 5,000 records (2.5% of 200,000). --no-skew plans by population alone.
// --hot-records sets the executor's history length (5,000 by default, whatever the size: at least 25 in the baseline).
const hotRecords = Number(option('hot-records') ?? 5000);
const skew: Skew | undefined = flag('no-skew')
  ? undefined
  : { hotRegionId: 53, hotRegionShare: 1 / 3, hotExecutorId: 2, hotExecutorShare: Math.min(0.3, hotRecords / totalAppeals) };
const baselineAppeals = Math.min(Number(option('baseline') ?? (quick ? 500 : 1000)), totalAppeals);
const seconds = Number(option('seconds') ?? (quick ? 0.5 : 10));
const warmupSeconds = quick ? 0.25 : 1;
const connections = 10;
const sequentialCount = quick ? 100 : 300;
/** The sequential sampler stops after this long (at least 5 requests). */
const sequentialSeconds = quick ? 0.5 : 10;
/** A slow scenario's run is lengthened up to this. */
const slowCapSeconds = quick ? 2 : 30;
const coldRuns = quick ? 1 : 5;
/** Posts of the site's feeds: the small size before the baseline reads, the large before the full-size ones. */
const postsSmall = 30;
const postsLarge = Number(option('posts') ?? (quick ? 300 : 3000));
/** Accounts never activated or deactivated, added before the full-size reads: this many per staff member. */
const formerStaffPerStaff = 4;
// A quick run writes to bench/out/quick/: only a full run (or --write-committed) replaces the committed report and weight files.
const outputs = benchOutputs(argv, ROOT);
const { json: outJson, md: outMd } = outputs;
const startedAt = new Date();
const command = `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`;

// Progress goes to stderr; the platform's own stdout (one JSON line per request) to a file.
mkdirSync(join(ROOT, 'bench/out'), { recursive: true });
const platformLog = createWriteStream(join(ROOT, 'bench/out/platform.log'), { flags: 'w' });
process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
  platformLog.write(chunk as string);
  const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
  callback?.();
  return true;
}) as typeof process.stdout.write;
const t0 = Date.now();
const log = (line: string) => process.stderr.write(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
const loadSamples: number[] = [];
const sampleLoad = () => loadSamples.push(loadavg()[0]);

// Access tokens must outlive the run.
process.env.ACCESS_TOKEN_MINUTES = '240';

// ---------- data set ----------
const now = Date.now();
let staff: Staff[] = [];
let plan: PlannedAppeal[] = [];
/** Region 53's chat room: a tenth of the appeals in messages, at least CHAT_BASELINE. */
let chat: StoredItem[] = [];
const CHAT_BASELINE = 300;
let baseline: PlannedAppeal[] = [];
let passwordHash = '';
let dynamoEndpoint = '';
const seedStats: SeedStats[] = [];

async function seedBaseline(): Promise<void> {
  const { regions, communities } = await readReference();
  staff = planStaff(regions, communities, 5);
  const planStarted = Date.now();
  plan = planAppeals(totalAppeals, now, regions, communities, staff, skew);
  chat = planChat(53, Math.max(CHAT_BASELINE, Math.round(totalAppeals / 10)), now, staff, TABLE_NAME);
  log(
    `planned ${plan.length} appeals, ${plan.reduce((s, a) => s + a.assignments.length, 0)} assignments, ${staff.length} staff in ${Date.now() - planStarted} ms`,
  );
  const step = totalAppeals / baselineAppeals;
  baseline = plan.filter((_, i) => Math.floor((i + 1) / step) !== Math.floor(i / step));
  passwordHash = await hashPassword(DEFAULT_DEMO_PASSWORD);
  dynamoEndpoint = process.env.DYNAMODB_ENDPOINT!;
  log(`seeding the baseline: ${baseline.length} appeals`);
  seedStats.push(
    await writeDataSet({ client: seedClient(dynamoEndpoint), table: TABLE_NAME, staff, subset: baseline, derivedFrom: baseline, passwordHash, log }),
  );
  // The oldest messages of the room: more than one page (200) at the baseline too.
  await batchWriteAll(seedClient(dynamoEndpoint), TABLE_NAME, chat.slice(0, CHAT_BASELINE));
}

// ---------- scenarios ----------
interface Scenario {
  name: string;
  title: string;
  kind: 'read' | 'write' | 'cpu' | 'none';
  method: LoadRequest['method'];
  path: string;
  token?: string;
  body?: string;
  appeal?: LoadRequest['appeal'];
  uniques?: Unique[];
  dashboard?: boolean;
}

async function main(): Promise<BenchReport> {
  sampleLoad();
  log(
    `machine: ${cpus().length} cpus, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const ports = { port: await freePort(), dynamoPort: await freePort() };
  log(`starting the platform (in memory, gateway :${ports.port}, DynamoDB Local :${ports.dynamoPort})`);
  const platformStarted = Date.now();
  const platform = await startPlatform({ ...ports, mailPort: 0, demo: true, extraSeed: [seedBaseline] });
  const startupMs = Date.now() - platformStarted;
  log(`platform up in ${(startupMs / 1000).toFixed(1)} s`);
  const url = platform.url.replace('localhost', '127.0.0.1');
  const load = new LoadGenerator();
  // Ctrl-C: stop DynamoDB Local and the load generator too, not only this process.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping`);
      load.close();
      void platform.stop().finally(() => process.exit(130));
    });
  }
  let poller: StreamPoller | undefined;
  const ceilingDb = ceilingClient(platform.dynamoEndpoint);

  try {
    const admin = await signAccessToken({ userId: 1, name: 'Олена Адміністраторка', roles: ['ADMIN'], regionId: 53 });
    const user = await signAccessToken({ userId: 2, name: 'Ірина Коваленко', roles: ['USER'], regionId: 53 });
    const { year, month } = kyivYearMonth(now);
    const range = monthRange(year, month);
    const q = `startDate=${encodeURIComponent(range.startDate)}&endDate=${encodeURIComponent(range.endDate)}`;

    const dashboard: Scenario[] = [
      {
        name: 'dash-totals-by-status',
        title: 'Dashboard: totals by status (top bar)',
        kind: 'read',
        method: 'POST',
        path: '/api/appeals/totals-by-status',
        token: admin,
      },
      { name: 'dash-month-total', title: 'Dashboard: month total', kind: 'read', method: 'GET', path: `/api/appeal-history/totals?${q}`, token: admin },
      {
        name: 'dash-assistance-total',
        title: 'Dashboard: total of one assistance type',
        kind: 'read',
        method: 'GET',
        path: `/api/appeal-history/totals/assistance/1?${q}`,
        token: admin,
      },
      {
        name: 'dash-region-total',
        title: 'Dashboard: total of one region',
        kind: 'read',
        method: 'GET',
        path: `/api/appeal-history/totals/region/53?${q}`,
        token: admin,
      },
      {
        name: 'dash-region-avg',
        title: 'Dashboard: average completion of one region',
        kind: 'read',
        method: 'GET',
        path: `/api/appeal-history/avg/region/53?${q}`,
        token: admin,
      },
      { name: 'dash-last', title: 'Dashboard: latest appeals of the month', kind: 'read', method: 'GET', path: `/api/appeals/last?${q}`, token: admin },
    ].map((s) => ({ ...s, dashboard: true }) as Scenario);

    const call = async (s: Scenario) => {
      const res = await fetch(url + s.path, {
        method: s.method,
        headers: { ...(s.token ? { authorization: `Bearer ${s.token}` } : {}), ...(s.body ? { 'content-type': 'application/json' } : {}) },
        body: s.body,
      });
      const text = await res.text();
      return { status: res.status, text };
    };
    // Writes and sign-in take hundreds of milliseconds a request under load: give them at least 5 s even in quick mode.
    const secondsFor = (s: Scenario) => (s.kind === 'write' || s.kind === 'cpu' ? Math.max(seconds, quick ? 1 : 5) : seconds);
    const autocannon = (s: Scenario, target = url, duration = secondsFor(s), warm = warmupSeconds): Promise<LoadResult> =>
      load.run({
        url: target,
        method: s.method,
        path: s.path,
        headers: s.token ? { authorization: `Bearer ${s.token}` } : undefined,
        body: s.body,
        appeal: s.appeal,
        connections,
        seconds: duration,
        warmupSeconds: warm,
      });
    const sequential = (s: Scenario) =>
      sequentialLatency(url + s.path, {
        count: s.kind === 'cpu' ? Math.min(30, sequentialCount) : sequentialCount,
        maxSeconds: sequentialSeconds,
        method: s.method,
        headers: { ...(s.token ? { authorization: `Bearer ${s.token}` } : {}), ...(s.body || s.appeal ? { 'content-type': 'application/json' } : {}) },
        body: s.appeal ? () => appealBody(s.appeal!.places) : s.body,
      });

    // DynamoDB Local keeps working on requests a finished run abandoned: wait until a GetItem is quick again.
    const settle = async () => {
      const until = Date.now() + 90_000;
      let fast = 0;
      while (Date.now() < until && fast < 3) {
        const t = performance.now();
        await ceilingDb.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: 'settings', sk: 'appeals' } })).catch(() => undefined);
        fast = performance.now() - t < 25 ? fast + 1 : 0;
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    const executor2 = plan.reduce((n, p) => n + p.assignments.filter((a) => a.userId === 2).length, 0);
    const executor2Small = baseline.reduce((n, p) => n + p.assignments.filter((a) => a.userId === 2).length, 0);
    const hotShare = plan.filter((p) => p.appeal.region_id === 53).length / Math.max(1, plan.length);
    log(
      `user 2 holds ${executor2} records (${executor2Small} in the baseline); region 53 has ${(hotShare * 100).toFixed(1)}% of the appeals; chat room 53: ${chat.length} messages`,
    );
    // A phone fragment (5 digits from the middle of a stored phone) and a number, of an appeal in both sizes.
    const searched = baseline[Math.floor(baseline.length / 2)]!.appeal;
    const reads: Scenario[] = [
      { name: 'list-p1', title: 'Admin appeals list, page 1', kind: 'read', method: 'GET', path: '/api/appeals/pages=1', token: admin },
      { name: 'list-p10', title: 'Admin appeals list, page 10', kind: 'read', method: 'GET', path: '/api/appeals/pages=10', token: admin },
      {
        name: 'list-region',
        title: 'Admin appeals list of region 53 (the hot region), page 1',
        kind: 'read',
        method: 'GET',
        path: '/api/appeals/pages=1?region_id=53',
        token: admin,
      },
      {
        name: 'list-dups',
        title: 'Admin appeals list, duplicates only, page 1',
        kind: 'read',
        method: 'GET',
        path: '/api/appeals/pages=1?filterDuplicates=true',
        token: admin,
      },
      {
        name: 'list-region-dups',
        title: 'Admin appeals list of region 53, duplicates only, page 1',
        kind: 'read',
        method: 'GET',
        path: '/api/appeals/pages=1?region_id=53&filterDuplicates=true',
        token: admin,
      },
      {
        name: 'search-phone',
        title: `Admin appeals search by part of a phone (${searched.phone.slice(5, 10)})`,
        kind: 'read',
        method: 'GET',
        path: `/api/appeals/pages=1?q=${searched.phone.slice(5, 10)}`,
        token: admin,
      },
      {
        name: 'search-number',
        title: `Admin appeals search by number (${searched.id})`,
        kind: 'read',
        method: 'GET',
        path: `/api/appeals/pages=1?q=${searched.id}`,
        token: admin,
      },
      {
        name: 'history',
        title: `Executor's history list (user 2, ${executor2} records), page 1`,
        kind: 'read',
        method: 'GET',
        path: '/api/appeal-history/user/2?page=1&pageSize=10',
        token: user,
      },
      {
        name: 'history-p2',
        title: `Executor's history list (user 2), page 2 by number`,
        kind: 'read',
        method: 'GET',
        path: '/api/appeal-history/user/2?page=2&pageSize=10',
        token: user,
      },
      ...dashboard,
      {
        name: 'calendar',
        title: 'Calendar of the month (all appeals)',
        kind: 'read',
        method: 'GET',
        path: `/api/appeals/grouped/${encodeURIComponent(range.startDate)}/${encodeURIComponent(range.endDate)}`,
        token: admin,
      },
      {
        name: 'notice-urgent',
        title: 'Notifications: urgent appeals (admin), first page',
        kind: 'read',
        method: 'POST',
        path: '/api/appeals/urgent',
        token: admin,
      },
      {
        name: 'notice-expired',
        title: 'Notifications: expired appeals (admin), first page',
        kind: 'read',
        method: 'POST',
        path: '/api/appeals/expired',
        token: admin,
      },
      {
        name: 'notice-unassigned',
        title: 'Notifications: appeals without an executor (admin), first page',
        kind: 'read',
        method: 'GET',
        path: '/api/appeals/unassigned',
        token: admin,
      },
      {
        name: 'notice-high-risk',
        title: 'Notifications: high-risk appeals (admin), first page',
        kind: 'read',
        method: 'GET',
        path: '/api/appeals/high-risk',
        token: admin,
      },
      {
        name: 'notice-user-urgent',
        title: 'Notifications: urgent records of user 2, first page',
        kind: 'read',
        method: 'GET',
        path: '/api/appeal-history/urgent/2',
        token: user,
      },
      {
        name: 'notice-user-expired',
        title: 'Notifications: expired records of user 2, first page',
        kind: 'read',
        method: 'GET',
        path: '/api/appeal-history/expired/2',
        token: user,
      },
      {
        name: 'notice-new-messages',
        title: 'Notifications: records of user 2 with new messages',
        kind: 'read',
        method: 'GET',
        path: '/api/appeal-history/new-messages',
        token: user,
      },
      {
        name: 'chat-room',
        title: `Chat history of region 53's room (${chat.length} messages)`,
        kind: 'read',
        method: 'POST',
        path: '/api/chats/2/region-53',
        token: user,
      },
    ];

    /** One request's DynamoDB work after a warm-up call (caches of reference data are warm, as in a running function). */
    const readCost = async (s: Scenario): Promise<ReadCost> => {
      await call(s);
      let probe = { status: 0, text: '' };
      const commands = await recordCommands(async () => {
        probe = await call(s);
      });
      if (probe.status >= 300) throw new Error(`${s.name}: ${probe.status} ${probe.text.slice(0, 300)}`);
      const r = replayer(ceilingDb, commands);
      return { items: r.itemsRead, commands: r.commands, steps: r.waves, rows: answerRows(probe.text), shape: r.shape };
    };
    const readsSmall: Record<string, ReadCost> = {};

    // A fresh JVM runs slower than a warm one: warm DynamoDB Local (and this process) before measuring
    // anything, so the baseline is not measured colder than the full size.
    if (!quick) {
      log('warming up DynamoDB Local and the handlers');
      for (const s of dashboard)
        await load.run({ url, method: s.method, path: s.path, headers: { authorization: `Bearer ${s.token}` }, connections, seconds: 4, warmupSeconds: 0 });
    }

    // ---------- phase A: the dashboard at the baseline size ----------
    log(`phase A: the dashboard's calls with ${baseline.length} appeals`);
    const dashboardSmall: Record<string, { result: LoadResult; sequential: Awaited<ReturnType<typeof sequential>> }> = {};
    for (const s of dashboard) {
      const probe = await call(s);
      if (probe.status >= 300) throw new Error(`${s.name}: ${probe.status} ${probe.text.slice(0, 200)}`);
      await settle();
      sampleLoad();
      const result = await autocannon(s);
      dashboardSmall[s.name] = { result, sequential: await sequential(s) };
      log(`  ${s.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    }

    log(`phase A: items read per request with ${baseline.length} appeals`);
    for (const s of reads) {
      readsSmall[s.name] = await readCost(s);
      log(`  ${s.name}: ${readsSmall[s.name].items} items in ${readsSmall[s.name].commands} commands, ${readsSmall[s.name].rows} rows`);
    }

    // The per-address form limit, raised through the admin settings endpoint (the growth reads submit too).
    const settings = await fetch(`${url}/api/settings/appeals`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ serviceLevelHours: 72, urgentWindowHours: 24, duplicateWindowDays: 30, formLimitPerHour: 100_000, formLimitPerDay: 1_000_000 }),
    });
    if (settings.status !== 200) throw new Error(`settings: ${settings.status} ${await settings.text()}`);

    // ---------- growth reads at the small size: posts, staff, an executor's records ----------
    const seedDb = seedClient(dynamoEndpoint);
    const writePosts = async (from: number, to: number) => {
      await batchWriteAll(seedDb, TABLE_NAME, planPosts(from, to - from + 1, TABLE_NAME));
      await ensureCounterAtLeast('content-posts', to);
      await rebuildPostFeed();
    };
    await writePosts(1, postsSmall);
    const hotPlace = staff
      .filter((p) => p.roles.includes('USER') && p.regionId === 53 && p.communityId)
      .map((p) => ({ regionId: 53, communityId: p.communityId!, types: p.assistanceIds.filter((t) => t !== 7) }))
      .filter((p) => p.types.length > 0)
      .slice(0, 1);
    const candidateAppeal = baseline.find((p) => p.appeal.region_id === 53 && p.appeal.status_id < 4)?.appeal ?? baseline[0]!.appeal;
    const formerStaff = staff.length * formerStaffPerStaff;
    const tomorrow = new Date(now + 86_400_000).toISOString().slice(0, 10);
    const postsGrow = { what: 'posts', small: postsSmall, large: postsLarge };
    const staffGrow = { what: 'staff accounts', small: staff.length, large: staff.length + formerStaff };
    const growthSpecs: Array<Omit<GrowthRead, 'small' | 'large'> & { token?: string; body?: () => string }> = [
      {
        name: 'feed-main',
        title: "The site's main post feed (every post outside the press), page 1",
        method: 'GET',
        path: '/api/posts?filters[categories][slug][$ne]=in-media&populate=*&sort=id:desc&pagination[page]=1&pagination[pageSize]=3',
        grows: postsGrow,
        bound: { kind: 'ratio' },
      },
      {
        name: 'feed-category',
        title: 'A post feed of one category, page 2',
        method: 'GET',
        path: '/api/posts?filters[categories][slug][$eq]=news&populate=*&sort=id:desc&pagination[page]=2&pagination[pageSize]=3',
        grows: postsGrow,
        bound: { kind: 'ratio' },
      },
      {
        name: 'history-range',
        title: "Executor's history in a date range (user 2), page 1 with its total",
        method: 'GET',
        path: `/api/appeal-history/user/2?page=1&pageSize=10&from=2020-01-01&to=${tomorrow}`,
        token: user,
        grows: { what: "user 2's records", small: executor2Small, large: executor2 },
        // The page, its appeals, communities and types beside a count of at most the cap and one.
        bound: { kind: 'cap', items: HISTORY_COUNT_CAP + 60 },
      },
      {
        name: 'candidates',
        title: 'Executor candidates of an appeal (admin)',
        method: 'GET',
        path: `/api/appeal-history/appeal/${candidateAppeal.id}/candidates?typeId=${candidateAppeal.assistanceIds[0]}`,
        token: admin,
        grows: staffGrow,
        // The executors' index: the staff who never were or no longer are executors are not read.
        bound: { kind: 'ratio' },
      },
      {
        name: 'submit-roster',
        title: "Public submission in region 53: its distribution reads the region's executors",
        method: 'POST',
        path: '/api/appeals',
        body: () => appealBody(hotPlace),
        grows: staffGrow,
        // The region's part of the executors' index: the region's former staff are not read.
        bound: { kind: 'ratio' },
      },
    ];
    const growthCost = async (g: (typeof growthSpecs)[number]) => {
      const scenario: Scenario = { name: g.name, title: g.title, kind: 'read', method: g.method as Scenario['method'], path: g.path, token: g.token };
      if (!g.body) return readCost(scenario);
      // A write: a fresh body (idempotency key, phone) each time, the second one recorded.
      await call({ ...scenario, body: g.body() });
      let probe = { status: 0, text: '' };
      const commands = await recordCommands(async () => {
        probe = await call({ ...scenario, body: g.body!() });
      });
      if (probe.status >= 300) throw new Error(`${g.name}: ${probe.status} ${probe.text.slice(0, 300)}`);
      const r = replayer(ceilingDb, commands);
      return { items: r.itemsRead, commands: r.commands, steps: r.waves, rows: 1, shape: r.shape };
    };
    log(`growth reads at the small size (${postsSmall} posts, ${staff.length} staff, ${executor2Small} records of user 2)`);
    const growth: GrowthRead[] = [];
    for (const g of growthSpecs) {
      growth.push({ name: g.name, title: g.title, method: g.method, path: g.path, grows: g.grows, bound: g.bound, small: await growthCost(g) });
      log(`  ${g.name}: ${growth.at(-1)!.small.items} items in ${growth.at(-1)!.small.commands} commands`);
    }

    // ---------- phase B: grow to the full size ----------
    // The platform's poller would apply the bulk writes' stream records a second time:
    // stop it, write, and start a fresh one at the stream's end (aggregates are written directly).
    log(`phase B: growing the data set to ${plan.length} appeals`);
    await platform.poller.stop();
    const baselineIds = new Set(baseline.map((p) => p.appeal.id));
    const remainder = plan.filter((p) => !baselineIds.has(p.appeal.id));
    seedStats.push(
      await writeDataSet({ client: seedClient(dynamoEndpoint), table: TABLE_NAME, staff, subset: remainder, derivedFrom: plan, passwordHash, log }),
    );
    await batchWriteAll(seedClient(dynamoEndpoint), TABLE_NAME, chat.slice(CHAT_BASELINE));
    poller = await startStreamPoller({ endpoint: platform.dynamoEndpoint, tableName: TABLE_NAME });
    log(`  seeded in ${((seedStats[1].ms.appeals + seedStats[1].ms.aggregates) / 1000).toFixed(0)} s`);
    log(`  growing the posts to ${postsLarge} and the staff accounts by ${formerStaff} never activated or deactivated`);
    await writePosts(postsSmall + 1, postsLarge);
    await batchWriteAll(seedDb, TABLE_NAME, planFormerStaff(700_000, formerStaff, staff, TABLE_NAME));
    log('growth reads at the large size');
    for (const [i, g] of growthSpecs.entries()) {
      growth[i].large = await growthCost(g);
      log(`  ${g.name}: ${growth[i].small.items} → ${growth[i].large!.items} items`);
    }

    const places = staff
      .filter((s) => s.roles.includes('USER') && s.communityId)
      .map((s) => ({ regionId: s.regionId!, communityId: s.communityId!, types: s.assistanceIds.filter((t) => t !== 7) }))
      .filter((p, i, all) => all.findIndex((o) => o.communityId === p.communityId) === i);

    const health: Scenario = { name: 'health', title: 'Gateway: GET /api/health (no database)', kind: 'none', method: 'GET', path: '/api/health' };
    const submit: Scenario = {
      name: 'submit',
      title: 'Public appeal submission (POST /api/appeals)',
      kind: 'write',
      method: 'POST',
      path: '/api/appeals',
      appeal: { places },
    };
    const login: Scenario = {
      name: 'login',
      title: 'Sign-in (POST /api/auth/login, argon2id)',
      kind: 'cpu',
      method: 'POST',
      path: '/api/auth/login',
      body: JSON.stringify({ email: 'user@example.com', password: DEFAULT_DEMO_PASSWORD }),
    };

    // ---------- ceilings ----------
    log('ceilings: bare JSON');
    const bare = await startCeilingServer(undefined, JSON.stringify({ status: 'ok' }));
    sampleLoad();
    const bareResult = await autocannon({ ...health, path: '/' }, bare.url);
    const bareSequential = await sequentialLatency(`${bare.url}/`, { count: sequentialCount * 2, maxSeconds: sequentialSeconds });
    log(`  bare JSON: ${bareResult.rps.toFixed(0)} req/s, p50 ${bareResult.latency.p50} ms`);
    await bare.close();

    log('gateway: GET /api/health');
    sampleLoad();
    const healthResult = await autocannon(health);
    const healthSequential = await sequential(health);
    log(`  health: ${healthResult.rps.toFixed(0)} req/s, p50 ${healthResult.latency.p50} ms (sequential p50 ${healthSequential.p50.toFixed(2)} ms)`);

    const scenarios: ScenarioReport[] = [];
    const durations: Record<string, number> = {};
    const measure = async (s: Scenario, uniques: Unique[] = [], extraWork?: () => Promise<void>, extraLabel?: string) => {
      // Record the handler's DynamoDB commands for one request, then build the replay.
      await settle();
      // Replay the WARM request (bench/lib/ceilings.ts, recordWarm): not the first, with its cache refills.
      const request = () => (s.appeal ? call({ ...s, body: appealBody(s.appeal.places) }) : call(s));
      const { first, probe, ms: recordedMs, commands } = await recordWarm(request);
      const probeStarted = performance.now() - recordedMs;
      if (first.status >= 300) throw new Error(`${s.name}: ${first.status} ${first.text.slice(0, 300)}`);
      if (probe.status >= 300) throw new Error(`${s.name}: ${probe.status} ${probe.text.slice(0, 300)}`);
      const literalUniques = [...uniques];
      if (s.name === 'submit') {
        // The public answer carries no number: the appeal's id is in the transaction's appeal key.
        const write = commands.find((c) => c.name === 'TransactWriteItemsCommand');
        const created = { id: Number(JSON.stringify(write?.input ?? {}).match(/"appeal#(\d+)"/)?.[1] ?? 0) };
        // The idempotency key is read in the submission's batch (or a GetItem of its own) and written in the transaction.
        const idemKey = commands.map((c) => JSON.stringify(c.input).match(/"idempotency#([^"]+)"/)?.[1]).find(Boolean) ?? '';
        const phone = commands.find((c) => c.name === 'QueryCommand' && JSON.stringify(c.input).includes('phone#'));
        const hash = phone ? String(JSON.stringify(phone.input).match(/phone#([0-9a-f]{64})/)?.[1] ?? '') : '';
        literalUniques.push({ literal: String(created.id).padStart(10, '0') }, { literal: idemKey }, { literal: hash });
        // The follow-up code's hash and the audit events' and outbox mails' ULIDs are created on condition they are new.
        literalUniques.push({ pattern: /[0-9a-f]{64}/ }, { pattern: /[0-9A-HJKMNP-TV-Z]{26}/ });
      }
      const replay: Replayer = replayer(ceilingDb, commands, literalUniques);
      const readsLarge = s.kind === 'read' ? await readCost(s) : undefined;
      sampleLoad();
      // A slow request (seconds) would leave autocannon with no complete answer in a short run: at 10
      // connections it queues behind nine others, so run for about three such rounds (at most 30 s).
      const probeMs = performance.now() - probeStarted;
      const duration = Math.min(slowCapSeconds, Math.max(secondsFor(s), Math.ceil((probeMs * connections * 3) / 1000)));
      durations[s.name] = duration;
      // A write's first seconds also compile its paths in V8 and in DynamoDB Local's JVM (transactions,
      // conditional updates), which a second of warm-up does not cover: warm it, and its ceiling, as long as it runs.
      const warm = s.kind === 'write' ? duration : warmupSeconds;
      // The submission's own path, as in the cloud, where the stream consumer is a Lambda of its own
      // beside DynamoDB: hold the local consumer (same DynamoDB Local, same process) while measuring,
      // then let it apply every held record. The same run with the consumer live is reported beside it.
      const holdConsumer = s.name === 'submit' && poller !== undefined;
      if (holdConsumer) poller!.pause();
      const profile = flag('profile') ? await startProfile() : undefined;
      const result = await autocannon(s, url, duration, warm);
      if (profile) await profile.save(join(ROOT, `bench/out/${s.name}.cpuprofile`));
      const seq = await sequential(s);
      log(
        `  ${s.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, codes ${JSON.stringify(result.statusCodes)}`,
      );
      // The ceiling under the handler's own conditions. For the submission: with the consumer still
      // held (the replayed transactions make stream records too, which a live consumer would apply
      // beside the ceiling and not beside the handler), then both again with the consumer live.
      const server = await startCeilingServer(replay.run, probe.text);
      const ceilingRun = () => autocannon({ ...s, token: undefined, body: undefined, appeal: undefined, method: 'GET', path: '/' }, server.url, duration, warm);
      await settle();
      sampleLoad();
      const ceiling = await ceilingRun();
      log(
        `  ${s.name} DynamoDB ceiling${holdConsumer ? ', consumer held' : ''} (${replay.commands} commands in ${replay.waves} waves): ${ceiling.rps.toFixed(0)} req/s, p50 ${ceiling.latency.p50} ms, p99 ${ceiling.latency.p99} ms`,
      );
      let withConsumer: LoadResult | undefined;
      let ceilingWithConsumer: LoadResult | undefined;
      if (holdConsumer) {
        log('  waiting for the stream consumer to catch up');
        poller!.resume();
        await poller!.drain();
        await settle();
        withConsumer = await autocannon(s, url, duration, warm);
        log(`  ${s.name} with the stream consumer live: p50 ${withConsumer.latency.p50} ms, p99 ${withConsumer.latency.p99} ms`);
        await poller!.drain();
        await settle();
        ceilingWithConsumer = await ceilingRun();
        log(`  ${s.name} DynamoDB ceiling with the stream consumer live: p50 ${ceilingWithConsumer.latency.p50} ms, p99 ${ceilingWithConsumer.latency.p99} ms`);
        await poller!.drain();
      }
      await server.close();
      let extra: LoadResult | undefined;
      if (extraWork) {
        const server2 = await startCeilingServer(async () => {
          await Promise.all([replay.run(), extraWork()]);
        }, probe.text);
        extra = await autocannon({ ...s, token: undefined, body: undefined, appeal: undefined, method: 'GET', path: '/' }, server2.url, duration);
        await server2.close();
        log(`  ${s.name} ${extraLabel}: ${extra.rps.toFixed(0)} req/s, p50 ${extra.latency.p50} ms`);
      }
      if (s.name === 'submit') await poller?.drain();
      scenarios.push({
        name: s.name,
        title: s.title,
        kind: s.kind,
        method: s.method,
        path: s.path.replace(/(startDate|endDate)=[^&]+/g, '$1=…').replace(/grouped\/[^/]+\/[^/?]+/, 'grouped/{start}/{end}'),
        responseBytes: Buffer.byteLength(probe.text),
        seconds: durations[s.name],
        result,
        sequential: seq,
        ceiling: {
          shape: replay.shape,
          commands: replay.commands,
          waves: replay.waves,
          itemsRead: replay.itemsRead,
          queriesWithoutLimit: replay.queriesWithoutLimit,
          result: ceiling,
        },
        ...(extra ? { cpuCeiling: { label: extraLabel!, result: extra } } : {}),
        ...(withConsumer ? { withConsumer } : {}),
        ...(ceilingWithConsumer ? { ceilingWithConsumer } : {}),
        ...(s.dashboard ? { baseline: dashboardSmall[s.name] } : {}),
        ...(readsLarge ? { reads: { small: readsSmall[s.name], large: readsLarge } } : {}),
      });
    };

    log('reads');
    for (const s of reads) await measure(s);
    log('writes');
    await measure(submit);
    const { argon2Verify } = await import('hash-wasm');
    const loginUniques: Unique[] = [{ pattern: /[0-9a-f]{64}/ }, { pattern: /[0-9A-HJKMNP-TV-Z]{26}/ }];
    await measure(
      login,
      loginUniques,
      async () => {
        await argon2Verify({ password: DEFAULT_DEMO_PASSWORD, hash: passwordHash });
      },
      'DynamoDB + one argon2id verify',
    );
    await poller?.drain();

    sampleLoad();
    log('bundles and cold imports');
    // --no-bundles: leave the bundle step to `npx tsx infra/cloud/scripts/bundle-report.ts` (a shorter run).
    const bundles = flag('no-bundles') ? { figures: [] } : await measureBundles(coldRuns, log);
    const weight = publicWeight(log, outputs.publicWeight);
    const staffApp = staffWeight(log, outputs.staffWeight);
    sampleLoad();

    const javaVersion = spawnSync('java', ['-version'], { encoding: 'utf8' });
    const java = `${javaVersion.stderr ?? ''}${javaVersion.stdout ?? ''}`.trim().split('\n')[0] ?? '';
    const report: BenchReport = {
      command,
      date: startedAt.toISOString(),
      durationSeconds: Math.round((Date.now() - t0) / 1000),
      mode: quick ? 'quick' : 'full',
      machine: {
        nproc: cpus().length,
        cpuModel: cpus()[0]?.model ?? '',
        memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
        freeMemoryGiB: Math.round((freemem() / 2 ** 30) * 10) / 10,
        node: process.version,
        java: java.split('\n')[0],
        loadAverage: { start: loadSamples[0], max: Math.max(...loadSamples), end: loadavg()[0], samples: loadSamples },
      },
      settings: {
        connections,
        seconds,
        warmupSeconds,
        sequentialCount,
        sequentialSeconds,
        slowCapSeconds,
        writeSeconds: Math.max(seconds, quick ? 1 : 5),
        writeWarmupAsRun: true,
        ceilingReplaysWarm: true,
        submitCeilingHeld: true,
      },
      dataSet: {
        appeals: plan.length,
        baselineAppeals: baseline.length,
        assignments: plan.reduce((s, a) => s + a.assignments.length, 0),
        staff: staff.length,
        aggregateItems: seedStats[seedStats.length - 1]?.aggregateItems ?? 0,
        itemsWritten: seedStats.reduce((s, x) => s + x.itemsWritten, 0),
        seedSeconds: Math.round(seedStats.reduce((s, x) => s + x.ms.appeals + x.ms.aggregates, 0) / 1000),
        platformStartSeconds: Math.round(startupMs / 1000),
        executor2Records: executor2,
        executor2BaselineRecords: executor2Small,
        hotRegion: { regionId: 53, share: Math.round(hotShare * 1000) / 1000 },
        chatMessages: chat.length,
        month: range,
      },
      ceilings: { bareJson: bareResult, bareSequential },
      gateway: { health: healthResult, sequential: healthSequential },
      scenarios,
      growth,
      bundles,
      publicWeight: weight,
      staffWeight: staffApp,
    };
    const chatFile = join(ROOT, 'bench/chat-latency.json');
    if (existsSync(chatFile)) report.others = { 'bench/chat-latency.json': JSON.parse(readFileSync(chatFile, 'utf8')) as unknown };
    return report;
  } finally {
    load.close();
    await poller?.stop().catch(() => undefined);
    await platform.stop();
    platformLog.end();
  }
}

/** Lighthouse in a process of its own, on a platform of its own, once this run's platform is down. */
function lighthouse(): BenchReport['lighthouse'] {
  log('Lighthouse on the public pages (bench/lighthouse.ts)');
  const args = ['--import', 'tsx', 'bench/lighthouse.ts', '--runs', '5', ...(existsSync(join(ROOT, 'web/dist/index.html')) ? ['--dist', 'web/dist'] : [])];
  const run = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  const file = join(ROOT, 'bench/lighthouse-report.json');
  if (run.status !== 0 || !existsSync(file)) {
    log(`  Lighthouse failed (exit ${run.status}): left out of the report`);
    return undefined;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as BenchReport['lighthouse'];
}

if (flag('render')) {
  // Re-check and re-write report.md from report.json (after a change to the checks or the layout).
  const report = JSON.parse(readFileSync(outJson, 'utf8')) as BenchReport;
  if (flag('weights')) {
    // Re-weigh the web build alone (public pages, staff app) without a whole run; each keeps its own date and command.
    report.publicWeight = publicWeight(log, outputs.publicWeight) ?? report.publicWeight;
    report.staffWeight = staffWeight(log, outputs.staffWeight) ?? report.staffWeight;
  }
  report.checks = evaluateTargets(report);
  mkdirSync(dirname(outJson), { recursive: true });
  writeFileSync(outJson, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(outMd, renderReport(report));
  log(`re-rendered ${outMd.replace(`${ROOT}/`, '')} from ${outJson.replace(`${ROOT}/`, '')}`);
  process.exit(0);
}

await main()
  .then((report) => {
    if (!quick && !flag('no-lighthouse')) report.lighthouse = lighthouse();
    report.durationSeconds = Math.round((Date.now() - t0) / 1000);
    report.checks = evaluateTargets(report);
    mkdirSync(dirname(outJson), { recursive: true });
    mkdirSync(dirname(outMd), { recursive: true });
    writeFileSync(outJson, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(outMd, renderReport(report));
    log(`written ${outJson.replace(`${ROOT}/`, '')} and ${outMd.replace(`${ROOT}/`, '')}`);
  })
  .then(() => process.exit(0))
  .catch((error: Error) => {
    process.stderr.write(`bench failed: ${error.stack ?? error}\n`);
    process.exit(1);
  });
