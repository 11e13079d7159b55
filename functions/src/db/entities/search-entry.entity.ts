import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/**
 * One search term of one appeal, kept by the stream consumer (stats/search-entries.ts):
 * `agg#search#phone#<4-9 digits>`, `agg#search#name#<2 letters>` (sort: the word first) and
 * `agg#search#status#<id>`, each sorted by `<createdAt>#<pad(id)>`. A search is one Query
 * of one term's partition with a Limit: its reads do not grow with the table.
 * Holds the appeal id only (the term itself is in the key).
 */
export const searchEntryEntity = defineEntity('searchEntry', {
  attributes: {
    term: { type: 'string', required: true },
    sort: { type: 'string', required: true },
    appealId: { type: 'number', required: true },
  },
  indexes: {
    byTerm: tableKey('agg#search#${term}', '${sort}', { casing: 'none' }),
  },
});

export type SearchEntryItem = EntityItem<typeof searchEntryEntity>;
