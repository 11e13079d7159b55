import { ForbiddenError, NotFoundError } from '@dosyt/core/errors';
import { isAssignmentEditable } from '@dosyt/core/status/status.rules';
import { db } from '../db/service';
import type { AssignmentItem } from '../db/entities/assignment.entity';
import { loadAppealPartition, type AppealPartition } from '../db/appeal-store';
import { isAdmin } from '../lib/caller';
import type { Caller } from '../lib/tokens';

export const ASSIGNMENT_NOT_FOUND = 'Запис не знайдено';

export const isExecutor = (caller: Caller, a: Pick<AssignmentItem, 'userId'>): boolean => a.userId === caller.userId;

/** Who may edit the record in its status, with the caller's roles. */
export const editableBy = (caller: Caller, a: Pick<AssignmentItem, 'userId' | 'statusId'>): boolean =>
  isAssignmentEditable({ statusId: a.statusId, isAdmin: isAdmin(caller), isExecutor: isExecutor(caller, a) });

/** ADMIN opens any record; anyone else only a record they are the executor of. */
export function assertCanOpen(caller: Caller, a: Pick<AssignmentItem, 'userId'>): void {
  if (isAdmin(caller) || (caller.roles.includes('USER') && isExecutor(caller, a))) return;
  throw new ForbiddenError();
}

/** Finds a record by its own id (gsi1), then reads its appeal's partition consistently. */
export async function loadAssignment(id: number): Promise<{ assignment: AssignmentItem; partition: AppealPartition }> {
  const { data } = await db()
    .entities.assignment.query.byId({ id })
    .go({ attributes: ['appealId', 'id'] });
  const found = data[0];
  if (!found) throw new NotFoundError(ASSIGNMENT_NOT_FOUND);
  const partition = await loadAppealPartition(found.appealId);
  const assignment = partition?.assignments.find((a) => a.id === id);
  if (!partition || !assignment) throw new NotFoundError(ASSIGNMENT_NOT_FOUND);
  return { assignment, partition };
}
