import { randomBytes } from 'node:crypto';
import * as z from '@dosyt/core/validation/zod';
import type { StrapiMedia, StrapiMediaFormat } from '@dosyt/core/api/content-answers';
import { isOwnMediaPath } from './sanitize';

/** A media file in the Strapi v5 shape the public site reads: the contract's (core/src/api/content-answers.ts). */
export type Media = StrapiMedia;
type MediaFormat = StrapiMediaFormat;

/** Strapi's documentId: 24 lower-case letters and digits. */
export function newDocumentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(24)].map((b) => alphabet[b % alphabet.length]).join('');
}

const MIME_BY_EXT: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

const ownPath = z
  .string()
  .check(z.maxLength(300), z.refine(isOwnMediaPath, 'Зображення мають бути завантажені на сайт (шлях /uploads/..., /media/... або /content/...)'));
const dimension = z.number().check(z.int(), z.minimum(1), z.maximum(20_000));

const formatInput = z.object({ url: ownPath, width: dimension, height: dimension, size: z.optional(z.number().check(z.minimum(0))) });

/** A media object as the admin screen sends it: what it got from the upload call, plus alt text. */
export const mediaInputSchema = z.object({
  id: z.optional(z.number().check(z.int(), z.positive())),
  documentId: z.optional(z.string().check(z.maxLength(40))),
  name: z._default(z.string().check(z.trim(), z.maxLength(200)), 'image'),
  alternativeText: z.nullish(z.string().check(z.trim(), z.maxLength(300))),
  caption: z.nullish(z.string().check(z.trim(), z.maxLength(300))),
  url: ownPath,
  width: dimension,
  height: dimension,
  size: z.optional(z.number().check(z.minimum(0))),
  formats: z.nullish(z.partial(z.object({ thumbnail: formatInput, small: formatInput, medium: formatInput, large: formatInput }))),
});

export type MediaInput = z.infer<typeof mediaInputSchema>;

function extOf(url: string): string {
  const m = /\.[a-z0-9]+$/i.exec(url);
  return m ? m[0].toLowerCase() : '';
}

function hashOf(url: string): string {
  return (url.split('/').pop() ?? url).replace(/\.[a-z0-9]+$/i, '');
}

function toFormat(name: string, input: z.infer<typeof formatInput>): MediaFormat {
  const size = input.size ?? 0;
  return {
    name,
    hash: hashOf(input.url),
    ext: extOf(input.url),
    mime: MIME_BY_EXT[extOf(input.url)] ?? 'application/octet-stream',
    path: null,
    width: input.width,
    height: input.height,
    size,
    sizeInBytes: Math.round(size * 1000),
    url: input.url,
  };
}

/** Completes an admin's media input into the full stored shape. */
export function toMedia(input: MediaInput, id: number, now = new Date().toISOString()): Media {
  const formats = Object.fromEntries(
    Object.entries(input.formats ?? {})
      .filter(([, f]) => f !== undefined)
      .map(([name, f]) => [name, toFormat(`${name}_${input.name}`, f!)]),
  ) as Media['formats'];
  return {
    id: input.id ?? id,
    documentId: input.documentId ?? newDocumentId(),
    name: input.name,
    alternativeText: input.alternativeText ?? null,
    caption: input.caption ?? null,
    width: input.width,
    height: input.height,
    formats: formats && Object.keys(formats).length > 0 ? formats : null,
    hash: hashOf(input.url),
    ext: extOf(input.url),
    mime: MIME_BY_EXT[extOf(input.url)] ?? 'application/octet-stream',
    size: input.size ?? 0,
    url: input.url,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
  };
}
