import type { BundleFigure, PublicWeight, StaffWeight } from './artifacts';
import type { LighthouseReport } from '../lighthouse';
import type { LoadResult } from './load';

export interface Sequential {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  statuses: Record<number, number>;
}

/** One request's DynamoDB work, recorded after a warm-up call. */
export interface ReadCost {
  /** Items the commands read: Query Count (a COUNT query counts what it reads), BatchGet and GetItem results. */
  items: number;
  commands: number;
  steps: number;
  /** Rows in the answer: a list's length, a page's `data`/`rows`, else 1. */
  rows: number;
  shape: string;
}

export function answerRows(text: string): number {
  try {
    const body = JSON.parse(text) as unknown;
    if (Array.isArray(body)) return body.length;
    const page = body as { data?: unknown; rows?: unknown };
    if (Array.isArray(page?.data)) return page.data.length;
    if (Array.isArray(page?.rows)) return page.rows.length;
  } catch {
    // not JSON
  }
  return 1;
}

/**
 * A read measured at two sizes of what it reads (posts, staff, an executor's records).
 * `bound` says what the read is held to: the same items at both sizes (`ratio`), at most
 * `items` (a capped count), or nothing yet (`none`: reported, not part of the verdict).
 */
export interface GrowthRead {
  name: string;
  title: string;
  method: string;
  path: string;
  /** What grows, with its two sizes. */
  grows: { what: string; small: number; large: number };
  bound: { kind: 'ratio' } | { kind: 'cap'; items: number } | { kind: 'none'; why: string };
  small: ReadCost;
  large?: ReadCost;
}

export interface ScenarioReport {
  name: string;
  title: string;
  kind: 'read' | 'write' | 'cpu' | 'none';
  method: string;
  path: string;
  responseBytes: number;
  /** Length of the measured run (slow requests get longer runs). */
  seconds?: number;
  result: LoadResult;
  sequential: Sequential;
  ceiling: {
    shape: string;
    commands: number;
    waves: number;
    itemsRead: number;
    queriesWithoutLimit: Array<{ index: string; items: number }>;
    result: LoadResult;
  };
  cpuCeiling?: { label: string; result: LoadResult };
  /** Submission: the same run again with the local stream consumer applying records beside it (information). */
  withConsumer?: LoadResult;
  /**
   * Submission: its DynamoDB ceiling again with the local stream consumer live, beside `withConsumer`.
   * `ceiling.result` of the submission is measured with the consumer held, like `result`.
   */
  ceilingWithConsumer?: LoadResult;
  /** Dashboard calls: the same call measured with the baseline data set. */
  baseline?: { result: LoadResult; sequential: Sequential };
  /** Reads: one request's DynamoDB work at the baseline size and at the full size. */
  reads?: { small?: ReadCost; large: ReadCost };
}

export interface Check {
  target: string;
  scenario: string;
  limit: string;
  value: string;
  pass: boolean;
  cause?: string;
  /**
   * An absolute latency target: printed for information, never part of the verdict. Absolute times
   * on DynamoDB Local sharing two cores with the load generator say little about the cloud; the
   * verdict holds ratios (against the same run's own ceilings and baseline) and counts only.
   */
  informational?: boolean;
}

/** The checks the verdict holds: ratios and counts. */
export const verdictChecks = (checks: Check[]) => checks.filter((c) => !c.informational);
/** Checks of the verdict that fail. */
export const failedChecks = (checks: Check[]) => verdictChecks(checks).filter((c) => !c.pass);

