import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Features never import each other, and shared code never imports a feature. */
const src = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** 'features/<name>' of a file or resolved import inside src, else undefined. */
function featureOf(path: string): string | undefined {
  const parts = relative(src, path).split(sep);
  return parts[0] === 'features' ? parts[1] : undefined;
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolve(dirname(file), spec));
}

describe('import boundaries', () => {
  const files = sourceFiles(src).filter((f) => !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'));

  it('no feature imports another feature', () => {
    const offences = files.flatMap((file) => {
      const own = featureOf(file);
      if (!own) return [];
      return relativeImports(file)
        .filter((target) => featureOf(target) && featureOf(target) !== own)
        .map((target) => `${relative(src, file)} -> ${relative(src, target)}`);
    });
    expect(offences).toEqual([]);
  });

  it('shared code (components, lib, config) imports no feature', () => {
    const shared = files.filter((f) => ['components', 'lib', 'config'].includes(relative(src, f).split(sep)[0] ?? ''));
    const offences = shared.flatMap((file) =>
      relativeImports(file)
        .filter((target) => featureOf(target))
        .map((target) => `${relative(src, file)} -> ${relative(src, target)}`),
    );
    expect(offences).toEqual([]);
  });
});
