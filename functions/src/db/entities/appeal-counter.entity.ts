import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/**
 * Appeals and duplicates of one region, raised inside the create transaction. The
 * all-regions count is the sum over regions, so no single counter takes every write.
 */
export const appealCounterEntity = defineEntity('appealCounter', {
  attributes: {
    regionId: { type: 'number', required: true },
    appeals: { type: 'number', required: true, default: 0 },
    duplicates: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byRegion: tableKey('appealcount#region#${regionId}', 'count'),
  },
});

export type AppealCounterItem = EntityItem<typeof appealCounterEntity>;
