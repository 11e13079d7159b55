import { ulid } from 'ulid';
import { isHighRisk } from '@dosyt/core/appeal/risk.rules';
import { assignmentPatchSchema, type AssignmentPatchInput } from '@dosyt/core/appeal/appeal.schema';
import { ConflictError, ForbiddenError, ValidationError } from '@dosyt/core/errors';
import { appealStatusFromAssignments, checkAssignmentChange, STATUS } from '@dosyt/core/status/status.rules';
import type { AppealItem } from '../db/entities/appeal.entity';
import type { AuditEventItem } from '../db/entities/audit-event.entity';
import { withUrgentIndex, type AssignmentItem } from '../db/entities/assignment.entity';
import type { ReportItem } from '../db/entities/report.entity';
import type { UserItem } from '../db/entities/user.entity';
import { parse } from '../lib/validation';
import { logger } from '../lib/logger';
import type { Caller } from '../lib/tokens';
import { mailExecutors } from '../appeals/appeal-mail';
import { atVersion, TransactionCanceled, transactWrite } from '../db/appeal-store';
import { assistanceTypes, batchGetUsers, fullName } from '../appeals/appeal-views';
import { auditEvent, type AuditAction, type AuditFacts } from '../appeals/audit';
import { canCarry } from '../appeals/distribution';
import { bbcodeToSafeHtml, sanitizePlainText } from '../appeals/sanitize';
import { getAssignment } from './get-assignments';
import { assertCanOpen, editableBy, loadAssignment } from './record-access';

export const ASSIGNMENT_STALE_MESSAGE = 'Запис змінив інший користувач. Оновіть сторінку';
export const NOT_EDITABLE_MESSAGE = 'Цей запис вам недоступний для редагування';
export const EXECUTOR_INVALID_MESSAGE = 'Обраний виконавець не може опрацювати це звернення: оберіть активного фахівця цієї області з відповідним функціоналом';
const MAX_ATTEMPTS = 4;

/**
 * PATCH /api/appeal-history/{id}: the editing rules, on the server.
 * Who may edit (isAssignmentEditable); status only forward; 2 only by handing the
 * record to someone else, who must be an active USER of the region carrying the
 * type; 4 only with a comment of 20+ Cyrillic letters, which becomes a report. The
 * record, its appeal's status (recomputed from all its records), the executors'
 * open counts, the report and the audit event are written in one transaction,
 * conditional on the versions read; a stale client version is a 409.
 */
export async function updateAssignment(caller: Caller, id: number, raw: unknown, options: { now?: number; notify?: boolean } = {}) {
  return updateCheckedAssignment(caller, id, parse(assignmentPatchSchema, raw ?? {}), options);
}

/** What one edit changes in a record, decided before anything is written. */
interface AssignmentChange {
  assignment: AssignmentItem;
  appeal: AppealItem;
  newUserId: number;
  statusId: number;
  comment: string | undefined;
  commentChanged: boolean;
  executorChanged: boolean;
}

/** Everything the edit writes in its one transaction. */
interface ChangePlan {
  updated: AssignmentItem;
  nextAppeal: AppealItem;
  appealChanges: boolean;
  appealFinishes: boolean;
  report?: ReportItem;
  action: AuditAction;
  event: AuditEventItem;
  /** Open-count changes per executor. */
  deltas: Array<[number, number]>;
}

