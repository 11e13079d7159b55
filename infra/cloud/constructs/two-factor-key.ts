import * as iam from 'aws-cdk-lib/aws-iam';
import type { AppFunction } from './app-function';

/**
 * A secret of the data stack (constructs/data-secrets.ts) as the api stack sees it: its
 * ARN, imported through the data stack's export. The functions that need it read it
 * through the secrets extension at run time, so its value never appears in a template
 * or an environment; `grantReading` gives one function GetSecretValue on that one
 * secret and the variable naming it.
 */
export class ImportedSecret {
  constructor(
    readonly secretArn: string,
    private readonly variable: string,
  ) {}

  grantReading(fn: AppFunction): void {
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.secretArn] }));
    fn.addEnvironment(this.variable, this.secretArn);
  }
}

/** The key that encrypts staff TOTP secrets at rest (functions/src/auth/two-factor/secret-box.ts): TWO_FACTOR_SECRET_ID. */
export class TwoFactorKey extends ImportedSecret {
  constructor(secretArn: string) {
    super(secretArn, 'TWO_FACTOR_SECRET_ID');
  }
}

/** The pepper of follow-up code hashes (functions/src/appeals/follow-up-hash.ts): FOLLOW_UP_PEPPER_SECRET_ID. */
export class FollowUpPepper extends ImportedSecret {
  constructor(secretArn: string) {
    super(secretArn, 'FOLLOW_UP_PEPPER_SECRET_ID');
  }
}
