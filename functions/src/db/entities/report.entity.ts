import type { EntityItem } from 'electrodb';
import { defineEntity, paddedId, tableKey } from '../entity-schema';

/** A completion report: the finishing comment as sanitised HTML, in the appeal's partition. */
export const reportEntity = defineEntity('report', {
  attributes: {
    appealId: paddedId,
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
    byAppeal: tableKey('appeal#${appealId}', 'report#${date}#${id}'),
  },
});

export type ReportItem = EntityItem<typeof reportEntity>;
