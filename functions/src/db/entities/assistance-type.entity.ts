import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/** A kind of help an appeal asks for and an executor provides. Retired types stay for history. */
export const assistanceTypeEntity = new Entity({
  model: { entity: 'assistanceType', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'number', required: true },
    description: { type: 'string', required: true },
    retired: { type: 'boolean', required: true, default: false },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: [], template: 'assistance' },
      sk: { field: 'sk', composite: ['id'], template: 'type#${id}' },
    },
  },
});

export type AssistanceTypeItem = EntityItem<typeof assistanceTypeEntity>;
