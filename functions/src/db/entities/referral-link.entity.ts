import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey, ttl } from '../entity-schema';

/**
 * The partner's link to one referral: the token itself is never stored,
 * only its SHA-256 (hex). It works until `validUntil` (epoch seconds, 14 days) and
 * is deleted when the referral reaches a final state or the appeal's personal data
 * are anonymised; an unknown, expired or deleted link answers alike. DynamoDB's TTL
 * sweeps it a day after it stopped working; the code checks the time itself.
 */
export const referralLinkEntity = defineEntity('referralLink', {
  attributes: {
    tokenHash: { type: 'string', required: true },
    appealId: { type: 'number', required: true },
    referralId: { type: 'string', required: true },
    validUntil: { type: 'number', required: true },
    expiresAt: ttl,
  },
  indexes: {
    byHash: tableKey('reflink#${tokenHash}', 'reflink', { casing: 'none' }),
  },
});

export type ReferralLinkItem = EntityItem<typeof referralLinkEntity>;
