import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../routes';
import { BUNDLE_LIMIT_BYTES, BUNDLE_TARGET_BYTES } from '../config/bundling';
import { measureBundles, type BundleReport } from '../scripts/measure-bundles';

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
