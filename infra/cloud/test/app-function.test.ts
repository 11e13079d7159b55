import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as logs from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { ESM_REQUIRE_BANNER } from '../config/bundling';
import { REPO_ROOT } from '../config/paths';
import { AppFunction } from '../constructs/app-function';

describe('AppFunction bundling (local esbuild, no Docker, no network)', () => {
  it('bundles one minified ESM file with a linked source map, a require shim and the SDK client inside, with the stand-ins', () => {
    // Prepare
    const app = new App({ builtinCloudFormationValidation: false });
    const stack = new Stack(app, 'Bundle', { env: { region: 'eu-central-1' } });
    const fn = new AppFunction(stack, 'Sdk', {
      entry: join(REPO_ROOT, 'infra/cloud/test/fixtures/sdk-handler.ts'),
      logRetention: logs.RetentionDays.ONE_WEEK,
    });

    // Act
    const assembly = app.synth();
    const code = Template.fromStack(stack).toJSON().Resources[stack.getLogicalId(fn.node.defaultChild as never)].Properties.Code;
    const dir = join(assembly.directory, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
    const bundle = readFileSync(join(dir, 'index.mjs'), 'utf8');

    // Assess
    expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
    expect(bundle.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    expect(bundle).toContain('//# sourceMappingURL=index.mjs.map');
    expect(bundle).not.toMatch(/from\s*"@aws-sdk\//);
    expect(bundle).toContain('DynamoDB_20120810');
    expect(bundle).not.toContain('const client = new');
    expect(bundle).not.toMatch(/\\u04[0-9a-f]{2}/i);
    // BUNDLE_ALIASES reached esbuild: the environment-only credentials, not the SDK's chain with its STS client.
    expect(bundle).toContain('No AWS credentials in the environment');
    expect(bundle).not.toContain('fromSSO');
    // BUNDLE_EXTERNALS reached esbuild: the event-stream support is left as an import, not bundled.
    expect(bundle).toContain('"@smithy/core/event-streams"');
    expect(bundle).not.toContain(':exception-type');
    expect(Buffer.byteLength(bundle)).toBeLessThan(600 * 1024);
  }, 120_000);
});
