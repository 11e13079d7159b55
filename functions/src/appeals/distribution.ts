import { canExecute } from '@dosyt/core/assistance/assistance';
import { executors } from '../db/executors';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { STATUS } from '@dosyt/core/status/status.rules';
import type { AppealItem } from '../db/entities/appeal.entity';
import { withUrgentIndex, type AssignmentItem } from '../db/entities/assignment.entity';
import type { UserItem } from '../db/entities/user.entity';

/** What distribution needs to know of a staff member. */
export type ExecutorCandidate = Pick<
  UserItem,
  'id' | 'roles' | 'isActive' | 'emailVerified' | 'workStatus' | 'assistanceIds' | 'regionId' | 'communityId' | 'openAssignments'
>;

/**
 * May this person carry this type of help in this region? An active, verified USER
 * of the region who is working, whose functions include the type, and whose first
 * function is not 'Моніторинг' (docs/decisions.md).
 */
export function canCarry(user: ExecutorCandidate, typeId: number, regionId: number): boolean {
  return (
    user.roles.includes('USER') &&
    user.isActive === true &&
    user.emailVerified !== false &&
    user.workStatus !== false &&
    user.regionId === regionId &&
    canExecute(user.assistanceIds) &&
    user.assistanceIds.includes(typeId)
  );
}

export interface ExecutorPick {
  typeId: number;
  userId: number;
}

/**
 * One executor per requested type: preferring the appeal's community, then the
 * fewest open assignments (counting the ones this appeal just gave out, so one
 * appeal's types spread over equals), then the lowest id. A type nobody can carry
 * gets no executor: the appeal stays new and is listed as urgent.
 */
export function pickExecutors(
  typeIds: readonly number[],
  candidates: readonly ExecutorCandidate[],
  place: { regionId: number; communityId: string },
): ExecutorPick[] {
  const open = new Map(candidates.map((u) => [u.id, Math.max(0, u.openAssignments ?? 0)]));
  const picks: ExecutorPick[] = [];
  for (const typeId of typeIds) {
    const able = candidates.filter((u) => canCarry(u, typeId, place.regionId));
    if (able.length === 0) continue;
    able.sort(
      (a, b) =>
        Number(b.communityId === place.communityId) - Number(a.communityId === place.communityId) ||
        (open.get(a.id) ?? 0) - (open.get(b.id) ?? 0) ||
        a.id - b.id,
    );
    const chosen = able[0];
    open.set(chosen.id, (open.get(chosen.id) ?? 0) + 1);
    picks.push({ typeId, userId: chosen.id });
  }
  return picks;
}

/** The requested types no open record carries: the appeal waits for an admin (or a newcomer) for these. */
export function uncoveredTypes(requested: readonly number[], carried: ReadonlyArray<{ typeId: number }>): number[] {
  const covered = new Set(carried.map((c) => c.typeId));
  return [...new Set(requested)].filter((t) => !covered.has(t));
}

/** A region's executor as the submission reads it: the distribution's facts, and the name and address its mail needs. */
export type RegionExecutor = ExecutorCandidate & { name?: string; email?: string };

/**
 * The region's people who can carry appeals: one Query of the executors' sparse index
 * (db/executors.ts), never the region's deactivated accounts, observers or admins, and
 * only the fields the distribution and the assignment mail read. pickExecutors checks
 * each with canCarry.
 */
export async function regionStaff(regionId: number): Promise<RegionExecutor[]> {
  return executors({ client: dynamo(), table: env().TABLE_NAME }, { regionId, contact: ['name', 'email'] });
}

/** Net change of open assignments per person; one update per person fits one transaction. */
export function openDeltas(changes: ReadonlyArray<{ userId: number; delta: number }>): Map<number, number> {
  const deltas = new Map<number, number>();
  for (const { userId, delta } of changes) deltas.set(userId, (deltas.get(userId) ?? 0) + delta);
  for (const [userId, delta] of deltas) if (delta === 0) deltas.delete(userId);
  return deltas;
}

/** A new record of one type for one executor: status 'new', with the appeal's deadline and place. */
export function newAssignment(
  appeal: Pick<AppealItem, 'id' | 'deadlineAt' | 'region_id' | 'community_id' | 'children_help' | 'riskLevel'>,
  p: { id: number; userId: number; typeId: number; at: string },
): AssignmentItem {
  // A record of an appeal with children or high risk is urgent from its first write.
  return withUrgentIndex(
    {
      id: p.id,
      appealId: appeal.id,
      userId: p.userId,
      assistanceTypeId: p.typeId,
      statusId: STATUS.NEW,
      deadlineAt: appeal.deadlineAt,
      regionId: appeal.region_id,
      communityId: appeal.community_id,
      version: 1,
      createdAt: p.at,
      updatedAt: p.at,
    },
    appeal,
  );
}
