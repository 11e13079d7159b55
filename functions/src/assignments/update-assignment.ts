import { ulid } from 'ulid';
import { isHighRisk } from '@dosyt/core/appeal/risk.rules';
import { assignmentPatchSchema, type AssignmentPatchInput } from '@dosyt/core/appeal/appeal.schema';
import { ConflictError, ForbiddenError, ValidationError } from '@dosyt/core/errors';
import { appealStatusFromAssignments, checkAssignmentChange, STATUS } from '@dosyt/core/status/status.rules';
import type { AppealItem } from '../db/entities/appeal.entity';
import { withUrgentIndex, type AssignmentItem } from '../db/entities/assignment.entity';
import type { ReportItem } from '../db/entities/report.entity';
import { parse } from '../lib/validation';
import { logger } from '../lib/logger';
import type { Caller } from '../lib/tokens';
import { mailExecutors } from '../appeals/appeal-mail';
import { atVersion, TransactionCanceled, transactWrite } from '../db/appeal-store';
import { assistanceTypes, batchGetUsers, fullName } from '../appeals/appeal-views';
import { auditEvent, type AuditAction, type AuditFacts } from '../appeals/audit';
import { canCarry } from '../appeals/distribution';
import { bbcodeToSafeHtml, sanitizePlainText } from '../appeals/sanitize';
import { assertCanOpen, editableBy, getAssignment, loadAssignment } from './get-assignments';

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

/** `updateAssignment` for a body the pipeline has parsed with the contract's schema. */
export async function updateCheckedAssignment(caller: Caller, id: number, input: AssignmentPatchInput, options: { now?: number; notify?: boolean } = {}) {
  const now = options.now ?? Date.now();
  const nowIso = new Date(now).toISOString();

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
    const siblings = assignments.map((a) => (a.id === id ? updated : a));
    const appealStatus = appealStatusFromAssignments(siblings.map((a) => a.statusId));
    const appealChanges = statusId !== assignment.statusId || executorChanged;
    const appealFinishes = appealStatus === STATUS.FINISH && appeal.status_id !== STATUS.FINISH;
    const nextAppeal: AppealItem = {
      ...appeal,
      status_id: appealStatus,
      executorIds: [...new Set(siblings.map((a) => a.userId))],
      version: appeal.version + 1,
      updatedAt: nowIso,
    };

    // The finishing comment, made HTML and sanitised, signed by whoever finished it.
    const author = users.get(caller.userId);
    const report: ReportItem | undefined = finishing
      ? {
          appealId: appeal.id,
          id: ulid(now),
          assignmentId: id,
          content: bbcodeToSafeHtml(comment ?? ''),
          authorId: caller.userId,
          author: fullName(author) || caller.name,
          responsability: author?.responsability ?? '',
          date: nowIso,
        }
      : undefined;

    const action: AuditAction = executorChanged
      ? 'redirected'
      : finishing
        ? 'finished'
        : statusId !== assignment.statusId
          ? 'status-changed'
          : 'comment-updated';
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
    const event = auditEvent({ appealId: appeal.id, at: now, actorId: caller.userId, action, assignmentId: id, before, after });

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

    try {
      await transactWrite((e) => [
        e.assignment.put(updated).where(atVersion(assignment.version)).commit(),
        ...(appealChanges ? [e.appeal.put(nextAppeal).where(atVersion(appeal.version)).commit()] : []),
        ...deltas.map(([userId, delta]) =>
          delta > 0
            ? e.user
                .patch({ id: userId })
                .add({ openAssignments: delta })
                .where((a, op) => op.eq(a.isActive, true))
                .commit()
            : e.user.patch({ id: userId }).add({ openAssignments: delta }).commit(),
        ),
        ...(report ? [e.report.create(report).commit()] : []),
        e.auditEvent.create(event).commit(),
        // Last, so the indexes above stay: the retention index learns when the appeal finished.
        ...(appealFinishes ? [e.finishedAppeal.put({ appealId: appeal.id, finishedAt: nowIso }).commit()] : []),
      ]);
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      if (error.failedAt(0) && input.version !== undefined) throw new ConflictError(ASSIGNMENT_STALE_MESSAGE);
      const newExecutorIndex = 1 + (appealChanges ? 1 : 0) + 1;
      if (executorChanged && error.failedAt(newExecutorIndex)) throw new ValidationError(EXECUTOR_INVALID_MESSAGE, { userId: EXECUTOR_INVALID_MESSAGE });
      // Someone changed a sibling record or the appeal meanwhile: read again and decide again.
      logger.warn('assignment update transaction canceled', { attempt, codes: error.codes.join(',') });
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError(ASSIGNMENT_STALE_MESSAGE);
      continue;
    }

    logger.info('assignment updated', { assignmentId: id, appealId: appeal.id, action, statusId });
    if (executorChanged && options.notify !== false) {
      const types = await assistanceTypes();
      await mailExecutors(
        [
          {
            appealId: appeal.id,
            assignmentId: id,
            userId: newUserId,
            typeDescription: types.get(assignment.assistanceTypeId)?.description ?? '',
            deadlineAt: assignment.deadlineAt,
            urgent: isHighRisk(appeal.riskLevel),
          },
        ],
        'redirected',
      );
    }
    return getAssignment(caller, id, now).catch((error: Error) => {
      // After handing a record to a colleague a USER may no longer open it; the save still stands.
      if (error instanceof ForbiddenError)
        return { id, appealId: appeal.id, userId: newUserId, appealStatusId: statusId, version: updated.version, editable: false };
      throw error;
    });
  }
}
