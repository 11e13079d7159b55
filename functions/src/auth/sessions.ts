import { ulid } from 'ulid';
import { db } from '../db/service';
import type { RefreshTokenItem } from '../db/entities/refresh-token.entity';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { createSignInRecord, endSignInRecord } from '../lib/sign-in-record';
import { isTokenShaped, nowSeconds, randomToken, sha256Hex } from './secrets';

/** However often it is refreshed, a sign-in lasts at most this long; then the person signs in again. */
export const SESSION_MAX_DAYS = 30;
/**
 * A token rotated this recently and presented again is taken for a second tab that
 * refreshed at the same moment (both send the one cookie), not for a stolen copy.
 */
export const REUSE_GRACE_SECONDS = 10;

export interface IssuedRefreshToken {
  token: string;
  maxAgeSeconds: number;
  /** The sign-in (family) it belongs to: access tokens carry it as `sid`. */
  familyId: string;
}

function newToken(userId: number, familyId: string, familyExpiresAt: number) {
  const token = randomToken();
  const now = nowSeconds();
  const expiresAt = Math.min(now + env().REFRESH_TOKEN_DAYS * 86_400, familyExpiresAt);
  const item = { tokenHash: sha256Hex(token), userId, familyId, status: 'active' as const, familyExpiresAt, expiresAt };
  return { item, issued: { token, maxAgeSeconds: expiresAt - now, familyId } };
}

/** A new family: one per sign-in, with its record (lib/sign-in-record.ts) under the account's current session epoch. */
export async function startSession(userId: number, epoch: number): Promise<IssuedRefreshToken> {
  const familyExpiresAt = nowSeconds() + SESSION_MAX_DAYS * 86_400;
  const { item, issued } = newToken(userId, ulid(), familyExpiresAt);
  await createSignInRecord({ familyId: item.familyId, userId, epoch, expiresAt: familyExpiresAt });
  await db().entities.refreshToken.create(item).go();
  return issued;
}

export async function findRefreshToken(token: string): Promise<RefreshTokenItem | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const { data } = await db()
    .entities.refreshToken.get({ tokenHash: sha256Hex(token) })
    .go();
  return data ?? undefined;
}

export const isExpired = (item: RefreshTokenItem): boolean => Math.min(item.expiresAt, item.familyExpiresAt) <= nowSeconds();

/**
 * Replaces an active token by a new one of the same family, atomically and only if
 * it is still active: of two refreshes racing with one token, exactly one wins.
 */
export async function rotateRefreshToken(current: RefreshTokenItem): Promise<IssuedRefreshToken | 'lost-race'> {
  const { item, issued } = newToken(current.userId, current.familyId, current.familyExpiresAt);
  const result = await db()
    .transaction.write(({ refreshToken }) => [
      refreshToken
        .patch({ tokenHash: current.tokenHash })
        .set({ status: 'rotated', rotatedAt: new Date().toISOString() })
        .where(({ status }, { eq }) => eq(status, 'active'))
        .commit(),
      refreshToken.create(item).commit(),
    ])
    .go();
  return result.canceled ? 'lost-race' : issued;
}

/** Rotated within the grace period: see REUSE_GRACE_SECONDS. */
export const rotatedJustNow = (item: RefreshTokenItem): boolean =>
  item.status === 'rotated' && item.rotatedAt !== undefined && Date.now() - Date.parse(item.rotatedAt) <= REUSE_GRACE_SECONDS * 1000;

/** One more active token of the family, for the tab that lost a simultaneous refresh. */
export async function issueInFamily(current: RefreshTokenItem): Promise<IssuedRefreshToken> {
  const { item, issued } = newToken(current.userId, current.familyId, current.familyExpiresAt);
  await db().entities.refreshToken.create(item).go();
  return issued;
}

/**
 * Every token not yet revoked, the rotated ones too: a token rotated seconds ago
 * would otherwise pass as the second tab of a simultaneous refresh.
 */
async function revoke(tokens: RefreshTokenItem[]): Promise<number> {
  const active = tokens.filter((t) => t.status !== 'revoked');
  await Promise.all(
    active.map((t) =>
      db()
        .entities.refreshToken.patch({ tokenHash: t.tokenHash })
        .set({ status: 'revoked' })
        .go()
        .catch((error: Error) => {
          // Already gone (expired and swept): nothing left to revoke.
          if (!/conditional/i.test(error.message)) throw error;
        }),
    ),
  );
  return active.length;
}

/**
 * Ends one sign-in everywhere, for good: its record says ended first (every later
 * refresh reads it), then every token descended from it is revoked.
 */
export async function revokeFamily(userId: number, familyId: string): Promise<void> {
  await endSignInRecord(familyId);
  const { data } = await db().entities.refreshToken.query.byUser({ userId, familyId }).go({ pages: 'all' });
  const revoked = await revoke(data.filter((t) => t.familyId === familyId));
  logger.info('session family revoked', { userId, revoked });
}

/**
 * Ends every sign-in of a person (password changed, access cancelled). The raised
 * session epoch (end-sessions.ts) is what keeps them ended: a sign-in whose record
 * carries an older epoch is never refreshed. The records are ended too, for the log's sake.
 */
export async function revokeAllSessions(userId: number, keep?: string): Promise<void> {
  const { data } = await db().entities.refreshToken.query.byUser({ userId }).go({ pages: 'all' });
  const families = [...new Set(data.map((t) => t.familyId))].filter((f) => f !== keep);
  await Promise.all(families.map((f) => endSignInRecord(f)));
  const revoked = await revoke(data.filter((t) => t.familyId !== keep));
  logger.info('all sessions revoked', { userId, revoked });
}