/** `updateAssignment` for a body the pipeline has parsed with the contract's schema. */
export async function updateCheckedAssignment(caller: Caller, id: number, input: AssignmentPatchInput, options: { now?: number; notify?: boolean } = {}) {
  const now = options.now ?? Date.now();

  for (let attempt = 1; ; attempt++) {
    const { assignment, partition } = await loadAssignment(id);
    const { appeal, assignments } = partition;
    assertCanOpen(caller, assignment);
    if (!editableBy(caller, assignment) && assignment.statusId !== STATUS.FINISH) throw new ForbiddenError(NOT_EDITABLE_MESSAGE);
    if (input.version !== undefined && input.version !== assignment.version) throw new ConflictError(ASSIGNMENT_STALE_MESSAGE);

    const executorChanged = input.userId !== undefined && input.userId !== assignment.userId;
    const comment = input.comment !== undefined ? sanitizePlainText(input.comment) : assignment.comment;
    const statusId = checkAssignmentChange({
      currentStatusId: assignment.statusId,
      requestedStatusId: input.appealStatusId,
      executorChanged,
      comment,
    });
    const commentChanged = (comment ?? '') !== (assignment.comment ?? '');
    if (!executorChanged && statusId === assignment.statusId && !commentChanged) return getAssignment(caller, id, now);

    const newUserId = executorChanged ? input.userId! : assignment.userId;
    const users = await batchGetUsers([caller.userId, newUserId]);
    if (executorChanged) {
      const next = users.get(newUserId);
      if (!next || !canCarry(next, assignment.assistanceTypeId, appeal.region_id)) {
        throw new ValidationError(EXECUTOR_INVALID_MESSAGE, { userId: EXECUTOR_INVALID_MESSAGE });
      }
    }

    const change: AssignmentChange = { assignment, appeal, newUserId, statusId, comment, commentChanged, executorChanged };
    const plan = planChange(change, assignments, caller, users.get(caller.userId), now);
    try {
      await writeChange(change, plan);
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      if (error.failedAt(0) && input.version !== undefined) throw new ConflictError(ASSIGNMENT_STALE_MESSAGE);
      const newExecutorIndex = 1 + (plan.appealChanges ? 1 : 0) + 1;
      if (executorChanged && error.failedAt(newExecutorIndex)) throw new ValidationError(EXECUTOR_INVALID_MESSAGE, { userId: EXECUTOR_INVALID_MESSAGE });
      // Someone changed a sibling record or the appeal meanwhile: read again and decide again.
      logger.warn('assignment update transaction canceled', { attempt, codes: error.codes.join(',') });
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError(ASSIGNMENT_STALE_MESSAGE);
      continue;
    }

    logger.info('assignment updated', { assignmentId: id, appealId: appeal.id, action: plan.action, statusId });
    if (executorChanged && options.notify !== false) await mailNewExecutor(change);
    return getAssignment(caller, id, now).catch((error: Error) => {
      // After handing a record to a colleague a USER may no longer open it; the save still stands.
      if (error instanceof ForbiddenError)
        return { id, appealId: appeal.id, userId: newUserId, appealStatusId: statusId, version: plan.updated.version, editable: false };
      throw error;
    });
  }
}

/** The record, its appeal (status recomputed from all its records), the report, the audit event and the open counts after the edit. */
function planChange(change: AssignmentChange, assignments: readonly AssignmentItem[], caller: Caller, author: UserItem | undefined, now: number): ChangePlan {
  const { assignment, appeal, newUserId, statusId, comment, executorChanged } = change;
  const nowIso = new Date(now).toISOString();
  const finishing = statusId === STATUS.FINISH;
  // Finishing or handing over moves the record out of (or between) the executors' urgent lists.
  const updated: AssignmentItem = withUrgentIndex(
    {
      ...assignment,
      userId: newUserId,
      statusId,
      comment,
      ...(finishing ? { finishedAt: nowIso } : {}),
      version: assignment.version + 1,
      updatedAt: nowIso,
    },
    appeal,
  );
  const siblings = assignments.map((a) => (a.id === assignment.id ? updated : a));
  const appealStatus = appealStatusFromAssignments(siblings.map((a) => a.statusId));
  const nextAppeal: AppealItem = {
    ...appeal,
    status_id: appealStatus,
    executorIds: [...new Set(siblings.map((a) => a.userId))],
    version: appeal.version + 1,
    updatedAt: nowIso,
  };

  // The finishing comment, made HTML and sanitised, signed by whoever finished it.
  const report: ReportItem | undefined = finishing
    ? {
        appealId: appeal.id,
        id: ulid(now),
        assignmentId: assignment.id,
        content: bbcodeToSafeHtml(comment ?? ''),
        authorId: caller.userId,
        author: fullName(author) || caller.name,
        responsability: author?.responsability ?? '',
        date: nowIso,
      }
    : undefined;

  const action: AuditAction = executorChanged ? 'redirected' : finishing ? 'finished' : statusId !== assignment.statusId ? 'status-changed' : 'comment-updated';
  const event = auditEvent({
    appealId: appeal.id,
    at: now,
    actorId: caller.userId,
    action,
    assignmentId: assignment.id,
    ...auditFacts(change, appealStatus, report),
  });

  // Open counts: a redirect moves one from the old executor to the new; finishing closes one.
  const open = (s: number) => s !== STATUS.FINISH;
  const deltas: Array<[number, number]> = executorChanged
    ? [
        [assignment.userId, -1],
        [newUserId, 1],
      ]
    : open(assignment.statusId) && !open(statusId)
      ? [[assignment.userId, -1]]
      : [];

  return {
    updated,
    nextAppeal,
    appealChanges: statusId !== assignment.statusId || executorChanged,
    appealFinishes: appealStatus === STATUS.FINISH && appeal.status_id !== STATUS.FINISH,
    report,
    action,
    event,
    deltas,
  };
}