export interface BenchReport {
  command: string;
  date: string;
  durationSeconds: number;
  mode: 'quick' | 'full';
  machine: {
    nproc: number;
    cpuModel: string;
    memoryGiB: number;
    freeMemoryGiB: number;
    node: string;
    java: string;
    loadAverage: { start: number; max: number; end: number; samples: number[] };
  };
  settings: {
    connections: number;
    seconds: number;
    warmupSeconds: number;
    sequentialCount: number;
    sequentialSeconds?: number;
    slowCapSeconds?: number;
    writeSeconds?: number;
    writeWarmupAsRun?: boolean;
    ceilingReplaysWarm?: boolean;
    submitCeilingHeld?: boolean;
  };
  dataSet: {
    appeals: number;
    baselineAppeals: number;
    assignments: number;
    staff: number;
    aggregateItems: number;
    itemsWritten: number;
    seedSeconds: number;
    platformStartSeconds: number;
    executor2Records: number;
    executor2BaselineRecords?: number;
    hotRegion?: { regionId: number; share: number };
    chatMessages?: number;
    month: { startDate: string; endDate: string };
  };
  ceilings: { bareJson: LoadResult; bareSequential: Sequential };
  gateway: { health: LoadResult; sequential: Sequential };
  scenarios: ScenarioReport[];
  /** Reads measured at two sizes of the posts, the staff or an executor's records (bench/lib/growth.ts, bench/run.ts). */
  growth?: GrowthRead[];
  bundles: { figures: BundleFigure[] };
  publicWeight?: PublicWeight;
  /** bench/staff-weight.json: the staff app's sign-in and first screens. */
  staffWeight?: StaffWeight;
  /** bench/lighthouse-report.json of the run (absent in --quick). */
  lighthouse?: LighthouseReport;
  /** Other measurements kept in bench/ (chat latency: bench/chat-latency.ts), included as they are. */
  others?: Record<string, unknown>;
  checks?: Check[];
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const pct = (v: number) => `${Math.round(v * 100)}%`;
const kb = (bytes?: number) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const ratio = (s: ScenarioReport) => (s.ceiling.result.rps > 0 ? s.result.rps / s.ceiling.result.rps : 0);
const mark = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
const codes = (r: LoadResult) =>
  Object.entries(r.statusCodes)
    .map(([c, n]) => `${c}×${n}`)
    .join(' ') +
  (r.errors ? ` errors×${r.errors}` : '') +
  (r.timeouts ? ` timeouts×${r.timeouts}` : '');

/** The run itself keeps about three processes busy (platform, DynamoDB Local, load generator); more means other work. */
const busyLoad = (nproc: number) => nproc + 2;

/** Little's law at a closed load: each of C connections has one request in flight, so latency ≈ C / throughput. */
const littleMs = (connections: number, rps: number) => (rps > 0 ? (connections / rps) * 1000 : Infinity);

export function evaluateTargets(report: BenchReport): Check[] {
  const checks: Check[] = [];
  const c = report.settings.connections;
  const busy = report.machine.loadAverage.max > busyLoad(report.machine.nproc);
  const busyNote = busy
    ? ` The machine was shared while measuring (load average up to ${report.machine.loadAverage.max.toFixed(1)} on ${report.machine.nproc} cores), which inflates every figure.`
    : '';
  for (const s of report.scenarios) {
    const ceilingP50 = s.ceiling.result.latency.p50;
    const ceilingDead = s.ceiling.result.ok === 0;
    const unreachable = (limit: number) =>
      ceilingDead
        ? ` The bare server doing only the same DynamoDB Local operations completed no request either in ${s.seconds ?? report.settings.seconds} s at ${c} connections.`
        : ceilingP50 > limit
          ? ` The bare server doing only the same DynamoDB Local operations already has p50 ${ceilingP50} ms at ${c} connections (${s.ceiling.result.rps.toFixed(0)} req/s, ${s.ceiling.commands} commands a request): at ${c} connections latency ≈ ${c} / throughput, so the target needs about ${Math.round((c / limit) * 1000)} req/s, beyond what DynamoDB Local gives this request on this machine.`
          : '';
    const limitNote = s.ceiling.queriesWithoutLimit.filter((q) => q.items > 50);
    const queryNote = limitNote.length
      ? ` The handler sends ${limitNote.length === 1 ? 'a Query' : `${limitNote.length} Queries`} without Limit (${limitNote.map((q) => `${q.index}: ${q.items} items returned`).join(', ')}) for an answer of at most ten rows: DynamoDB reads up to 1 MB a page, and DynamoDB Local spends milliseconds per item.`
      : '';
    const little =
      s.result.ok === 0
        ? `no request completed in ${s.seconds ?? report.settings.seconds} s at ${c} connections (answers: ${
            Object.entries(s.result.statusCodes)
              .map(([k, v]) => `${k}×${v}`)
              .join(', ') || 'none'
          })`
        : `${s.result.rps.toFixed(0)} req/s at ${c} connections means ≈ ${ms(littleMs(c, s.result.rps))} ms a request by Little's law`;
    /** A latency target of this scenario; the cause is written only when it is missed. */
    const latencyCheck = (target: string, valueMs: number, limitMs: number, cause: () => string): Check => {
      const pass = valueMs <= limitMs;
      return { target, scenario: s.name, limit: `${limitMs} ms`, value: `${valueMs} ms`, pass, cause: pass ? undefined : cause(), informational: true };
    };
    if (s.kind === 'read') {
      checks.push(
        latencyCheck(
          'read p50 ≤ 10 ms',
          s.result.latency.p50,
          10,
          () => `${little}; unloaded (1 connection) p50 is ${ms(s.sequential.p50)} ms.${unreachable(10)}${queryNote}${busyNote}`,
        ),
        latencyCheck('read p99 ≤ 50 ms', s.result.latency.p99, 50, () =>
          s.result.ok === 0
            ? `${little}.${queryNote}${busyNote}`
            : `Tail under queueing: p99 of the DynamoDB ceiling itself is ${ceilingDead ? 'unmeasured (no request completed)' : `${s.ceiling.result.latency.p99} ms`}; garbage collection and the stream poller share the process.${queryNote}${busyNote}`,
        ),
      );
    }
    if (s.name === 'submit') {
      checks.push(
        latencyCheck(
          'submission p99 ≤ 100 ms',
          s.result.latency.p99,
          100,
          () =>
            `One submission is ${s.ceiling.commands} DynamoDB commands in ${s.ceiling.waves} sequential steps (${s.ceiling.shape}); the DynamoDB ceiling alone has p99 ${s.ceiling.result.latency.p99} ms on DynamoDB Local.${busyNote}`,
        ),
      );
    }
    if (s.kind !== 'none') {
      // Sign-in's own work is argon2id besides its DynamoDB commands: its ceiling is the bare server doing both.
      const cpu = s.kind === 'cpu' && s.cpuCeiling && s.cpuCeiling.result.rps > 0 ? s.cpuCeiling : undefined;
      const r = cpu ? s.result.rps / cpu.result.rps : ratio(s);
      const ok = r >= 0.5;
      checks.push({
        target: cpu ? `throughput ≥ 50% of its ceiling (${cpu.label})` : 'throughput ≥ 50% of its DynamoDB ceiling',
        scenario: s.name,
        limit: '50%',
        value: pct(r),
        pass: ok,
        cause: ok
          ? undefined
          : ceilingDead
            ? `Neither the handler nor the bare server doing only its DynamoDB work completed a request in ${s.seconds ?? report.settings.seconds} s at ${c} connections: the DynamoDB work itself is the bound.${queryNote}${busyNote}`
            : s.kind === 'cpu'
              ? `argon2id (19 MiB, 2 passes, OWASP setting) is CPU work in the request's thread; with it the bare server reaches ${s.cpuCeiling?.result.rps.toFixed(0) ?? '?'} req/s (${s.cpuCeiling ? pct(s.result.rps / Math.max(1, s.cpuCeiling.result.rps)) : '?'} of that). The DynamoDB-only ceiling is not the bound for sign-in: by design.`
              : `Per request the platform adds the middy stack, JWT verification, ElectroDB (building and parsing every command), zod, logging and the proxy-event translation on top of the ${s.ceiling.commands} commands, in ONE Node process that shares 2 cores with DynamoDB Local and the load generator; every millisecond of Node CPU is taken from DynamoDB Local.${s.name === 'submit' ? " The stream consumer's aggregate transactions and the assignment mail (local SES in the same process) add to it." : ''}${busyNote}`,
      });
    }
  }
  // A request reads what its answer needs, whatever the data size.
  for (const s of report.scenarios) {
    const r = s.reads;
    if (!r?.small) continue;
    const grown = r.large.items / Math.max(1, r.small.items);
    // A capped list (notifications) answers more rows when there is more to show: then it must not read more per row it answers.
    const perRow = (c: ReadCost) => c.items / Math.max(1, c.rows);
    const answerGrew = r.large.rows > r.small.rows;
    const ok = grown <= 1.1 || (answerGrew && perRow(r.large) <= perRow(r.small) * 1.1);
    checks.push({
      target: `items read per request at ${report.dataSet.appeals} ≤ 1.1 × at ${report.dataSet.baselineAppeals}`,
      scenario: s.name,
      limit: '1.1',
      value: `${grown.toFixed(2)} (${r.small.items} → ${r.large.items} items; rows ${r.small.rows} → ${r.large.rows})${!ok || grown <= 1.1 ? '' : `; the answer grew, items per row ${perRow(r.small).toFixed(2)} → ${perRow(r.large).toFixed(2)}`}`,
      pass: ok,
      cause: ok
        ? undefined
        : `It reads ${r.large.items} items for ${r.large.rows} rows at the full size (${r.large.shape}) against ${r.small.items} for ${r.small.rows} at the baseline (${r.small.shape}): a Query whose length follows the data, not the page.`,
    });
    if (s.name === 'history') {
      checks.push({
        target: 'history page 1 of the long history reads ≤ 30 items',
        scenario: s.name,
        limit: '30',
        value: `${r.large.items} items for ${r.large.rows} rows (${report.dataSet.executor2Records} records)`,
        pass: r.large.items <= 30,
        cause: r.large.items <= 30 ? undefined : `Shape: ${r.large.shape}.`,
      });
    }
  }
  checks.push(...growthChecks(report.growth ?? []));
  const submit = report.scenarios.find((s) => s.name === 'submit');
  if (submit) {
    const ok = submit.ceiling.waves <= 3 && submit.ceiling.commands <= 8;
    checks.push({
      target: 'public submission ≤ 3 sequential DynamoDB steps and ≤ 8 commands',
      scenario: 'submit',
      limit: '3 steps, 8 commands',
      value: `${submit.ceiling.waves} steps, ${submit.ceiling.commands} commands`,
      pass: ok,
      cause: ok
        ? undefined
        : `Over the lean shape (reads, then the duplicate check with the rate and id counters, then the transaction): ${submit.ceiling.shape}. See docs/capacity.md, "Public submission".`,
    });
    // The handler's tail against the tail of its own DynamoDB work, in the same run.
    // Measured with the local stream consumer held (it is a Lambda of its own in the cloud); the live figure is information.
    // Both sides under the same conditions: the handler and its ceiling each with the consumer held
    // (the check), and each with it live (beside it, information).
    const tail = submit.result.latency.p99 / Math.max(1, submit.ceiling.result.latency.p99);
    const live = submit.withConsumer;
    const liveCeiling = submit.ceilingWithConsumer;
    const liveNote = live
      ? liveCeiling
        ? `; with the local stream consumer live (both) ${(live.latency.p99 / Math.max(1, liveCeiling.latency.p99)).toFixed(2)} (${live.latency.p99} ms vs ${liveCeiling.latency.p99} ms)`
        : `; the handler with the local stream consumer live: p99 ${live.latency.p99} ms (its ceiling not measured live)`
      : '';
    checks.push({
      target: `public submission p99 ≤ 1.5 × its DynamoDB ceiling's p99, both with the local stream consumer held (${c} connections)`,
      scenario: 'submit',
      limit: '1.5',
      value: report.settings.submitCeilingHeld
        ? `${tail.toFixed(2)} (held: ${submit.result.latency.p99} ms vs ${submit.ceiling.result.latency.p99} ms)${liveNote}`
        : `${tail.toFixed(2)} (the handler held: ${submit.result.latency.p99} ms; its ceiling, in a run before both were held, with the consumer live: ${submit.ceiling.result.latency.p99} ms)${liveNote}`,
      pass: tail <= 1.5,
      cause:
        tail <= 1.5
          ? undefined
          : `The ceiling replays the ${submit.ceiling.commands} commands alone, after the handler's runs (on the warmest DynamoDB Local); the handler adds ElectroDB's request building, the gateway and validation in the same Node process.${report.settings.writeWarmupAsRun ? '' : ' This run warmed the submission up for 1 s only; runs since warm it, and its ceiling, as long as they run.'}${busyNote}`,
    });
  }
  const health = report.gateway.health;
  checks.push({
    target: 'gateway overhead p50 ≤ 3 ms (GET /api/health, 10 connections)',
    scenario: 'health',
    limit: '3 ms',
    value: `${health.latency.p50} ms (1 connection: ${ms(report.gateway.sequential.p50)} ms vs bare ${ms(report.ceilings.bareSequential.p50)} ms)`,
    pass: health.latency.p50 <= 3,
    informational: true,
    cause:
      health.latency.p50 <= 3
        ? undefined
        : `${health.rps.toFixed(0)} req/s at ${c} connections ≈ ${ms(littleMs(c, health.rps))} ms a request: the whole handler stack runs per request even with no database call.${busyNote}`,
  });
  const dash = report.scenarios.filter((s) => s.baseline);
  if (dash.length) {
    const full = dash.reduce((sum, s) => sum + Math.max(1, s.result.latency.p50), 0);
    const small = dash.reduce((sum, s) => sum + Math.max(1, s.baseline!.result.latency.p50), 0);
    const worst = [...dash].sort(
      (a, b) => b.result.latency.p50 / Math.max(1, b.baseline!.result.latency.p50) - a.result.latency.p50 / Math.max(1, a.baseline!.result.latency.p50),
    )[0];
    const r = full / small;
    checks.push({
      target: `dashboard p50 at ${report.dataSet.appeals} ≤ 1.3 × at ${report.dataSet.baselineAppeals} (sum of the ${dash.length} calls)`,
      scenario: 'dashboard',
      limit: '1.3',
      value: r.toFixed(2),
      pass: r <= 1.3,
      cause:
        r <= 1.3
          ? undefined
          : `The call that grows most is ${worst.name} (${worst.baseline!.result.latency.p50} → ${worst.result.latency.p50} ms).${worst.ceiling.queriesWithoutLimit.length ? ` It Queries without Limit (${worst.ceiling.queriesWithoutLimit.map((q) => `${q.index}: ${q.items} items`).join(', ')}): its cost follows the number of appeals in the month until 1 MB.` : ''}${busyNote}`,
    });
    for (const s of dash) {
      const one = Math.max(1, s.result.latency.p50) / Math.max(1, s.baseline!.result.latency.p50);
      checks.push({
        target: 'dashboard call p50 ratio ≤ 1.3',
        scenario: s.name,
        limit: '1.3',
        value: `${one.toFixed(2)} (${s.baseline!.result.latency.p50} → ${s.result.latency.p50} ms; 1 connection ${ms(s.baseline!.sequential.p50)} → ${ms(s.sequential.p50)} ms)`,
        pass: one <= 1.3,
      });
    }
  }
  const w = report.publicWeight;
  if (w) {
    checks.push(
      {
        target: 'JavaScript loaded by / ≤ 100 KB gzipped',
        scenario: 'public /',
        limit: kb(w.targets.landingJsGzipBytes),
        value: kb(w.landing.js.gzipBytes),
        pass: w.landing.js.gzipBytes <= w.targets.landingJsGzipBytes,
      },
      {
        target: 'first view of / (HTML + CSS + JS + fonts) ≤ 170 KB gzipped',
        scenario: 'public /',
        limit: kb(w.targets.firstViewGzipBytes),
        value: kb(w.landing.firstView.gzipBytes),
        pass: w.landing.firstView.gzipBytes <= w.targets.firstViewGzipBytes,
      },
    );
  }
  for (const s of report.staffWeight?.screens ?? []) {
    if (s.targetGzipBytes === null) continue;
    checks.push({
      target: `JavaScript loaded by ${s.path === '/login' ? 'sign-in' : 'a first screen after sign-in'} ≤ ${kb(s.targetGzipBytes)} gzipped`,
      scenario: `staff ${s.path}`,
      limit: kb(s.targetGzipBytes),
      value: kb(s.js.gzipBytes),
      pass: s.js.gzipBytes <= s.targetGzipBytes,
    });
  }
  for (const b of report.bundles.figures) {
    checks.push({
      target: 'function bundle ≤ 600 KB minified',
      scenario: b.domain,
      limit: '600 KB',
      value: kb(b.bytes),
      pass: b.bytes <= 600 * 1024,
      cause:
        b.bytes <= 600 * 1024
          ? undefined
          : `Every function carries ElectroDB (about 190 KB), @smithy/core (about 120 KB) and zod (about 90 KB, through core's schemas) before its own code and SDK clients (${b.sdkClients.join(', ')}).`,
    });
  }
  const lh = report.lighthouse;
  if (lh) {
    for (const run of Object.values(lh.pages)) {
      const { page } = run;
      for (const [category, limit] of Object.entries(lh.targets) as Array<[keyof typeof lh.targets, number]>) {
        const score = run.scores[category];
        const failing = run.failing.filter((f) => f.category === category).map((f) => `${f.id}${f.displayValue ? ` (${f.displayValue})` : ''}`);
        checks.push({
          target: `Lighthouse ${category} ≥ ${limit} (mobile, median of ${lh.settings.runsPerPage})`,
          scenario: `${page} ${new URL(run.url).pathname}`,
          limit: String(limit),
          value: String(score),
          pass: score >= limit,
          cause:
            score >= limit
              ? undefined
              : `Audits below 0.9: ${failing.join(', ') || 'none listed'}. CPU ${run.cpuBusyBefore ?? '-'}% busy before the run, load average ${run.loadBefore[0]} → ${run.loadAfter[0]} during it (lantern measures the real main-thread work).`,
        });
      }
    }
  }
  return checks;
}

export function renderReport(report: BenchReport): string {
  const checks = (report.checks ??= evaluateTargets(report));
  const failed = failedChecks(checks);
  const over = checks.filter((c) => c.informational && !c.pass);
  const c = report.settings.connections;
  const lines: string[] = [];
  const push = (...l: string[]) => lines.push(...l);
  const m = report.machine;

  push(
    '# Benchmark report',
    '',
    `Generated by \`${report.command}\` (bench/run.ts) on ${report.date.replace('T', ' ').slice(0, 16)} UTC, ${report.mode} mode, ${report.durationSeconds} s in all.`,
    '',
    `**Machine:** ${m.nproc} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB memory, Node ${m.node}, ${m.java}. ` +
      `Load average (1 min): ${m.loadAverage.start.toFixed(2)} at the start, ${m.loadAverage.max.toFixed(2)} at most while measuring, ${m.loadAverage.end.toFixed(2)} at the end` +
      (m.loadAverage.max > busyLoad(m.nproc)
        ? ` — **the machine was shared with other work while this ran (load above ${busyLoad(m.nproc)}); every figure is pessimistic and noisy**.`
        : ` (the run's own platform, DynamoDB Local and load generator share the ${m.nproc} cores).`),
    '',
    `**Load:** autocannon (${c} connections, ${report.settings.seconds} s a scenario after ${report.settings.warmupSeconds} s of warm-up; a scenario whose single request takes long runs about three rounds of ${c}, at most ${report.settings.slowCapSeconds ?? 30} s, so it completes answers) in a forked process, against 127.0.0.1 only. ` +
      `Writes and sign-in run at least ${report.settings.writeSeconds ?? 5} s${report.settings.writeWarmupAsRun ? '; the submission, and its ceiling, after a warm-up as long as the run' : ''}. Latencies are autocannon's, 1 ms resolution, over every answer (the last column shows their statuses); "1-conn p50" is up to ${report.settings.sequentialCount} requests (at most ${report.settings.sequentialSeconds ?? 10} s) one after another on one keep-alive connection, timed in microseconds (the unloaded cost).`,
    '',
    '## Verdict',
    '',
    (failed.length === 0
      ? `Every one of the ${verdictChecks(checks).length} checks is met.`
      : `**${failed.length} of ${verdictChecks(checks).length} checks fail.** Each one is listed under "Failed targets" with its likely cause.`) +
      ` The verdict holds ratios (against this run's own DynamoDB ceilings and baseline) and counts only. The ${checks.length - verdictChecks(checks).length} absolute latency targets are printed for information (${over.length} over): DynamoDB Local on ${report.machine.nproc} shared cores cannot judge the cloud's absolute times.`,
    '',
    '## Data set',
    '',
    `${report.dataSet.appeals.toLocaleString('en')} appeals with ${report.dataSet.assignments.toLocaleString('en')} assignments, ${report.dataSet.staff} staff, ${report.dataSet.aggregateItems.toLocaleString('en')} aggregate items; ` +
      `${report.dataSet.itemsWritten.toLocaleString('en')} items written in ${report.dataSet.seedSeconds} s (platform start-up with reference data and demo accounts: ${report.dataSet.platformStartSeconds} s).`,
    '',
    'How it is made (bench/lib/dataset.ts, bench/lib/seed.ts):',
    '',
    "- In memory, reproducibly (seeded generator): appeals 1..N over the last 365 days in id order; region by population over the active regions, community by population within it; one assistance type (30% two) weighted like the demo data; 4% repeat phones within 30 days, linked as duplicates; 15% anonymous; 3% screened high risk (24-hour service level); 3% of the last week's waiting for an executor of a type ('Без виконавця').",
    "- Staff: the demo accounts plus 3–14 executors per active region (by population), functions rotating over types 1–6. Executors are chosen with the platform's own `pickExecutors` (community first, fewest open), and every record is carried as far as its age says (forwarded to a colleague, in work, finished); the appeal's status follows `appealStatusFromAssignments`.",
    "- Items are produced in their stored form by the platform's ElectroDB entities (`appeal`, `assignment`, `user`, `uniqueEmail`, `appealCounter`) and written with BatchWriteItem (25 a request, 6 in flight) straight into DynamoDB Local; the id counters are set to the highest ids. Audit events, reports and idempotency records are not written (no measured call reads them).",
    "- Aggregates: the stats domain's own rebuild (`computeAggregates` + `writeAggregates`, the same contribution functions the stream consumer applies) over the whole set, so every dashboard, calendar and notification figure equals the appeals.",
    `- Order: the platform starts with the ${report.dataSet.baselineAppeals.toLocaleString('en')}-appeal baseline (every ${Math.round(report.dataSet.appeals / report.dataSet.baselineAppeals)}th appeal of the plan, seeded before the stream poller starts, so the poller never sees it); the dashboard is measured; the poller is stopped, the remaining appeals and the full aggregates are written, and a fresh poller starts at the stream's end. Submissions made by the benchmark itself go through the real stream consumer: it is held while the submission is measured (in the cloud it is a Lambda of its own, not on the request's DynamoDB and process), then applies every held record; the same run is measured again with it live, for information.`,
    `- The per-address form limit is raised through \`PUT /api/settings/appeals\` (ADMIN) before the submission scenario. Dashboard period: ${report.dataSet.month.startDate} – ${report.dataSet.month.endDate} (the current Kyiv month).`,
    '',
    '## Scenarios',
    '',
    `| scenario | req/s | p50 ms | p99 ms | 1-conn p50 ms | DynamoDB ceiling req/s (p50) | ratio | answers (run) |`,
    '|---|---:|---:|---:|---:|---:|---:|---|',
    `| bare node:http JSON (ceiling 1) | ${report.ceilings.bareJson.rps.toFixed(0)} | ${report.ceilings.bareJson.latency.p50} | ${report.ceilings.bareJson.latency.p99} | ${ms(report.ceilings.bareSequential.p50)} | – | – | ${codes(report.ceilings.bareJson)} |`,
    `| gateway GET /api/health (no database) | ${report.gateway.health.rps.toFixed(0)} | ${report.gateway.health.latency.p50} | ${report.gateway.health.latency.p99} | ${ms(report.gateway.sequential.p50)} | – (${pct(report.gateway.health.rps / Math.max(1, report.ceilings.bareJson.rps))} of bare JSON) | – | ${codes(report.gateway.health)} |`,
    ...report.scenarios.map(
      (s) =>
        `| ${s.title} | ${s.result.rps.toFixed(0)} | ${s.result.latency.p50} | ${s.result.latency.p99} | ${ms(s.sequential.p50)} | ${s.ceiling.result.rps.toFixed(0)} (${s.ceiling.result.latency.p50})${s.cpuCeiling ? `; with argon2id ${s.cpuCeiling.result.rps.toFixed(0)} (${s.cpuCeiling.result.latency.p50})` : ''} | ${pct(ratio(s))} | ${codes(s.result)} (${s.seconds ?? report.settings.seconds} s) |`,
    ),
    '',
    `What each DynamoDB ceiling replays (recorded from ${report.settings.ceilingReplaysWarm ? 'the second of two unloaded requests to the handler, the warm one, not the first with its cache refills' : 'one unloaded request to the handler (a run before the warm request was recorded)'}; \`a + b\` went out together, \`->\` waited for the previous step; \`[n]\` items returned; each step's time as recorded):`,
    '',
    ...report.scenarios.map(
      (s) =>
        `- **${s.name}** \`${s.method} ${s.path}\` (${s.responseBytes} B answer): ${s.ceiling.commands} commands in ${s.ceiling.waves} steps, ${s.ceiling.itemsRead} items read — ${s.ceiling.shape}` +
        (s.ceiling.queriesWithoutLimit.length
          ? `. Queries without Limit: ${s.ceiling.queriesWithoutLimit.map((q) => `${q.index} (${q.items} items)`).join(', ')}`
          : ''),
    ),
    '',
  );

  const withReads = report.scenarios.filter((s) => s.reads);
  if (withReads.length) {
    const small = report.dataSet.baselineAppeals.toLocaleString('en');
    const large = report.dataSet.appeals.toLocaleString('en');
    push(
      `## Items read per request at ${small} and at ${large} appeals`,
      '',
      `One request of each read, recorded after a warm-up call (the reference-data caches of a running function are warm), with ${small} appeals and again with ${large}. "Items" counts what DynamoDB read: Query Count (a COUNT query included), BatchGet and GetItem results; read units follow the items (≤ 4 KB each, eventually consistent: ½ unit). The check: items at ${large} ≤ 1.1 × at ${small}; a capped list whose answer grows passes when its items per answered row do not grow (≤ 1.1×).`,
      '',
      `| scenario | items at ${small} | rows | items at ${large} | rows | ratio | commands / steps at ${large} | shape at ${large} |`,
      '|---|---:|---:|---:|---:|---:|---|---|',
      ...withReads.map((s) => {
        const r = s.reads!;
        return `| ${s.name} | ${r.small?.items ?? '–'} | ${r.small?.rows ?? '–'} | ${r.large.items} | ${r.large.rows} | ${r.small ? (r.large.items / Math.max(1, r.small.items)).toFixed(2) : '–'} | ${r.large.commands} / ${r.large.steps} | ${r.large.shape.replace(/\|/g, '/')} |`;
      }),
      '',
    );
    const submit = report.scenarios.find((s) => s.name === 'submit');
    if (submit) {
      push(`**Public submission:** ${submit.ceiling.commands} DynamoDB commands in ${submit.ceiling.waves} sequential steps: ${submit.ceiling.shape}.`, '');
    }
  }

  const growth = (report.growth ?? []).filter((g) => g.large);
  if (growth.length) {
    push(
      "## Reads that grow with the posts, the staff and an executor's records",
      '',
      'One request of each, recorded after a warm-up call, at a small and at a large size of what it reads. A read held to the same items passes at ≤ 1.1× the small size; a capped count passes at its cap; a read not bounded yet is printed here only, outside the verdict.',
      '',
      '| read | what grows | items small | items large | ratio | held to | commands / steps large | shape large |',
      '|---|---|---:|---:|---:|---|---|---|',
      ...growth.map((g) => {
        const held = g.bound.kind === 'ratio' ? '≤ 1.1×' : g.bound.kind === 'cap' ? `≤ ${g.bound.items} items` : `nothing yet: ${g.bound.why}`;
        return `| ${g.title} (\`${g.method} ${g.path.replace(/\|/g, '/')}\`) | ${g.grows.what}: ${g.grows.small} → ${g.grows.large} | ${g.small.items} | ${g.large!.items} | ${(g.large!.items / Math.max(1, g.small.items)).toFixed(2)} | ${held} | ${g.large!.commands} / ${g.large!.steps} | ${g.large!.shape.replace(/\|/g, '/')} |`;
      }),
      '',
    );
  }

  const dash = report.scenarios.filter((s) => s.baseline);
  if (dash.length) {
    push(
      `## Dashboard at ${report.dataSet.baselineAppeals.toLocaleString('en')} and at ${report.dataSet.appeals.toLocaleString('en')} appeals`,
      '',
      `| call | p50 ms at ${report.dataSet.baselineAppeals} | p50 ms at ${report.dataSet.appeals} | ratio | 1-conn p50 ms at ${report.dataSet.baselineAppeals} | 1-conn p50 ms at ${report.dataSet.appeals} | ratio | req/s at ${report.dataSet.baselineAppeals} → ${report.dataSet.appeals} |`,
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...dash.map(
        (s) =>
          `| ${s.name} | ${s.baseline!.result.latency.p50} | ${s.result.latency.p50} | ${(Math.max(1, s.result.latency.p50) / Math.max(1, s.baseline!.result.latency.p50)).toFixed(2)} | ${ms(s.baseline!.sequential.p50)} | ${ms(s.sequential.p50)} | ${(s.sequential.p50 / s.baseline!.sequential.p50).toFixed(2)} | ${s.baseline!.result.rps.toFixed(0)} → ${s.result.rps.toFixed(0)} |`,
      ),
      '',
    );
  }

  push('## Targets', '', '| target | scenario | limit | measured | result |', '|---|---|---:|---|---|');
  for (const check of checks)
    push(
      `| ${check.target} | ${check.scenario} | ${check.limit} | ${check.value} | ${check.informational ? `information: ${check.pass ? 'within' : 'over'}` : mark(check.pass)} |`,
    );
  push('');
  if (failed.length) {
    push('## Failed targets and likely causes', '');
    for (const check of failed) push(`- **${check.scenario} — ${check.target}: ${check.value}.** ${check.cause ?? ''}`);
    push('');
  }
  if (over.length) {
    push('## Absolute latencies over their targets (information, not the verdict)', '');
    for (const check of over) push(`- ${check.scenario} — ${check.target}: ${check.value}. ${check.cause ?? ''}`);
    push('');
  }

  push('## Function bundles', '');
  push(
    `Bundled exactly as deployed (infra/cloud/scripts/measure-bundles.ts: the AppFunction's esbuild options and aliases). Target 600 KB minified, limit 1 MB (the bundle report and the cloud test fail above it). Cold import: median of ${report.bundles.figures[0]?.runs ?? 0} fresh \`node\` processes importing the bundle (\`await import()\` only; the whole process in brackets).`,
    '',
    '| function | minified | gzip | status | SDK clients | cold import ms (process) |',
    '|---|---:|---:|---|---|---:|',
    ...report.bundles.figures.map(
      (b) =>
        `| ${b.domain} | ${kb(b.bytes)} | ${kb(b.gzipBytes)} | ${b.status} | ${b.sdkClients.map((c) => c.replace('@aws-sdk/client-', '')).join(', ')} | ${b.coldImportMs.toFixed(0)} (${b.processMs.toFixed(0)}) |`,
    ),
    '',
  );

  const lh = report.lighthouse;
  push('## Lighthouse (public pages)', '');
  if (!lh) push('Not run (`--quick` or `--no-lighthouse`); `npx tsx bench/lighthouse.ts` runs it alone.', '');
  else {
    push(
      `\`${lh.command}\` at ${lh.generatedAt}: Lighthouse ${lh.lighthouse}, ${lh.settings.formFactor}, ${lh.settings.throttlingMethod} throttling, ${lh.settings.runsPerPage} runs a page (the median by performance shown; every run in bench/lighthouse-report.md).`,
      '',
      '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | transferred | other origins |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...Object.values(lh.pages).map((r) => {
        return `| ${new URL(r.url).pathname} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.metrics.FCP} | ${r.metrics.LCP} | ${r.metrics.TBT} | ${r.metrics.CLS} | ${kb(r.totalByteWeight)} | ${r.foreignRequests.length} |`;
      }),
      '',
    );
  }

  push('## Public pages: what they load', '');
  const w = report.publicWeight;
  if (!w) push('Not measured (`npx tsx bench/public-weight.ts`).', '');
  else {
    const row = (name: string, p: NonNullable<PublicWeight['post']>) =>
      `| ${name} | ${p.js.files.length} | ${kb(p.js.gzipBytes)} | ${kb(p.css.gzipBytes)} | ${kb(p.html.gzipBytes)} | ${kb(p.fonts.gzipBytes)}${p.fonts.note ? ` (${p.fonts.note})` : ''} | ${kb(p.firstView.gzipBytes)} |`;
    push(
      `\`${w.command}\` at ${w.generatedAt} (gzip per file). Targets: JavaScript of \`/\` ≤ ${kb(w.targets.landingJsGzipBytes)}, first view ≤ ${kb(w.targets.firstViewGzipBytes)}.`,
      '',
      '| page | scripts | JavaScript gz | CSS gz | HTML gz | fonts | first view gz |',
      '|---|---:|---:|---:|---:|---:|---:|',
      row('/', w.landing),
      ...(w.post ? [row('/post/{slug}', w.post)] : []),
      '',
    );
  }
  push('## Staff app: what its first screens load', '');
  const sw = report.staffWeight;
  if (!sw) push('Not measured (`npx tsx bench/staff-weight.ts`).', '');
  else {
    push(
      `\`${sw.command}\` at ${sw.generatedAt} (gzip per file, a fresh load of each screen; charts load after a dashboard's numbers). Targets: sign-in ≤ 120 KB, the first screen after sign-in ≤ 170 KB.`,
      '',
      '| screen | who | scripts | JavaScript gz | with charts | target |',
      '|---|---|---:|---:|---:|---|',
      ...sw.screens.map(
        (s) =>
          `| ${s.path} | ${s.who} | ${s.js.files.length} | ${kb(s.js.gzipBytes)} | ${s.withCharts ? kb(s.withCharts.gzipBytes) : '–'} | ${s.targetGzipBytes === null ? '–' : `${kb(s.targetGzipBytes)}: ${mark(s.withinTarget === true)}`} |`,
      ),
      '',
      `Sign-in handing over to /admin/appeals adds ${kb(sw.adminAfterSignIn.gzipBytes)} in ${sw.adminAfterSignIn.files} scripts (the entry, React and the form's modules are already loaded).`,
      '',
    );
  }
  for (const [file, value] of Object.entries(report.others ?? {})) {
    push(`## ${file}`, '', '```json', JSON.stringify(value, null, 2).slice(0, 4000), '```', '');
  }
  return `${lines.join('\n')}\n`;
}

