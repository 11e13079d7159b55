import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

export const appealStatusEntity = defineEntity('appealStatus', {
  attributes: {
    id: { type: 'number', required: true },
    title: { type: 'string', required: true },
  },
  indexes: {
    byId: tableKey('status', 'status#${id}'),
  },
});

export type AppealStatusItem = EntityItem<typeof appealStatusEntity>;
