/**
 * What ships, measured: each function bundle's minified size and its cold import
 * time, and the public page's JavaScript weight.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { domains } from '../../infra/routes';
import { ESM_REQUIRE_BANNER, MAIN_FIELDS, NODE_TARGET } from '../../infra/cloud/config/bundling';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface BundleFigure {
  domain: string;
  /** Minified bytes as bench/bundles.json (infra/cloud/scripts/bundle-report.ts) reports them, when present. */
  reportedBytes?: number;
  reportedGzipBytes?: number;
  reportedStatus?: string;
  /** Minified bytes of the bundle built here with the same esbuild options. */
  bytes: number;
  gzipBytes: number;
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
 * Bundles every domain entry exactly as the AppFunction construct does (shared
 * options from infra/cloud/config/bundling.ts) and times a cold import of each
 * bundle in a fresh Node process, `runs` times.
 */
export async function measureBundles(runs: number, log: (line: string) => void): Promise<{ figures: BundleFigure[]; reportedAt?: string }> {
  const reportFile = join(ROOT, 'bench/bundles.json');
  const reported = existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, 'utf8')) as { generatedAt?: string; functions?: Array<{ domain: string; bytes?: number; gzipBytes?: number; status?: string }> })
    : undefined;
  const outdir = join(ROOT, 'bench/out/bundles');
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const figures: BundleFigure[] = [];
  for (const domain of domains) {
    const entry = join(ROOT, 'functions/src', domain, 'handler.ts');
    if (!existsSync(entry)) continue;
    const outfile = join(outdir, domain, 'index.mjs');
    await build({
      entryPoints: [entry],
      absWorkingDir: ROOT,
      outfile,
      bundle: true,
      platform: 'node',
      target: NODE_TARGET,
      format: 'esm',
      minify: true,
      charset: 'utf8',
      mainFields: MAIN_FIELDS,
      banner: { js: ESM_REQUIRE_BANNER },
      logLevel: 'error',
    });
    const code = readFileSync(outfile);
    const url = pathToFileURL(outfile).href;
    const imports: number[] = [];
    const walls: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = process.hrtime.bigint();
      const out = execFileSync(
        process.execPath,
        ['--disable-warning=NodeVersionSupportWarning', '--input-type=module', '-e', `const t = performance.now(); await import(${JSON.stringify(url)}); console.log(performance.now() - t);`],
        { encoding: 'utf8', env: { ...process.env, TABLE_NAME: 'bench-cold', AWS_REGION: 'eu-central-1' } },
      );
      walls.push(Number(process.hrtime.bigint() - started) / 1e6);
      imports.push(Number(out.trim().split('\n').pop()));
    }
    const r = reported?.functions?.find((f) => f.domain === domain);
    figures.push({
      domain,
      reportedBytes: r?.bytes,
      reportedGzipBytes: r?.gzipBytes,
      reportedStatus: r?.status,
      bytes: code.byteLength,
      gzipBytes: gzipSync(code).byteLength,
      coldImportMs: median(imports),
      processMs: median(walls),
      runs,
    });
    log(`  ${domain}: ${(code.byteLength / 1024).toFixed(0)} KB, cold import ${median(imports).toFixed(0)} ms`);
  }
  return { figures, reportedAt: reported?.generatedAt };
}

export interface PublicWeight {
  source: string;
  /** Scripts of index.html and everything they import statically. */
  initial: { files: string[]; bytes: number; gzipBytes: number };
  /** Plus the landing route's chunk and its static imports: what '/' runs. */
  landing?: { files: string[]; bytes: number; gzipBytes: number };
  reported?: unknown;
}

/** JavaScript of the public page from web/dist, gzipped, or bench/public-weight.json when another session wrote it. */
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
