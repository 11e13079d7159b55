import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/**
 * Per-user chat counters, kept up to date in the same transaction as each
 * message, so the user list's counts are one Query whatever the history size.
 * Scopes: 'region#<id>' (messages a user wrote in the region room) and
 * 'inbox#<userId>' (direct messages each sender wrote to that user; the user's
 * own entry counts the direct messages they sent).
 */
export const chatStatEntity = defineEntity('chatStat', {
  attributes: {
    scope: { type: 'string', required: true, readOnly: true },
    userId: { type: 'number', required: true, readOnly: true },
    // No default: an upsert ADDs to it, and a default would SET the same path in that update.
    count: { type: 'number' },
    lastTimeDate: { type: 'string', required: true },
  },
  indexes: {
    byScope: tableKey('chat#stats#${scope}', 'user#${userId}', { casing: 'none' }),
  },
});

export type ChatStatItem = EntityItem<typeof chatStatEntity>;
