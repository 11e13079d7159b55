import { describe, expect, it } from 'vitest';
import { matchesQuery, nameWords, parseSearchQuery, phoneFragments } from './search.rules';

describe('phoneFragments', () => {
  it('gives every run of 4 to 9 consecutive digits of the national form once', () => {
    const fragments = phoneFragments('380501234567');
    expect(fragments).toContain('0501');
    expect(fragments).toContain('4567');
    expect(fragments).toContain('501234567');
    expect(fragments).not.toContain('3805');
    expect(fragments.every((f) => f.length >= 4 && f.length <= 9)).toBe(true);
    // 7 + 6 + 5 + 4 + 3 + 2 runs of the 10-digit national form, none repeated here.
    expect(fragments).toHaveLength(27);
    const repeated = phoneFragments('380000000000');
    expect(new Set(repeated).size).toBe(repeated.length);
    expect(repeated).toEqual(['0000', '00000', '000000', '0000000', '00000000', '000000000']);
  });
});

describe('nameWords', () => {
  it('keeps lower-case words without apostrophes, each once', () => {
    expect(nameWords("Мар'яна", 'Коваль-Петренко Коваль')).toEqual(['маряна', 'коваль', 'петренко']);
  });
});

describe('parseSearchQuery', () => {
  it('reads digits as a number and a phone fragment, and letters as name words', () => {
    expect(parseSearchQuery(' 42 ')).toEqual({ kind: 'digits', digits: '42', number: 42, fragment: undefined });
    expect(parseSearchQuery('050 123')).toEqual({ kind: 'digits', digits: '050123', number: 50123, fragment: '050123' });
    expect(parseSearchQuery('+38 (050) 123-45-67')).toMatchObject({ digits: '380501234567', number: undefined, fragment: '501234567' });
    expect(parseSearchQuery('380501')).toMatchObject({ fragment: '0501' });
    expect(parseSearchQuery('Олена Ко')).toEqual({ kind: 'name', words: ['олена', 'ко'] });
    expect(parseSearchQuery('о')).toBeUndefined();
    expect(parseSearchQuery('')).toBeUndefined();
  });

  it('matches the whole query against a candidate', () => {
    const appeal = { id: 7, phone: '380501234567', name: 'Олена', last_name: 'Коваль' };
    expect(matchesQuery(parseSearchQuery('0501234567')!, appeal)).toBe(true);
    expect(matchesQuery(parseSearchQuery('0601234567')!, appeal)).toBe(false);
    expect(matchesQuery(parseSearchQuery('7')!, appeal)).toBe(true);
    expect(matchesQuery(parseSearchQuery('олена ков')!, appeal)).toBe(true);
    expect(matchesQuery(parseSearchQuery('олена пет')!, appeal)).toBe(false);
  });
});
