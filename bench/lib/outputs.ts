import { join } from 'node:path';

/** The committed full report and the weight files next to it: only a full run replaces them. */
export const COMMITTED_OUTPUTS = [
  'bench/report.json',
  'bench/report.md',
  'bench/public-weight.json',
  'bench/staff-weight.json',
  'bench/lighthouse-report.json',
];

export interface BenchOutputs {
  json: string;
  md: string;
  /** Where the weight scripts (bench/public-weight.ts, bench/staff-weight.ts) write. */
  publicWeight: string;
  staffWeight: string;
  /** True when this run replaces the committed report. */
  committed: boolean;
}

/**
 * Where a run of bench/run.ts writes. A full run (or `--write-committed`) writes the committed
 * report (bench/report.*, the weight files); `--quick` is a smoke run, not a measurement, and
 * writes to bench/out/quick/ (ignored by git). `--out-json`/`--out-md` choose the report's files.
 */
export function benchOutputs(argv: string[], root: string): BenchOutputs {
  const option = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const committed = argv.includes('--write-committed') || !argv.includes('--quick');
  const dir = committed ? 'bench' : 'bench/out/quick';
  return {
    json: join(root, option('out-json') ?? `${dir}/report.json`),
    md: join(root, option('out-md') ?? `${dir}/report.md`),
    publicWeight: join(root, `${dir}/public-weight.json`),
    staffWeight: join(root, `${dir}/staff-weight.json`),
    committed,
  };
}
