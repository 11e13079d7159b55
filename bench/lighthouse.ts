/**
 * Lighthouse (12.8.2, mobile defaults: Moto G Power emulation, simulated
 * throttling) on the public pages: the landing `/`, the appeal form `/help-form`,
 * the appeal status `/status` and a post page, with Debian's Chromium. Every page
 * gets a fresh browser (a cold cache, as a first visit).
 *
 *   npm run bench:lighthouse                         the same as the next line with --runs 5 (Median of 5)
 *   npx tsx bench/lighthouse.ts                      build the SPA privately, start the platform in memory, audit, report
 *   npx tsx bench/lighthouse.ts --pages landing,status   only these pages (landing, help-form, status, post)
 *   npx tsx bench/lighthouse.ts --settle-seconds 20  wait at most 20 s (not 90) for a quiet machine before each run
 *   npx tsx bench/lighthouse.ts --render             re-write bench/lighthouse-report.md from its JSON
 *   npx tsx bench/lighthouse.ts --dist web/dist      serve an existing build instead of building
 *   npx tsx bench/lighthouse.ts --runs 3             audit each page three times (the report keeps every run, headline = median)
 *   npx tsx bench/lighthouse.ts --url http://localhost:3000 --slug plan-bezpeky   audit a platform that already runs
 *   npx tsx bench/lighthouse.ts --dist /tmp/old-build --save-as before   a baseline: bench/lighthouse-report.before.{json,md}
 *
 * In the cloud CloudFront compresses the site's files and the REST API its
 * answers (CloudFront's /api behaviour does not cache, so it cannot). The local
 * gateway compresses /api as the REST API does; the standalone run puts a gzip
 * proxy in front of it for the site's files, so the audit sees what a visitor
 * of the deployed site gets.
 *
 * Writes bench/lighthouse-report.json and bench/lighthouse-report.md, and the full
 * Lighthouse JSON of every run under bench/out/lighthouse/ (git-ignored).
 * Lantern's simulation still measures the page's real main-thread work: on a busy
 * machine (2 cores shared) total blocking time grows, so each run records the
 * load average before and after it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';

const ROOT = resolve(import.meta.dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Performance at least 98 (median of 5), every other category 100. */
export const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
export const DEFAULT_POST_SLUG = 'pidsumky-pivrichchia';
const CATEGORIES = Object.keys(TARGETS) as Array<keyof typeof TARGETS>;
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
  interactive: 'TTI',
} as const;

/** The public pages audited, by the name the report gives them. */
export const PAGES = ['landing', 'help-form', 'status', 'post'] as const;
export type PageName = (typeof PAGES)[number];

export interface PageRun {
  page: PageName;
  url: string;
  run: number;
  at: string;
  /** `uptime` load averages (1, 5, 15 min) just before and just after the run. */
  loadBefore: number[];
  /** Share of the machine's CPU time busy in the 2 s before the run (0-100), after waiting for it to settle (absent in older reports). */
  cpuBusyBefore?: number;
  loadAfter: number[];
  scores: Record<keyof typeof TARGETS, number>;
  /** Milliseconds, except CLS (unitless). */
  metrics: Record<(typeof METRICS)[keyof typeof METRICS], number>;
  /** Bytes transferred (as the browser saw them, compressed). */
  totalByteWeight: number;
  requests: number;
  /** Requests to any other origin than the page's own (must be none). */
  foreignRequests: string[];
  /** Audits that did not pass (score below 0.9), with their category. */
  failing: Array<{ id: string; title: string; score: number | null; category: string; displayValue?: string }>;
  lighthouseVersion: string;
  benchmarkIndex: number | undefined;
  file: string;
}

