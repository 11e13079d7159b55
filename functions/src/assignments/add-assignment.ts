import { isHighRisk } from '@dosyt/core/appeal/risk.rules';
import type { ExecutorCandidateView } from '@dosyt/core/api/assignment-answers';
import type * as z from '@dosyt/core/validation/zod';
import type { addAssignmentSchema } from '@dosyt/core/api/appeal-bodies';
import { ConflictError, NotFoundError, ValidationError } from '@dosyt/core/errors';
import { appealStatusFromAssignments, isOpenStatus, STATUS } from '@dosyt/core/status/status.rules';
import { nextId } from '../db/counters';
import { db } from '../db/service';
import type { AppealItem } from '../db/entities/appeal.entity';
import type { AssignmentItem } from '../db/entities/assignment.entity';
import type { UserItem } from '../db/entities/user.entity';
import { logger } from '../lib/logger';
import type { Caller } from '../lib/tokens';
import { mailExecutors } from '../appeals/appeal-mail';
import { atVersion, loadAppealPartition, TransactionCanceled, transactWrite, type AppealPartition } from '../db/appeal-store';
import { assistanceTypes } from '../appeals/appeal-views';
import { auditEvent, SYSTEM_ACTOR } from '../appeals/audit';
import { canCarry, newAssignment, uncoveredTypes, type ExecutorCandidate } from '../appeals/distribution';
import { executors } from '../db/executors';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

export const APPEAL_NOT_FOUND_MESSAGE = 'Звернення не знайдено';
export const APPEAL_CLOSED_MESSAGE = 'Звернення вже завершено: призначити виконавця не можна';
export const TYPE_NOT_REQUESTED_MESSAGE = 'Цей вид допомоги не запитано у зверненні';
export const ALREADY_CARRYING_MESSAGE = 'Цей фахівець уже опрацьовує цей вид допомоги у зверненні';
export const EXECUTOR_UNABLE_MESSAGE = 'Обраний фахівець не може опрацювати цей вид допомоги: оберіть активного виконавця з відповідним функціоналом';
const MAX_ATTEMPTS = 4;

/**
 * An executor for a type anywhere in the country: an admin may look beyond the
 * appeal's region (its region may have nobody). The same rule as the distribution,
 * in the person's own region.
 */
export const canCarryAnywhere = (user: ExecutorCandidate, typeId: number): boolean => user.regionId !== undefined && canCarry(user, typeId, user.regionId);

/**
 * POST /api/appeal-history/appeal/{id} (ADMIN): adds one executor for one requested
 * type, as the distribution would: a new record (status 1, the appeal's deadline),
 * the appeal's executors and waiting types, the executor's open count and the
 * timeline, in one transaction on the appeal's version; then the usual mail.
 */
export async function addAssignment(caller: Caller, appealId: number, input: z.output<typeof addAssignmentSchema>) {
  const user = (await db().entities.user.get({ id: input.userId }).go()).data as UserItem | null;
  if (!user || !canCarryAnywhere(user, input.assistanceTypeId)) {
    throw new ValidationError(EXECUTOR_UNABLE_MESSAGE, { userId: EXECUTOR_UNABLE_MESSAGE });
  }
  return assignExecutor({ appealId, typeId: input.assistanceTypeId, userId: user.id, actorId: caller.userId });
}

/**
 * Gives one requested type of an open appeal to one executor. Shared by the admin's
 * choice and by the offer to a newcomer (actorId SYSTEM_ACTOR).
 */
