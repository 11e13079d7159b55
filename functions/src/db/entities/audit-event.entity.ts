import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * Who changed what and when, in the appeal's partition. `before`/`after` hold ids,
 * statuses and changed field NAMES only: never a name, phone, description or comment.
 * actorId 0 is the public form or the system.
 */
export const auditEventEntity = new Entity({
  model: { entity: 'auditEvent', version: '1', service: SERVICE },
  attributes: {
    appealId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
    eventId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    actorId: { type: 'number', required: true },
    action: { type: 'string', required: true },
    assignmentId: { type: 'number' },
    before: { type: 'any' },
    after: { type: 'any' },
  },
  indexes: {
    byAppeal: {
      pk: { field: 'pk', composite: ['appealId'], template: 'appeal#${appealId}' },
      sk: { field: 'sk', composite: ['at', 'eventId'], template: 'event#${at}#${eventId}' },
    },
  },
});

export type AuditEventItem = EntityItem<typeof auditEventEntity>;
