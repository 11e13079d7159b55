import { describe, expect, it } from 'vitest';
import * as z from './zod';
import { ValidationError } from '../errors';
import { parseOrThrow, toFieldErrors } from './parse';

const schema = z.object({
  name: z.string('Вкажіть імʼя').check(z.minLength(2, 'Закоротке імʼя')),
  address: z.object({ city: z.string('Вкажіть місто') }),
});

describe('parseOrThrow', () => {
  it('returns the parsed value of a good input', () => {
    expect(parseOrThrow(schema, { name: 'Іван', address: { city: 'Полтава' } })).toEqual({
      name: 'Іван',
      address: { city: 'Полтава' },
    });
  });

  it('throws a 400 ValidationError with the first message and every field error', () => {
    // Prepare
    const input = { name: 'І', address: {} };
    // Act
    const act = () => parseOrThrow(schema, input);
    // Assess
    expect(act).toThrow(ValidationError);
    try {
      act();
    } catch (e) {
      const error = e as ValidationError;
      expect(error.statusCode).toBe(400);
      expect(error.message).toBe('Закоротке імʼя');
      expect(error.fieldErrors).toEqual({ name: 'Закоротке імʼя', 'address.city': 'Вкажіть місто' });
    }
  });
});

describe('toFieldErrors', () => {
  it('keeps only the first message of a field', () => {
    // Prepare
    const twoRules = z.object({ a: z.string().check(z.minLength(3, 'перше'), z.regex(/x/, 'друге')) });
    // Act
    const result = twoRules.safeParse({ a: 'b' });
    // Assess
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldErrors(result.error)).toEqual({ a: 'перше' });
  });
});
