import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/**
 * A follow-up code -> its appeal. The code itself is never stored: the key is its
 * HMAC-SHA256 with the server's pepper (functions/src/appeals/follow-up-hash.ts).
 * Written in the same transaction as the appeal; an appeal gone answers as an unknown code.
 */
export const followUpEntity = defineEntity('followUp', {
  attributes: {
    codeHash: { type: 'string', required: true },
    appealId: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byCodeHash: tableKey('followup#${codeHash}', 'followup', { casing: 'none' }),
  },
});

export type FollowUpItem = EntityItem<typeof followUpEntity>;
