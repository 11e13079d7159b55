/**
 * Input checks for use-cases, with no HTTP in them: a failure is a ValidationError
 * (a 400 with field errors wherever it is answered), so use-cases can be called from
 * the pipeline, the seed, jobs and tests alike.
 */
import * as z from '@dosyt/core/validation/zod';
import { ValidationError } from '@dosyt/core/errors';

/** Parses with a core schema; a failure is a 400 with field errors. */
export function parse<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw toValidationError(result.error);
}

/** Field path -> first message for it; issues of the whole input under '_'. */
export function toValidationError(error: z.ZodError): ValidationError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'Некоректні дані';
  return new ValidationError(first, fieldErrors);
}

/** Path/query parameter as a positive integer, or a 400. */
export function intParam(value: string | undefined, label = 'id'): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new ValidationError(`Некоректний параметр: ${label}`);
  return n;
}
