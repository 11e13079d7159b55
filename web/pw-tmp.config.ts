import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: 'e2e', testMatch: 'smoke.spec.ts', workers: 1, outputDir: '/tmp/pw-tmp-results', use: { baseURL: 'http://localhost:4173', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] } } });
