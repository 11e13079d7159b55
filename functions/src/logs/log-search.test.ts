import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logSearchQuery } from '@dosyt/core/api/log-queries';
import { levelPattern, searchFile } from './log-search';

const line = (i: number, level: string, message: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ level, message, timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), service: 'dosyt', ...extra });

function logFile(lines: string[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'log-search-')), 'app.log');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

describe('searchFile', () => {
  // 300 lines, every third an ERROR, a long stack in some (lines cross the 64 KB chunks).
  const lines = Array.from({ length: 300 }, (_, i) =>
    line(i, i % 3 === 0 ? 'ERROR' : 'INFO', i % 3 === 0 ? `request failed ${i}` : `request ${i}`, {
      route: i % 2 ? '/api/appeals' : '/api/users',
      stack: i % 50 === 0 ? 'x'.repeat(70_000) : undefined,
    }),
  );
  const path = logFile(['not json', ...lines]);

  it('pages backwards through time with the same filters until the start of the file', async () => {
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 20; page++) {
      const out = await searchFile(path, { levels: ['ERROR'], limit: 30, before });
      seen.push(...out.entries.map((e) => e.message));
      before = out.next;
      if (!before) break;
    }
    expect(seen).toEqual(
      lines
        .map((_, i) => i)
        .filter((i) => i % 3 === 0)
        .reverse()
        .map((i) => `request failed ${i}`),
    );
  });

  it('filters by text, function (route) and time range, and gives each entry its fields and raw line', async () => {
    const out = await searchFile(path, {
      text: 'FAILED 2',
      fn: 'appeals',
      from: Date.UTC(2026, 0, 1, 0, 200),
      to: Date.UTC(2026, 0, 1, 0, 260),
      limit: 50,
    });
    expect(out.entries.map((e) => e.message)).toEqual([
      'request failed 255',
      'request failed 249',
      'request failed 243',
      'request failed 237',
      'request failed 231',
      'request failed 225',
      'request failed 219',
      'request failed 213',
      'request failed 207',
      'request failed 201',
    ]);
    expect(out.entries[0]).toMatchObject({ level: 'ERROR', fields: { route: '/api/appeals' } });
    expect(JSON.parse(out.entries[0]!.raw).message).toBe('request failed 255');
  });
});

describe('the log search query', () => {
  it('reads the query and refuses what it does not know', () => {
    expect(logSearchQuery.parse({ level: 'error,warn', text: ' abc ', limit: '20' })).toMatchObject({ levels: ['ERROR', 'WARN'], text: 'abc', limit: 20 });
    for (const bad of [{ level: 'LOUD' }, { limit: '1000' }, { from: 'yesterday' }, { before: 'x' }, { fn: '../etc' }])
      expect(logSearchQuery.safeParse(bad).success).toBe(false);
  });

  it('makes a CloudWatch JSON filter pattern of the levels', () => {
    expect(levelPattern(['ERROR', 'WARN'])).toBe('{ $.level = "ERROR" || $.level = "WARN" }');
    expect(levelPattern([])).toBeUndefined();
  });
});
