// Scratch config (accounts e2e author): reuses a platform already running at E2E_PORT. Deleted after use.
import base from './playwright.config';
export default { ...base, webServer: undefined };
