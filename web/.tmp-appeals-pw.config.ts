// Temporary (appeals work): playwright.config.ts reusing a platform started by hand on E2E_PORT, with its own output folder.
import base from './playwright.config';
import { defineConfig } from '@playwright/test';
export default defineConfig({ ...base, outputDir: '/tmp/appeals-test-results', webServer: { ...base.webServer!, reuseExistingServer: true } as never });
