import type { EntityItem } from 'electrodb';
import { createdAt, defineEntity, globalIndex, tableKey, ttl } from '../entity-schema';

/**
 * One refresh token of a sign-in session. Only the SHA-256 of the token is stored.
 * Every refresh rotates it: the old one becomes 'rotated' and stays until it expires,
 * so presenting it again (after a few seconds' grace for simultaneous refreshes)
 * is recognised as reuse and revokes the whole family (every token of the sign-in).
 */
export const refreshTokenEntity = defineEntity('refreshToken', {
  attributes: {
    tokenHash: { type: 'string', required: true },
    userId: { type: 'number', required: true },
    familyId: { type: 'string', required: true },
    status: { type: ['active', 'rotated', 'revoked'] as const, required: true, default: 'active' },
    /** Epoch seconds: no token of the family outlives this, however often it is rotated. */
    familyExpiresAt: { type: 'number', required: true },
    expiresAt: ttl,
    createdAt,
    rotatedAt: { type: 'string' },
  },
  indexes: {
    byHash: tableKey('refresh#${tokenHash}', 'refresh'),
    byUser: globalIndex('gsi1', 'refresh#user#${userId}', '${familyId}#${tokenHash}'),
  },
});

export type RefreshTokenItem = EntityItem<typeof refreshTokenEntity>;
