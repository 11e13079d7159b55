import { defineConfig } from 'vitest/config';

/**
 * One run for every workspace: pure rules, web units, and the integration
 * suites that run the real handlers against one DynamoDB Local + local SES
 * started for the whole run (infra/local/test/global-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['core/src/**/*.test.ts'], environment: 'node' } },
      {
        extends: './web/vite.config.ts',
        test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/src/**/*.test.ts', 'infra/local/**/*.test.ts', 'infra/routes.test.ts', 'events/**/*.test.ts'],
          globalSetup: ['infra/local/test/global-setup.ts'],
          setupFiles: ['infra/local/test/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      { test: { name: 'cloud', include: ['infra/cloud/**/*.test.ts', 'infra/rehearsal/**/*.test.ts'], testTimeout: 120_000 } },
      { test: { name: 'bench', include: ['bench/lib/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      // Builds the web app privately and weighs its first screens.
      { test: { name: 'weights', include: ['bench/*.test.ts'], testTimeout: 60_000, hookTimeout: 300_000 } },
    ],
  },
});
