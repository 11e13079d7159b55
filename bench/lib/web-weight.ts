/**
 * Weighing a Vite build of the web app as a browser loads it: a page's scripts are
 * the entry (index.html's script and modulepreloads) and the chunks it loads,
 * each with everything it imports statically; sizes are gzip level 9 per file.
 * Shared by bench/public-weight.ts and bench/staff-weight.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface FileWeight {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Builds the SPA into a private folder (a concurrent `npm run build -w web` cannot change it under us), or uses `distArg`. */
export function buildWeb(prefix: string, distArg?: string): { dist: string; cleanup: () => void } {
  if (distArg) return { dist: resolve(ROOT, distArg), cleanup: () => undefined };
  const dist = mkdtempSync(join(tmpdir(), prefix));
  // A production build whoever calls it (under vitest NODE_ENV is 'test', which would bundle React's development build).
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npx', ['vite', 'build', 'web', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env });
  return { dist, cleanup: () => rmSync(dist, { recursive: true, force: true }) };
}

export function weigh(dist: string, file: string): FileWeight {
  const bytes = readFileSync(join(dist, file));
  return { file, bytes: bytes.byteLength, gzipBytes: gzipSync(bytes, { level: 9 }).byteLength };
}

/** A chunk and everything it imports statically (`import ... from "./x.js"`); `import("./x.js")` is lazy and not followed. */
export function closure(dist: string, start: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(join(dist, file))) continue;
    seen.add(file);
    const text = readFileSync(join(dist, file), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) queue.push(join(file, '..', m[1]).replace(/^\.\//, ''));
  }
  return [...seen];
}

/** The built chunk of a module by its name (`assets/<name>-<hash>.js`). */
export function routeChunk(dist: string, name: string): string | undefined {
  const file = readdirSync(join(dist, 'assets')).find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  return file && `assets/${file}`;
}

export const sum = (files: FileWeight[]) => ({
  bytes: files.reduce((s, f) => s + f.bytes, 0),
  gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
});

/** index.html's own scripts (entry and modulepreloads) and stylesheets. */
export function entryOf(dist: string): { scripts: string[]; styles: string[] } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return {
    scripts: [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]),
    styles: [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+\.css)"/g)].map((m) => m[1]),
  };
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
