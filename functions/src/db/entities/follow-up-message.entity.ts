import type { EntityItem } from 'electrodb';
import { defineEntity, paddedId, tableKey } from '../entity-schema';

/**
 * A message between the person (through /status and their follow-up code) and the
 * staff, in the appeal's partition so the timeline reads it with the appeal.
 * `text` is plain text (every tag stripped); authorId is 0 for the person.
 */
export const followUpMessageEntity = defineEntity('followUpMessage', {
  attributes: {
    appealId: paddedId,
    id: { type: 'string', required: true },
    from: { type: ['person', 'staff'] as const, required: true },
    text: { type: 'string', required: true },
    authorId: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byAppeal: tableKey('appeal#${appealId}', 'message#${id}'),
  },
});

export type FollowUpMessageItem = EntityItem<typeof followUpMessageEntity>;
