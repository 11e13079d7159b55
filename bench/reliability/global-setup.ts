import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import setupPlatform from '../../infra/local/test/global-setup';
import { FINDINGS_DIR, writeReliabilityReport } from './report';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Answers what only the platform's own process can see: prototype pollution, unhandled rejections. */
    probeUrl: string;
  }
}

/**
 * The integration suites' platform (in memory, demo accounts, public content) in
 * this process, a probe next to it, and at the end of the run the report
 * assembled from each file's findings.
 */
export default async function setup(project: TestProject) {
  if (existsSync(FINDINGS_DIR)) rmSync(FINDINGS_DIR, { recursive: true, force: true });
  mkdirSync(FINDINGS_DIR, { recursive: true });
  const started = Date.now();

  // A rejection nobody handles would end this process (and the run) without an answer
  // to the request that caused it: keep the process up, and count them as findings.
  const unhandled: string[] = [];
  const onRejection = (reason: unknown) => {
    unhandled.push(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
  };
  process.on('unhandledRejection', onRejection);
  const baseline = new Set(Object.getOwnPropertyNames(Object.prototype));
  const probe = createServer((_req, res) => {
    const polluted = Object.getOwnPropertyNames(Object.prototype).filter((k) => !baseline.has(k));
    for (const key of polluted) delete (Object.prototype as Record<string, unknown>)[key];
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ polluted, unhandled }));
  });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  project.provide('probeUrl', `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);

  const stop = await setupPlatform(project);
  return async () => {
    await stop();
    probe.close();
    process.off('unhandledRejection', onRejection);
    writeReliabilityReport({ seconds: Math.round((Date.now() - started) / 1000), quick: process.env.RELIABILITY_QUICK === '1' });
  };
}
