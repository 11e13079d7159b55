/**
 * What ships, measured: each function bundle's minified size and its cold import
 * time, and the JavaScript weight of the public pages and of the staff app's first screens.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
        {
          encoding: 'utf8',
          env: { ...process.env, TABLE_NAME: 'bench-cold', AWS_REGION: 'eu-central-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
        },
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

/** bench/staff-weight.json (bench/staff-weight.ts): what the staff app's first screens load, gzipped. */
export interface StaffWeight {
  generatedAt: string;
  command: string;
  screens: Array<{
    path: string;
    who: string;
    js: { gzipBytes: number; files: Array<{ file: string; gzipBytes: number }> };
    withCharts?: { gzipBytes: number };
    targetGzipBytes: number | null;
    withinTarget: boolean | null;
  }>;
  adminAfterSignIn: { gzipBytes: number; files: number };
  checks: Record<string, boolean>;
}

/** Runs a weight script on web/dist (or its own build when there is none) and reads the JSON it writes. */
function webWeight<T>(script: 'public-weight' | 'staff-weight', log: (line: string) => void, out: string): T | undefined {
  const dist = existsSync(join(ROOT, 'web/dist/index.html')) ? ['--dist', 'web/dist'] : [];
  try {
    mkdirSync(dirname(out), { recursive: true });
    execFileSync(process.execPath, ['--import', 'tsx', `bench/${script}.ts`, ...dist, '--out', out], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    return JSON.parse(readFileSync(out, 'utf8')) as T;
  } catch (error) {
    log(`  ${script} not measured: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

/** The staff app's first screens (bench/staff-weight.ts). */
export const staffWeight = (log: (line: string) => void, out = join(ROOT, 'bench/staff-weight.json')) => webWeight<StaffWeight>('staff-weight', log, out);

/** Runs bench/public-weight.ts on web/dist (or its own build when there is none) and reads its report. */
export const publicWeight = (log: (line: string) => void, out = join(ROOT, 'bench/public-weight.json')) => webWeight<PublicWeight>('public-weight', log, out);
