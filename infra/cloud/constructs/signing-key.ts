import { CustomResource, Duration, SecretValue } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { SIGNING_KEY_PAIR_ENTRY } from '../config/paths';
import { AppFunction } from './app-function';

export interface SigningKeyProps {
  logRetention: logs.RetentionDays;
  /** Change it to make a new key pair on the next deploy (rotation). */
  generation: string;
  /** @default true */
  bundle?: boolean;
}

/**
 * The access-token signing key, made at deploy time: a secret (created holding
 * '{}') that a custom resource fills with a fresh ES256 private JWK on the
 * first deploy, and whose public half it returns. Only the signer may read the
 * secret; the verifiers get `publicJwk`, a deploy-time value.
 */
export class SigningKey extends Construct {
  readonly secret: secretsmanager.Secret;
  readonly generator: AppFunction;
  /** The public JWK (JSON), from the custom resource. */
  readonly publicJwk: string;
  readonly kid: string;

  constructor(scope: Construct, id: string, props: SigningKeyProps) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'Dosyt access-token signing key: an ES256 private JWK (JSON with kid), made at deploy time.',
      // Not a secret: an empty JSON object the custom resource replaces with the key.
      secretStringValue: SecretValue.unsafePlainText('{}'),
    });
    this.generator = new AppFunction(this, 'Generator', {
      entry: SIGNING_KEY_PAIR_ENTRY,
      description: 'Dosyt: makes the access-token signing key pair at deploy time',
      logRetention: props.logRetention,
      timeout: Duration.seconds(30),
      memorySize: 256,
      bundle: props.bundle,
    });
    this.generator.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
        resources: [this.secret.secretArn],
      }),
    );
    const pair = new CustomResource(this, 'Pair', {
      serviceToken: this.generator.functionArn,
      resourceType: 'Custom::SigningKeyPair',
      properties: { SecretId: this.secret.secretArn, Generation: props.generation },
    });
    pair.node.addDependency(this.generator.role!);
    this.publicJwk = pair.getAttString('PublicJwk');
    this.kid = pair.getAttString('Kid');
  }

  /** Lets `fn` read the private key through the secrets extension (JWT_SECRET_ID). */
  grantSigning(fn: AppFunction): void {
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.secret.secretArn] }));
    fn.addEnvironment('JWT_SECRET_ID', this.secret.secretArn);
  }

  /** Gives `fn` the public key (JWT_PUBLIC_JWK). */
  grantVerifying(fn: AppFunction): void {
    fn.addEnvironment('JWT_PUBLIC_JWK', this.publicJwk);
  }
}
