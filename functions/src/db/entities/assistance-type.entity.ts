import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/** A kind of help an appeal asks for and an executor provides. Retired types stay for history. */
export const assistanceTypeEntity = defineEntity('assistanceType', {
  attributes: {
    id: { type: 'number', required: true },
    description: { type: 'string', required: true },
    retired: { type: 'boolean', required: true, default: false },
  },
  indexes: {
    byId: tableKey('assistance', 'type#${id}'),
  },
});

export type AssistanceTypeItem = EntityItem<typeof assistanceTypeEntity>;
