import { JwtVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { importJWK, SignJWT, type JWK } from 'jose';
import { normalizeRoles, type Role } from '@dosyt/core/access/roles';
import { env } from './env';

/** Who is calling, as the access token says. */
export interface Caller {
  userId: number;
  name: string;
  roles: Role[];
  regionId: number | null;
}

type PrivateJwk = JWK & { kid: string };
type PublicJwk = JWK & { kid: string; alg: string; use: string };

/**
 * Where the private signing key (an ES256 JWK as JSON) comes from. Locally and in
 * tests: JWT_PRIVATE_JWK. The auth function, the only one that signs in the cloud,
 * points this at its Secrets Manager secret (auth/signing-key.ts), so no other
 * function can read the private key.
 */
export type SigningKeySource = () => Promise<string | undefined>;

interface SigningKey {
  kid: string;
  key: Awaited<ReturnType<typeof importJWK>>;
}

let signingKeySource: SigningKeySource = async () => env().JWT_PRIVATE_JWK;
let privateKey: Promise<PrivateJwk> | undefined;
let signingKey: Promise<SigningKey> | undefined;
let verifier: Promise<ReturnType<typeof createVerifier>> | undefined;

export function useSigningKeySource(source: SigningKeySource): void {
  signingKeySource = source;
  resetTokenKeys();
}

function privateJwk(): Promise<PrivateJwk> {
  privateKey ??= signingKeySource()
    .then((raw) => {
      if (!raw) throw new Error('No JWT signing key configured');
      return JSON.parse(raw) as PrivateJwk;
    })
    .catch((error: unknown) => {
      // A key put after a failed read (or a passing outage) is picked up by the next call.
      privateKey = undefined;
      throw error;
    });
  return privateKey;
}

function publicPart(jwk: PrivateJwk): PublicJwk {
  const { d: _private, ...rest } = jwk;
  return { ...rest, kid: jwk.kid, alg: 'ES256', use: 'sig' };
}

/** JWT_PUBLIC_JWK, checked: a private key there would be a leak, not a configuration. */
function configuredPublicJwk(): PublicJwk | undefined {
  const raw = env().JWT_PUBLIC_JWK;
  if (!raw) return undefined;
  const jwk = JSON.parse(raw) as PrivateJwk;
  if ('d' in jwk) throw new Error('JWT_PUBLIC_JWK holds a private key');
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y || !jwk.kid) throw new Error('JWT_PUBLIC_JWK is not an ES256 public JWK with a kid');
  return { ...jwk, alg: 'ES256', use: 'sig' };
}

/** Verifying needs only the public key: from JWT_PUBLIC_JWK in the cloud, else derived from the private one. */
async function verificationJwk(): Promise<PublicJwk> {
  return configuredPublicJwk() ?? publicPart(await privateJwk());
}

function createVerifier(publicJwk: PublicJwk) {
  const { JWT_ISSUER, JWT_AUDIENCE } = env();
  const v = JwtVerifier.create({ issuer: JWT_ISSUER, audience: JWT_AUDIENCE, jwksUri: `${JWT_ISSUER}/.well-known/jwks.json` });
  // The key is cached up front, so verification never makes a network call.
  v.cacheJwks({ keys: [publicJwk as never] });
  return v;
}

/** The imported signing key, checked once against JWT_PUBLIC_JWK and kept for the instance's life. */
function loadSigningKey(): Promise<SigningKey> {
  signingKey ??= privateJwk()
    .then(async (jwk) => {
      // A public key that does not match would make every other function refuse the token: fail at sign-in instead.
      const published = configuredPublicJwk();
      if (published && (published.x !== jwk.x || published.y !== jwk.y || published.kid !== jwk.kid)) {
        throw new Error('JWT_PUBLIC_JWK does not match the signing key');
      }
      return { kid: jwk.kid, key: await importJWK(jwk, 'ES256') };
    })
    .catch((error: unknown) => {
      signingKey = undefined;
      throw error;
    });
  return signingKey;
}

/**
 * Which sign-in a token belongs to (lib/session-epoch.ts): the account's session epoch
 * when it was issued, and the sign-in (refresh family) id. Absent claims read as epoch 0.
 */
export interface SessionClaims {
  epoch: number;
  sid?: string;
}

export async function signAccessToken(caller: Caller, session?: SessionClaims): Promise<string> {
  const { kid, key } = await loadSigningKey();
  const { JWT_ISSUER, JWT_AUDIENCE, ACCESS_TOKEN_MINUTES } = env();
  const claims = session ? { sep: session.epoch, ...(session.sid ? { sid: session.sid } : {}) } : {};
  return new SignJWT({ name: caller.name, roles: caller.roles, regionId: caller.regionId, ...claims })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setSubject(String(caller.userId))
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_MINUTES}m`)
    .sign(key);
}

export type VerifyResult = { caller: Caller; session: SessionClaims } | { error: 'expired' | 'invalid' | 'ended' };

export async function verifyAccessToken(token: string): Promise<VerifyResult> {
  verifier ??= verificationJwk()
    .then(createVerifier)
    .catch((error: unknown) => {
      verifier = undefined;
      throw error;
    });
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
      session: {
        epoch: typeof payload.sep === 'number' ? payload.sep : 0,
        ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
      },
    };
  } catch (error) {
    return { error: error instanceof JwtExpiredError ? 'expired' : 'invalid' };
  }
}

export function resetTokenKeys(): void {
  privateKey = undefined;
  signingKey = undefined;
  verifier = undefined;
}
