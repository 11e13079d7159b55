import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * A follow-up code -> its appeal. The code itself is never stored: the key is its
 * HMAC-SHA256 with the server's pepper (functions/src/appeals/follow-up-hash.ts).
 * Written in the same transaction as the appeal; an appeal gone answers as an unknown code.
 */
export const followUpEntity = new Entity({
  model: { entity: 'followUp', version: '1', service: SERVICE },
  attributes: {
    codeHash: { type: 'string', required: true },
    appealId: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byCodeHash: {
      pk: { field: 'pk', composite: ['codeHash'], template: 'followup#${codeHash}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'followup', casing: 'none' },
    },
  },
});

export type FollowUpItem = EntityItem<typeof followUpEntity>;
