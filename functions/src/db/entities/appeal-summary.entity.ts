import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/**
 * What the notification lists and the expiry job need of one OPEN appeal, kept by
 * the stream consumer (a pure function of the appeal item; deleted once the appeal
 * is finished). Indexed by deadline (gsi1, 'open-appeals') and, when it involves
 * children or has no executor, also in gsi2 ('flagged-appeals'): urgent and expired
 * lists are Queries of these, never a Scan of the appeals.
 */
export const appealSummaryEntity = defineEntity('appealSummary', {
  attributes: {
    appealKey: { type: 'string', required: true },
    id: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
    status_id: { type: 'number', required: true },
    deadlineAt: { type: 'number', required: true },
    children_help: { type: 'boolean', required: true },
    /** User ids of the appeal's executors; none means 'no executor' (urgent). */
    executorIds: { type: 'list', items: { type: 'number' }, required: true },
    assistanceIds: { type: 'list', items: { type: 'number' }, required: true },
    /** Requested types nobody carries yet; non-empty puts the appeal on the 'Без виконавця' list (gsi3). */
    unassignedTypeIds: { type: 'list', items: { type: 'number' } },
    region_id: { type: 'number' },
    name: { type: 'string' },
    last_name: { type: 'string' },
    phone: { type: 'string' },
    /** gsi1: 'open-appeals' / '<deadline ms, 13 digits>#<id>' while open. */
    openKey: { type: 'string', required: true, field: 'gsi1pk' },
    openSort: { type: 'string', required: true, field: 'gsi1sk' },
    /** gsi2: 'flagged-appeals' / same sort, while open and with children or no executor. */
    flagKey: { type: 'string', field: 'gsi2pk' },
    flagSort: { type: 'string', field: 'gsi2sk' },
    /** Risk screening gave 'high' (urgent whatever else holds; listed first). */
    highRisk: { type: 'boolean' },
    /** gsi4: 'high-risk-appeals' / the deadline sort, while open and high-risk. */
    highRiskKey: { type: 'string', field: 'gsi4pk' },
    highRiskSort: { type: 'string', field: 'gsi4sk' },
    /** gsi3: 'unassigned-appeals' / '<createdAt>#<id>', while open with a requested type nobody carries. */
    unassignedKey: { type: 'string', field: 'gsi3pk' },
    unassignedSort: { type: 'string', field: 'gsi3sk' },
  },
  indexes: {
    byAppeal: tableKey('agg#appeal#${appealKey}', 'summary', { casing: 'none' }),
  },
});

export type AppealSummaryItem = EntityItem<typeof appealSummaryEntity>;
