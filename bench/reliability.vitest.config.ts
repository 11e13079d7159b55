import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files always run in this order (fuzzing first, on a fresh table; the fault suite last). */
const ORDER = ['fuzz', 'load', 'access', 'threats', 'threats-sessions', 'threats-auth', 'threats-records', 'faults'];
class FixedOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => ORDER.findIndex((name) => f.moduleId.endsWith(`/${name}.test.ts`));
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * `npm run test:reliability` (RELIABILITY_QUICK=1 for the short CI form).
 * One in-memory platform for the run (the integration suites' global setup): the
 * fuzzing runs a gateway of its own in its test process on that table, the load and
 * access suites call the platform, and the fault suite starts a second platform of
 * its own with a data folder (it kills its DynamoDB Local). The files run one after
 * another in a fixed order; bench/reliability/global-setup.ts writes the report
 * (bench/reliability-report.md and .json; the quick form to bench/out/) from what
 * each file records.
 */
export default defineConfig({
  // The config lives in bench/; paths below are from the repository root.
  root: resolve(import.meta.dirname, '..'),
  test: {
    name: 'reliability',
    include: ['bench/reliability/**/*.test.ts'],
    globalSetup: ['bench/reliability/global-setup.ts'],
    setupFiles: ['infra/local/test/setup-env.ts'],
    testTimeout: 600_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    sequence: { shuffle: false, sequencer: FixedOrder },
    reporters: ['default'],
    // The in-process platforms log one JSON line a request: keep them out of the test output.
    onConsoleLog: (log) => !log.startsWith('{"level"') && !log.includes('@smithy/node-http-handler - [WARN]'),
  },
});
