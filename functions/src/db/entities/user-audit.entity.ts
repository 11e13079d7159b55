import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * An admin's (or the person's own) change to an account, in the account's partition.
 * `fields` are changed field NAMES; `before`/`after` hold roles, region and community
 * ids and flags only: never a name, phone or e-mail.
 */
export const userAuditEntity = new Entity({
  model: { entity: 'userAudit', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'number', required: true },
    at: { type: 'string', required: true },
    eventId: { type: 'string', required: true },
    actorId: { type: 'number', required: true },
    action: { type: 'string', required: true },
    fields: { type: 'list', items: { type: 'string' }, required: true },
    before: { type: 'any' },
    after: { type: 'any' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'user#${userId}' },
      sk: { field: 'sk', composite: ['at', 'eventId'], template: 'audit#${at}#${eventId}' },
    },
  },
});

export type UserAuditItem = EntityItem<typeof userAuditEntity>;
