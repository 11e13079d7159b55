import type { EntityItem } from 'electrodb';
import { isHighRisk, type RiskLevel } from '@dosyt/core/appeal/risk.rules';
import { isOpenStatus } from '@dosyt/core/status/status.rules';
import { pad } from '../keys';
import { defineEntity, globalIndex, paddedId, tableKey } from '../entity-schema';

/**
 * An appeal-history record: one executor carrying one requested assistance type
 * of an appeal. Lives in its appeal's partition; found by its own id through gsi1
 * and listed per executor (newest first) through gsi2, or per executor and
 * community through gsi4 (the history's community filter reads only its rows).
 */
export const assignmentEntity = defineEntity('assignment', {
  attributes: {
    id: paddedId,
    appealId: paddedId,
    userId: { type: 'number', required: true },
    assistanceTypeId: { type: 'number', required: true },
    statusId: { type: 'number', required: true },
    /** BBCode source of 'Важлива інформація', HTML tags stripped. */
    comment: { type: 'string' },
    deadlineAt: { type: 'number', required: true },
    regionId: { type: 'number', required: true },
    communityId: { type: 'string', required: true },
    finishedAt: { type: 'string' },
    /** The person wrote on /status since the executor last opened or answered: the record's 'нове повідомлення' badge. */
    unreadPersonMessage: { type: 'boolean' },
    /** Sparse gsi3 while unread: 'unread#<userId>' / '<createdAt>#<pad(id)>', the executor's 'Нові повідомлення'. */
    unreadKey: { type: 'string', field: 'gsi3pk' },
    unreadSort: { type: 'string', field: 'gsi3sk' },
    /**
     * Sparse gsi5 while open and its appeal involves children or high risk (urgent whatever the clock):
     * 'urgent#<userId>' / '<0 high risk, 1 not>#<deadline>#<id>', the executor's urgent list (withUrgentIndex).
     */
    urgentKey: { type: 'string', field: 'gsi5pk' },
    urgentSort: { type: 'string', field: 'gsi5sk' },
    version: { type: 'number', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byAppeal: tableKey('appeal#${appealId}', 'assignment#${id}'),
    byId: globalIndex('gsi1', 'assignment#${id}', 'assignment'),
    byExecutor: globalIndex('gsi2', 'executor#${userId}', '${createdAt}#${id}'),
    byExecutorCommunity: globalIndex('gsi4', 'executor#${userId}#c#${communityId}', '${createdAt}#${id}'),
  },
});

export type AssignmentItem = EntityItem<typeof assignmentEntity>;

/** The gsi5 partition of one executor's open records whose appeal involves children or high risk. */
export const urgentRecordsKey = (userId: number) => `urgent#${pad(userId)}`;

/** The appeal's facts that make each of its open records urgent whatever the deadline. */
export type UrgentFacts = { children_help?: boolean; riskLevel?: RiskLevel | null };

export const isUrgentAppeal = (appeal: UrgentFacts): boolean => appeal.children_help === true || isHighRisk(appeal.riskLevel);

/** The keys alone (high risk first, then the nearest deadline), for a patch. */
export function urgentIndexKeys(assignment: Pick<AssignmentItem, 'id' | 'userId' | 'deadlineAt'>, appeal: UrgentFacts) {
  const deadline = pad(Math.max(0, Math.trunc(assignment.deadlineAt)), 13);
  return { urgentKey: urgentRecordsKey(assignment.userId), urgentSort: `${isHighRisk(appeal.riskLevel) ? 0 : 1}#${deadline}#${pad(assignment.id)}` };
}

/**
 * The record with its urgent-index keys as they must be after a write: present while
 * the record is open and its appeal is flagged, absent otherwise. Every write that puts
 * a record, or changes its executor, status, deadline or its appeal's flags, passes
 * through here, so the index holds exactly the flagged open records.
 */
export function withUrgentIndex(assignment: AssignmentItem, appeal: UrgentFacts): AssignmentItem {
  const { urgentKey: _key, urgentSort: _sort, ...rest } = assignment;
  if (!isOpenStatus(assignment.statusId) || !isUrgentAppeal(appeal)) return rest;
  return { ...rest, ...urgentIndexKeys(assignment, appeal) };
}
