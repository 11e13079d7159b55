import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * A submission's idempotency key -> the appeal it created. Written in the same
 * transaction as the appeal; lives 24 h (TTL). The key keeps its case.
 */
export const idempotencyEntity = new Entity({
  model: { entity: 'idempotency', version: '1', service: SERVICE },
  attributes: {
    key: { type: 'string', required: true },
    appealId: { type: 'number', required: true },
    /** sha256 of the phone: a retry must come from the same submission. */
    fingerprint: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    /** Epoch seconds (the table's TTL attribute). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['key'], template: 'idempotency#${key}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'idempotency' },
    },
  },
});

export type IdempotencyItem = EntityItem<typeof idempotencyEntity>;
