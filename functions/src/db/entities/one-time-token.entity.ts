import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/** 'two-factor' and 'two-factor-enrol': the sign-in challenges between the password and the code (auth/two-factor). */
export const ONE_TIME_PURPOSES = ['verify-email', 'reset-password', 'two-factor', 'two-factor-enrol'] as const;
export type OneTimePurpose = (typeof ONE_TIME_PURPOSES)[number];

/**
 * A mailed single-use link (e-mail verification, password reset), stored as the
 * SHA-256 of the token. `validUntil` is when the link stops working; the item itself
 * lives a week longer (TTL) so an expired link is told apart from a wrong one.
 */
export const oneTimeTokenEntity = new Entity({
  model: { entity: 'oneTimeToken', version: '1', service: SERVICE },
  attributes: {
    tokenHash: { type: 'string', required: true },
    purpose: { type: ONE_TIME_PURPOSES, required: true },
    userId: { type: 'number', required: true },
    /** Epoch seconds. */
    validUntil: { type: 'number', required: true },
    usedAt: { type: 'string' },
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: { type: 'number', required: true },
    createdAt: { type: 'string', readOnly: true, required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byHash: {
      pk: { field: 'pk', composite: ['purpose', 'tokenHash'], template: 'otp#${purpose}#${tokenHash}' },
      sk: { field: 'sk', composite: [], template: 'otp' },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'], template: 'otp#user#${userId}' },
      sk: { field: 'gsi1sk', composite: ['purpose', 'tokenHash'], template: '${purpose}#${tokenHash}' },
    },
  },
});

export type OneTimeTokenItem = EntityItem<typeof oneTimeTokenEntity>;
