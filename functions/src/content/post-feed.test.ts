import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCounterAtLeast } from '../db/counters';
import { db, resetDb } from '../db/service';
import { dynamo, resetClients } from '../lib/aws';
import { resetEnvCache } from '../lib/env';
import { createScratchTable } from '../test/stats-kit';
import { createPost, updateEntry } from './admin';
import { listEntries } from './entries';
import { rebuildPostFeed } from './post-feed';

/** This file's own table: the posts it writes must not change the seeded content other suites read. */
const TABLE = 'dosyt-post-feed-test';
const CATEGORIES = [
  { id: 1, slug: 'news', title: 'Новини' },
  { id: 2, slug: 'in-media', title: 'Ми в змі' },
  { id: 3, slug: 'blog', title: 'Блог' },
];
const PUBLISHED = '2025-01-01T09:00:00.000Z';

let drop: () => Promise<void>;
let itemsRead = 0;
let commandsSent = 0;
let counting = false;

beforeAll(async () => {
  process.env.TABLE_NAME = TABLE;
  resetEnvCache();
  resetClients();
  resetDb();
  drop = (await createScratchTable(TABLE)).drop;
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      if (counting) {
        commandsSent++;
        const out = result.output as { ScannedCount?: number; Responses?: Record<string, unknown[]>; Item?: unknown };
        itemsRead += out.ScannedCount ?? (out.Responses ? Object.values(out.Responses).reduce((s, l) => s + l.length, 0) : out.Item ? 1 : 0);
      }
      return result;
    },
    { step: 'initialize', name: 'postFeedCounter' },
  );
  await db()
    .entities.contentEntry.put(
      CATEGORIES.map((c) => ({
        collection: 'categories',
        id: c.id,
        documentId: `cat${c.id}`.padEnd(24, '0'),
        fields: { title: c.title, slug: c.slug },
        slug: c.slug,
        publishedAt: PUBLISHED,
      })),
    )
    .go();
  await writePosts(1, 40);
}, 60_000);

afterAll(async () => {
  await drop?.();
  process.env.TABLE_NAME = 'dosyt-local';
  resetEnvCache();
  resetClients();
  resetDb();
});

/** Posts `from`..`from + count - 1`: categories in turn (none, one, two), every seventh a draft. */
async function writePosts(from: number, count: number): Promise<void> {
  const posts = Array.from({ length: count }, (_, i) => {
    const id = from + i;
    const categories = [[], [1], [2], [1, 3], [2, 3]][id % 5];
    return {
      collection: 'posts',
      id,
      documentId: `post${id}`.padEnd(24, '0'),
      fields: { slug: `post-${id}`, title: `Публікація ${id}`, description: '', img: null, slides: [], categories },
      slug: `post-${id}`,
      ...(id % 7 === 0 ? {} : { publishedAt: PUBLISHED }),
    };
  });
  for (let i = 0; i < posts.length; i += 100)
    await db()
      .entities.contentEntry.put(posts.slice(i, i + 100))
      .go();
  await ensureCounterAtLeast('content-posts', from + count - 1);
}

async function measured<T>(action: () => Promise<T>): Promise<{ answer: T; items: number; commands: number }> {
  itemsRead = 0;
  commandsSent = 0;
  counting = true;
  try {
    return { answer: await action(), items: itemsRead, commands: commandsSent };
  } finally {
    counting = false;
  }
}

/** The queries the site's feeds send, and the other forms a feed serves. */
const FEED_QUERIES: Array<Record<string, string>> = [
  {},
  { populate: '*', sort: 'id:desc', 'pagination[page]': '1', 'pagination[pageSize]': '3' },
  { 'filters[categories][slug][$ne]': 'in-media', populate: '*', sort: 'id:desc', 'pagination[page]': '2', 'pagination[pageSize]': '3' },
  { 'filters[categories][slug][$eq]': 'news', populate: '*', sort: 'id:desc', 'pagination[page]': '3', 'pagination[pageSize]': '3' },
  { 'filters[categories][slug][$eq]': 'blog', sort: 'id:asc', 'pagination[start]': '4', 'pagination[limit]': '5' },
  { 'filters[categories][slug][$eq]': 'nobody', populate: '*' },
  { 'filters[categories][slug][$ne]': 'nobody', 'pagination[pageSize]': '4', 'pagination[withCount]': 'false' },
  { 'filters[categories][slug][$eq]': 'news', 'pagination[page]': '99', 'pagination[pageSize]': '3' },
];

