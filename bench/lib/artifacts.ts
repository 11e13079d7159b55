/**
 * What ships, measured: each function bundle's minified size and its cold import
 * time, and the public page's JavaScript weight.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { domains } from '../../infra/routes';
import { bundle, type BundleReport } from '../../infra/cloud/scripts/measure-bundles';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface BundleFigure {
  domain: string;
  /** Minified bytes, bundled exactly as deployed (infra/cloud/scripts/measure-bundles.ts). */
  bytes: number;
  gzipBytes: number;
  status: BundleReport['status'];
  sdkClients: string[];
  /** Median of `runs` fresh `node` processes importing the bundle (ms, import only). */
  coldImportMs: number;
  /** Median wall time of the whole `node` process (start-up + import + exit). */
  processMs: number;
  runs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Bundles every domain as the AppFunction construct does (the bundle report's own
 * function) and times a cold import of each bundle in a fresh Node process, `runs` times.
 */
export async function measureBundles(runs: number, log: (line: string) => void): Promise<{ figures: BundleFigure[] }> {
  const outdir = join(ROOT, 'bench/out/bundles');
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const figures: BundleFigure[] = [];
  for (const domain of domains) {
    const report = await bundle(domain, outdir);
    if (report.status === 'missing' || report.bytes === undefined) continue;
    const url = pathToFileURL(join(outdir, domain, 'index.mjs')).href;
    const imports: number[] = [];
    const walls: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = process.hrtime.bigint();
      const out = execFileSync(
        process.execPath,
        ['--input-type=module', '-e', `const t = performance.now(); await import(${JSON.stringify(url)}); console.log(performance.now() - t);`],
        { encoding: 'utf8', env: { ...process.env, TABLE_NAME: 'bench-cold', AWS_REGION: 'eu-central-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } },
      );
      walls.push(Number(process.hrtime.bigint() - started) / 1e6);
      imports.push(Number(out.trim().split('\n').pop()));
    }
    figures.push({
      domain,
      bytes: report.bytes,
      gzipBytes: report.gzipBytes ?? 0,
      status: report.status,
      sdkClients: report.sdkClients ?? [],
      coldImportMs: median(imports),
      processMs: median(walls),
      runs,
    });
    log(`  ${domain}: ${(report.bytes / 1024).toFixed(0)} KB, cold import ${median(imports).toFixed(0)} ms`);
  }
  return { figures };
}

/** bench/public-weight.json (bench/public-weight.ts): what the public pages load, gzipped. */
export interface PublicWeight {
  generatedAt: string;
  command: string;
  targets: { landingJsGzipBytes: number; firstViewGzipBytes: number };
  landing: PageWeight;
  post?: PageWeight;
  checks?: Record<string, boolean>;
}
interface PageWeight {
  js: { bytes: number; gzipBytes: number; files: Array<{ file: string; gzipBytes: number }> };
  css: { gzipBytes: number };
  html: { gzipBytes: number };
  fonts: { gzipBytes: number; note?: string };
  firstView: { gzipBytes: number };
}

/** Runs bench/public-weight.ts on web/dist (or its own build when there is none) and reads its report. */
export function publicWeight(log: (line: string) => void): PublicWeight | undefined {
  const dist = existsSync(join(ROOT, 'web/dist/index.html')) ? ['--dist', 'web/dist'] : [];
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/public-weight.ts', ...dist], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    return JSON.parse(readFileSync(join(ROOT, 'bench/public-weight.json'), 'utf8')) as PublicWeight;
  } catch (error) {
    log(`  public weight not measured: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}
