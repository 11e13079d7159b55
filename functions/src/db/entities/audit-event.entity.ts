import type { EntityItem } from 'electrodb';
import { defineEntity, paddedId, tableKey } from '../entity-schema';

/**
 * Who changed what and when, in the appeal's partition. `before`/`after` hold ids,
 * statuses and changed field NAMES only: never a name, phone, description or comment.
 * actorId 0 is the public form or the system.
 */
export const auditEventEntity = defineEntity('auditEvent', {
  attributes: {
    appealId: paddedId,
    eventId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    actorId: { type: 'number', required: true },
    action: { type: 'string', required: true },
    assignmentId: { type: 'number' },
    before: { type: 'any' },
    after: { type: 'any' },
  },
  indexes: {
    byAppeal: tableKey('appeal#${appealId}', 'event#${at}#${eventId}'),
  },
});

export type AuditEventItem = EntityItem<typeof auditEventEntity>;
