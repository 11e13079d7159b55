import { argon2id, argon2Verify } from 'hash-wasm';
import { randomBytes } from 'node:crypto';

/**
 * Argon2id at the OWASP Password Storage Cheat Sheet's first recommended
 * setting: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
 * hash-wasm is WebAssembly: no native build, same code on x86 and arm64 Lambdas.
 */
export const ARGON2_PARAMS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2_PARAMS, password, salt: randomBytes(16), outputType: 'encoded' });
}

export function verifyPassword(password: string, encoded: string): Promise<boolean> {
  return argon2Verify({ password, hash: encoded }).catch(() => false);
}
