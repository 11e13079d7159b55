import type { EntityItem } from 'electrodb';
import { auditFact, defineEntity, tableKey } from '../entity-schema';

/**
 * An admin's (or the person's own) change to an account, in the account's partition.
 * `fields` are changed field NAMES; `before`/`after` hold roles, region and community
 * ids and flags only: never a name, phone or e-mail.
 */
export const userAuditEntity = defineEntity('userAudit', {
  attributes: {
    userId: { type: 'number', required: true },
    ...auditFact,
    fields: { type: 'list', items: { type: 'string' }, required: true },
  },
  indexes: {
    byUser: tableKey('user#${userId}', 'audit#${at}#${eventId}'),
  },
});

export type UserAuditItem = EntityItem<typeof userAuditEntity>;
