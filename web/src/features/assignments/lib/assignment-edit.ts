import type { AssignmentPatchBody } from '@dosyt/core/appeal/appeal.schema';
import { countCyrillicLetters } from '@dosyt/core/text/text.rules';
import { FINISH_COMMENT_MESSAGE, FINISH_COMMENT_MIN_LETTERS, STATUS } from '@dosyt/core/status/status.rules';

/** The editable part of a history record. */
export interface AssignmentEditState {
  userId: number;
  statusId: number;
  /** BBCode. */
  comment: string;
}

export interface RecordBasis {
  userId: number;
  appealStatusId: number;
  comment?: string | null;
  version: number;
}

export const initialEditState = (record: RecordBasis): AssignmentEditState => ({
  userId: record.userId,
  statusId: record.appealStatusId,
  comment: record.comment ?? '',
});

/**
 * Choosing another executor shows status 2 (redirected) at once; choosing the
 * current one again restores the record's own status.
 */
export function withExecutor(state: AssignmentEditState, userId: number, record: RecordBasis): AssignmentEditState {
  return { ...state, userId, statusId: userId === record.userId ? record.appealStatusId : STATUS.FORWARD };
}

export const isRedirect = (state: AssignmentEditState, record: RecordBasis): boolean => state.userId !== record.userId;

export type SaveCheck = { success: true; body: AssignmentPatchBody } | { success: false; message: string };

/**
 * Finishing needs at least 20 Cyrillic letters of 'Важлива інформація', which goes
 * into the report; otherwise the form's message, and nothing is saved.
 */
export function checkSave(state: AssignmentEditState, record: RecordBasis): SaveCheck {
  if (state.statusId === STATUS.FINISH && countCyrillicLetters(state.comment) < FINISH_COMMENT_MIN_LETTERS) {
    return { success: false, message: FINISH_COMMENT_MESSAGE };
  }
  return {
    success: true,
    body: { userId: state.userId, appealStatusId: state.statusId, comment: state.comment, version: record.version },
  };
}
