import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/** Submissions of one client address (hashed) in one hour or day window; expires with the window. */
export const rateLimitEntity = new Entity({
  model: { entity: 'rateLimit', version: '1', service: SERVICE },
  attributes: {
    scope: { type: 'string', required: true },
    window: { type: 'string', required: true },
    count: { type: 'number', required: true, default: 0 },
    /** Epoch seconds (the table's TTL attribute). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byWindow: {
      pk: { field: 'pk', composite: ['scope'], template: 'ratelimit#${scope}' },
      sk: { field: 'sk', composite: ['window'], template: '${window}' },
    },
  },
});

export type RateLimitItem = EntityItem<typeof rateLimitEntity>;
