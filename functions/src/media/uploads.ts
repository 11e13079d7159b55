import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import * as z from '@dosyt/core/validation/zod';
import { ForbiddenError, ValidationError } from '@dosyt/core/errors';
import { nextId } from '../db/counters';
import { parse } from '../lib/validation';
import type { Caller } from '../lib/tokens';
import { slugify } from '../content/slug';
import { uploadChunks } from '../db/upload-chunk-store';
import { mediaStore } from './media-store';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, UPLOAD_CHUNK_BYTES, readImageInfo } from '../content/upload-rules';

/**
 * POST /api/admin/content/uploads, in base64 chunks of UPLOAD_CHUNK_BYTES: the
 * first answers an uploadId, the others carry it, the last one assembles, checks
 * and stores the file.
 */
const CHUNK_BASE64_CHARS = Math.ceil(UPLOAD_CHUNK_BYTES / 3) * 4;
const MAX_CHUNKS = Math.ceil(MAX_UPLOAD_BYTES / UPLOAD_CHUNK_BYTES);
const CHUNK_TTL_SECONDS = 60 * 60;
const MAX_DIMENSION = 10_000;

const TYPE_MESSAGE = 'Дозволені лише зображення PNG, JPEG або WebP';
const SIZE_MESSAGE = 'Файл завеликий: найбільше 2 МБ';

const chunkSchema = z.object({
  uploadId: z.optional(z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Некоректний uploadId'))),
  index: z.number().check(z.int(), z.minimum(0)),
  count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_CHUNKS, SIZE_MESSAGE)),
  name: z.string().check(z.trim(), z.minLength(1, 'Вкажіть назву файлу'), z.maxLength(200)),
  mime: z.string().check(z.refine((m) => m in ALLOWED_UPLOAD_TYPES, TYPE_MESSAGE)),
  size: z.number().check(z.int(), z.minimum(1, 'Порожній файл'), z.maximum(MAX_UPLOAD_BYTES, SIZE_MESSAGE)),
  data: z.string().check(z.maxLength(CHUNK_BASE64_CHARS, 'Завеликий шматок файлу'), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Некоректні дані файлу')),
});

export interface UploadedFile {
  id: number;
  name: string;
  hash: string;
  ext: string;
  mime: string;
  width: number;
  height: number;
  /** Kilobytes, as Strapi reports it. */
  size: number;
  url: string;
}

export type UploadAnswer = { done: false; uploadId: string; received: number } | { done: true; file: UploadedFile };

async function storeFile(name: string, declaredMime: string, bytes: Buffer): Promise<UploadedFile> {
  const info = readImageInfo(bytes);
  if (!info) throw new ValidationError(TYPE_MESSAGE, { file: TYPE_MESSAGE });
  if (info.mime !== declaredMime) throw new ValidationError(`Вміст файлу не відповідає типу ${declaredMime}`, { file: TYPE_MESSAGE });
  if (info.width > MAX_DIMENSION || info.height > MAX_DIMENSION) throw new ValidationError('Зображення завелике: до 10000 пікселів з кожного боку');
  const ext = ALLOWED_UPLOAD_TYPES[info.mime];
  const base = slugify(name.replace(/\.[a-z0-9]+$/i, ''), 40) || 'image';
  const hash = `${base}_${randomBytes(5).toString('hex')}`;
  const { url } = await mediaStore().put(`${hash}${ext}`, bytes, info.mime);
  return {
    id: await nextId('content-media'),
    name,
    hash,
    ext,
    mime: info.mime,
    width: info.width,
    height: info.height,
    size: Math.round(bytes.length / 10) / 100,
    url,
  };
}

export async function uploadChunk(body: unknown, caller: Caller): Promise<UploadAnswer> {
  const input = parse(chunkSchema, body);
  const expectedCount = Math.ceil(input.size / UPLOAD_CHUNK_BYTES);
  if (input.count !== expectedCount || input.index >= input.count) throw new ValidationError('Некоректний номер частини файлу');
  if ((input.index === 0) !== (input.uploadId === undefined)) throw new ValidationError('Перша частина починає завантаження, наступні мають його uploadId');

  const bytes = Buffer.from(input.data, 'base64');
  const last = input.index === input.count - 1;
  const expectedBytes = last ? input.size - UPLOAD_CHUNK_BYTES * (input.count - 1) : UPLOAD_CHUNK_BYTES;
  if (bytes.length !== expectedBytes) throw new ValidationError('Розмір частини файлу не збігається з заявленим');

  if (input.count === 1) return { done: true, file: await storeFile(input.name, input.mime, bytes) };

  const uploadId = input.uploadId ?? ulid();
  const chunks = uploadChunks();
  if (input.uploadId) {
    const first = await chunks.get(uploadId, 0);
    if (!first) throw new ValidationError('Завантаження не знайдено або воно застаріло: почніть знову');
    if (first.userId !== caller.userId) throw new ForbiddenError();
  }
  if (!last) {
    await chunks.put({ uploadId, index: input.index, userId: caller.userId, data: input.data, expiresAt: Math.floor(Date.now() / 1000) + CHUNK_TTL_SECONDS });
    return { done: false, uploadId, received: input.index + 1 };
  }

  const stored = await chunks.all(uploadId);
  if (stored.length !== input.count - 1 || stored.some((chunk, i) => chunk.index !== i)) {
    throw new ValidationError('Не всі частини файлу отримано: почніть завантаження знову');
  }
  const whole = Buffer.concat([...stored.map((chunk) => Buffer.from(chunk.data, 'base64')), bytes]);
  if (whole.length !== input.size) throw new ValidationError('Розмір файлу не збігається з заявленим');
  const file = await storeFile(input.name, input.mime, whole);
  await chunks.remove(
    uploadId,
    stored.map((chunk) => chunk.index),
  );
  return { done: true, file };
}
