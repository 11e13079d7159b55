import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * Marker of a stream record already applied to the aggregates, written in the
 * same transaction as its counter updates; it outlives the stream's 24 h retention.
 */
export const streamMarkerEntity = new Entity({
  model: { entity: 'streamMarker', version: '1', service: SERVICE },
  attributes: {
    sequence: { type: 'string', required: true },
    source: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    bySequence: {
      pk: { field: 'pk', composite: ['sequence'], template: 'agg#applied#${sequence}', casing: 'none' },
      sk: { field: 'sk', composite: ['source'], template: '${source}', casing: 'none' },
    },
  },
});
