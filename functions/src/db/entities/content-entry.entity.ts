import type { EntityItem } from 'electrodb';
import { createdAt, defineEntity, globalIndex, tableKey, updatedAt } from '../entity-schema';

/**
 * One record of the public content (a post, a category, the hero, the team ...).
 * Each collection is one partition, so a page of the site reads it with one Query.
 * `fields` holds the record's attributes exactly as the Strapi-shaped API names
 * them (media objects embedded, categories as ids); `publishedAt` absent = draft.
 * `slug` repeats `fields.slug` at the top so the slug index can key on it.
 */
export const contentEntryEntity = defineEntity('contentEntry', {
  attributes: {
    collection: { type: 'string', required: true },
    id: { type: 'number', required: true },
    documentId: { type: 'string', required: true },
    fields: { type: 'any', required: true },
    /** Copy of fields.slug ('' when none): every write sets both. */
    slug: { type: 'string', required: true, default: '' },
    publishedAt: { type: 'string' },
    /** Optimistic locking: updates are conditional on the version the editor loaded. */
    version: { type: 'number', required: true, default: 1 },
    createdAt,
    updatedAt,
  },
  indexes: {
    byCollection: tableKey('content#${collection}', 'entry#${id}'),
    /** GET /api/{collection}/{documentId}: one item. */
    byDocument: globalIndex('gsi1', 'contentdoc#${collection}#${documentId}', 'entry'),
    /** filters[slug][$eq]: the entries with that slug (one; slugs are unique in a collection). */
    bySlug: globalIndex('gsi2', 'contentslug#${collection}#${slug}', 'entry#${id}'),
  },
});

export type ContentEntryItem = EntityItem<typeof contentEntryEntity>;
