import * as iam from 'aws-cdk-lib/aws-iam';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { AppFunction } from './app-function';
import { randomSecret } from './random-secret';

/**
 * The key that encrypts staff TOTP secrets at rest (functions/src/auth/two-factor/secret-box.ts):
 * random text Secrets Manager generates once, kept in the same store as the signing key.
 * The functions derive the AES-256 key from it (HKDF) and read it through the secrets
 * extension at run time, so its value never appears in the template or an environment.
 */
export class TwoFactorKey extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = randomSecret(this, 'Secret', 'Dosyt two-factor key: the key material that encrypts staff TOTP secrets (AES-256-GCM).', 64);
  }

  /** Lets `fn` read the key through the secrets extension (TWO_FACTOR_SECRET_ID). */
  grantReading(fn: AppFunction): void {
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.secret.secretArn] }));
    fn.addEnvironment('TWO_FACTOR_SECRET_ID', this.secret.secretArn);
  }
}
