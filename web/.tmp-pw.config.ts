import base from './playwright.config';
// Temporary (not for commit): run the journeys against an already running platform.
export default { ...base, webServer: undefined, outputDir: '/tmp/pubsite/test-results', use: { ...base.use, baseURL: process.env.E2E_BASE_URL } };
