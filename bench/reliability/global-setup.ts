import { existsSync, mkdirSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import setupPlatform from '../../infra/local/test/global-setup';
import { FINDINGS_DIR, writeReliabilityReport } from './report';

/**
 * The integration suites' platform (in memory, demo accounts, public content) for
 * the fuzzing (through a gateway in its own process), load and access suites, and
 * at the end of the run the report assembled from each file's findings. The fault
 * suite starts a platform of its own.
 */
export default async function setup(project: TestProject) {
  if (existsSync(FINDINGS_DIR)) rmSync(FINDINGS_DIR, { recursive: true, force: true });
  mkdirSync(FINDINGS_DIR, { recursive: true });
  const started = Date.now();
  const stop = await setupPlatform(project);
  return async () => {
    await stop();
    writeReliabilityReport({ seconds: Math.round((Date.now() - started) / 1000), quick: process.env.RELIABILITY_QUICK === '1' });
  };
}
