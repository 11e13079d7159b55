/**
 * CloudFormation custom resource: the access-token signing key pair, made at
 * deploy time. The private half (an ES256 JWK with kid) goes only into the
 * Secrets Manager secret auth reads; the public half is the resource's
 * `PublicJwk` attribute, which the stack gives the verifying functions. No key
 * material is in the repository or in any template.
 *
 * Create: a new pair, unless the secret already holds one (a stack re-created
 * around a kept secret). Update: the same key, unless `Generation` changed
 * (rotation: docs/operations.md). Delete: nothing (the secret goes with the stack).
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { respond as send, type CustomResourceEvent } from './response';

export type KeyPairEvent = CustomResourceEvent<{ SecretId: string; Generation: string }>;

export interface PrivateJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
  kid: string;
}

/** A fresh ES256 key pair as a private JWK with a random kid. */
export function generatePrivateJwk(): PrivateJwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as Omit<PrivateJwk, 'kid'>;
  return { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d, kid: randomUUID() };
}

/** The public half: what every verifying function may know. */
export function publicJwkOf(jwk: PrivateJwk): string {
  return JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, kid: jwk.kid, alg: 'ES256', use: 'sig' });
}

/** The secret's value as a private JWK, or undefined when it is not one (the '{}' the stack creates it with). */
export function parsePrivateJwk(value: string | undefined): PrivateJwk | undefined {
  try {
    const jwk = JSON.parse(value ?? '') as Partial<PrivateJwk>;
    return jwk.kty === 'EC' && jwk.crv === 'P-256' && jwk.x && jwk.y && jwk.d && jwk.kid ? (jwk as PrivateJwk) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether this event must make a new pair, given what the secret holds now. */
export function needsNewKey(event: KeyPairEvent, current: PrivateJwk | undefined): boolean {
  if (!current) return true;
  return event.RequestType === 'Update' && event.OldResourceProperties?.Generation !== event.ResourceProperties.Generation;
}

export interface SecretStore {
  get(secretId: string): Promise<string | undefined>;
  put(secretId: string, value: string): Promise<void>;
}

/** The work of one Create or Update: the key to publish, made and stored if needed. */
export async function ensureKeyPair(event: KeyPairEvent, store: SecretStore): Promise<{ publicJwk: string; kid: string }> {
  const secretId = event.ResourceProperties.SecretId;
  let jwk = parsePrivateJwk(await store.get(secretId));
  if (needsNewKey(event, jwk)) {
    jwk = generatePrivateJwk();
    await store.put(secretId, JSON.stringify(jwk));
  }
  return { publicJwk: publicJwkOf(jwk!), kid: jwk!.kid };
}

const secretsManager = (): SecretStore => {
  const client = new SecretsManagerClient({});
  return {
    get: async (secretId) => (await client.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString,
    put: async (secretId, value) => {
      await client.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: value }));
    },
  };
};

function respond(event: KeyPairEvent, status: 'SUCCESS' | 'FAILED', reason: string, data?: Record<string, string>): Promise<void> {
  const physicalResourceId = event.PhysicalResourceId ?? `${event.LogicalResourceId}-${event.ResourceProperties.SecretId.split(':').pop()}`;
  return send(event, { status, reason, physicalResourceId, data });
}

/** The Lambda entry. */
export const handler = (event: KeyPairEvent): Promise<void> => run(event, secretsManager());

export async function run(event: KeyPairEvent, store: SecretStore): Promise<void> {
  try {
    if (event.RequestType === 'Delete') return await respond(event, 'SUCCESS', 'Nothing to delete: the secret goes with the stack');
    const { publicJwk, kid } = await ensureKeyPair(event, store);
    // Only the public key and its id in the log and the answer.
    console.log(JSON.stringify({ message: 'signing key ready', kid }));
    await respond(event, 'SUCCESS', 'ok', { PublicJwk: publicJwk, Kid: kid });
  } catch (error) {
    console.error(JSON.stringify({ message: 'signing key failed', errorName: (error as Error).name }));
    await respond(event, 'FAILED', `Signing key: ${(error as Error).name}: ${(error as Error).message}`.slice(0, 500));
  }
}
