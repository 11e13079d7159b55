import type { EntityItem } from 'electrodb';
import { defineEntity, globalIndex, tableKey } from '../entity-schema';

/**
 * A territorial community (громада), keyed by its KATOTTG code. `seq` is its
 * position in the national list, so a page of 15 is one range query.
 */
export const communityEntity = defineEntity('community', {
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
    byId: tableKey('community#${id}', 'community'),
    byRegion: globalIndex('gsi1', 'communities#region#${regionId}', '${name}#${id}'),
    bySeq: globalIndex('gsi2', 'communities', '${seq}'),
  },
});

export type CommunityItem = EntityItem<typeof communityEntity>;
