import { defineConfig, devices } from '@playwright/test';

// Temporary (stats work): the dashboards journey against a platform serving a private build.
export default defineConfig({
  webServer: {
    command: 'node --import tsx --disable-warning=NodeVersionSupportWarning /tmp/e2e-stats/start.mts',
    cwd: '..',
    url: 'http://127.0.0.1:3777/api/health',
    env: { PORT: '3777', E2E_PORT: '3777' },
    timeout: 400_000,
    reuseExistingServer: true,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  testDir: 'e2e',
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://localhost:3777',
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
