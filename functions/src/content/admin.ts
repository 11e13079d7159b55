import * as z from '@dosyt/core/validation/zod';
import { ConflictError, NotFoundError, ValidationError } from '@dosyt/core/errors';
import { isMessengerLink, isOrganisationPhone, messengerMessage, phoneMessage } from '@dosyt/core/content/organisation-contacts';
import { db } from '../db/service';
import { parse } from '../lib/validation';
import { nextId } from '../db/counters';
import type { ContentEntryItem } from '../db/entities/content-entry.entity';
import { COLLECTIONS, type CollectionSpec, type FieldSpec, type ScalarKind } from './collections';
import { entryView, loadEntries, loadEntry, loadRelated, requireCollection } from './entries';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, UPLOAD_CHUNK_BYTES } from './upload-rules';
import { mediaInputSchema, newDocumentId, toMedia, type Media, type MediaInput } from './media';
import { isOwnMediaPath, sanitizeRichText } from './sanitize';
import { syncPostFeed } from './post-feed';
import { SLUG_PATTERN, slugify } from './slug';

/** Links an editor may set: on-site paths and anchors, web pages, mail and phone. Never javascript:. */
const LINK_PATTERN = /^(\/(?!\/)|#|https?:\/\/[^\s]+$|mailto:|tel:)/i;

function scalarSchema(kind: ScalarKind, label: string, max = 300): z.ZodMiniType<string> {
  const base = z.string({ error: `${label}: очікується текст` }).check(z.trim(), z.maxLength(max, `${label}: задовгий текст (до ${max} символів)`));
  switch (kind) {
    case 'link':
      return base.check(
        z.maxLength(500),
        z.refine((v) => v === '' || LINK_PATTERN.test(v), `${label}: посилання має починатися з /, #, https://, mailto: або tel:`),
      );
    case 'image-url':
      return base.check(z.refine((v) => v === '' || isOwnMediaPath(v), `${label}: зображення має бути завантажене на сайт`));
    case 'color':
      return base.check(z.refine((v) => v === '' || /^#[0-9a-f]{3,8}$/i.test(v), `${label}: колір у форматі #RRGGBB`));
    case 'phone':
      return base.check(z.refine(isOrganisationPhone, phoneMessage(label)));
    case 'messenger':
      return base.check(z.refine(isMessengerLink, messengerMessage(label)));
    case 'richtext':
      return z.pipe(base, z.transform(sanitizeRichText)) as unknown as z.ZodMiniType<string>;
    default:
      return base;
  }
}

function fieldSchema(name: string, field: FieldSpec): z.ZodMiniType {
  switch (field.kind) {
    case 'media':
      return z.nullable(mediaInputSchema);
    case 'media-list':
      return z.array(mediaInputSchema).check(z.maxLength(30, `${field.label}: не більше 30 зображень`));
    case 'relation':
      return z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(20));
    case 'json':
      return z.unknown().check(z.refine((v) => JSON.stringify(v ?? null).length <= 4000, `${field.label}: завеликі налаштування`));
    case 'components':
      return z
        .array(z.object(Object.fromEntries(Object.entries(field.item).map(([key, item]) => [key, z.optional(scalarSchema(item.kind, item.label, item.max))]))))
        .check(z.maxLength(field.maxItems ?? 20, `${field.label}: забагато елементів`));
    default:
      if (name === 'slug')
        return z.string().check(
          z.trim(),
          z.maxLength(120),
          z.refine((v) => v === '' || SLUG_PATTERN.test(v), 'Slug: латинські малі літери, цифри та дефіси'),
        );
      return field.required
        ? scalarSchema(field.kind, field.label, field.max).check(z.refine((v) => v.length > 0, `${field.label}: обов'язкове поле`))
        : z.nullable(scalarSchema(field.kind, field.label, field.max));
  }
}

/** The body of an edit: some of the collection's fields, publish state, and the version the editor loaded. */
function editSchema(spec: CollectionSpec) {
  const fields = Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, z.optional(fieldSchema(name, field))]));
  return z.object({
    data: z.object(fields, { error: 'Очікується об’єкт data' }),
    published: z.optional(z.boolean()),
    version: z.optional(z.number().check(z.int(), z.positive())),
  });
}

const editSchemas = new Map(Object.values(COLLECTIONS).map((spec) => [spec.name, editSchema(spec)]));

type Fields = Record<string, unknown>;

/** Media from the editor get their full stored shape; new ones get an id. */
async function completeMedia(spec: CollectionSpec, data: Fields): Promise<Fields> {
  const out: Fields = { ...data };
  const finish = async (input: MediaInput): Promise<Media> => toMedia(input, input.id ?? (await nextId('content-media')));
  for (const [name, field] of Object.entries(spec.fields)) {
    if (!(name in data)) continue;
    if (field.kind === 'media') out[name] = data[name] ? await finish(data[name] as MediaInput) : null;
    if (field.kind === 'media-list') out[name] = await Promise.all((data[name] as MediaInput[]).map(finish));
  }
  return out;
}

async function checkRelations(spec: CollectionSpec, data: Fields): Promise<void> {
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.kind !== 'relation' || !(name in data)) continue;
    const known = new Set((await loadEntries(field.target, { includeDrafts: true })).map((e) => e.id));
    const missing = (data[name] as number[]).filter((id) => !known.has(id));
    if (missing.length > 0) throw new ValidationError(`${field.label}: не знайдено запис(и) ${missing.join(', ')}`, { [name]: 'Не знайдено' });
  }
}

