import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * A message between the person (through /status and their follow-up code) and the
 * staff, in the appeal's partition so the timeline reads it with the appeal.
 * `text` is plain text (every tag stripped); authorId is 0 for the person.
 */
export const followUpMessageEntity = new Entity({
  model: { entity: 'followUpMessage', version: '1', service: SERVICE },
  attributes: {
    appealId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
    id: { type: 'string', required: true },
    from: { type: ['person', 'staff'] as const, required: true },
    text: { type: 'string', required: true },
    authorId: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byAppeal: {
      pk: { field: 'pk', composite: ['appealId'], template: 'appeal#${appealId}' },
      sk: { field: 'sk', composite: ['id'], template: 'message#${id}' },
    },
  },
});

export type FollowUpMessageItem = EntityItem<typeof followUpMessageEntity>;
