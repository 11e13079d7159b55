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
 * Targets: sign-in ≤ 120 KB, the first screen after sign-in of ADMIN
 * (/admin/appeals) and of USER (/admin/appeals-history) ≤ 170 KB.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb, kb, ROOT } from './lib/web-weight';
import { measureStaffWeight } from './lib/staff-weight';

const argv = process.argv.slice(2);
const distArg = argv.includes('--dist') ? argv[argv.indexOf('--dist') + 1] : undefined;
/** --out FILE: write elsewhere than the committed bench/staff-weight.json (a quick bench run does). */
const outFile = argv.includes('--out') ? argv[argv.indexOf('--out') + 1]! : join(ROOT, 'bench/staff-weight.json');

const { dist, cleanup } = buildWeb('dosyt-staff-weight-', distArg);
try {
  const report = measureStaffWeight(dist, `npx tsx bench/staff-weight.ts${argv.length ? ` ${argv.join(' ')}` : ''}`);
  writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
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
