import type * as z from './zod';
import { ValidationError } from '../errors';

/** Field path -> first message for it; '' holds issues of the whole object. */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

export function toValidationError(error: z.ZodError): ValidationError {
  return new ValidationError(error.issues[0]?.message ?? 'Некоректні дані', toFieldErrors(error));
}

/** Parses with a core schema; a bad input becomes a 400 ValidationError, never a 500. */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw toValidationError(result.error);
  return result.data;
}
