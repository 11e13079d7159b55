import { describe, expect, it } from 'vitest';
import { checkSave, initialEditState, isRedirect, withExecutor } from './assignment-edit';

const record = { userId: 2, appealStatusId: 1, comment: '', version: 4 };

describe('executor change', () => {
  it('shows status 2 for another executor and restores the status for the current one', () => {
    // Prepare
    const start = initialEditState({ ...record, appealStatusId: 3 });

    // Act
    const redirected = withExecutor(start, 3, { ...record, appealStatusId: 3 });
    const back = withExecutor(redirected, 2, { ...record, appealStatusId: 3 });

    // Assess
    expect(redirected).toMatchObject({ userId: 3, statusId: 2 });
    expect(isRedirect(redirected, record)).toBe(true);
    expect(back).toMatchObject({ userId: 2, statusId: 3 });
    expect(isRedirect(back, record)).toBe(false);
  });
});

describe('checkSave', () => {
  it('refuses to finish without 20 Cyrillic letters, markup not counted', () => {
    const state = { userId: 2, statusId: 4, comment: '[b]Допомогу надано[/b] <i>ok</i>' };
    expect(checkSave(state, record)).toEqual({
      success: false,
      message: 'Заповніть поле - "Важлива інформація" (мінімум 20 символів). Інформація буде додана до звіту',
    });
  });

  it('finishes with a long enough comment and sends the version read', () => {
    const state = { userId: 2, statusId: 4, comment: 'Консультацію психолога проведено, план безпеки складено' };
    expect(checkSave(state, record)).toEqual({
      success: true,
      body: { userId: 2, appealStatusId: 4, comment: state.comment, version: 4 },
    });
  });

  it('lets other statuses save with any comment', () => {
    expect(checkSave({ userId: 3, statusId: 2, comment: '' }, record).success).toBe(true);
  });
});
