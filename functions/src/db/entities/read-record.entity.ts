import type { EntityItem } from 'electrodb';
import { READ_KINDS } from '@dosyt/core/audit/read-kinds';
import { defineEntity, globalIndex, paddedId, tableKey, ttl } from '../entity-schema';

/**
 * One read of an appeal's personal data: who, when, which appeal, what
 * (core/src/audit/read-kinds.ts). Its own partition per appeal, so the appeal's
 * partition Query does not grow with reads; gsi1 lists one staff member's reads by
 * time (a partner's reads, userId 0, gather under user 0). Lives `readAuditMonths` (settings) through the TTL.
 */
export const readRecordEntity = defineEntity('readRecord', {
  attributes: {
    appealId: paddedId,
    userId: paddedId,
    id: { type: 'string', required: true },
    at: { type: 'string', required: true },
    what: { type: READ_KINDS, required: true },
    /** Who read when it was no staff member (userId 0): "партнер: <service>" through a referral link. */
    by: { type: 'string' },
    expiresAt: ttl,
  },
  indexes: {
    byAppeal: tableKey('reads#appeal#${appealId}', '${at}#${id}', { casing: 'none' }),
    byUser: globalIndex('gsi1', 'reads#user#${userId}', '${at}#${id}', { casing: 'none' }),
  },
});

export type ReadRecordItem = EntityItem<typeof readRecordEntity>;
export type ReadKind = ReadRecordItem['what'];
