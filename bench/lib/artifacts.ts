/**
 * What ships, measured: each function bundle's minified size and its cold import
 * time, and the public page's JavaScript weight.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
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

export interface PublicWeight {
  source: string;
  /** Scripts of index.html and everything they import statically. */
  initial: { files: string[]; bytes: number; gzipBytes: number };
  /** Plus the landing route's chunk and its static imports: what '/' runs. */
  landing?: { files: string[]; bytes: number; gzipBytes: number };
  reported?: unknown;
}

/** JavaScript of the public page from web/dist, gzipped, with bench/public-weight.json (`npx tsx bench/public-weight.ts`) when present. */
export function publicWeight(): PublicWeight | undefined {
  const reportedFile = join(ROOT, 'bench/public-weight.json');
  const reported = existsSync(reportedFile) ? (JSON.parse(readFileSync(reportedFile, 'utf8')) as unknown) : undefined;
  const dist = join(ROOT, 'web/dist');
  const html = existsSync(join(dist, 'index.html')) ? readFileSync(join(dist, 'index.html'), 'utf8') : undefined;
  if (!html) return reported ? { source: 'bench/public-weight.json', initial: { files: [], bytes: 0, gzipBytes: 0 }, reported } : undefined;
  const refs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file) || !existsSync(join(dist, file))) continue;
      seen.add(file);
      const text = readFileSync(join(dist, file), 'utf8');
      // Static imports only ('import{a}from"./x.js"', 'import"./x.js"'); import("./x.js") is lazy.
      for (const m of text.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) queue.push(join(file, '..', m[1]).replace(/^\.\//, ''));
    }
    return [...seen];
  };
  const size = (files: string[]) => {
    const buffers = files.map((f) => readFileSync(join(dist, f)));
    return { files, bytes: buffers.reduce((s, b) => s + b.byteLength, 0), gzipBytes: buffers.reduce((s, b) => s + gzipSync(b).byteLength, 0) };
  };
  const initialFiles = closure(refs);
  const landingChunk = existsSync(join(dist, 'assets')) ? readdirSync(join(dist, 'assets')).find((f) => /^landing-.*\.js$/.test(f)) : undefined;
  return {
    source: 'web/dist (gzip level 6 per file)',
    initial: size(initialFiles),
    ...(landingChunk ? { landing: size([...new Set([...initialFiles, ...closure([`assets/${landingChunk}`])])]) } : {}),
    ...(reported ? { reported } : {}),
  };
}
