import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/**
 * One chat message. A conversation is either a region's room ('region#53',
 * key `chat#region#53`) or the direct conversation of two users ('direct#2#3',
 * smaller id first, key `chat#direct#2#3`); messages sort by time inside it
 * (`msg#<iso>#<ulid>`). Keys keep their case: ulids and ISO times are upper-case.
 */
export const chatMessageEntity = defineEntity('chatMessage', {
  attributes: {
    conversation: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    /** Set by the use-case from the server clock, never by the client. */
    createdAt: { type: 'string', required: true, readOnly: true },
    text: { type: 'string', required: true },
    senderId: { type: 'number', required: true },
    senderName: { type: 'string', required: true },
    regionId: { type: 'number', required: true },
    /** The region room the sender wrote from, as the chat message carries it ('region-53'). */
    roomId: { type: 'string', required: true },
    /** Present on direct messages only. */
    toUserId: { type: 'number' },
  },
  indexes: {
    byConversation: tableKey('chat#${conversation}', 'msg#${createdAt}#${id}', { casing: 'none' }),
  },
});

export type ChatMessageItem = EntityItem<typeof chatMessageEntity>;
