/**
 * What the staff app's first screens load: each screen's chunks with their
 * static imports, gzipped per file. Used by bench/staff-weight.ts (the report) and
 * bench/weights.test.ts (the targets in `npm test`).
 */
import { closure, entryOf, routeChunk, sum, weigh, type FileWeight } from './web-weight';

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

export const SCREENS: Screen[] = [
  { path: '/login', who: 'sign-in (everyone)', chunks: ['login-page'], targetGzipBytes: 120 * KB },
  { path: '/admin/appeals', who: 'ADMIN, first screen after sign-in', chunks: ['app', 'root', 'appeals'], targetGzipBytes: 170 * KB },
  { path: '/admin/appeals-history', who: 'USER, first screen after sign-in', chunks: ['app', 'root', 'appeals-history'], targetGzipBytes: 170 * KB },
  { path: '/admin/home-users', who: 'OBSERVER, first screen after sign-in (region dashboard)', chunks: ['app', 'root', 'home-users'], later: CHARTS },
  { path: '/admin/home', who: 'ADMIN dashboard', chunks: ['app', 'root', 'home'], later: CHARTS },
];

function chunk(dist: string, name: string): string {
  const file = routeChunk(dist, name);
  // A renamed chunk must fail the measurement, not make a screen look lighter.
  if (!file) throw new Error(`no chunk named '${name}' in ${dist}/assets`);
  return file;
}

/** The JavaScript each staff screen loads first, against its target. */
export function measureStaffWeight(dist: string, command: string) {
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
    const files = [
      ...new Set([
        ...entry,
        ...closure(
          dist,
          s.chunks.map((c) => chunk(dist, c)),
        ),
      ]),
    ];
    const js = weighAll(files);
    const withLater = s.later
      ? weighAll([
          ...new Set([
            ...files,
            ...closure(
              dist,
              s.later.map((c) => chunk(dist, c)),
            ),
          ]),
        ])
      : undefined;
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
    command,
    gzip: "level 9, per file; JavaScript only (the CSS and HTML are the public pages' own, see bench/public-weight.json)",
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
