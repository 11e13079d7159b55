import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/**
 * One open assignment (appeal-history record), indexed by deadline globally
 * (gsi1, 'open-assignments', for the expiry job) and per executor
 * (gsi2, 'open-assignments#<userId>', for a USER's notifications).
 * It exists only while the assignment is open.
 */
export const assignmentSummaryEntity = defineEntity('assignmentSummary', {
  attributes: {
    assignmentKey: { type: 'string', required: true },
    id: { type: 'number', required: true },
    appealId: { type: 'number', required: true },
    userId: { type: 'number', required: true },
    assistanceTypeId: { type: 'number' },
    statusId: { type: 'number', required: true },
    deadlineAt: { type: 'number', required: true },
    createdAt: { type: 'string' },
    /** gsi1: 'open-assignments' / '<deadline>#<id>'; gsi2: 'open-assignments#<userId>' / same. */
    openKey: { type: 'string', required: true, field: 'gsi1pk' },
    openSort: { type: 'string', required: true, field: 'gsi1sk' },
    userKey: { type: 'string', required: true, field: 'gsi2pk' },
    userSort: { type: 'string', required: true, field: 'gsi2sk' },
  },
  indexes: {
    byAssignment: tableKey('agg#assignment#${assignmentKey}', 'summary', { casing: 'none' }),
  },
});

export type AssignmentSummaryItem = EntityItem<typeof assignmentSummaryEntity>;
