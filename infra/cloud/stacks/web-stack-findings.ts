import type { Stack } from 'aws-cdk-lib';

/** cdk-nag findings of the web stack that are accepted, each with its reason. */
export function acknowledgeWebFindings(_stack: Stack, _options: { customDomain: boolean }): void {}
