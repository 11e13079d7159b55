import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey, ttl } from '../entity-schema';

/** Submissions of one client address (hashed) in one hour or day window; expires with the window. */
export const rateLimitEntity = defineEntity('rateLimit', {
  attributes: {
    scope: { type: 'string', required: true },
    window: { type: 'string', required: true },
    count: { type: 'number', required: true, default: 0 },
    expiresAt: ttl,
  },
  indexes: {
    byWindow: tableKey('ratelimit#${scope}', '${window}'),
  },
});

export type RateLimitItem = EntityItem<typeof rateLimitEntity>;
