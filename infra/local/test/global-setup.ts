import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPlatform } from '../platform';
import { seedContent } from '../seed/content';
import { freePort } from '../free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    platformUrl: string;
    dynamoEndpoint: string;
    mailEndpoint: string;
    jwtPrivateJwk: string;
    logFile: string;
  }
}

/** One in-memory platform, seeded with reference data and the demo accounts, for the whole run. */
export default async function setup(project: TestProject) {
  const logFile = join(mkdtempSync(join(tmpdir(), 'dosyt-test-')), 'app.log');
  process.env.STAGE = 'test';
  // Admins need a second factor here as in the cloud (the seeded demo accounts excepted).
  process.env.REQUIRE_ADMIN_2FA = '1';
  const platform = await startPlatform({
    port: await freePort(),
    dynamoPort: await freePort(),
    mailPort: 0,
    demo: true,
    extraSeed: [seedContent],
    logFile,
    echoLog: false,
  });
  project.provide('platformUrl', platform.url);
  project.provide('dynamoEndpoint', platform.dynamoEndpoint);
  project.provide('mailEndpoint', platform.mailEndpoint);
  project.provide('jwtPrivateJwk', process.env.JWT_PRIVATE_JWK ?? '');
  project.provide('logFile', logFile);
  return () => platform.stop();
}
