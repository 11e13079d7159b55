import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { JwtVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { importJWK, SignJWT, type JWK } from 'jose';
import { normalizeRoles, type Role } from '@dosyt/core/access/roles';
import { awsClientConfig } from './aws';
import { env } from './env';

/** Who is calling, as the access token says. */
export interface Caller {
  userId: number;
  name: string;
  roles: Role[];
  regionId: number | null;
}

interface KeyMaterial {
  privateJwk: JWK & { kid: string };
  publicJwk: JWK & { kid: string; alg: string; use: string };
}

let keyMaterial: Promise<KeyMaterial> | undefined;

/** The ES256 signing key: from the environment locally, from Secrets Manager in the cloud. */
function keys(): Promise<KeyMaterial> {
  keyMaterial ??= (async () => {
    const { JWT_PRIVATE_JWK, JWT_SECRET_ID } = env();
    let raw = JWT_PRIVATE_JWK;
    if (!raw && JWT_SECRET_ID) {
      const client = new SecretsManagerClient(awsClientConfig());
      raw = (await client.send(new GetSecretValueCommand({ SecretId: JWT_SECRET_ID }))).SecretString;
    }
    if (!raw) throw new Error('No JWT signing key configured');
    const privateJwk = JSON.parse(raw) as JWK & { kid: string };
    const { d: _private, ...publicPart } = privateJwk;
    return { privateJwk, publicJwk: { ...publicPart, kid: privateJwk.kid, alg: 'ES256', use: 'sig' } };
  })();
  return keyMaterial;
}

let verifier: Promise<ReturnType<typeof createVerifier>> | undefined;

function createVerifier(publicJwk: KeyMaterial['publicJwk']) {
  const { JWT_ISSUER, JWT_AUDIENCE } = env();
  const v = JwtVerifier.create({ issuer: JWT_ISSUER, audience: JWT_AUDIENCE, jwksUri: `${JWT_ISSUER}/.well-known/jwks.json` });
  // The key is cached up front, so verification never makes a network call.
  v.cacheJwks({ keys: [publicJwk as never] });
  return v;
}

export async function signAccessToken(caller: Caller): Promise<string> {
  const { privateJwk } = await keys();
  const { JWT_ISSUER, JWT_AUDIENCE, ACCESS_TOKEN_MINUTES } = env();
  return new SignJWT({ name: caller.name, roles: caller.roles, regionId: caller.regionId })
    .setProtectedHeader({ alg: 'ES256', kid: privateJwk.kid })
    .setSubject(String(caller.userId))
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_MINUTES}m`)
    .sign(await importJWK(privateJwk, 'ES256'));
}

export type VerifyResult = { caller: Caller } | { error: 'expired' | 'invalid' };

export async function verifyAccessToken(token: string): Promise<VerifyResult> {
  verifier ??= keys().then((k) => createVerifier(k.publicJwk));
  try {
    const payload = await (await verifier).verify(token);
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId < 1) return { error: 'invalid' };
    return {
      caller: {
        userId,
        name: typeof payload.name === 'string' ? payload.name : '',
        roles: normalizeRoles(payload.roles),
        regionId: typeof payload.regionId === 'number' ? payload.regionId : null,
      },
    };
  } catch (error) {
    return { error: error instanceof JwtExpiredError ? 'expired' : 'invalid' };
  }
}

export function resetTokenKeys(): void {
  keyMaterial = undefined;
  verifier = undefined;
}
