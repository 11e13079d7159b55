import { defineConfig, devices } from '@playwright/test';

import { E2E_PORTS } from './e2e/support/ports';

// Workers that read the table directly use the SDK on the machine's Node; its future-Node notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * An origin started elsewhere (`npm run rehearse` runs these journeys against the synthesised
 * cloud stage): no platform of our own, the origin's HTTPS certificate is a local one.
 */
const external = process.env.E2E_BASE_URL;

/**
 * Browser journeys against the whole platform started as `npm start` does,
 * in memory, on ports of its own (the SPA must be built: `npm test` builds it).
 */
export default defineConfig({
  webServer: external
    ? undefined
    : {
        command: 'node --import tsx infra/local/start.ts',
        cwd: '..',
        url: `http://127.0.0.1:${E2E_PORTS.app}/api/health`,
        env: {
          PORT: String(E2E_PORTS.app),
          DYNAMODB_PORT: String(E2E_PORTS.dynamodb),
          MAIL_PORT: String(E2E_PORTS.mail),
          IN_MEMORY: '1',
          DEMO_APPEALS: '0',
          // Admins need a second factor as in the cloud; the demo accounts the journeys use are exempt.
          REQUIRE_ADMIN_2FA: '1',
        },
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
  testDir: 'e2e',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: external ?? `http://localhost:${E2E_PORTS.app}`,
    ignoreHTTPSErrors: Boolean(external),
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium: `playwright install` is never run on these machines.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
