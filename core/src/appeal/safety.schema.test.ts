import { describe, expect, it } from 'vitest';
import { riskAnswersSchema, SAFE_CONTACT_MESSAGES, safeContactLines, safeContactSchema } from './safety.schema';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('safeContactSchema', () => {
  it('keeps a full block, days in week order, text trimmed', () => {
    const out = safeContactSchema.parse({
      canCall: false,
      days: ['fri', 'mon', 'mon'],
      hours: [{ from: '09:00', to: '12:30' }],
      voicemail: false,
      sms: true,
      safeWord: '  Соняшник ',
      note: 'Лише коли чоловік на роботі',
    });
    expect(out).toEqual({
      canCall: false,
      days: ['mon', 'fri'],
      hours: [{ from: '09:00', to: '12:30' }],
      voicemail: false,
      sms: true,
      safeWord: 'Соняшник',
      note: 'Лише коли чоловік на роботі',
    });
  });

  it('an absent or empty block is no block', () => {
    expect(safeContactSchema.parse(undefined)).toBeUndefined();
    expect(safeContactSchema.parse(null)).toBeUndefined();
    expect(safeContactSchema.parse({ days: [], hours: [], safeWord: '  ', note: '' })).toBeUndefined();
  });

  it('refuses a long note, bad times, unknown days, too many ranges, with Ukrainian messages', () => {
    expect(messages(safeContactSchema.safeParse({ note: 'я'.repeat(256) }))).toEqual([SAFE_CONTACT_MESSAGES.note]);
    expect(safeContactSchema.safeParse({ note: 'я'.repeat(255) }).success).toBe(true);
    expect(messages(safeContactSchema.safeParse({ hours: [{ from: '25:00', to: '10:00' }] }))).toEqual([SAFE_CONTACT_MESSAGES.time]);
    expect(messages(safeContactSchema.safeParse({ hours: [{ from: '10:00', to: '10:00' }] }))).toEqual([SAFE_CONTACT_MESSAGES.range]);
    expect(messages(safeContactSchema.safeParse({ days: ['holiday'] }))).toEqual([SAFE_CONTACT_MESSAGES.day]);
    const four = Array.from({ length: 4 }, (_, i) => ({ from: `0${i}:00`, to: `0${i}:30` }));
    expect(messages(safeContactSchema.safeParse({ hours: four }))).toEqual([SAFE_CONTACT_MESSAGES.ranges]);
    expect(safeContactSchema.safeParse('call me').success).toBe(false);
  });
});

describe('riskAnswersSchema', () => {
  it('keeps yes/no answers and drops unanswered ones', () => {
    expect(riskAnswersSchema.parse({ weapon: true, pregnancy: false, separation: null })).toEqual({ weapon: true, pregnancy: false });
    expect(riskAnswersSchema.parse(undefined)).toBeUndefined();
  });

  it('refuses unknown questions and non-boolean answers', () => {
    expect(messages(riskAnswersSchema.safeParse({ jealousy: true }))).toEqual([SAFE_CONTACT_MESSAGES.risk]);
    expect(riskAnswersSchema.safeParse({ weapon: 'так' }).success).toBe(false);
  });
});

describe('safeContactLines', () => {
  it('says plainly what not to do, in a fixed order', () => {
    expect(
      safeContactLines({ canCall: false, voicemail: false, sms: true, days: ['sat'], hours: [{ from: '22:00', to: '06:00' }], safeWord: 'Соняшник' }),
    ).toEqual([
      { label: 'Дзвонити', value: 'НЕ дзвонити — лише повідомлення' },
      { label: 'Безпечні дні', value: 'Сб' },
      { label: 'Безпечний час', value: '22:00–06:00' },
      { label: 'Голосова пошта', value: 'НЕ залишати' },
      { label: 'SMS', value: 'можна надсилати' },
      { label: 'Кодове слово (сказати першим)', value: 'Соняшник' },
    ]);
    expect(safeContactLines(undefined)).toEqual([]);
  });
});
