import type { EntityItem } from 'electrodb';
import { defineEntity, paddedId, tableKey } from '../entity-schema';

/**
 * The retention index: one item per finished appeal, keyed by its finish time, so
 * the retention job finds the appeals past their period with one Query (no Scan).
 * Written in the transaction that finishes the appeal; holds no personal data.
 */
export const finishedAppealEntity = defineEntity('finishedAppeal', {
  attributes: {
    appealId: paddedId,
    /** ISO instant the appeal's last record finished. */
    finishedAt: { type: 'string', required: true },
  },
  indexes: {
    byFinish: tableKey('finished-appeals', '${finishedAt}#${appealId}', { casing: 'none' }),
  },
});

export type FinishedAppealItem = EntityItem<typeof finishedAppealEntity>;

/** The partition and sort key the job queries and keeps its cursor in. */
export const FINISHED_APPEALS_PK = 'finished-appeals';
export const finishedSortKey = (finishedAt: string, appealId: number): string => `${finishedAt}#${String(appealId).padStart(10, '0')}`;
