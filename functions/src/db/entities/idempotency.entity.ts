import type { EntityItem } from 'electrodb';
import { defineEntity, ttl } from '../entity-schema';

/**
 * A submission's idempotency key -> the appeal it created. Written in the same
 * transaction as the appeal; lives 24 h (TTL). The key keeps its case.
 */
export const idempotencyEntity = defineEntity('idempotency', {
  attributes: {
    key: { type: 'string', required: true },
    appealId: { type: 'number', required: true },
    /** HMAC of the phone under a key derived from the follow-up pepper (submissionFingerprint): a retry must come from the same submission. */
    fingerprint: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    expiresAt: ttl,
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['key'], template: 'idempotency#${key}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'idempotency' },
    },
  },
});

export type IdempotencyItem = EntityItem<typeof idempotencyEntity>;
