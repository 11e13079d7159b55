import { NotFoundError } from '@dosyt/core/errors';
import type { PublicContentCollection } from '@dosyt/core/api/content';
import type { ContentDocument, ContentEntry, ContentList } from '@dosyt/core/api/content-answers';
import { db } from '../db/service';
import type { ContentEntryItem } from '../db/entities/content-entry.entity';
import { ALL_POSTS, postsIn, postsOutside, readFeedPage } from './post-feed';
import { collectionSpec, POPULATED_KINDS, scalarFieldNames, SYSTEM_FIELDS, type CollectionSpec } from './collections';
import { sortRecords, type PopulateSpec } from './query/fields-sort';
import { keyConjunct, matches, usesRelations, type Condition, type ContentRecord } from './query/filters';
import { pageWindow, paginationMeta } from './query/paging';
import { applyContentQuery, parseContentQuery, parseEntryQuery, type ContentQuery } from './strapi-query';

/** The definition of a collection named in a path, or a 404. */
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

/** The attributes every entry carries beside its own fields. */
type SystemView = {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
};

function systemView(item: ContentEntryItem): SystemView {
  return {
    id: item.id,
    documentId: item.documentId,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    publishedAt: item.publishedAt ?? null,
  };
}

/** A related entry as a relation carries it: its system attributes and its scalar ones. */
function relatedView(item: ContentEntryItem): ContentRecord {
  const spec = collectionSpec(item.collection);
  const fields = item.fields as Fields;
  const own = spec ? scalarFieldNames(spec).filter((name) => !(SYSTEM_FIELDS as readonly string[]).includes(name)) : [];
  // id and documentId lead the answer's keys; the system view repeats them.
  const system: ContentRecord = systemView(item);
  return { id: item.id, documentId: item.documentId, ...Object.fromEntries(own.map((name) => [name, fields[name] ?? null])), ...system };
}

/**
 * One entry in the Strapi v5 shape: attributes flat beside id and documentId,
 * media and relations and components included (the caller strips what was not populated).
 */