/** The growth reads' checks: a bounded read by its ratio or its cap. One not bounded yet is in the report's table only. */
export function growthChecks(growth: readonly GrowthRead[]): Check[] {
  return growth.flatMap((g): Check[] => {
    const large = g.large;
    if (!large || g.bound.kind === 'none') return [];
    const grown = large.items / Math.max(1, g.small.items);
    const value = `${grown.toFixed(2)} (${g.small.items} → ${large.items} items; ${g.grows.what} ${g.grows.small} → ${g.grows.large})`;
    if (g.bound.kind === 'cap') {
      const pass = large.items <= g.bound.items;
      return [
        {
          target: `items read at ${g.grows.large} ${g.grows.what} ≤ ${g.bound.items}`,
          scenario: g.name,
          limit: String(g.bound.items),
          value,
          pass,
          cause: pass ? undefined : `Shape: ${large.shape}.`,
        },
      ];
    }
    const pass = grown <= 1.1;
    return [
      {
        target: `items read at ${g.grows.large} ${g.grows.what} ≤ 1.1 × at ${g.grows.small}`,
        scenario: g.name,
        limit: '1.1',
        value,
        pass,
        cause: pass
          ? undefined
          : `It reads ${large.items} items (${large.shape}) against ${g.small.items} (${g.small.shape}): a read whose length follows the data.`,
      },
    ];
  });
}
