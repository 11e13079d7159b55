/**
 * The bodies of the admin content and media routes (content.ts, media.ts). Their
 * envelope is checked here; each collection's fields and an image's rules (types,
 * sizes) are the content and media functions' own, checked on this typed input.
 */
import * as z from '../validation/zod';

/** An edit: some of the collection's fields, publish state, and the version the editor loaded. */
export const contentEditSchema = z.object({
  data: z.record(z.string(), z.unknown(), { error: 'Очікується об’єкт data' }),
  published: z.optional(z.boolean()),
  version: z.optional(z.number().check(z.int(), z.positive())),
});

/** One base64 chunk of an image; the first starts the upload, the next ones name its uploadId. */
export const uploadChunkSchema = z.object({
  uploadId: z.optional(z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Некоректний uploadId'))),
  index: z.number().check(z.int(), z.minimum(0)),
  count: z.number().check(z.int(), z.minimum(1)),
  name: z.string().check(z.trim(), z.minLength(1, 'Вкажіть назву файлу'), z.maxLength(200)),
  mime: z.string(),
  size: z.number().check(z.int()),
  data: z.string(),
});
