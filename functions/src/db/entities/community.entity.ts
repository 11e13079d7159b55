import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * A territorial community (громада), keyed by its KATOTTG code. `seq` is its
 * position in the national list, so a page of 15 is one range query.
 */
export const communityEntity = new Entity({
  model: { entity: 'community', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true },
    seq: { type: 'string', required: true },
    name: { type: 'string', required: true },
    category: { type: 'string', required: true },
    adminCenter: { type: 'string', required: true },
    region: { type: 'string', required: true },
    regionId: { type: 'number', required: true },
    regionCode: { type: 'string', required: true },
    district: { type: 'string', required: true },
    district_id: { type: 'string', required: true },
    area: { type: 'number' },
    population: { type: 'number' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'], template: 'community#${id}' },
      sk: { field: 'sk', composite: [], template: 'community' },
    },
    byRegion: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['regionId'], template: 'communities#region#${regionId}' },
      sk: { field: 'gsi1sk', composite: ['name', 'id'], template: '${name}#${id}' },
    },
    bySeq: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [], template: 'communities' },
      sk: { field: 'gsi2sk', composite: ['seq'], template: '${seq}' },
    },
  },
});

export type CommunityItem = EntityItem<typeof communityEntity>;
