import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from '@dosyt/core/validation/zod';

/**
 * zodResolver for core's schemas. Their input side is loose (preprocessed ids accept
 * strings or numbers), so the form states its own value type and gets the schema's output on submit.
 */
export function schemaResolver<TValues extends FieldValues, TSchema extends z.ZodMiniType>(schema: TSchema): Resolver<TValues, unknown, z.output<TSchema>> {
  return zodResolver(schema as never) as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
}

/** The first error message of a form, in the order the fields are shown. */
export function firstErrorMessage(errors: Record<string, { message?: unknown } | undefined>, order: readonly string[]): string | undefined {
  for (const key of [...order, ...Object.keys(errors)]) {
    const message = errors[key]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** A check that answers with the output or a message per field (core's appeal form check). */
export type FormCheck<TValues, TOutput> = (values: TValues) => { success: true; output: TOutput } | { success: false; fieldErrors: Record<string, string> };

/** A resolver from a check of the whole form: its messages become the fields' errors. */
export function checkResolver<TValues extends FieldValues, TOutput>(check: FormCheck<TValues, TOutput>): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    const result = check(values);
    if (result.success) return { values: result.output, errors: {} };
    const errors = Object.fromEntries(Object.entries(result.fieldErrors).map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
