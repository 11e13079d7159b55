/**
 * Bundles every domain's Lambda entry exactly as the AppFunction construct does
 * and reports the minified sizes: a table on stdout and bench/bundles.json.
 * Exits 1 when a bundle is over 1 MB (the hard limit; 600 KB is the target).
 *
 *   npx tsx infra/cloud/scripts/bundle-report.ts [--strict]
 *
 * --strict: a missing domain entry is an error too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BUNDLE_ALIASES, BUNDLE_LIMIT_BYTES, BUNDLE_TARGET_BYTES, NODE_TARGET } from '../config/bundling';
import { REPO_ROOT } from '../config/paths';
import { measureBundles } from './measure-bundles';

const kb = (bytes?: number) => (bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`);

async function main(): Promise<number> {
  const strict = process.argv.includes('--strict');
  const reports = await measureBundles();

  const rows = [
    ['function', 'minified', 'gzip', 'status', 'SDK clients', 'largest parts'],
    ...reports.map((r) => [
      r.domain,
      kb(r.bytes),
      kb(r.gzipBytes),
      r.status,
      r.sdkClients?.map((c) => c.replace('@aws-sdk/client-', '')).join(', ') || '-',
      r.largest
        ?.slice(0, 3)
        .map((p) => `${p.name} ${kb(p.bytes)}`)
        .join(', ') ?? '-',
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log(`\ntarget ${kb(BUNDLE_TARGET_BYTES)} a bundle, limit ${kb(BUNDLE_LIMIT_BYTES)} (exit 1 above it)`);

  const file = join(REPO_ROOT, 'bench/bundles.json');
  mkdirSync(join(REPO_ROOT, 'bench'), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        esbuild: { target: NODE_TARGET, format: 'esm', platform: 'node', minify: true, sourcemap: 'linked', aliased: Object.keys(BUNDLE_ALIASES) },
        targetBytes: BUNDLE_TARGET_BYTES,
        limitBytes: BUNDLE_LIMIT_BYTES,
        functions: reports,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written ${relative(process.cwd(), file)}`);

  const over = reports.filter((r) => r.status === 'over-limit');
  const missing = reports.filter((r) => r.status === 'missing');
  if (over.length) console.error(`Over ${kb(BUNDLE_LIMIT_BYTES)}: ${over.map((r) => r.domain).join(', ')}`);
  if (missing.length) console.error(`No entry yet: ${missing.map((r) => r.entry).join(', ')}`);
  return over.length || (strict && missing.length) ? 1 : 0;
}

process.exitCode = await main();
