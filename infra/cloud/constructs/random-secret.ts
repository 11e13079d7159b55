import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

/**
 * Random letters and digits that Secrets Manager generates once, at deploy time, so the
 * value is in no template. No fixed name: a destroyed stage's secret waits out its
 * recovery window under its name.
 */
export function randomSecret(
  scope: Construct,
  id: string,
  description: string,
  passwordLength: number,
  options: { includeSpace?: boolean } = {},
): secretsmanager.Secret {
  return new secretsmanager.Secret(scope, id, { description, generateSecretString: { passwordLength, excludePunctuation: true, ...options } });
}
