import { defineEntity, tableKey } from '../entity-schema';

/**
 * How many posts a feed holds, in the feed's own partition, kept with every change of its
 * items in the same transaction. `built` (on the `all` feed only) says which layout of the
 * feeds a full rebuild wrote: until it matches, the public list reads the posts themselves.
 */
export const postFeedTotalEntity = defineEntity('postFeedTotal', {
  attributes: {
    scope: { type: 'string', required: true },
    total: { type: 'number', required: true, default: 0 },
    built: { type: 'number' },
  },
  indexes: {
    byScope: tableKey('postfeed#${scope}', 'total', { casing: 'none' }),
  },
});
