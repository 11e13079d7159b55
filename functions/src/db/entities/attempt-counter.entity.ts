import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * A fixed-window counter (failed sign-ins per client address, reset mails per
 * account). `subject` is a hash or an id, never an address or an e-mail in clear.
 */
export const attemptCounterEntity = new Entity({
  model: { entity: 'attemptCounter', version: '1', service: SERVICE },
  attributes: {
    scope: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    /** Start of the window, epoch seconds. */
    window: { type: 'number', required: true },
    count: { type: 'number', required: true, default: 0 },
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    bySubject: {
      pk: { field: 'pk', composite: ['scope', 'subject'], template: 'attempts#${scope}#${subject}' },
      sk: { field: 'sk', composite: ['window'], template: 'window#${window}' },
    },
  },
});

export type AttemptCounterItem = EntityItem<typeof attemptCounterEntity>;
