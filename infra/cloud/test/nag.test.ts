import { Annotations, Match } from 'aws-cdk-lib/assertions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildApp, synthApp } from './synth';

describe('cdk-nag AwsSolutions checks', () => {
  it.each([
    ['dev (CloudFront domain, with a SPA build)', { withWebBuild: true }],
    ['prod (custom domain and certificate)', { stageName: 'prod' }],
  ])(
    'leave no unacknowledged finding and no error annotation: %s',
    (_, options) => {
      // Act: synthesis itself fails on an unacknowledged cdk-nag error
      const { app, stacks } = synthApp(options);

      // Assess: warnings count too
      const report = new AwsSolutionsChecks().validateScope(app);
      expect(report.violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
      for (const stack of Object.values(stacks)) {
        expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
      }
    },
    240_000,
  );

  it('fails the synth when a finding is not acknowledged', () => {
    // Prepare: the app plus a queue that accepts plain-HTTP requests
    const { app, stacks } = buildApp();
    new sqs.Queue(stacks.api, 'Unacknowledged', { enforceSSL: false, encryption: sqs.QueueEncryption.SQS_MANAGED });

    // Act + Assess
    expect(() => app.synth()).toThrow(/AwsSolutions-SQS4/);
  }, 240_000);
});

describe('synth warnings', () => {
  it.each(['dev', 'prod'])(
    'leaves no warning annotation on stage %s (with a SPA build)',
    (stageName) => {
      const { stacks } = synthApp({ stageName, withWebBuild: true });
      for (const stack of Object.values(stacks)) {
        expect(
          Annotations.fromStack(stack)
            .findWarning('*', Match.anyValue())
            .map((w) => `${w.id}: ${String(w.entry.data)}`),
        ).toEqual([]);
      }
    },
    240_000,
  );
});
