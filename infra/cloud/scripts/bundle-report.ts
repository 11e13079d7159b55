/**
 * Bundles every domain's Lambda entry exactly as the AppFunction construct does
 * and reports the minified sizes: a table on stdout and bench/bundles.json.
 * Exits 1 when a bundle is over 1 MB (the hard limit; 600 KB is the target).
 *
 *   npx tsx infra/cloud/scripts/bundle-report.ts [--strict]
 *
 * --strict: a missing domain entry is an error too.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { domains, type Domain } from '../../routes';
import { BUNDLE_ALIASES, BUNDLE_LIMIT_BYTES, BUNDLE_TARGET_BYTES, ESM_REQUIRE_BANNER, MAIN_FIELDS, NODE_TARGET } from '../config/bundling';
import { REPO_ROOT, entryExists, entryFor } from '../config/paths';

interface BundleReport {
  domain: Domain;
  entry: string;
  status: 'ok' | 'over-target' | 'over-limit' | 'missing';
  bytes?: number;
  gzipBytes?: number;
  /** AWS SDK v3 client packages inside the bundle. */
  sdkClients?: string[];
  /** The packages contributing most to the bundle. */
  largest?: Array<{ name: string; bytes: number }>;
}

/** The package a bundled input file belongs to ('(own code)' for the repository's sources). */
function packageOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (match) return match[1];
  const workspace = /^(core|functions|infra|web)\//.exec(input);
  return workspace ? `(${workspace[1]})` : '(own code)';
}

async function bundle(domain: Domain, outdir: string): Promise<BundleReport> {
  const entry = relative(REPO_ROOT, entryFor(domain));
  if (!entryExists(domain)) return { domain, entry, status: 'missing' };
  const outfile = join(outdir, domain, 'index.mjs');
  // The same options NodejsFunction passes to esbuild for AppFunction.
  const result = await build({
    entryPoints: [entryFor(domain)],
    absWorkingDir: REPO_ROOT,
    outfile,
    bundle: true,
    platform: 'node',
    target: NODE_TARGET,
    format: 'esm',
    minify: true,
    sourcemap: 'linked',
    sourcesContent: false,
    charset: 'utf8',
    mainFields: MAIN_FIELDS,
    alias: { ...BUNDLE_ALIASES },
    banner: { js: ESM_REQUIRE_BANNER },
    external: [],
    metafile: true,
    logLevel: 'warning',
  });
  const code = readFileSync(outfile);
  const bytes = code.byteLength;
  const perPackage = new Map<string, number>();
  const output = Object.values((result.metafile as Metafile).outputs).find((o) => o.entryPoint);
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name = packageOf(input);
    perPackage.set(name, (perPackage.get(name) ?? 0) + bytesInOutput);
  }
  return {
    domain,
    entry,
    status: bytes > BUNDLE_LIMIT_BYTES ? 'over-limit' : bytes > BUNDLE_TARGET_BYTES ? 'over-target' : 'ok',
    bytes,
    gzipBytes: gzipSync(code).byteLength,
    sdkClients: [...perPackage.keys()].filter((name) => name.startsWith('@aws-sdk/client-')).sort(),
    largest: [...perPackage.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, size]) => ({ name, bytes: size })),
  };
}

const kb = (bytes?: number) => (bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`);

async function main(): Promise<number> {
  const strict = process.argv.includes('--strict');
  const outdir = mkdtempSync(join(tmpdir(), 'dosyt-bundles-'));
  const reports: BundleReport[] = [];
  try {
    for (const domain of domains) reports.push(await bundle(domain, outdir));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }

  const rows = [
    ['function', 'minified', 'gzip', 'status', 'SDK clients', 'largest parts'],
    ...reports.map((r) => [
      r.domain,
      kb(r.bytes),
      kb(r.gzipBytes),
      r.status,
      r.sdkClients?.map((c) => c.replace('@aws-sdk/client-', '')).join(', ') || '-',
      r.largest?.slice(0, 3).map((p) => `${p.name} ${kb(p.bytes)}`).join(', ') ?? '-',
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
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
        esbuild: { target: NODE_TARGET, format: 'esm', platform: 'node', minify: true, sourcemap: 'linked' },
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
