import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every request-path read is a GetItem, BatchGet or Query.
 * A Scan may appear only in admin maintenance (functions/src/<domain>/maintenance/)
 * and the seeder (infra/local/seed, outside functions/src).
 */

const root = join(import.meta.dirname, '..');
const SCAN = /\bScanCommand\b|\.scan\s*\(|\.scan\s*\.|\bScanInput\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const isMaintenance = (path: string) => relative(root, path).split(sep).includes('maintenance') || /(^|\/)seed/.test(relative(root, path));

describe('no request path scans the table', () => {
  it('uses no Scan in functions/src outside maintenance and seeding', () => {
    const offences = sources(root)
      .filter((file) => !isMaintenance(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(root, file)}:${i + 1}` }))
          .filter(({ line }) => SCAN.test(line) && !line.trim().startsWith('*') && !line.trim().startsWith('//'))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offences).toEqual([]);
  });

  it('finds the one Scan the aggregate rebuild uses, so the check does look', () => {
    const rebuild = readFileSync(join(root, 'stats', 'maintenance', 'rebuild.ts'), 'utf8');
    expect(SCAN.test(rebuild)).toBe(true);
  });
});
