/**
 * Weight of the staff app's first screens, beside the public pages' (bench/public-weight.ts):
 * the gzipped JavaScript a fresh load of each screen fetches. A page load starts
 * with the entry (index.html's script, the public shell, React); sign-in is then
 * served by the shell's lazy `login-page` chunk, an /admin screen by the full app
 * (`app`: router, query cache), the admin layout (`root`) and the screen's route
 * chunk, each with its static imports. The dashboards draw their charts from
 * lazily loaded chart chunks (nivo) after their numbers: weighed apart, as
 * "with charts". Writes bench/staff-weight.json.
 *
 *   npx tsx bench/staff-weight.ts                    build, measure
 *   npx tsx bench/staff-weight.ts --dist web/dist    measure an existing build
 *
 * Targets (issue 24): sign-in ≤ 120 KB, the first screen after sign-in of ADMIN
 * (/admin/appeals) and of USER (/admin/appeals-history) ≤ 170 KB.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb, closure, entryOf, kb, ROOT, routeChunk, sum, weigh, type FileWeight } from './lib/web-weight';

const KB = 1024;
const CHARTS = ['assistance-doughnut-chart', 'count-bar-chart'];

interface Screen {
  path: string;
  who: string;
  /** Chunks the page loads after the entry, by module name. */
  chunks: string[];
  /** Loaded after the screen shows its data (charts). */
  later?: string[];
  targetGzipBytes?: number;
}

const SCREENS: Screen[] = [
  { path: '/login', who: 'sign-in (everyone)', chunks: ['login-page'], targetGzipBytes: 120 * KB },
  { path: '/admin/appeals', who: 'ADMIN, first screen after sign-in', chunks: ['app', 'root', 'appeals'], targetGzipBytes: 170 * KB },
  { path: '/admin/appeals-history', who: 'USER, first screen after sign-in', chunks: ['app', 'root', 'appeals-history'], targetGzipBytes: 170 * KB },
  { path: '/admin/home-users', who: 'OBSERVER, first screen after sign-in (region dashboard)', chunks: ['app', 'root', 'home-users'], later: CHARTS },
  { path: '/admin/home', who: 'ADMIN dashboard', chunks: ['app', 'root', 'home'], later: CHARTS },
];

const argv = process.argv.slice(2);
const distArg = argv.includes('--dist') ? argv[argv.indexOf('--dist') + 1] : undefined;

function chunk(dist: string, name: string): string {
  const file = routeChunk(dist, name);
  // A renamed chunk must fail the measurement, not make a screen look lighter.
  if (!file) throw new Error(`no chunk named '${name}' in ${dist}/assets`);
  return file;
}

function measure(dist: string) {
  const entry = closure(dist, entryOf(dist).scripts);
  const weights = new Map<string, FileWeight>();
  const weighAll = (files: string[]) =>
    files
      .map((f) => {
        if (!weights.has(f)) weights.set(f, weigh(dist, f));
        return weights.get(f)!;
      })
      .sort((a, b) => b.gzipBytes - a.gzipBytes);

  const screens = SCREENS.map((s) => {
    const files = [...new Set([...entry, ...closure(dist, s.chunks.map((c) => chunk(dist, c)))])];
    const js = weighAll(files);
    const withLater = s.later ? weighAll([...new Set([...files, ...closure(dist, s.later.map((c) => chunk(dist, c)))])]) : undefined;
    const gzipBytes = sum(js).gzipBytes;
    return {
      path: s.path,
      who: s.who,
      chunks: s.chunks,
      js: { ...sum(js), files: js.map(({ file, gzipBytes: gz }) => ({ file, gzipBytes: gz })) },
      ...(withLater ? { withCharts: { gzipBytes: sum(withLater).gzipBytes, chunks: s.later } } : {}),
      targetGzipBytes: s.targetGzipBytes ?? null,
      withinTarget: s.targetGzipBytes === undefined ? null : gzipBytes <= s.targetGzipBytes,
    };
  });
  const byPath = (path: string) => screens.find((s) => s.path === path)!;
  const login = new Set(byPath('/login').js.files.map((f) => f.file));
  const afterSignIn = byPath('/admin/appeals').js.files.filter((f) => !login.has(f.file));
  const nivo = routeChunk(dist, 'nivo');
  return {
    generatedAt: new Date().toISOString(),
    command: `npx tsx bench/staff-weight.ts${argv.length ? ` ${argv.join(' ')}` : ''}`,
    gzip: 'level 9, per file; JavaScript only (the CSS and HTML are the public pages\' own, see bench/public-weight.json)',
    screens,
    /** What the browser adds when sign-in hands over to /admin/appeals (the entry, React and the form's modules are already there). */
    adminAfterSignIn: { gzipBytes: afterSignIn.reduce((s, f) => s + f.gzipBytes, 0), files: afterSignIn.length },
    checks: {
      signInWithinTarget: byPath('/login').withinTarget === true,
      firstScreensWithinTarget: screens.every((s) => s.withinTarget !== false),
      noChartsBeforeDashboards: Boolean(nivo) && screens.every((s) => !s.js.files.some((f) => f.file === nivo)),
      noRouterOnSignIn: !byPath('/login').js.files.some((f) => /^assets\/(app-vendor|app)-[\w-]{8}\.js$/.test(f.file)),
    },
  };
}

const { dist, cleanup } = buildWeb('dosyt-staff-weight-', distArg);
try {
  const report = measure(dist);
  writeFileSync(join(ROOT, 'bench/staff-weight.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.info(
    [
      ...report.screens.map(
        (s) =>
          `${s.path} JavaScript: ${kb(s.js.gzipBytes)} gzip${s.targetGzipBytes ? ` (target ${kb(s.targetGzipBytes)})` : ''}${s.withCharts ? `, with charts ${kb(s.withCharts.gzipBytes)}` : ''} — ${s.who}`,
      ),
      `/login → /admin/appeals adds ${kb(report.adminAfterSignIn.gzipBytes)} gzip in ${report.adminAfterSignIn.files} files`,
      `checks: ${JSON.stringify(report.checks)}`,
    ].join('\n'),
  );
} finally {
  cleanup();
}
