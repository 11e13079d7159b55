import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import {
  appealStatusFromAssignments,
  checkAssignmentChange,
  FINISH_COMMENT_MESSAGE,
  FINISHED_LOCKED_MESSAGE,
  FORWARD_BY_HAND_MESSAGE,
  isAssignmentEditable,
  STATUS,
  STATUS_BACKWARD_MESSAGE,
  statusBadge,
  STATUSES,
  statusOptionDisabled,
  statusTitle,
} from './status.rules';

const LONG_COMMENT = 'Надано консультацію психолога, жінка в безпеці';
const twentyLetters = 'абвгдежзийклмнопрсті'; // exactly 20 Cyrillic letters

function thrown(act: () => unknown): ValidationError {
  try {
    act();
  } catch (e) {
    if (e instanceof ValidationError) return e;
    throw e;
  }
  throw new Error('expected a ValidationError');
}

describe('statuses', () => {
  it('are new, forward, work and finish with ids 1 to 4', () => {
    expect(STATUS).toEqual({ NEW: 1, FORWARD: 2, WORK: 3, FINISH: 4 });
    expect(STATUSES).toEqual([
      { id: 1, title: 'Нове', badge: 'new' },
      { id: 2, title: 'Перенаправлено', badge: 'forward' },
      { id: 3, title: 'В роботі', badge: 'work' },
      { id: 4, title: 'Виконано', badge: 'finish' },
    ]);
  });

  it('give a title by id, and "No status" for anything else', () => {
    expect(statusTitle(3)).toBe('В роботі');
    expect(statusTitle(9)).toBe('No status');
    expect(statusTitle(undefined)).toBe('No status');
    expect(statusTitle(null)).toBe('No status');
  });

  it('give a badge class by id', () => {
    expect(statusBadge(2)).toBe('forward');
    expect(statusBadge(0)).toBe('');
  });
});

describe('appealStatusFromAssignments', () => {
  it.each([
    [[], 1],
    [[1], 1],
    [[1, 1, 1], 1],
    [[4], 4],
    [[4, 4], 4],
    [[3], 3],
    [[1, 3], 3],
    [[1, 4], 3],
    [[2, 4], 3],
    [[2, 3, 1], 3],
    [[2], 2],
    [[1, 2], 2],
    [[2, 2], 2],
  ])('assignments %j make the appeal status %i', (ids, expected) => {
    expect(appealStatusFromAssignments(ids)).toBe(expected);
  });
});

describe('isAssignmentEditable', () => {
  it.each([
    // statusId, isAdmin, isExecutor, editable
    [1, false, false, true],
    [1, true, false, true],
    [2, true, false, true],
    [2, false, false, false],
    [2, false, true, true],
    [3, false, true, true],
    [3, true, false, false],
    [3, false, false, false],
    [4, true, true, false],
    [4, false, true, false],
    [4, true, false, false],
  ])('status %i, admin %s, executor %s: editable %s', (statusId, isAdmin, isExecutor, expected) => {
    expect(isAssignmentEditable({ statusId, isAdmin, isExecutor })).toBe(expected);
  });
});

describe('statusOptionDisabled', () => {
  it('disables options below the current status and always option 2', () => {
    // Act
    const fromWork = [1, 2, 3, 4].map((id) => statusOptionDisabled(id, 3));
    const fromNew = [1, 2, 3, 4].map((id) => statusOptionDisabled(id, 1));
    // Assess
    expect(fromWork).toEqual([true, true, false, false]);
    expect(fromNew).toEqual([false, true, false, false]);
  });
});

describe('checkAssignmentChange', () => {
  it('keeps the current status when nothing is requested', () => {
    expect(checkAssignmentChange({ currentStatusId: 3, executorChanged: false })).toBe(3);
  });

  it('moves a status forward', () => {
    expect(checkAssignmentChange({ currentStatusId: 1, requestedStatusId: 3, executorChanged: false })).toBe(3);
  });

  it('redirects to status 2 when the executor changes', () => {
    expect(checkAssignmentChange({ currentStatusId: 1, executorChanged: true })).toBe(2);
    expect(checkAssignmentChange({ currentStatusId: 3, requestedStatusId: 2, executorChanged: true })).toBe(2);
    expect(checkAssignmentChange({ currentStatusId: 3, requestedStatusId: 3, executorChanged: true })).toBe(2);
  });

  it('refuses another status together with a change of executor', () => {
    // Act
    const error = thrown(() => checkAssignmentChange({ currentStatusId: 1, requestedStatusId: 4, executorChanged: true, comment: LONG_COMMENT }));
    // Assess
    expect(error.message).toBe(FORWARD_BY_HAND_MESSAGE);
    expect(error.fieldErrors).toEqual({ appealStatusId: FORWARD_BY_HAND_MESSAGE });
  });

  it('refuses status 2 chosen by hand', () => {
    expect(thrown(() => checkAssignmentChange({ currentStatusId: 1, requestedStatusId: 2, executorChanged: false })).message).toBe(
      'Статус "Перенаправлено" встановлюється лише зміною виконавця',
    );
  });

  it('lets a redirected record stay 2 or move on', () => {
    expect(checkAssignmentChange({ currentStatusId: 2, requestedStatusId: 2, executorChanged: false })).toBe(2);
    expect(checkAssignmentChange({ currentStatusId: 2, requestedStatusId: 3, executorChanged: false })).toBe(3);
  });

  it('refuses a move back', () => {
    // Act
    const error = thrown(() => checkAssignmentChange({ currentStatusId: 3, requestedStatusId: 1, executorChanged: false }));
    // Assess
    expect(error.message).toBe(STATUS_BACKWARD_MESSAGE);
    expect(error.statusCode).toBe(400);
  });

  it('refuses any change to a finished record', () => {
    expect(thrown(() => checkAssignmentChange({ currentStatusId: 4, executorChanged: true })).message).toBe(FINISHED_LOCKED_MESSAGE);
    expect(thrown(() => checkAssignmentChange({ currentStatusId: 4, requestedStatusId: 4, executorChanged: false, comment: LONG_COMMENT })).message).toBe(
      FINISHED_LOCKED_MESSAGE,
    );
  });

  it('refuses an unknown status', () => {
    expect(thrown(() => checkAssignmentChange({ currentStatusId: 1, requestedStatusId: 7, executorChanged: false })).message).toBe('Невідомий статус');
  });

  it('finishes with a comment of at least 20 Cyrillic letters', () => {
    expect(checkAssignmentChange({ currentStatusId: 3, requestedStatusId: 4, executorChanged: false, comment: LONG_COMMENT })).toBe(4);
    expect(checkAssignmentChange({ currentStatusId: 1, requestedStatusId: 4, executorChanged: false, comment: twentyLetters })).toBe(4);
  });

  it.each([
    ['no comment', undefined],
    ['an empty comment', ''],
    ['19 letters', twentyLetters.slice(1)],
    ['markup and Latin letters padding 19 letters', `[b]${twentyLetters.slice(1)}[/b] <p>some english words 1234567890</p>`],
  ])('refuses to finish with %s, with the exact message', (_case, comment) => {
    // Act
    const error = thrown(() => checkAssignmentChange({ currentStatusId: 3, requestedStatusId: 4, executorChanged: false, comment }));
    // Assess
    expect(error.message).toBe('Заповніть поле - "Важлива інформація" (мінімум 20 символів). Інформація буде додана до звіту');
    expect(error.fieldErrors).toEqual({ comment: FINISH_COMMENT_MESSAGE });
  });
});
