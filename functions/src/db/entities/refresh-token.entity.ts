import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * One refresh token of a sign-in session. Only the SHA-256 of the token is stored.
 * Every refresh rotates it: the old one becomes 'rotated' and stays until it expires,
 * so presenting it again (after a few seconds' grace for simultaneous refreshes)
 * is recognised as reuse and revokes the whole family (every token of the sign-in).
 */
export const refreshTokenEntity = new Entity({
  model: { entity: 'refreshToken', version: '1', service: SERVICE },
  attributes: {
    tokenHash: { type: 'string', required: true },
    userId: { type: 'number', required: true },
    familyId: { type: 'string', required: true },
    status: { type: ['active', 'rotated', 'revoked'] as const, required: true, default: 'active' },
    /** Epoch seconds: no token of the family outlives this, however often it is rotated. */
    familyExpiresAt: { type: 'number', required: true },
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: { type: 'number', required: true },
    createdAt: { type: 'string', readOnly: true, required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
    rotatedAt: { type: 'string' },
  },
  indexes: {
    byHash: {
      pk: { field: 'pk', composite: ['tokenHash'], template: 'refresh#${tokenHash}' },
      sk: { field: 'sk', composite: [], template: 'refresh' },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'], template: 'refresh#user#${userId}' },
      sk: { field: 'gsi1sk', composite: ['familyId', 'tokenHash'], template: '${familyId}#${tokenHash}' },
    },
  },
});

export type RefreshTokenItem = EntityItem<typeof refreshTokenEntity>;
