import { defineEntity, tableKey, ttl } from '../entity-schema';

/**
 * Marker of a stream record already applied to the aggregates, written in the
 * same transaction as its counter updates; it outlives the stream's 24 h retention.
 */
export const streamMarkerEntity = defineEntity('streamMarker', {
  attributes: {
    sequence: { type: 'string', required: true },
    source: { type: 'string', required: true },
    expiresAt: ttl,
  },
  indexes: {
    bySequence: tableKey('agg#applied#${sequence}', '${source}', { casing: 'none' }),
  },
});
