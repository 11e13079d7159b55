import { db } from '../db/service';
import type { ContentEntryItem } from '../db/entities/content-entry.entity';
import { applyFeedChanges, type FeedChange } from '../db/post-feed-store';

/**
 * The public post feeds kept as key ranges (db/entities/post-feed.entity.ts): every save of a
 * post puts it in or takes it out of each feed, with the feed's total, so a page of a feed
 * reads its own length of small items and the page's posts, however many posts there are.
 */

/** The layout of the feeds a rebuild writes; a change of scopes raises it, and reads wait for a rebuild. */
export const POST_FEED_LAYOUT = 1;

export const ALL_POSTS = 'all';
export const postsIn = (categoryId: number) => `in#${categoryId}`;
export const postsOutside = (categoryId: number) => `out#${categoryId}`;

type Fields = Record<string, unknown>;

const categoriesOf = (post: Pick<ContentEntryItem, 'fields'>) => new Set(((post.fields as Fields).categories as number[] | undefined) ?? []);

/** The feeds a post belongs to: none while it is a draft. */
export function feedScopes(post: Pick<ContentEntryItem, 'fields' | 'publishedAt'>, categoryIds: readonly number[]): Set<string> {
  if (!post.publishedAt) return new Set();
  const own = categoriesOf(post);
  return new Set([ALL_POSTS, ...[...own].map(postsIn), ...categoryIds.filter((id) => !own.has(id)).map(postsOutside)]);
}

/** Every category id, drafts too (a handful: one Query of their partition). */
async function categoryIds(): Promise<number[]> {
  const { data } = await db().entities.contentEntry.query.byCollection({ collection: 'categories' }).go({ pages: 'all' });
  return data.map((c) => c.id);
}

const isCanceled = (error: unknown) => (error as { name?: string }).name === 'TransactionCanceledException';

/**
 * Puts a saved post in the feeds it belongs to and takes it out of the others. Each move is
 * conditional, so the totals stay exact when two saves race: the loser reads again and retries.
 */
export async function syncPostFeed(post: ContentEntryItem): Promise<void> {
  const categories = await categoryIds();
  const wanted = feedScopes(post, categories);
  const known = [...new Set([...categories, ...categoriesOf(post)])];
  const possible = [ALL_POSTS, ...known.flatMap((id) => [postsIn(id), postsOutside(id)])];
  for (let attempt = 1; ; attempt++) {
    const { data: present } = await db()
      .entities.postFeed.get(possible.map((scope) => ({ scope, postId: post.id })))
      .go();
    const have = new Set(present.map((i) => i.scope));
    const changes: FeedChange[] = [
      ...[...wanted].filter((scope) => !have.has(scope)).map((scope) => ({ scope, postId: post.id, add: true })),
      ...[...have].filter((scope) => !wanted.has(scope)).map((scope) => ({ scope, postId: post.id, add: false })),
    ];
    try {
      await applyFeedChanges(changes);
      return;
    } catch (error) {
      if (!isCanceled(error) || attempt >= 3) throw error;
    }
  }
}

export interface FeedPage {
  /** The page's post ids, in the feed's order. */
  ids: number[];
  total: number;
}

/**
 * Posts `skip`..`skip + take` of a feed, newest (highest id) first or oldest first: one BatchGet
 * of two totals and one Query of at most `skip + take` items. Null while no rebuild of this
 * layout has run (a stage deployed before the feeds): the caller reads the posts instead.
 */
export async function readFeedPage(scope: string, order: 'asc' | 'desc', skip: number, take: number): Promise<FeedPage | null> {
  const { data: totals } = await db()
    .entities.postFeedTotal.get([...new Set([ALL_POSTS, scope])].map((s) => ({ scope: s })))
    .go();
  if (totals.find((t) => t.scope === ALL_POSTS)?.built !== POST_FEED_LAYOUT) return null;
  const total = Math.max(0, totals.find((t) => t.scope === scope)?.total ?? 0);
  if (take === 0 || skip >= total) return { ids: [], total };
  const { data } = await db()
    .entities.postFeed.query.byScope({ scope })
    .go({ order, limit: skip + take });
  return { ids: data.slice(skip, skip + take).map((i) => i.postId), total };
}

/**
 * Writes every feed from the posts themselves: adds what is missing, removes what is stale,
 * sets each total, then marks the layout built. Idempotent; the local seed runs it, and a
 * stage once after the deploy that brings the feeds (docs/operations.md).
 */
export async function rebuildPostFeed(): Promise<{ posts: number; added: number; removed: number }> {
  const entities = db().entities;
  const { data: posts } = await entities.contentEntry.query.byCollection({ collection: 'posts' }).go({ pages: 'all' });
  const categories = await categoryIds();
  const wanted = new Map<string, Set<number>>([
    [ALL_POSTS, new Set()],
    ...categories.flatMap((id) => [postsIn(id), postsOutside(id)]).map((s): [string, Set<number>] => [s, new Set()]),
  ]);
  for (const post of posts) {
    for (const scope of feedScopes(post, categories)) {
      if (!wanted.has(scope)) wanted.set(scope, new Set());
      wanted.get(scope)!.add(post.id);
    }
  }
  let added = 0;
  let removed = 0;
  // The `all` feed last: its total carries the mark that the feeds are whole.
  const order = [...wanted.keys()].filter((s) => s !== ALL_POSTS).concat(ALL_POSTS);
  for (const scope of order) {
    const want = wanted.get(scope)!;
    const { data } = await entities.postFeed.query.byScope({ scope }).go({ pages: 'all' });
    const have = new Set(data.map((i) => i.postId));
    const puts = [...want].filter((id) => !have.has(id)).map((postId) => ({ scope, postId }));
    const deletes = [...have].filter((id) => !want.has(id)).map((postId) => ({ scope, postId }));
    if (puts.length > 0) await entities.postFeed.put(puts).go();
    if (deletes.length > 0) await entities.postFeed.delete(deletes).go();
    added += puts.length;
    removed += deletes.length;
    await entities.postFeedTotal.put({ scope, total: want.size, ...(scope === ALL_POSTS ? { built: POST_FEED_LAYOUT } : {}) }).go();
  }
  return { posts: posts.length, added, removed };
}