/** Slugs of posts and categories are unique in their collection. */
async function uniqueSlug(collection: string, wanted: string, selfId: number | null, explicit: boolean): Promise<string> {
  const taken = new Set(
    (await loadEntries(collection, { includeDrafts: true })).filter((e) => e.id !== selfId).map((e) => (e.fields as Fields).slug as string | undefined),
  );
  if (!taken.has(wanted)) return wanted;
  if (explicit) throw new ConflictError('Запис з таким slug вже існує', { slug: wanted });
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

function isConditionFailure(error: unknown): boolean {
  const e = error as { name?: string; message?: string; cause?: { name?: string } };
  return e.cause?.name === 'ConditionalCheckFailedException' || e.name === 'ConditionalCheckFailedException' || /ConditionalCheckFailed/.test(e.message ?? '');
}

async function viewOf(spec: CollectionSpec, item: ContentEntryItem) {
  return { ...entryView(item, spec, await loadRelated(spec, true)), version: item.version };
}

/** GET /api/admin/content/{collection}: every entry, drafts too, fully populated, with its version. */
export async function adminList(collection: string | undefined) {
  const spec = requireCollection(collection);
  const [items, related] = await Promise.all([loadEntries(spec.name, { includeDrafts: true }), loadRelated(spec, true)]);
  const data = items
    .sort((a, b) => (spec.defaultSort.order === 'desc' ? b.id - a.id : a.id - b.id))
    .map((item) => ({ ...entryView(item, spec, related), version: item.version }));
  return { data, meta: { pagination: { page: 1, pageSize: data.length, pageCount: data.length > 0 ? 1 : 0, total: data.length } } };
}

/** POST /api/admin/content/posts: a new post, a draft unless published at once. */
export async function createPost(body: unknown) {
  const spec = COLLECTIONS.posts;
  const input = parse(editSchemas.get('posts')!, body);
  const data = input.data as Fields;
  if (typeof data.title !== 'string' || data.title.length < 3) {
    throw new ValidationError('Заголовок має містити щонайменше 3 символи', { title: 'Щонайменше 3 символи' });
  }
  await checkRelations(spec, data);
  const explicit = typeof data.slug === 'string' && data.slug !== '';
  const slug = await uniqueSlug('posts', explicit ? (data.slug as string) : slugify(data.title) || 'post', null, explicit);
  const fields = await completeMedia(spec, { description: '', img: null, slides: [], categories: [], ...data, slug });
  const id = await nextId('content-posts');
  const now = new Date().toISOString();
  const { data: created } = await db()
    .entities.contentEntry.create({
      collection: 'posts',
      id,
      documentId: newDocumentId(),
      fields,
      slug,
      ...(input.published ? { publishedAt: now } : {}),
    })
    .go();
  await syncPostFeed(created as ContentEntryItem);
  return viewOf(spec, created as ContentEntryItem);
}

/** PUT /api/admin/content/{collection}/{id}: changes some fields, publishes or unpublishes. */
export async function updateEntry(collection: string | undefined, id: number, body: unknown) {
  const spec = requireCollection(collection);
  const input = parse(editSchemas.get(spec.name)!, body);
  const existing = await loadEntry(spec.name, id);
  if (input.version !== undefined && input.version !== existing.version) throw new ConflictError();
  const data = { ...(input.data as Fields) };

  if (spec.singleSlug) data.slug = spec.singleSlug;
  else if ('slug' in data) {
    const fallback = slugify(String(data.title ?? (existing.fields as Fields).title ?? '')) || spec.name;
    const explicit = typeof data.slug === 'string' && data.slug !== '';
    data.slug = await uniqueSlug(spec.name, explicit ? (data.slug as string) : fallback, id, explicit);
  }
  await checkRelations(spec, data);
  const fields = { ...(existing.fields as Fields), ...(await completeMedia(spec, data)) };
  const publishedAt = input.published === undefined ? existing.publishedAt : input.published ? (existing.publishedAt ?? new Date().toISOString()) : undefined;

  try {
    const update = db()
      .entities.contentEntry.patch({ collection: spec.name, id })
      .set({ fields, slug: String(fields.slug ?? ''), version: existing.version + 1, ...(publishedAt ? { publishedAt } : {}) });
    await (publishedAt ? update : update.remove(['publishedAt'])).where((attr, op) => op.eq(attr.version, existing.version)).go();
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError();
    throw error;
  }
  const saved = await loadEntry(spec.name, id);
  if (spec.name === 'posts') await syncPostFeed(saved);
  return viewOf(spec, saved);
}

export function adminSchema() {
  return {
    // The admin screen sends images in chunks of exactly this size (see uploads.ts).
    upload: { chunkBytes: UPLOAD_CHUNK_BYTES, maxBytes: MAX_UPLOAD_BYTES, types: Object.keys(ALLOWED_UPLOAD_TYPES) },
    collections: Object.values(COLLECTIONS).map((spec) => ({
      name: spec.name,
      title: spec.title,
      singleSlug: spec.singleSlug ?? null,
      fields: Object.entries(spec.fields).map(([name, field]) => ({ name, ...field })),
    })),
  };
}

export function requireId(value: string | undefined): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new NotFoundError('Запис не знайдено');
  return n;
}
