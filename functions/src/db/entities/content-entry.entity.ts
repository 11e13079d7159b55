import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * One record of the public content (a post, a category, the hero, the team ...).
 * Each collection is one partition, so a page of the site reads it with one Query.
 * `fields` holds the record's attributes exactly as the Strapi-shaped API names
 * them (media objects embedded, categories as ids); `publishedAt` absent = draft.
 * `slug` repeats `fields.slug` at the top so the slug index can key on it.
 */
export const contentEntryEntity = new Entity({
  model: { entity: 'contentEntry', version: '1', service: SERVICE },
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
    createdAt: { type: 'string', readOnly: true, required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byCollection: {
      pk: { field: 'pk', composite: ['collection'], template: 'content#${collection}' },
      sk: { field: 'sk', composite: ['id'], template: 'entry#${id}' },
    },
    /** GET /api/{collection}/{documentId}: one item. */
    byDocument: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['collection', 'documentId'], template: 'contentdoc#${collection}#${documentId}' },
      sk: { field: 'gsi1sk', composite: [], template: 'entry' },
    },
    /** filters[slug][$eq]: the entries with that slug (one; slugs are unique in a collection). */
    bySlug: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['collection', 'slug'], template: 'contentslug#${collection}#${slug}' },
      sk: { field: 'gsi2sk', composite: ['id'], template: 'entry#${id}' },
    },
  },
});

export type ContentEntryItem = EntityItem<typeof contentEntryEntity>;
