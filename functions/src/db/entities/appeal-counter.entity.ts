import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * Appeals and duplicates of one region, raised inside the create transaction. The
 * all-regions count is the sum over regions, so no single counter takes every write.
 */
export const appealCounterEntity = new Entity({
  model: { entity: 'appealCounter', version: '1', service: SERVICE },
  attributes: {
    regionId: { type: 'number', required: true },
    appeals: { type: 'number', required: true, default: 0 },
    duplicates: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byRegion: {
      pk: { field: 'pk', composite: ['regionId'], template: 'appealcount#region#${regionId}' },
      sk: { field: 'sk', composite: [], template: 'count' },
    },
  },
});

export type AppealCounterItem = EntityItem<typeof appealCounterEntity>;