export async function assignExecutor(p: { appealId: number; typeId: number; userId: number; actorId: number; now?: number }): Promise<AssignmentItem> {
  const now = p.now ?? Date.now();
  const nowIso = new Date(now).toISOString();
  for (let attempt = 1; ; attempt++) {
    const partition = await loadAppealPartition(p.appealId);
    if (!partition) throw new NotFoundError(APPEAL_NOT_FOUND_MESSAGE);
    const { appeal, assignments } = partition;
    checkAssignable(partition, p.typeId, p.userId);

    const assignment = newAssignment(appeal, { id: await nextId('assignment'), userId: p.userId, typeId: p.typeId, at: nowIso });
    const all = [...assignments, assignment];
    const open = all.filter((a) => isOpenStatus(a.statusId));
    const nextAppeal: AppealItem = {
      ...appeal,
      executorIds: [...new Set(all.map((a) => a.userId))],
      unassignedTypeIds: uncoveredTypes(
        appeal.assistanceIds,
        open.map((a) => ({ typeId: a.assistanceTypeId })),
      ),
      status_id: appealStatusFromAssignments(all.map((a) => a.statusId)),
      version: appeal.version + 1,
      updatedAt: nowIso,
    };
    const event = auditEvent({
      appealId: appeal.id,
      at: now,
      actorId: p.actorId,
      action: 'assigned',
      assignmentId: assignment.id,
      after: { userId: p.userId, assistanceTypeId: p.typeId, statusId: STATUS.NEW, by: p.actorId === SYSTEM_ACTOR ? 'offer' : 'admin' },
    });
    try {
      await transactWrite((e) => [
        e.appeal.put(nextAppeal).where(atVersion(appeal.version)).commit(),
        e.assignment.create(assignment).commit(),
        e.user
          .patch({ id: p.userId })
          .add({ openAssignments: 1 })
          .where((a, op) => op.eq(a.isActive, true))
          .commit(),
        e.auditEvent.create(event).commit(),
      ]);
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      if (error.failedAt(2)) throw new ValidationError(EXECUTOR_UNABLE_MESSAGE, { userId: EXECUTOR_UNABLE_MESSAGE });
      logger.warn('assignment add transaction canceled', { attempt, codes: error.codes.join(',') });
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError('Звернення змінив інший користувач. Оновіть сторінку');
      continue;
    }
    logger.info('executor assigned', { appealId: appeal.id, assignmentId: assignment.id, by: p.actorId === SYSTEM_ACTOR ? 'offer' : 'admin' });
    const types = await assistanceTypes();
    await mailExecutors(
      [
        {
          appealId: appeal.id,
          assignmentId: assignment.id,
          userId: p.userId,
          typeDescription: types.get(p.typeId)?.description ?? '',
          deadlineAt: assignment.deadlineAt,
          urgent: isHighRisk(appeal.riskLevel),
        },
      ],
      'assigned',
    );
    return assignment;
  }
}

function checkAssignable({ appeal, assignments }: AppealPartition, typeId: number, userId: number): void {
  if (!isOpenStatus(appeal.status_id)) throw new ConflictError(APPEAL_CLOSED_MESSAGE);
  if (!appeal.assistanceIds.includes(typeId)) throw new ValidationError(TYPE_NOT_REQUESTED_MESSAGE, { assistanceTypeId: TYPE_NOT_REQUESTED_MESSAGE });
  if (assignments.some((a) => a.userId === userId && a.assistanceTypeId === typeId && isOpenStatus(a.statusId))) {
    throw new ConflictError(ALREADY_CARRYING_MESSAGE);
  }
}

/**
 * GET /api/appeal-history/appeal/{id}/candidates?typeId= (ADMIN): every active
 * executor in the country who can carry the type, the appeal's region first, then
 * the fewest open records. One Query of the executors' sparse index (db/executors.ts):
 * the people who can carry appeals, never every account.
 */
export async function executorCandidates(appealId: number, typeId: number): Promise<ExecutorCandidateView[]> {
  const partition = await loadAppealPartition(appealId);
  if (!partition) throw new NotFoundError(APPEAL_NOT_FOUND_MESSAGE);
  const busy = new Set(partition.assignments.filter((a) => a.assistanceTypeId === typeId && isOpenStatus(a.statusId)).map((a) => a.userId));
  const people = await executors({ client: dynamo(), table: env().TABLE_NAME }, { contact: ['name', 'last_name'] });
  return people
    .filter((u) => !busy.has(u.id) && canCarryAnywhere(u, typeId))
    .map((u) => ({
      id: u.id,
      name: u.name ?? '',
      last_name: u.last_name ?? '',
      region_id: u.regionId ?? null,
      openAssignments: Math.max(0, u.openAssignments ?? 0),
      sameRegion: u.regionId === partition.appeal.region_id,
    }))
    .sort((a, b) => Number(b.sameRegion) - Number(a.sameRegion) || a.openAssignments - b.openAssignments || a.id - b.id);
}
