import { ValidationError } from '../errors';
import { countCyrillicLetters } from '../text/text.rules';

export const STATUS = { NEW: 1, FORWARD: 2, WORK: 3, FINISH: 4 } as const;
export type StatusId = (typeof STATUS)[keyof typeof STATUS];

export const STATUSES = [
  { id: 1, title: 'Нове', badge: 'new' },
  { id: 2, title: 'Перенаправлено', badge: 'forward' },
  { id: 3, title: 'В роботі', badge: 'work' },
  { id: 4, title: 'Виконано', badge: 'finish' },
] as const satisfies readonly { id: StatusId; title: string; badge: string }[];

export const NO_STATUS_TITLE = 'No status';
export const FINISH_COMMENT_MIN_LETTERS = 20;
export const FINISH_COMMENT_MESSAGE = 'Заповніть поле - "Важлива інформація" (мінімум 20 символів). Інформація буде додана до звіту';
export const STATUS_BACKWARD_MESSAGE = 'Статус можна змінювати лише вперед';
export const FORWARD_BY_HAND_MESSAGE = 'Статус "Перенаправлено" встановлюється лише зміною виконавця';
export const FINISHED_LOCKED_MESSAGE = 'Виконане звернення змінювати не можна';

export function isStatusId(id: unknown): id is StatusId {
  return id === 1 || id === 2 || id === 3 || id === 4;
}

export function statusTitle(id: number | null | undefined): string {
  return STATUSES.find((s) => s.id === id)?.title ?? NO_STATUS_TITLE;
}

export function statusBadge(id: number | null | undefined): string {
  return STATUSES.find((s) => s.id === id)?.badge ?? '';
}

/** Open: not yet finished (statuses 1 to 3). */
export const isOpenStatus = (statusId: number): boolean => statusId < STATUS.FINISH;

/** An appeal's status follows its assignments (docs/decisions.md). */
export function appealStatusFromAssignments(ids: readonly number[]): StatusId {
  if (ids.length === 0 || ids.every((id) => id === STATUS.NEW)) return STATUS.NEW;
  if (ids.every((id) => id === STATUS.FINISH)) return STATUS.FINISH;
  if (ids.some((id) => id === STATUS.WORK || id === STATUS.FINISH)) return STATUS.WORK;
  if (ids.some((id) => id === STATUS.FORWARD)) return STATUS.FORWARD;
  return STATUS.NEW;
}

/** Who may edit an assignment (history record) in its status. */
export function isAssignmentEditable(input: { statusId: number; isAdmin: boolean; isExecutor: boolean }): boolean {
  const { statusId, isAdmin, isExecutor } = input;
  if (statusId === STATUS.FINISH) return false;
  if (statusId === STATUS.NEW) return true;
  if (statusId === STATUS.FORWARD && isAdmin) return true;
  return isExecutor;
}

/** Status select: lower options are disabled (forward only), and 2 comes only from a new executor. */
export function statusOptionDisabled(optionId: number, currentId: number): boolean {
  return optionId < currentId || optionId === STATUS.FORWARD;
}

/**
 * Validates a requested assignment change and returns the status to store.
 * - a change of executor (to someone else) redirects: the status becomes 2;
 * - 2 cannot be chosen by hand, and a status never moves back;
 * - a finished record (4) takes no change at all;
 * - finishing (4) needs a comment of at least 20 Cyrillic letters, for the report.
 */
export function checkAssignmentChange(input: {
  currentStatusId: number;
  requestedStatusId?: number | null;
  executorChanged: boolean;
  comment?: string | null;
}): StatusId {
  const { currentStatusId, executorChanged, comment } = input;
  const requested = input.requestedStatusId ?? currentStatusId;
  const fail = (field: string, message: string): never => {
    throw new ValidationError(message, { [field]: message });
  };

  if (!isStatusId(requested)) fail('appealStatusId', 'Невідомий статус');
  // Status 4 is read-only for everyone.
  if (currentStatusId === STATUS.FINISH) fail('appealStatusId', FINISHED_LOCKED_MESSAGE);
  if (executorChanged) {
    // The redirect itself sets 2; any other requested status contradicts it.
    if (requested !== STATUS.FORWARD && requested !== currentStatusId) fail('appealStatusId', FORWARD_BY_HAND_MESSAGE);
    return STATUS.FORWARD;
  }
  if (requested < currentStatusId) fail('appealStatusId', STATUS_BACKWARD_MESSAGE);
  if (requested === STATUS.FORWARD && currentStatusId !== STATUS.FORWARD) fail('appealStatusId', FORWARD_BY_HAND_MESSAGE);
  if (requested === STATUS.FINISH && countCyrillicLetters(comment ?? '') < FINISH_COMMENT_MIN_LETTERS) {
    fail('comment', FINISH_COMMENT_MESSAGE);
  }
  return requested as StatusId;
}