const answers = () => Promise.all(FEED_QUERIES.map((q) => listEntries('posts', q)));

/** Page 1 of the site's main feed (every post outside the press), three posts, with or without their categories. */
const mainFeed = (populate: boolean) => () =>
  listEntries('posts', {
    'filters[categories][slug][$ne]': 'in-media',
    ...(populate ? { populate: '*' } : {}),
    sort: 'id:desc',
    'pagination[page]': '1',
    'pagination[pageSize]': '3',
  });

describe('paged post feeds', () => {
  it('answers every feed query as the read of all posts does, once the feeds are built', async () => {
    // Arrange: before any rebuild the list reads every post.
    const full = await answers();

    // Act
    await rebuildPostFeed();
    const paged = await answers();

    // Assess
    expect(paged).toEqual(full);
    expect(full[1].meta.pagination).toMatchObject({ total: 40 - 5 });
  });

  it('reads a bounded number of items for a page, however many posts there are', async () => {
    // Arrange
    await rebuildPostFeed();
    const small = await measured(mainFeed(false));
    const smallPopulated = await measured(mainFeed(true));

    // Act: six times as many posts
    await writePosts(41, 200);
    await rebuildPostFeed();
    const large = await measured(mainFeed(false));
    const largePopulated = await measured(mainFeed(true));

    // Assess
    expect(large.answer.data).toHaveLength(3);
    expect(large.answer.meta.pagination).toMatchObject({ page: 1, pageSize: 3 });
    expect(large.items).toBe(small.items);
    expect(large.commands).toBe(small.commands);
    // The category's lookup, two totals, three feed items, three posts; populated, their categories too.
    expect(large.items).toBeLessThanOrEqual(9);
    expect(smallPopulated.items).toBeLessThanOrEqual(large.items + 3);
    expect(largePopulated.items).toBeLessThanOrEqual(large.items + 3);
  });

  it('keeps the feeds and their totals with every save of a post', async () => {
    // Arrange
    await rebuildPostFeed();
    const total = async (query: Record<string, string>) => (await listEntries('posts', { ...query, 'pagination[pageSize]': '1' })).meta.pagination;
    const before = { all: await total({}), news: await total({ 'filters[categories][slug][$eq]': 'news' }) };

    // Act: a published post in «news», then moved to «blog», then taken back to a draft
    const created = await createPost({ data: { title: 'Свіжа новина', categories: [1] }, published: true });
    const afterCreate = await listEntries('posts', { 'filters[categories][slug][$eq]': 'news', 'pagination[pageSize]': '1' });
    const moved = await updateEntry('posts', created.id, { data: { categories: [3] }, version: created.version });
    const afterMove = {
      news: await total({ 'filters[categories][slug][$eq]': 'news' }),
      blog: await listEntries('posts', { 'filters[categories][slug][$eq]': 'blog', 'pagination[pageSize]': '1' }),
    };
    await updateEntry('posts', created.id, { data: {}, published: false, version: moved.version });

    // Assess
    expect(afterCreate.data[0]?.id).toBe(created.id);
    expect(afterCreate.meta.pagination).toMatchObject({ total: (before.news as { total: number }).total + 1 });
    expect(afterMove.news).toEqual(before.news);
    expect(afterMove.blog.data[0]?.id).toBe(created.id);
    expect(await total({})).toEqual(before.all);
    expect((await listEntries('posts', { 'pagination[pageSize]': '1' })).data[0]?.id).not.toBe(created.id);
    // A rebuild finds nothing to repair.
    expect(await rebuildPostFeed()).toMatchObject({ added: 0, removed: 0 });
  });
});
