import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/** A first-level unit (oblast, city with special status, АР Крим); id is its KATOTTG number. */
export const regionEntity = new Entity({
  model: { entity: 'region', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'number', required: true },
    region_id: { type: 'string', required: true },
    region: { type: 'string', required: true },
    population: { type: 'number' },
    area: { type: 'number' },
    active: { type: 'boolean', required: true, default: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'], template: 'region#${id}' },
      sk: { field: 'sk', composite: [], template: 'region' },
    },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'regions' },
      sk: { field: 'gsi1sk', composite: ['id'], template: 'region#${id}' },
    },
  },
});

export type RegionItem = EntityItem<typeof regionEntity>;
