import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

export const appealStatusEntity = new Entity({
  model: { entity: 'appealStatus', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'number', required: true },
    title: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: [], template: 'status' },
      sk: { field: 'sk', composite: ['id'], template: 'status#${id}' },
    },
  },
});

export type AppealStatusItem = EntityItem<typeof appealStatusEntity>;