export interface LighthouseReport {
  generatedAt: string;
  command: string;
  lighthouse: string;
  settings: { formFactor: string; throttlingMethod: string; chrome: string; runsPerPage: number; compression: string };
  targets: typeof TARGETS;
  /** Per audited page, the run with the median performance score. */
  pages: Partial<Record<PageName, PageRun>>;
  runs: PageRun[];
  withinTargets: boolean;
  /** bench/lighthouse-report.before.json, when present: the baseline the report compares with. */
  before?: Pick<LighthouseReport, 'generatedAt' | 'command' | 'runs'>;
}

const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const loadNow = () => loadavg().map((n) => round(n, 2));

/** Busy share of all cores (0-100) over `ms`, from the kernel's CPU counters. */
async function cpuBusy(ms: number): Promise<number> {
  const total = () =>
    cpus().reduce((sum, { times: t }) => ({ idle: sum.idle + t.idle, all: sum.all + t.user + t.nice + t.sys + t.irq + t.idle }), { idle: 0, all: 0 });
  const start = total();
  await new Promise((done) => setTimeout(done, ms));
  const end = total();
  const all = end.all - start.all;
  return all > 0 ? round(100 * (1 - (end.idle - start.idle) / all)) : 0;
}

/** The CPU share a run waits for (at most QUIET_WAIT_MS): others' work on a shared machine lengthens every task lantern measures. */
const QUIET_BUSY_PERCENT = 25;
/** `--settle-seconds S` shortens the wait on a machine that stays busy whatever the wait. */
const QUIET_WAIT_MS = Number(arg('settle-seconds') ?? 90) * 1000;

/**
 * Waits until the machine is quiet (busy below QUIET_BUSY_PERCENT over 2 s) or
 * QUIET_WAIT_MS has passed; returns the last busy share, which the report keeps.
 */
async function settle(): Promise<number> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  let busy = await cpuBusy(2000);
  while (busy >= QUIET_BUSY_PERCENT && Date.now() < deadline) busy = await cpuBusy(2000);
  return busy;
}

function summarise(lhr: LighthouseResult, page: PageRun['page'], run: number, loadBefore: number[], cpuBusyBefore: number, file: string): PageRun {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageRun['scores'];
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([id, name]) => {
      const value = lhr.audits[id]?.numericValue ?? NaN;
      return [name, id === 'cumulative-layout-shift' ? round(value, 3) : Math.round(value)];
    }),
  ) as PageRun['metrics'];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const network = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string }> } | undefined)?.items ?? [];
  const failing: PageRun['failing'] = [];
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      if (audit.score !== null && audit.score >= 0.9) continue;
      failing.push({ id: audit.id, title: audit.title, score: audit.score, category, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) });
    }
  }
  return {
    page,
    url: lhr.finalDisplayedUrl,
    run,
    at: lhr.fetchTime,
    loadBefore,
    cpuBusyBefore,
    loadAfter: loadNow(),
    scores,
    metrics,
    totalByteWeight: Math.round(lhr.audits['total-byte-weight']?.numericValue ?? 0),
    requests: network.length,
    foreignRequests: network.map((r) => r.url).filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:')),
    failing,
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    file,
  };
}

