import type { EntityItem } from 'electrodb';
import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/** A completion report: the finishing comment as sanitised HTML, in the appeal's partition. */
export const reportEntity = new Entity({
  model: { entity: 'report', version: '1', service: SERVICE },
  attributes: {
    appealId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
    id: { type: 'string', required: true },
    assignmentId: { type: 'number', required: true },
    /** HTML made from the BBCode comment, then sanitised with the core allow-list. */
    content: { type: 'string', required: true },
    authorId: { type: 'number', required: true },
    author: { type: 'string', required: true },
    responsability: { type: 'string', required: true },
    date: { type: 'string', required: true },
  },
  indexes: {
    byAppeal: {
      pk: { field: 'pk', composite: ['appealId'], template: 'appeal#${appealId}' },
      sk: { field: 'sk', composite: ['date', 'id'], template: 'report#${date}#${id}' },
    },
  },
});

export type ReportItem = EntityItem<typeof reportEntity>;
