import type { EntityItem } from 'electrodb';
import { auditFact, defineEntity, paddedId, tableKey } from '../entity-schema';

/** Who changed what and when in an appeal (an audit fact), in the appeal's partition. */
export const auditEventEntity = defineEntity('auditEvent', {
  attributes: {
    appealId: paddedId,
    ...auditFact,
    assignmentId: { type: 'number' },
  },
  indexes: {
    byAppeal: tableKey('appeal#${appealId}', 'event#${at}#${eventId}'),
  },
});

export type AuditEventItem = EntityItem<typeof auditEventEntity>;
