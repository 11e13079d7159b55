import { exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from './env';
import { resetTokenKeys, signAccessToken, useSigningKeySource, verifyAccessToken } from './tokens';

const caller = { userId: 7, name: 'Марта', roles: ['USER' as const], regionId: 53 };

async function keyPair(kid: string) {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid };
  const { d: _d, ...publicJwk } = privateJwk;
  return { privateJwk: JSON.stringify(privateJwk), publicJwk: JSON.stringify(publicJwk) };
}

/** Runs `act` with the environment changed, then puts it back. */
async function withEnv<T>(vars: Record<string, string | undefined>, act: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
    resetTokenKeys();
  };
  apply(vars);
  try {
    return await act();
  } finally {
    apply(saved);
  }
}

afterEach(() => useSigningKeySource(async () => process.env.JWT_PRIVATE_JWK));

describe('access tokens: signed by auth only, verified with the public key', () => {
  it('verifies with JWT_PUBLIC_JWK alone, as every function but auth does in the cloud', async () => {
    // Prepare
    const keys = await keyPair('k1');
    const token = await withEnv({ JWT_PRIVATE_JWK: keys.privateJwk, JWT_PUBLIC_JWK: keys.publicJwk }, () =>
      signAccessToken(caller, { epoch: 3, sid: 'sign-in-1' }),
    );

    // Act
    const verified = await withEnv({ JWT_PRIVATE_JWK: undefined, JWT_PUBLIC_JWK: keys.publicJwk }, () => verifyAccessToken(token));

    // Assess: the session claims come back for the account check (lib/session-epoch.ts)
    expect(verified).toEqual({ caller, session: { epoch: 3, sid: 'sign-in-1' } });
  });

  it('refuses a token signed with another key', async () => {
    // Prepare
    const [mine, theirs] = [await keyPair('k1'), await keyPair('k1')];
    const forged = await withEnv({ JWT_PRIVATE_JWK: theirs.privateJwk, JWT_PUBLIC_JWK: undefined }, () => signAccessToken(caller));

    // Act
    const verified = await withEnv({ JWT_PRIVATE_JWK: undefined, JWT_PUBLIC_JWK: mine.publicJwk }, () => verifyAccessToken(forged));

    // Assess
    expect(verified).toEqual({ error: 'invalid' });
  });

  it('will not treat a private key given as the public one as configuration', async () => {
    // Prepare
    const keys = await keyPair('k1');
    const token = await withEnv({ JWT_PRIVATE_JWK: keys.privateJwk, JWT_PUBLIC_JWK: undefined }, () => signAccessToken(caller));

    // Act
    const verified = await withEnv({ JWT_PRIVATE_JWK: undefined, JWT_PUBLIC_JWK: keys.privateJwk }, () => verifyAccessToken(token));

    // Assess
    expect(verified).toEqual({ error: 'invalid' });
  });

  it('fails at sign-in when the published public key does not match the signing key', async () => {
    // Prepare
    const [signing, published] = [await keyPair('k1'), await keyPair('k1')];

    // Act
    const signing$ = withEnv({ JWT_PRIVATE_JWK: signing.privateJwk, JWT_PUBLIC_JWK: published.publicJwk }, () => signAccessToken(caller));

    // Assess
    await expect(signing$).rejects.toThrow('JWT_PUBLIC_JWK does not match the signing key');
  });

  it('reads the signing key from the source auth installs, and again after a failed read', async () => {
    // Prepare
    const keys = await keyPair('k2');
    let reads = 0;
    useSigningKeySource(async () => (++reads === 1 ? undefined : keys.privateJwk));

    // Act
    const first = withEnv({ JWT_PRIVATE_JWK: undefined, JWT_PUBLIC_JWK: undefined }, async () => {
      await expect(signAccessToken(caller)).rejects.toThrow('No JWT signing key configured');
      return verifyAccessToken(await signAccessToken(caller));
    });

    // Assess
    expect(await first).toEqual({ caller, session: { epoch: 0 } });
    expect(reads).toBe(2);
  });
});
