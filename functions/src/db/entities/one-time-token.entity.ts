import type { EntityItem } from 'electrodb';
import { createdAt, defineEntity, globalIndex, tableKey, ttl } from '../entity-schema';

/** 'two-factor' and 'two-factor-enrol': the sign-in challenges between the password and the code (auth/two-factor). */
export const ONE_TIME_PURPOSES = ['verify-email', 'reset-password', 'two-factor', 'two-factor-enrol'] as const;
export type OneTimePurpose = (typeof ONE_TIME_PURPOSES)[number];

/**
 * A mailed single-use link (e-mail verification, password reset), stored as the
 * SHA-256 of the token. `validUntil` is when the link stops working; the item itself
 * lives a week longer (TTL) so an expired link is told apart from a wrong one.
 */
export const oneTimeTokenEntity = defineEntity('oneTimeToken', {
  attributes: {
    tokenHash: { type: 'string', required: true },
    purpose: { type: ONE_TIME_PURPOSES, required: true },
    userId: { type: 'number', required: true },
    /** Epoch seconds. */
    validUntil: { type: 'number', required: true },
    usedAt: { type: 'string' },
    /** Codes tried with a sign-in challenge, counted before each is checked (auth/two-factor/checks.ts). */
    codeAttempts: { type: 'number' },
    /** A 'two-factor-enrol' challenge with which the second factor was set up: only it finishes that sign-in. */
    enrolledAt: { type: 'string' },
    expiresAt: ttl,
    createdAt,
  },
  indexes: {
    byHash: tableKey('otp#${purpose}#${tokenHash}', 'otp'),
    byUser: globalIndex('gsi1', 'otp#user#${userId}', '${purpose}#${tokenHash}'),
  },
});

export type OneTimeTokenItem = EntityItem<typeof oneTimeTokenEntity>;

/** What a new link token stores besides the user's id: written alone or in the transaction that creates the account. */
export type NewOneTimeToken = Pick<OneTimeTokenItem, 'tokenHash' | 'purpose' | 'validUntil' | 'expiresAt'>;
