import { NotFoundError } from '@dosyt/core/errors';
import { db } from '../db/service';
import type { ContentEntryItem } from '../db/entities/content-entry.entity';
import { collectionSpec, POPULATED_KINDS, type CollectionSpec } from './collections';
import { applyContentQuery, parseContentQuery, type ContentRecord } from './strapi-query';

/** The spec of a collection named in a path, or a 404. */
export function requireCollection(name: string | undefined): CollectionSpec {
  const spec = name ? collectionSpec(name) : undefined;
  if (!spec) throw new NotFoundError('Колекцію не знайдено');
  return spec;
}

/** Every entry of a collection: one Query on its partition. */
export async function loadEntries(collection: string, { includeDrafts }: { includeDrafts: boolean }): Promise<ContentEntryItem[]> {
  const { data } = await db().entities.contentEntry.query.byCollection({ collection }).go({ pages: 'all' });
  return includeDrafts ? data : data.filter((item) => Boolean(item.publishedAt));
}

export async function loadEntry(collection: string, id: number): Promise<ContentEntryItem> {
  const { data } = await db().entities.contentEntry.get({ collection, id }).go();
  if (!data) throw new NotFoundError('Запис не знайдено');
  return data;
}

type Fields = Record<string, unknown>;

function systemView(item: ContentEntryItem): ContentRecord {
  return {
    id: item.id,
    documentId: item.documentId,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    publishedAt: item.publishedAt ?? null,
  };
}

/** A category as a post's relation carries it. */
function relatedView(item: ContentEntryItem): ContentRecord {
  const fields = item.fields as Fields;
  return { ...systemView(item), title: fields.title ?? null, slug: fields.slug ?? null };
}

/**
 * One entry in the Strapi v5 shape: attributes flat beside id and documentId,
 * media and relations and components included (the caller strips what was not populated).
 */
export function entryView(item: ContentEntryItem, spec: CollectionSpec, related: Map<number, ContentEntryItem>): ContentRecord {
  const fields = item.fields as Fields;
  const view: ContentRecord = { id: item.id, documentId: item.documentId };
  for (const [name, field] of Object.entries(spec.fields)) {
    const value = fields[name];
    switch (field.kind) {
      case 'media':
        view[name] = value ?? null;
        break;
      case 'media-list':
        view[name] = Array.isArray(value) && value.length > 0 ? value : null;
        break;
      case 'relation':
        view[name] = ((value as number[] | undefined) ?? [])
          .map((id) => related.get(id))
          .filter((r): r is ContentEntryItem => r !== undefined)
          .map(relatedView);
        break;
      case 'components':
        // Strapi gives every component item an id.
        view[name] = ((value as Fields[] | undefined) ?? []).map((entry, i) => ({ id: i + 1, ...entry }));
        break;
      default:
        view[name] = value ?? null;
    }
  }
  return { ...view, ...systemView(item), id: item.id, documentId: item.documentId };
}

/** The entries a relation field may point at, by id (published ones only for the public). */
export async function loadRelated(spec: CollectionSpec, includeDrafts: boolean): Promise<Map<number, ContentEntryItem>> {
  const targets = [...new Set(Object.values(spec.fields).flatMap((f) => (f.kind === 'relation' ? [f.target] : [])))];
  const related = new Map<number, ContentEntryItem>();
  for (const target of targets) {
    for (const item of await loadEntries(target, { includeDrafts })) related.set(item.id, item);
  }
  return related;
}

/** GET /api/{collection}: the Strapi list call with filters, sort, populate and pagination. */
export async function listEntries(collection: string, query: Record<string, string | undefined>, { includeDrafts = false } = {}) {
  const spec = requireCollection(collection);
  const parsed = parseContentQuery(spec, query);
  const [items, related] = await Promise.all([loadEntries(collection, { includeDrafts }), loadRelated(spec, includeDrafts)]);
  const result = applyContentQuery(
    items.map((item) => entryView(item, spec, related)),
    parsed,
  );
  const hidden = Object.entries(spec.fields)
    .filter(([name, f]) => POPULATED_KINDS.has(f.kind) && !parsed.populate.has(name))
    .map(([name]) => name);
  const data = result.data.map((record) => {
    const copy = { ...record };
    for (const name of hidden) delete copy[name];
    return copy;
  });
  return { data, meta: { pagination: result.pagination } };
}