/** One Lighthouse run of `url` in a fresh Chromium; the full result goes to `file`. */
async function audit(url: string, file: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    // The defaults are the mobile ones: formFactor mobile, screen emulation, simulated throttling.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const pathOf = (page: PageName, postSlug: string): string =>
  page === 'landing' ? '/' : page === 'post' ? `/post/${encodeURIComponent(postSlug)}` : `/${page}`;

/**
 * Audits the `pages` of `baseUrl` (`runs` times each, alternating), saves every
 * full result under `outDir`, and returns the summaries.
 */
export async function runLighthouse(
  baseUrl: string,
  postSlug: string,
  outDir: string,
  runs = 1,
  pages: readonly PageName[] = PAGES,
): Promise<{ pages: LighthouseReport['pages']; runs: PageRun[] }> {
  mkdirSync(outDir, { recursive: true });
  const all: PageRun[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const url = new URL(pathOf(page, postSlug), baseUrl).href;
      const cpuBusyBefore = await settle();
      const loadBefore = loadNow();
      const file = join(outDir, `lighthouse-${page}-${run}.json`);
      const lhr = await audit(url, file);
      const summary = summarise(lhr, page, run, loadBefore, cpuBusyBefore, file);
      all.push(summary);
      console.info(
        `${page} run ${run}: ${CATEGORIES.map((c) => `${c} ${summary.scores[c]}`).join(', ')}; ` +
          `FCP ${summary.metrics.FCP} ms, LCP ${summary.metrics.LCP} ms, TBT ${summary.metrics.TBT} ms, CLS ${summary.metrics.CLS}; CPU busy before ${cpuBusyBefore}%; load ${loadBefore.join(' ')} -> ${summary.loadAfter.join(' ')}`,
      );
    }
  }
  const median = (page: PageName) => {
    const list = all.filter((r) => r.page === page).sort((a, b) => a.scores.performance - b.scores.performance);
    return list[Math.floor((list.length - 1) / 2)]!;
  };
  return { pages: Object.fromEntries(pages.map((page) => [page, median(page)])), runs: all };
}

/** The median of each category over a page's runs (the headline table shows the median performance run whole). */
export function medianScores(runs: PageRun[], page: PageName): PageRun['scores'] {
  const of = (category: keyof typeof TARGETS) => {
    const sorted = runs
      .filter((r) => r.page === page)
      .map((r) => r.scores[category])
      .sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
  };
  return Object.fromEntries(CATEGORIES.map((c) => [c, of(c)])) as PageRun['scores'];
}

/** Share of runs that began on a machine busy above QUIET_BUSY_PERCENT (their performance scores measure the machine too). */
const busyRuns = (report: LighthouseReport) => report.runs.filter((r) => (r.cpuBusyBefore ?? 0) >= QUIET_BUSY_PERCENT).length;

export function markdown(report: LighthouseReport): string {
  const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
  const row = (r: PageRun) =>
    `| ${r.page} (${new URL(r.url).pathname}) | ${r.run} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${ms(r.metrics.FCP)} | ${ms(r.metrics.LCP)} | ${r.metrics.TBT} ms | ${r.metrics.CLS} | ${ms(r.metrics.SI)} | ${(r.totalByteWeight / 1024).toFixed(1)} KB / ${r.requests} | ${r.foreignRequests.length} | ${r.cpuBusyBefore ?? '-'}% | ${r.loadBefore.join(' ')} → ${r.loadAfter.join(' ')} |`;
  const head =
    '| page | run | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index | transferred / requests | foreign requests | CPU busy before | load average (1, 5, 15 min) before → after |\n' +
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';
  const failing = Object.values(report.pages).flatMap((r) =>
    r.failing.map((f) => `${r.page}: ${f.category} / ${f.id} (${f.score ?? 'n/a'})${f.displayValue ? ` ${f.displayValue}` : ''}`),
  );
  return [
    '# Lighthouse: public site',
    '',
    `Generated ${report.generatedAt} by \`${report.command}\`. Lighthouse ${report.lighthouse}, ${report.settings.formFactor} form factor, ${report.settings.throttlingMethod} throttling (the defaults), ${report.settings.chrome}, a fresh browser per run; compression: ${report.settings.compression}.`,
    `Targets: performance at least ${TARGETS.performance}, accessibility, best practices and SEO ${TARGETS.accessibility}, the median of the runs on every page. Within targets: **${report.withinTargets ? 'yes' : 'no'}**.`,
    '',
    ...(busyRuns(report) > report.runs.length / 2
      ? [
          `**Measured on a busy machine:** ${busyRuns(report)} of ${report.runs.length} runs began with the CPU at least ${QUIET_BUSY_PERCENT}% busy (column "CPU busy before"). Lantern simulates the network but scales the main-thread work it observes, so total blocking time, and with it the performance score, here reflects the other work on the machine as much as the pages; accessibility, best practices and SEO do not depend on it. Re-run on a quiet machine for performance figures that compare with the targets.`,
          '',
        ]
      : []),
    `## Medians (${report.settings.runsPerPage} runs per page)`,
    '',
    '| page | performance | accessibility | best practices | SEO | within targets |',
    '|---|---:|---:|---:|---:|---|',
    ...Object.values(report.pages).map((r) => {
      const m = medianScores(report.runs, r.page);
      return `| ${r.page} (${new URL(r.url).pathname}) | ${CATEGORIES.map((c) => m[c]).join(' | ')} | ${CATEGORIES.every((c) => m[c] >= TARGETS[c]) ? 'yes' : 'no'} |`;
    }),
    '',
    '## Headline (median performance run of each page)',
    '',
    head,
    ...Object.values(report.pages).map(row),
    '',
    `## Every run (${report.settings.runsPerPage} per page)`,
    '',
    head,
    ...report.runs.map(row),
    '',
    ...(report.before
      ? [
          `## Before (${report.before.generatedAt}, \`${report.before.command}\`: the build before the public-shell work, same bench)`,
          '',
          head,
          ...report.before.runs.map(row),
          '',
        ]
      : []),
    '## Audits below 0.9 (headline runs)',
    '',
    ...(failing.length ? [...new Set(failing)].map((f) => `- ${f}`) : ['None.']),
    '',
    `The machine has 2 cores shared with other work; lantern simulates the network but measures the real main-thread work, so total blocking time (and with it the performance score) rises when other work competes for the CPU. Each run therefore first waits (up to --settle-seconds, 90 s by default) until the machine is less than ${QUIET_BUSY_PERCENT}% busy, and records that share and the load average beside it.`,
    "Text compression: the site's files are gzipped by the bench's proxy (as CloudFront does), the /api answers of 1 KB or more by the gateway (as the REST API with its minimum compression size).",
    '',
  ].join('\n');
}

