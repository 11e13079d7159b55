import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey, ttl } from '../entity-schema';

/**
 * A fixed-window counter (failed sign-ins per client address, reset mails per
 * account). `subject` is a hash or an id, never an address or an e-mail in clear.
 */
export const attemptCounterEntity = defineEntity('attemptCounter', {
  attributes: {
    scope: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    /** Start of the window, epoch seconds. */
    window: { type: 'number', required: true },
    count: { type: 'number', required: true, default: 0 },
    expiresAt: ttl,
  },
  indexes: {
    bySubject: tableKey('attempts#${scope}#${subject}', 'window#${window}'),
  },
});

export type AttemptCounterItem = EntityItem<typeof attemptCounterEntity>;
