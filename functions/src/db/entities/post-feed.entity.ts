import { defineEntity, paddedId, tableKey } from '../entity-schema';

/**
 * The public post feeds as key ranges (content/post-feed.ts): one small item per published
 * post in each feed it belongs to, so a page of a feed is one Query of its length, never a
 * read of every post. Feeds ("scopes"): `all`; `in#<categoryId>`, the posts of a category;
 * `out#<categoryId>`, the posts not in it (the site's main feed leaves the press out).
 * The sort key orders a feed by post id, which is the order of creation.
 */
export const postFeedEntity = defineEntity('postFeed', {
  attributes: {
    scope: { type: 'string', required: true },
    postId: paddedId,
  },
  indexes: {
    byScope: tableKey('postfeed#${scope}', 'post#${postId}', { casing: 'none' }),
  },
});
