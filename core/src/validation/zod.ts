/**
 * The zod every schema is written with: zod/mini, whose functions tree-shake
 * (classic zod's methods put ~90 KB in every Lambda bundle), with the English
 * messages classic zod sets for the checks that name no Ukrainian one.
 */
import { config, pipe, transform, type core, type ZodMiniPipe, type ZodMiniTransform } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

export * from 'zod/mini';
/** The error `parse` throws, for `instanceof` (reaching it through `core.` would bundle all of zod's core). */
export { $ZodError as ZodError } from 'zod/v4/core';

/** Classic zod's `preprocess`, which zod/mini leaves out: the same pipe from a transform into the schema. */
export function preprocess<S extends core.$ZodType>(fn: (input: unknown) => unknown, schema: S): ZodMiniPipe<ZodMiniTransform<unknown, unknown>, S> {
  return pipe<ZodMiniTransform<unknown, unknown>, S>(transform(fn), schema);
}
