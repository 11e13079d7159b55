/**
 * Bundles every domain's Lambda entry exactly as the AppFunction construct does
 * (the same esbuild options, from config/bundling.ts) and measures the minified
 * output. Used by the bundle report and by the bundle-size test.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { domains, type Domain } from '../../routes';
import { BUNDLE_ALIASES, BUNDLE_EXTERNALS, BUNDLE_LIMIT_BYTES, BUNDLE_TARGET_BYTES, ESM_REQUIRE_BANNER, MAIN_FIELDS, NODE_TARGET } from '../config/bundling';
import { REPO_ROOT, entryExists, entryFor } from '../config/paths';

export interface BundleReport {
  domain: Domain;
  entry: string;
  status: 'ok' | 'over-target' | 'over-limit' | 'missing';
  bytes?: number;
  gzipBytes?: number;
  /** AWS SDK v3 client packages inside the bundle. */
  sdkClients?: string[];
  /** Every package inside the bundle. */
  packages?: string[];
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

export async function bundle(domain: Domain, outdir: string): Promise<BundleReport> {
  if (!entryExists(domain)) return { domain, entry: relative(REPO_ROOT, entryFor(domain)), status: 'missing' };
  return { ...(await bundleEntry(entryFor(domain), join(outdir, domain))), domain };
}

/** Any function's entry bundled as AppFunction bundles it (the pages function is no domain), into `outdir`/index.mjs. */
export async function bundleEntry(entryPath: string, outdir: string): Promise<Omit<BundleReport, 'domain'>> {
  const entry = relative(REPO_ROOT, entryPath);
  const outfile = join(outdir, 'index.mjs');
  // The same options NodejsFunction passes to esbuild for AppFunction.
  const result = await build({
    entryPoints: [entryPath],
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
    external: [...BUNDLE_EXTERNALS],
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
    entry,
    status: bytes > BUNDLE_LIMIT_BYTES ? 'over-limit' : bytes > BUNDLE_TARGET_BYTES ? 'over-target' : 'ok',
    bytes,
    gzipBytes: gzipSync(code).byteLength,
    sdkClients: [...perPackage.keys()].filter((name) => name.startsWith('@aws-sdk/client-') && perPackage.get(name)! > 0).sort(),
    packages: [...perPackage.keys()].filter((name) => !name.startsWith('(') && perPackage.get(name)! > 0).sort(),
    largest: [...perPackage.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, size]) => ({ name, bytes: size })),
  };
}

/** Every domain of the route table, one after the other (esbuild already uses every core). */
export async function measureBundles(): Promise<BundleReport[]> {
  const outdir = mkdtempSync(join(tmpdir(), 'dosyt-bundles-'));
  try {
    const reports: BundleReport[] = [];
    for (const domain of domains) reports.push(await bundle(domain, outdir));
    return reports;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
