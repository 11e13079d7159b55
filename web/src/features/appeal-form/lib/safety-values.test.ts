import { SAFE_CONTACT_MESSAGES } from '@dosyt/core/appeal/safety.schema';
import { describe, expect, it } from 'vitest';
import { answeredRisk, checkSafeContact, emptySafeContactDraft, safeContactToDraft } from './safety-values';

describe('safe-contact draft', () => {
  it('an untouched block sends nothing', () => {
    expect(checkSafeContact(emptySafeContactDraft())).toEqual({ success: true, value: undefined });
  });

  it('a filled block travels in the shape core checks and comes back the same', () => {
    const draft = {
      ...emptySafeContactDraft(),
      canCall: false,
      days: ['mon' as const],
      from: '09:00',
      to: '11:00',
      sms: true,
      safeWord: 'Соняшник',
      note: 'Пишіть',
    };
    const check = checkSafeContact(draft);
    expect(check).toEqual({
      success: true,
      value: { canCall: false, days: ['mon'], hours: [{ from: '09:00', to: '11:00' }], sms: true, safeWord: 'Соняшник', note: 'Пишіть' },
    });
    if (check.success) expect(safeContactToDraft(check.value)).toEqual({ ...draft, voicemail: undefined });
  });

  it('a half-given time range is refused with the Ukrainian message', () => {
    expect(checkSafeContact({ ...emptySafeContactDraft(), from: '09:00' })).toEqual({ success: false, message: SAFE_CONTACT_MESSAGES.time });
  });
});

describe('answeredRisk', () => {
  it('keeps answered questions only', () => {
    expect(answeredRisk({})).toBeUndefined();
    expect(answeredRisk({ weapon: false, separation: true })).toEqual({ weapon: false, separation: true });
  });
});