export function entryView(item: ContentEntryItem, spec: CollectionSpec, related: Map<number, ContentEntryItem>): ContentRecord & SystemView {
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

// ---- the public Strapi-shaped calls ----

const isPublished = (item: ContentEntryItem) => Boolean(item.publishedAt);

/** Longest value a key lookup is tried with: no slug or documentId is longer. */
const MAX_KEY_VALUE = 200;

/**
 * The entries a list call must look at: by key when the filters pin id,
 * documentId or slug with $eq (a GetItem or a one-item Query), otherwise the
 * collection's one partition (bounded by the collection's size, docs/data-model.md).
 */
async function readCandidates(spec: CollectionSpec, filters: Condition): Promise<ContentEntryItem[]> {
  const key = keyConjunct(filters);
  const entity = db().entities.contentEntry;
  const collection = spec.name;
  let items: ContentEntryItem[];
  if (key && key.value.length > MAX_KEY_VALUE) items = [];
  else if (key?.field === 'id') {
    const id = Number(key.value);
    items = Number.isSafeInteger(id) && id > 0 ? [(await entity.get({ collection, id }).go()).data].filter((i): i is ContentEntryItem => Boolean(i)) : [];
  } else if (key?.field === 'documentId' && key.value !== '') {
    items = (await entity.query.byDocument({ collection, documentId: key.value }).go()).data;
  } else if (key?.field === 'slug' && key.value !== '') {
    items = (await entity.query.bySlug({ collection, slug: key.value }).go({ pages: 'all' })).data;
  } else {
    items = (await entity.query.byCollection({ collection }).go({ pages: 'all' })).data;
  }
  return items.filter(isPublished);
}

/** The published entries the given records point at through their populated relations: one BatchGet. */
async function readRelatedOf(spec: CollectionSpec, items: ContentEntryItem[], populate: Map<string, PopulateSpec>): Promise<Map<number, ContentEntryItem>> {
  const related = new Map<number, ContentEntryItem>();
  const relations = Object.entries(spec.fields).filter(([name, f]) => f.kind === 'relation' && populate.has(name));
  for (const [name, field] of relations) {
    if (field.kind !== 'relation') continue;
    const ids = [...new Set(items.flatMap((item) => ((item.fields as Fields)[name] as number[] | undefined) ?? []))];
    if (ids.length === 0) continue;
    const { data } = await db()
      .entities.contentEntry.get(ids.map((id) => ({ collection: field.target, id })))
      .go();
    for (const entry of data) if (isPublished(entry)) related.set(entry.id, entry);
  }
  return related;
}

/** Keeps id, documentId (when there is one) and the named attributes. */
function pick(value: ContentRecord, fields: string[] | null): ContentRecord {
  if (fields === null) return value;
  const out: ContentRecord = { id: value.id };
  if ('documentId' in value) out.documentId = value.documentId;
  for (const name of fields) if (name in value) out[name] = value[name];
  return out;
}

/** A record as answered: `fields` picks the plain attributes, `populate` adds the others, each shaped by its own options. */
function shape(spec: CollectionSpec, record: ContentRecord, query: Pick<ContentQuery, 'fields' | 'populate'>): ContentRecord {
  const out: ContentRecord = { id: record.id, documentId: record.documentId };
  for (const [name, value] of Object.entries(record)) {
    const field = spec.fields[name];
    if (field && POPULATED_KINDS.has(field.kind)) {
      const options = query.populate.get(name);
      if (!options) continue;
      if (field.kind === 'relation') {
        const chosen = ((value as ContentRecord[]) ?? []).filter((r) => matches(r, options.filters));
        out[name] = sortRecords(chosen, options.sort).map((r) => pick(r, options.fields));
      } else if (Array.isArray(value)) out[name] = value.map((v: ContentRecord) => pick(v, options.fields));
      else out[name] = value === null ? null : pick(value as ContentRecord, options.fields);
    } else if (query.fields === null || query.fields.includes(name)) {
      out[name] = value;
    }
  }
  return out;
}

/**
 * The records as answered are built from the collection's definition (collections.ts), which
 * contract-check.ts holds to the contract's attributes of that collection.
 */
const asEntries = <C extends PublicContentCollection>(records: ContentRecord[]) => records as ContentEntry<C>[];

/** A feed that holds no post (a category nobody published). */
const NO_POSTS = null;

/**
 * The feed a posts query reads when it asks for one (all posts, those of a category, those
 * outside one) in id order; undefined for any other query.
 */
async function feedOf(filters: Condition): Promise<string | typeof NO_POSTS | undefined> {
  if (filters.kind === 'and' && filters.items.length === 0) return ALL_POSTS;
  if (filters.kind !== 'relation' || filters.field !== 'categories') return undefined;
  const { item } = filters;
  if (item.kind !== 'attribute' || item.field !== 'slug' || (item.operator !== '$eq' && item.operator !== '$ne') || typeof item.value !== 'string')
    return undefined;
  if (item.value === '' || item.value.length > MAX_KEY_VALUE) return undefined;
  const { data } = await db().entities.contentEntry.query.bySlug({ collection: 'categories', slug: item.value }).go();
  const category = data.find(isPublished);
  // As the relation filter reads it: no published category of that slug holds any post.
  if (!category) return item.operator === '$eq' ? NO_POSTS : ALL_POSTS;
  return item.operator === '$eq' ? postsIn(category.id) : postsOutside(category.id);
}

/**
 * A page of a post feed from its key range (content/post-feed.ts), the answer the full read
 * below would give; null for a query no feed serves or while the feeds are not built.
 */
async function pagedPosts(spec: CollectionSpec, parsed: ContentQuery): Promise<ContentList<'posts'> | null> {
  const [sort, ...more] = parsed.sort;
  if (spec.name !== 'posts' || more.length > 0 || sort?.field !== 'id') return null;
  const feed = await feedOf(parsed.filters);
  if (feed === undefined) return null;
  const { skip, take } = pageWindow(parsed.pagination);
  const page = feed === NO_POSTS ? { ids: [], total: 0 } : await readFeedPage(feed, sort.order, skip, take);
  if (!page) return null;
  const { data } =
    page.ids.length > 0
      ? await db()
          .entities.contentEntry.get(page.ids.map((id) => ({ collection: spec.name, id })))
          .go()
      : { data: [] };
  const byId = new Map(data.filter(isPublished).map((item) => [item.id, item]));
  const items = page.ids.map((id) => byId.get(id)).filter((item): item is ContentEntryItem => item !== undefined);
  const related = await readRelatedOf(spec, items, parsed.populate);
  return {
    data: asEntries<'posts'>(items.map((item) => shape(spec, entryView(item, spec, related), parsed))),
    meta: { pagination: paginationMeta(parsed.pagination, page.total) },
  };
}

/** GET /api/{collection}: Strapi 5's find, with filters, fields, populate, sort and pagination. */
export async function listEntries<C extends PublicContentCollection>(collection: C, query: Record<string, string | undefined>): Promise<ContentList<C>> {
  const spec = requireCollection(collection);
  const parsed = parseContentQuery(spec, query);
  const feedPage = await pagedPosts(spec, parsed);
  if (feedPage) return feedPage as ContentList<C>;
  const items = await readCandidates(spec, parsed.filters);
  if (usesRelations(parsed.filters)) {
    // The filter looks through a relation: every candidate needs its related entries to be tested.
    const related = await loadRelated(spec, false);
    const result = applyContentQuery(
      items.map((item) => entryView(item, spec, related)),
      parsed,
    );
    return { data: asEntries<C>(result.data.map((r) => shape(spec, r, parsed))), meta: { pagination: result.pagination } };
  }
  // Otherwise filter, sort and page first, then read the related entries of the page only.
  const byId = new Map(items.map((item) => [item.id, item]));
  const result = applyContentQuery(
    items.map((item) => entryView(item, spec, new Map())),
    parsed,
  );
  const page = result.data.map((r) => byId.get(r.id as number)!);
  const related = await readRelatedOf(spec, page, parsed.populate);
  return { data: asEntries<C>(page.map((item) => shape(spec, entryView(item, spec, related), parsed))), meta: { pagination: result.pagination } };
}

/** GET /api/{collection}/{documentId}: Strapi 5's findOne, with fields and populate; 404 for a draft or an unknown one. */
export async function findEntry<C extends PublicContentCollection>(
  collection: C,
  documentId: string | undefined,
  query: Record<string, string | undefined>,
): Promise<ContentDocument<C>> {
  const spec = requireCollection(collection);
  const parsed = parseEntryQuery(spec, query);
  const wanted = documentId ?? '';
  const items =
    wanted === '' || wanted.length > MAX_KEY_VALUE
      ? []
      : (await db().entities.contentEntry.query.byDocument({ collection: spec.name, documentId: wanted }).go()).data;
  const item = items.find((i) => i.documentId === wanted && isPublished(i));
  if (!item) throw new NotFoundError('Not Found');
  const related = await readRelatedOf(spec, [item], parsed.populate);
  return { data: asEntries<C>([shape(spec, entryView(item, spec, related), parsed)])[0], meta: {} };
}
