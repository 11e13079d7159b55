import type { Stack } from 'aws-cdk-lib';

/** cdk-nag findings of the API stack that are accepted, each with its reason. */
export function acknowledgeApiFindings(_stack: Stack): void {}
