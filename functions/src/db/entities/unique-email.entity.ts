import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/**
 * Guard item that keeps e-mails unique: written in the same transaction as the
 * user, conditional on not existing (the seed writes the same keys).
 */
export const uniqueEmailEntity = defineEntity('uniqueEmail', {
  attributes: {
    email: { type: 'string', required: true },
    userId: { type: 'number', required: true },
  },
  indexes: {
    byEmail: tableKey('unique#email#${email}', 'unique'),
  },
});

export type UniqueEmailItem = EntityItem<typeof uniqueEmailEntity>;
