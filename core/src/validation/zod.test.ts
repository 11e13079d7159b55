import { describe, expect, it } from 'vitest';
import * as z from './zod';

describe('the zod of the schemas', () => {
  it('keeps classic zod’s English message where a check names none', () => {
    // Prepare
    const schema = z.object({ n: z.number().check(z.int()), s: z.string().check(z.maxLength(2)) });
    const messages = (input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message);
    // Act, Assess (classic zod's texts; this file does not load classic zod, which would set them itself)
    expect(messages({ n: 1.5, s: 'abc' })).toEqual(['Invalid input: expected int, received number', 'Too big: expected string to have <=2 characters']);
    expect(messages({ n: 'x', s: 1 })).toEqual(['Invalid input: expected number, received string', 'Invalid input: expected string, received number']);
  });

  it('preprocesses as classic zod does: the input is changed before the schema sees it', () => {
    // Prepare
    const numeric = z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.optional(z.number('число')));
    // Act, Assess
    expect(numeric.parse('7')).toBe(7);
    expect(numeric.parse(undefined)).toBeUndefined();
    expect(numeric.safeParse({}).error?.issues[0].message).toBe('число');
  });
});
