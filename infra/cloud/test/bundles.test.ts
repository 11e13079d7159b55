import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../routes';
import { BUNDLE_LIMIT_BYTES, BUNDLE_TARGET_BYTES } from '../config/bundling';
import { PAGES_ENTRY, WEB_DIST } from '../config/paths';
import { bundleEntry, measureBundles, type BundleReport } from '../scripts/measure-bundles';

describe('function bundles (minified, as deployed)', () => {
  let reports: BundleReport[];
  beforeAll(async () => {
    reports = await measureBundles();
  }, 240_000);

  it('keeps every function under 1 MB', () => {
    expect(reports.map((r) => r.domain)).toEqual([...domains]);
    const over = reports.filter((r) => r.bytes === undefined || r.bytes > BUNDLE_LIMIT_BYTES);
    expect(over.map((r) => `${r.domain}: ${r.bytes === undefined ? 'no entry' : `${Math.round(r.bytes / 1024)} KB`}`)).toEqual([]);
  });

  it('keeps every function within the 600 KB target', () => {
    const over = reports.filter((r) => (r.bytes ?? Infinity) > BUNDLE_TARGET_BYTES);
    expect(over.map((r) => `${r.domain}: ${Math.round((r.bytes ?? 0) / 1024)} KB`)).toEqual([]);
  });

  it('bundles the SDK clients, at most two a function (jobs three: off the request path, it reads the stream for mail and ended sessions)', () => {
    for (const report of reports) {
      if (report.domain === 'jobs') {
        // The table, SES for the outbox, and the sockets' management API to close those of ended sessions (jobs/table-events.ts).
        expect(report.sdkClients).toEqual(['@aws-sdk/client-apigatewaymanagementapi', '@aws-sdk/client-dynamodb', '@aws-sdk/client-ses']);
        continue;
      }
      expect(report.sdkClients?.length ?? 0, `${report.domain}: ${report.sdkClients?.join(', ')}`).toBeLessThanOrEqual(2);
      expect(report.sdkClients?.length, report.domain).toBeGreaterThan(0);
    }
  });

  it('leaves the S3 client to media, and the signing key to the secrets extension (no Secrets Manager client)', () => {
    const holders = (client: string) => reports.filter((r) => r.sdkClients?.includes(client)).map((r) => r.domain);
    expect(holders('@aws-sdk/client-secrets-manager')).toEqual([]);
    expect(holders('@aws-sdk/client-s3')).toEqual(['media']);
  });

  it('keeps the parts the Lambda bundles replace out of them', () => {
    for (const report of reports) {
      const replaced = ['sanitize-html', 'postcss', '@aws-sdk/nested-clients', '@aws-sdk/credential-provider-node'];
      expect(
        report.packages?.filter((name) => replaced.includes(name)),
        report.domain,
      ).toEqual([]);
    }
  });
});

/** The server render's files a start of the pages function loads: its entry and what that imports, statically. */
function renderStartFiles(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const m of readFileSync(entry, 'utf8').matchAll(/(?:^|[;\n])\s*import\s*(?:[^'"]*?from\s*)?["'](\.[^"']+)["']/g)) {
    renderStartFiles(join(dirname(entry), m[1]), seen);
  }
  return seen;
}

describe('the pages function (minified, as deployed)', () => {
  it('keeps its own bundle within the 600 KB target: the table client alone, no DOM library', async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'dosyt-pages-bundle-'));
    try {
      const report = await bundleEntry(PAGES_ENTRY, outdir);
      expect(report.bytes).toBeLessThanOrEqual(BUNDLE_TARGET_BYTES);
      expect(report.sdkClients).toEqual(['@aws-sdk/client-dynamodb']);
      expect(report.packages?.filter((name) => ['jsdom', 'happy-dom', 'linkedom', 'react', 'react-dom'].includes(name))).toEqual([]);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 120_000);

  const prerender = join(`${WEB_DIST}-render`, 'prerender.js');
  it.skipIf(!existsSync(prerender))('loads under 1 MB of the server render when it starts (the web build’s, copied beside it)', () => {
    const files = [...renderStartFiles(prerender)];
    const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    expect(bytes).toBeLessThanOrEqual(BUNDLE_LIMIT_BYTES);
  });
});
