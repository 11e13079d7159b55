import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * Guard item that keeps e-mails unique: written in the same transaction as the
 * user, conditional on not existing (the seed writes the same keys).
 */
export const uniqueEmailEntity = new Entity({
  model: { entity: 'uniqueEmail', version: '1', service: SERVICE },
  attributes: {
    email: { type: 'string', required: true },
    userId: { type: 'number', required: true },
  },
  indexes: {
    byEmail: {
      pk: { field: 'pk', composite: ['email'], template: 'unique#email#${email}' },
      sk: { field: 'sk', composite: [], template: 'unique' },
    },
  },
});

export type UniqueEmailItem = EntityItem<typeof uniqueEmailEntity>;
