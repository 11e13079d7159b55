import type { EntityItem } from 'electrodb';
import { defineEntity, globalIndex, tableKey } from '../entity-schema';

/** A first-level unit (oblast, city with special status, АР Крим); id is its KATOTTG number. */
export const regionEntity = defineEntity('region', {
  attributes: {
    id: { type: 'number', required: true },
    region_id: { type: 'string', required: true },
    region: { type: 'string', required: true },
    population: { type: 'number' },
    area: { type: 'number' },
    active: { type: 'boolean', required: true, default: true },
  },
  indexes: {
    byId: tableKey('region#${id}', 'region'),
    all: globalIndex('gsi1', 'regions', 'region#${id}'),
  },
});

export type RegionItem = EntityItem<typeof regionEntity>;