/** The audit event's before and after: statuses, the comment when it changed, the report, the executor when handed over. */
function auditFacts(change: AssignmentChange, appealStatus: number, report: ReportItem | undefined): { before: AuditFacts; after: AuditFacts } {
  const { assignment, appeal, statusId, commentChanged, executorChanged, newUserId } = change;
  const before: AuditFacts = { statusId: assignment.statusId, appealStatusId: appeal.status_id };
  const after: AuditFacts = {
    statusId,
    appealStatusId: appealStatus,
    ...(commentChanged ? { fields: ['comment'] } : {}),
    ...(report ? { reportId: report.id } : {}),
  };
  if (executorChanged) {
    before.userId = assignment.userId;
    after.userId = newUserId;
  }
  return { before, after };
}

/**
 * One transaction, conditional on the versions read. Its order matters to the caller:
 * the record first, then the appeal when it changes, then the open counts (the new
 * executor's, conditional on an active account, right after).
 */
async function writeChange({ assignment, appeal }: AssignmentChange, plan: ChangePlan): Promise<void> {
  await transactWrite((e) => [
    e.assignment.put(plan.updated).where(atVersion(assignment.version)).commit(),
    ...(plan.appealChanges ? [e.appeal.put(plan.nextAppeal).where(atVersion(appeal.version)).commit()] : []),
    ...plan.deltas.map(([userId, delta]) =>
      delta > 0
        ? e.user
            .patch({ id: userId })
            .add({ openAssignments: delta })
            .where((a, op) => op.eq(a.isActive, true))
            .commit()
        : e.user.patch({ id: userId }).add({ openAssignments: delta }).commit(),
    ),
    ...(plan.report ? [e.report.create(plan.report).commit()] : []),
    e.auditEvent.create(plan.event).commit(),
    // Last, so the indexes above stay: the retention index learns when the appeal finished.
    ...(plan.appealFinishes ? [e.finishedAppeal.put({ appealId: appeal.id, finishedAt: plan.updated.updatedAt }).commit()] : []),
  ]);
}

/** The executor a record was handed to gets the mail of a new appeal. */
async function mailNewExecutor({ assignment, appeal, newUserId }: AssignmentChange): Promise<void> {
  const types = await assistanceTypes();
  await mailExecutors(
    [
      {
        appealId: appeal.id,
        assignmentId: assignment.id,
        userId: newUserId,
        typeDescription: types.get(assignment.assistanceTypeId)?.description ?? '',
        deadlineAt: assignment.deadlineAt,
        urgent: isHighRisk(appeal.riskLevel),
      },
    ],
    'redirected',
  );
}
