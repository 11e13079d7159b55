import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../service-name';

/**
 * One record of the public content (a post, a category, the hero, the team ...).
 * Each collection is one partition, so a page of the site reads it with one Query.
 * `fields` holds the record's attributes exactly as the Strapi-shaped API names
 * them (media objects embedded, categories as ids); `publishedAt` absent = draft.
 */
export const contentEntryEntity = new Entity({
  model: { entity: 'contentEntry', version: '1', service: SERVICE },
  attributes: {
    collection: { type: 'string', required: true },
    id: { type: 'number', required: true },
    documentId: { type: 'string', required: true },
    fields: { type: 'any', required: true },
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
  },
});

export type ContentEntryItem = EntityItem<typeof contentEntryEntity>;
