import { describe, expect, it, vi } from 'vitest';
import {
  FOLLOW_UP_ALPHABET,
  FOLLOW_UP_CODE_LENGTH,
  followUpCodeBits,
  followUpState,
  formatFollowUpCode,
  generateFollowUpCode,
  isFollowUpCode,
  normalizeFollowUpCode,
} from './follow-up-code';
import { followUpMessageSchema } from './follow-up.schema';

describe('follow-up code', () => {
  it('has at least 50 bits: alphabet size ^ length >= 2^50', () => {
    expect(FOLLOW_UP_ALPHABET.length ** FOLLOW_UP_CODE_LENGTH).toBeGreaterThanOrEqual(2 ** 50);
    expect(followUpCodeBits()).toBeGreaterThanOrEqual(50);
  });

  it('leaves out look-alike symbols and repeats none', () => {
    for (const c of '0O1IL') expect(FOLLOW_UP_ALPHABET).not.toContain(c);
    expect(new Set(FOLLOW_UP_ALPHABET).size).toBe(FOLLOW_UP_ALPHABET.length);
  });

  it('is drawn from crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const code = generateFollowUpCode();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(isFollowUpCode(code)).toBe(true);
  });

  it('throws biased bytes away and uses every symbol about equally', () => {
    // 252 = 9 * 28 is the first biased byte: it must be skipped, not mapped.
    const bytes = [252, 253, 254, 255, ...Array.from({ length: 12 }, (_, i) => i)];
    const code = generateFollowUpCode((b) => b.map((_, i) => bytes[i] ?? 0));
    expect(code).toBe(FOLLOW_UP_ALPHABET.slice(0, 12));

    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) for (const c of generateFollowUpCode()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(FOLLOW_UP_ALPHABET.length);
    const expected = (2000 * FOLLOW_UP_CODE_LENGTH) / FOLLOW_UP_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - expected)).toBeLessThan(expected * 0.25);
  });

  it('does not repeat in 10,000 draws', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => generateFollowUpCode()));
    expect(codes.size).toBe(10_000);
  });

  it('is shown in groups of four and read back whatever the case, dashes, spaces or Cyrillic twins', () => {
    expect(formatFollowUpCode('K7QM4TZP9XAC')).toBe('K7QM-4TZP-9XAC');
    expect(normalizeFollowUpCode(' k7qm-4tzp 9xac ')).toBe('K7QM4TZP9XAC');
    expect(normalizeFollowUpCode('К7QМ—4ТZР 9ХАС')).toBe('K7QM4TZP9XAC');
    expect(isFollowUpCode(normalizeFollowUpCode('ACDE-FGHJ-KMNP'))).toBe(true);
    expect(isFollowUpCode('ACDEFGHJKMN0')).toBe(false);
    expect(isFollowUpCode('ACDEFGHJKMN')).toBe(false);
  });

  it('words the state plainly', () => {
    expect([1, 2, 3, 4].map(followUpState)).toEqual(['Отримано', 'У роботі', 'У роботі', 'Завершено']);
  });

  it('caps a message at 1,000 characters and refuses an empty one', () => {
    expect(followUpMessageSchema.safeParse({ code: 'x', text: 'а'.repeat(1000) }).success).toBe(true);
    expect(followUpMessageSchema.safeParse({ code: 'x', text: 'а'.repeat(1001) }).success).toBe(false);
    expect(followUpMessageSchema.safeParse({ code: 'x', text: '   ' }).success).toBe(false);
  });
});
