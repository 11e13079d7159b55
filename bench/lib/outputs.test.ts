import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportBase } from '../reliability/report';
import { benchOutputs, COMMITTED_OUTPUTS } from './outputs';
import { ROOT } from './web-weight';

const paths = (argv: string[]) => {
  const o = benchOutputs(argv, ROOT);
  return [o.json, o.md, o.publicWeight, o.staffWeight].map((p) => relative(ROOT, p));
};

describe('where a bench run writes', () => {
  it('a quick run writes none of the committed files, only under the git-ignored bench/out/', () => {
    for (const p of paths(['--quick'])) {
      expect(COMMITTED_OUTPUTS).not.toContain(p);
      expect(p.startsWith('bench/out/')).toBe(true);
    }
    expect(benchOutputs(['--quick', '--seconds', '1'], ROOT).committed).toBe(false);
  });

  it('a full run, or a quick one with --write-committed, replaces the committed report', () => {
    expect(paths([])).toEqual(['bench/report.json', 'bench/report.md', 'bench/public-weight.json', 'bench/staff-weight.json']);
    expect(paths(['--quick', '--write-committed'])).toEqual(paths([]));
    expect(paths(['--appeals', '50000', '--seconds', '3'])).toEqual(paths([]));
  });

  it('the quick reliability suite (CI) writes beside its findings, not the committed report', () => {
    expect(relative(ROOT, reportBase(true)).startsWith('bench/out/')).toBe(true);
    expect(relative(ROOT, reportBase(false))).toBe('bench/reliability-report');
  });
});
