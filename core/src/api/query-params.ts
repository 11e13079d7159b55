/**
 * The pieces the routes' query schemas are built from. A query string gives strings
 * (or nothing); each piece reads one parameter into its typed value, or refuses it
 * with the parameter's Ukrainian message, which the pipeline answers as a 400.
 */
import * as z from '../validation/zod';

/** What a reader answers for a value it cannot take. */
interface Refused {
  readonly refused: true;
  readonly message?: string;
}
const refuse = (message?: string): Refused => ({ refused: true, ...(message === undefined ? {} : { message }) });
const isRefused = (value: unknown): value is Refused => typeof value === 'object' && value !== null && (value as Partial<Refused>).refused === true;

/**
 * The value `read` gives it, absent included; `read` answers `refuse()` for a value it cannot
 * take (with `message`, or its own where one parameter has several).
 */
export function param<T>(message: string, read: (value: string | undefined, refuse: (message?: string) => Refused) => T | Refused) {
  return z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined, ctx): Exclude<T, Refused> => {
      const out = read(value, refuse);
      if (!isRefused(out)) return out as Exclude<T, Refused>;
      ctx.issues.push({ code: 'custom', message: out.message ?? message, input: value });
      return z.NEVER;
    }),
  );
}

/** Absent, or only spaces. */
export const blank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

/** A positive integer as a path or query parameter gives it ('Некоректний параметр: name'); absent or empty: `fallback`. */
export function optionalInt<F extends number | undefined = undefined>(name: string, fallback?: F) {
  return param(`Некоректний параметр: ${name}`, (value, refused): number | F | Refused => {
    if (value === undefined || value === '') return fallback as F;
    const n = Number(value);
    return Number.isSafeInteger(n) && n >= 1 ? n : refused();
  });
}

/** An optional text, trimmed; empty is absent, longer than `max` refused ('Некоректний параметр: name'). */
export function optionalText(name: string, max = Number.POSITIVE_INFINITY) {
  return param(`Некоректний параметр: ${name}`, (value, refused) => {
    const text = value?.trim();
    if (!text) return undefined;
    return text.length > max ? refused() : text;
  });
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An optional date as an ISO instant ('Некоректна дата: name'); a bare date as the end of
 * a range means the whole of that day.
 */
export function optionalDate(name: string, end = false) {
  return param(`Некоректна дата: ${name}`, (value, refused) => {
    if (blank(value)) return undefined;
    const time = new Date(value.trim()).getTime();
    if (Number.isNaN(time)) return refused();
    return new Date(end && DATE_ONLY.test(value.trim()) ? time + 86_399_999 : time).toISOString();
  });
}

/** 'true' or '1' is yes; anything else, absence included, no. */
export const flag = () => param('', (value) => value === 'true' || value === '1');
