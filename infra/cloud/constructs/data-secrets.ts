import { CfnOutput, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { randomSecret } from './random-secret';

/** Export names under which the data stack publishes the secrets' ARNs (the api stack imports them). */
export interface DataSecretExports {
  twoFactorKeyArn: string;
  followUpPepperArn: string;
}

/**
 * The secrets the table's contents depend on, kept with the table in the data stack:
 * - the two-factor key: every staff TOTP secret in the table is sealed with it
 *   (functions/src/auth/two-factor/secret-box.ts);
 * - the follow-up pepper: the table keeps each follow-up code only as an HMAC with it
 *   (functions/src/appeals/follow-up-hash.ts).
 * Lose either and the data it guards is useless (staff must re-enrol, every code
 * already given out stops working). So both are generated once by Secrets Manager (no
 * value in any template), retained when their resource or stack goes, and outlive
 * `npm run destroy` of the stateless stacks like the table does.
 */
export class DataSecrets extends Construct {
  readonly twoFactorKey: secretsmanager.Secret;
  readonly followUpPepper: secretsmanager.Secret;
  readonly exports: DataSecretExports;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.twoFactorKey = randomSecret(this, 'TwoFactorKey', 'Dosyt two-factor key: the key material that encrypts staff TOTP secrets (AES-256-GCM).', 64);
    this.followUpPepper = randomSecret(this, 'FollowUpPepper', 'Dosyt follow-up code pepper: mixed into the HMAC the table keeps instead of each code.', 48);
    for (const secret of [this.twoFactorKey, this.followUpPepper]) secret.applyRemovalPolicy(RemovalPolicy.RETAIN);

    Validations.of(this.twoFactorKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Every enrolled TOTP secret is sealed with this key: a rotation function would leave them unreadable and lock ' +
        'staff out. It is generated at creation, read only by the auth and users functions, and kept with the table.',
    });
    Validations.of(this.followUpPepper).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the follow-up pepper would orphan every follow-up code already given to people (the table keeps only ' +
        'HMACs made with it); it is generated at creation, read only by the appeals function, and kept with the table.',
    });

    const stackName = Stack.of(this).stackName;
    this.exports = { twoFactorKeyArn: `${stackName}-TwoFactorKeyArn`, followUpPepperArn: `${stackName}-FollowUpPepperArn` };
    new CfnOutput(scope, 'TwoFactorKeyArn', { value: this.twoFactorKey.secretArn, exportName: this.exports.twoFactorKeyArn });
    new CfnOutput(scope, 'FollowUpPepperArn', { value: this.followUpPepper.secretArn, exportName: this.exports.followUpPepperArn });
  }
}
