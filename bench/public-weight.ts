/**
 * Weight of the public site's first view: builds the SPA into a private folder
 * (so a concurrent `npm run build -w web` cannot change it under us), then sums
 * the gzipped size of what `/` loads: index.html, its CSS, its scripts and their
 * static imports. The public pages run in the lean public shell
 * (web/src/app/public-app.tsx): the landing is part of the entry, a post page
 * adds the lazily loaded `post-page` chunk with its static imports. Fonts:
 * none, the site uses system fonts. Writes bench/public-weight.json.
 *
 *   npx tsx bench/public-weight.ts            build, measure
 *   npx tsx bench/public-weight.ts --dist web/dist   measure an existing build
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb, closure, entryOf, kb, ROOT, routeChunk, sum, weigh } from './lib/web-weight';

const TARGETS = { landingJsGzip: 100 * 1024, firstViewGzip: 170 * 1024 };

const argv = process.argv.slice(2);
const distArg = argv.includes('--dist') ? argv[argv.indexOf('--dist') + 1] : undefined;
/** --out FILE: write elsewhere than the committed bench/public-weight.json (a quick bench run does). */
const outFile = argv.includes('--out') ? argv[argv.indexOf('--out') + 1]! : join(ROOT, 'bench/public-weight.json');

function measure(dist: string) {
  const { scripts, styles } = entryOf(dist);
  const entry = closure(dist, scripts);
  const page = (route: string | null) => {
    const chunk = route ? routeChunk(dist, route) : undefined;
    const files = [...new Set([...entry, ...(chunk ? closure(dist, [chunk]) : [])])];
    const js = files.map((f) => weigh(dist, f)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const css = styles.map((f) => weigh(dist, f));
    const doc = weigh(dist, 'index.html');
    return {
      routeChunk: chunk ?? null,
      js: { ...sum(js), files: js },
      css: { ...sum(css), files: css },
      html: doc,
      fonts: { bytes: 0, gzipBytes: 0, note: 'system fonts only' },
      firstView: { gzipBytes: sum(js).gzipBytes + sum(css).gzipBytes + doc.gzipBytes },
    };
  };
  // Chunks that must never reach a public page: the full app with its router and query cache, admin screens, charts.
  const adminOnly = readdirSync(join(dist, 'assets')).filter((f) =>
    /^(app|app-vendor|router|nivo|charts|content|home|appeals?|users-table|settings-[\w-]+)-[\w-]{8}\.js$/.test(f),
  );
  const landing = page(null);
  const post = page('post-page');
  const publicFiles = new Set([...landing.js.files, ...post.js.files].map((f) => f.file));
  return {
    generatedAt: new Date().toISOString(),
    command: `npx tsx bench/public-weight.ts${argv.length ? ` ${argv.join(' ')}` : ''}`,
    gzip: 'level 9, per file',
    targets: { landingJsGzipBytes: TARGETS.landingJsGzip, firstViewGzipBytes: TARGETS.firstViewGzip },
    landing,
    post,
    checks: {
      landingJsWithinTarget: landing.js.gzipBytes <= TARGETS.landingJsGzip,
      firstViewWithinTarget: landing.firstView.gzipBytes <= TARGETS.firstViewGzip,
      noAdminOrChartChunkOnPublicPages: adminOnly.length > 0 && adminOnly.every((f) => !publicFiles.has(`assets/${f}`)),
    },
  };
}

const { dist, cleanup } = buildWeb('dosyt-public-weight-', distArg);
try {
  const report = measure(dist);
  writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.info(
    [
      `/ JavaScript: ${kb(report.landing.js.gzipBytes)} gzip (target ${kb(TARGETS.landingJsGzip)})`,
      `/ first view (HTML + CSS + JS, no fonts): ${kb(report.landing.firstView.gzipBytes)} gzip (target ${kb(TARGETS.firstViewGzip)})`,
      `/post/:slug JavaScript: ${kb(report.post.js.gzipBytes)} gzip`,
      ...report.landing.js.files.map((f) => `  ${f.file.padEnd(40)} ${kb(f.gzipBytes)}`),
      `checks: ${JSON.stringify(report.checks)}`,
    ].join('\n'),
  );
} finally {
  cleanup();
}
