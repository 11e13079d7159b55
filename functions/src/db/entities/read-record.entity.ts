import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * One read of an appeal's personal data (issue 20.1): who, when, which appeal, what
 * (view, reveal, print, export). Its own partition per appeal, so the appeal's
 * partition Query does not grow with reads; gsi1 lists one staff member's reads by
 * time. Lives `readAuditMonths` (settings) through the TTL.
 */
export const readRecordEntity = new Entity({
  model: { entity: 'readRecord', version: '1', service: SERVICE },
  attributes: {
    appealId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
    userId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
    id: { type: 'string', required: true },
    at: { type: 'string', required: true },
    what: { type: ['view', 'reveal', 'print', 'export'] as const, required: true },
    /** Epoch seconds (the table's TTL attribute). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byAppeal: {
      pk: { field: 'pk', composite: ['appealId'], template: 'reads#appeal#${appealId}', casing: 'none' },
      sk: { field: 'sk', composite: ['at', 'id'], template: '${at}#${id}', casing: 'none' },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'], template: 'reads#user#${userId}', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['at', 'id'], template: '${at}#${id}', casing: 'none' },
    },
  },
});

export type ReadRecordItem = EntityItem<typeof readRecordEntity>;
export type ReadKind = ReadRecordItem['what'];
