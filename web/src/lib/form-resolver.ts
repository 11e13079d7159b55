import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
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