// ---- standalone ----

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/** A proxy on `port` to `target` that gzips the site's text files, as CloudFront's site behaviour does. */
function compressingProxy(target: string, port: number): Promise<Server> {
  const origin = new URL(target);
  const server = createHttpServer((req, res) => {
    const isApi = req.url?.startsWith('/api') ?? false;
    const upstream = httpRequest(
      {
        hostname: origin.hostname,
        port: origin.port,
        path: req.url,
        method: req.method,
        // /api answers are compressed by the gateway itself, as by the REST API in the cloud.
        headers: { ...req.headers, host: origin.host, ...(isApi ? {} : { 'accept-encoding': 'identity' }) },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const gzip = !isApi && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && req.method !== 'HEAD';
        const headers = { ...answer.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        (gzip ? answer.pipe(createGzip({ level: 9 })) : answer).pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  if (process.argv.includes('--render')) {
    // Re-writes the Markdown from the saved JSON (after a change of the report's layout).
    const report = JSON.parse(readFileSync(join(ROOT, 'bench/lighthouse-report.json'), 'utf8')) as LighthouseReport;
    writeFileSync(join(ROOT, 'bench/lighthouse-report.md'), markdown(report));
    return;
  }
  const runs = Number(arg('runs') ?? 1);
  const slug = arg('slug') ?? DEFAULT_POST_SLUG;
  let baseUrl = arg('url');
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    if (!baseUrl) {
      let webDist = arg('dist') ? resolve(ROOT, arg('dist')!) : undefined;
      if (!webDist) {
        // A private build, so a concurrent `npm run build -w web` cannot change it under us.
        webDist = mkdtempSync(join(tmpdir(), 'dosyt-lighthouse-web-'));
        const dist = webDist;
        execFileSync('npx', ['vite', 'build', 'web', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
        // The build's server render lies beside it (web/scripts/static-pages.ts): the gateway renders the content pages with it.
        cleanups.push(() => rmSync(dist, { recursive: true, force: true }));
        cleanups.push(() => rmSync(`${dist}-render`, { recursive: true, force: true }));
      }
      const { startPlatform } = await import('../infra/local/platform');
      const { seedContent } = await import('../infra/local/seed/content');
      const { freePort, portFree } = await import('../infra/local/free-port');
      const port = Number(arg('port') ?? 3777);
      const logDir = mkdtempSync(join(tmpdir(), 'dosyt-lighthouse-log-'));
      cleanups.push(() => rmSync(logDir, { recursive: true, force: true }));
      const platform = await startPlatform({
        port: await freePort(),
        dynamoPort: await freePort(),
        mailPort: await freePort(),
        demo: true,
        webDist,
        logFile: join(logDir, 'app.log'),
        extraSeed: [seedContent],
      });
      cleanups.unshift(() => platform.stop());
      // The gateway logs every request to stdout; the scores are what matters here.
      console.log = () => undefined;
      const proxyPort = (await portFree(port)) ? port : await freePort();
      const proxy = await compressingProxy(platform.url, proxyPort);
      cleanups.unshift(() => new Promise<void>((done) => proxy.close(() => done())));
      baseUrl = `http://localhost:${proxyPort}`;
    }
    const saveAs = arg('save-as');
    const outDir = join(ROOT, 'bench/out', saveAs ? `lighthouse-${saveAs}` : 'lighthouse');
    const only = arg('pages')
      ?.split(',')
      .map((p) => p.trim()) ?? [...PAGES];
    const unknown = only.filter((p) => !(PAGES as readonly string[]).includes(p));
    if (unknown.length) throw new Error(`Unknown page(s) ${unknown.join(', ')}; known: ${PAGES.join(', ')}`);
    // An audit of a page whose content service fails measures an empty page: refuse it.
    if (only.includes('post')) {
      const probe = await fetch(new URL(`/api/posts?filters[slug][$eq]=${encodeURIComponent(slug)}&populate=*`, baseUrl));
      const post = probe.ok ? ((await probe.json()) as { data?: unknown[] }).data?.[0] : undefined;
      if (!post) throw new Error(`The content service does not serve the post '${slug}' (HTTP ${probe.status}); nothing to audit`);
    }
    const { pages, runs: all } = await runLighthouse(baseUrl, slug, outDir, runs, only as PageName[]);
    const chrome = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const report: LighthouseReport = {
      generatedAt: new Date().toISOString(),
      command:
        process.env.npm_lifecycle_event === 'bench:lighthouse'
          ? `npm run bench:lighthouse${process.argv.length > 4 ? ` -- ${process.argv.slice(4).join(' ')}` : ''}`
          : `npx tsx bench/lighthouse.ts${process.argv.length > 2 ? ` ${process.argv.slice(2).join(' ')}` : ''}`,
      lighthouse: all[0]!.lighthouseVersion,
      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        chrome,
        runsPerPage: runs,
        compression: arg('url') ? 'as served' : 'gzip proxy for the site (as CloudFront), /api gzipped by the gateway (as the REST API)',
      },
      targets: TARGETS,
      pages,
      runs: all,
      withinTargets: Object.values(pages).every(({ page }) => {
        const median = medianScores(all, page);
        return CATEGORIES.every((c) => median[c] >= TARGETS[c]);
      }),
    };
    const baseline = join(ROOT, 'bench/lighthouse-report.before.json');
    if (!saveAs && existsSync(baseline)) {
      const { generatedAt, command, runs: beforeRuns } = JSON.parse(readFileSync(baseline, 'utf8')) as LighthouseReport;
      report.before = { generatedAt, command, runs: beforeRuns };
    }
    const name = saveAs ? `lighthouse-report.${saveAs}` : 'lighthouse-report';
    writeFileSync(join(ROOT, `bench/${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(ROOT, `bench/${name}.md`), markdown(report));
    console.info(`bench/${name}.md written; within targets: ${report.withinTargets}`);
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
