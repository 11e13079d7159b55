// Temporary (appeals work): same as playwright.config.ts but reuses a platform started by hand on E2E_PORT.
import base from './playwright.config';
import { defineConfig } from '@playwright/test';
export default defineConfig({ ...base, webServer: { ...base.webServer!, reuseExistingServer: true } as never });
