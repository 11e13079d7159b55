import { strapi, HTTPBadRequestError, HTTPNotFoundError } from '@strapi/client';
import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { PUBLIC_CONTENT_COLLECTIONS } from '@dosyt/core/api/content';
import { dynamo } from '../lib/aws';
import { findEntry, listEntries } from './entries';

/**
 * The content service driven as a site developer would: through the official
 * Strapi 5 client, and with query strings built by qs as Strapi's docs show.
 * Expectations about which entries match are computed from the whole published
 * collection (read once, unfiltered), since other suites add posts too.
 */

type Post = {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  publishedAt: string;
  createdAt: string;
  buttonText: string | null;
  categories?: Array<{ id: number; documentId: string; slug: string; title: string }>;
  [key: string]: unknown;
};

const client = () => strapi({ baseURL: `${baseUrl()}/api` });
const posts = () => client().collection('posts');

/** Every published post with its categories, oldest first. */
async function allPosts(): Promise<Post[]> {
  const res = await posts().find({ populate: ['categories'], sort: 'id:asc', pagination: { pageSize: 100 } });
  return res.data as unknown as Post[];
}

const idsOf = (data: unknown) => (data as Post[]).map((p) => p.id);
const asc = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('the content service through @strapi/client', () => {
  let all: Post[];
  beforeAll(async () => {
    all = await allPosts();
  });

  describe('findOne: GET /api/{collection}/{documentId}', () => {
    it('answers {data, meta} for a post, with fields and populate', async () => {
      const post = all.find((p) => p.slug === 'plan-bezpeky')!;
      const res = await posts().findOne(post.documentId, { fields: ['title'], populate: { categories: { fields: ['slug'] } } });
      expect(res).toEqual({
        data: {
          id: post.id,
          documentId: post.documentId,
          title: 'План безпеки: що підготувати заздалегідь',
          categories: expect.arrayContaining([{ id: expect.any(Number), documentId: expect.any(String), slug: 'blog' }]),
        },
        meta: {},
      });
      expect((res.data as unknown as Post).categories).toHaveLength(2);

      const whole = await posts().findOne(post.documentId);
      expect(whole.data).toMatchObject({ id: post.id, slug: 'plan-bezpeky', description: expect.stringContaining('<p>'), publishedAt: post.publishedAt });
      expect(whole.data).not.toHaveProperty('img');
    });

    it('answers for an entry of every public collection', async () => {
      for (const collection of PUBLIC_CONTENT_COLLECTIONS) {
        const list = await client()
          .collection(collection)
          .find({ pagination: { pageSize: 1 } });
        const first = list.data[0];
        expect(first, collection).toBeDefined();
        const one = await client().collection(collection).findOne(first.documentId, { populate: '*' });
        expect(one.data, collection).toMatchObject({ id: first.id, documentId: first.documentId });
      }
    });

    it("answers 404 in Strapi's shape for an unknown document, another collection's, or a draft", async () => {
      await expect(posts().findOne('nosuchdocumentid00000000')).rejects.toBeInstanceOf(HTTPNotFoundError);
      const category = (await client().collection('categories').find()).data[0];
      await expect(posts().findOne(category.documentId)).rejects.toBeInstanceOf(HTTPNotFoundError);

      const admin = await tokenForDemo('ADMIN');
      const draft = await call('POST', '/api/admin/content/posts', {
        token: admin,
        body: { data: { title: 'Чернетка для перевірки findOne' }, published: false },
      });
      expect(draft.status).toBe(201);
      const res = await call('GET', `/api/posts/${draft.body.data.documentId}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } });
    });
  });

  describe('filters: every Strapi 5 operator', () => {
    const plan = () => all.find((p) => p.slug === 'plan-bezpeky')!;
    const cases: Array<[string, () => Record<string, unknown>, (p: Post) => boolean]> = [
      ['$eq', () => ({ slug: { $eq: 'plan-bezpeky' } }), (p) => p.slug === 'plan-bezpeky'],
      ['$eqi', () => ({ slug: { $eqi: 'PLAN-BEZPEKY' } }), (p) => p.slug === 'plan-bezpeky'],
      ['$ne', () => ({ slug: { $ne: 'plan-bezpeky' } }), (p) => p.slug !== 'plan-bezpeky'],
      ['$nei', () => ({ slug: { $nei: 'PLAN-BEZPEKY' } }), (p) => p.slug !== 'plan-bezpeky'],
      ['$lt', () => ({ id: { $lt: plan().id } }), (p) => p.id < plan().id],
      ['$lte', () => ({ id: { $lte: plan().id } }), (p) => p.id <= plan().id],
      ['$gt', () => ({ publishedAt: { $gt: '2025-01-01T00:00:00.000Z' } }), (p) => p.publishedAt > '2025-01-01T00:00:00.000Z'],
      ['$gte', () => ({ publishedAt: { $gte: plan().publishedAt } }), (p) => p.publishedAt >= plan().publishedAt],
      ['$in', () => ({ id: { $in: [all[0].id, all[2].id] } }), (p) => p.id === all[0].id || p.id === all[2].id],
      ['$notIn', () => ({ id: { $notIn: [all[0].id, all[2].id] } }), (p) => p.id !== all[0].id && p.id !== all[2].id],
      ['$contains', () => ({ title: { $contains: 'безпеки' } }), (p) => p.title.includes('безпеки')],
      ['$notContains', () => ({ title: { $notContains: 'безпеки' } }), (p) => !p.title.includes('безпеки')],
      ['$containsi', () => ({ title: { $containsi: 'ПЛАН' } }), (p) => p.title.toLowerCase().includes('план')],
      ['$notContainsi', () => ({ title: { $notContainsi: 'ПЛАН' } }), (p) => !p.title.toLowerCase().includes('план')],
      ['$null', () => ({ buttonText: { $null: true } }), (p) => p.buttonText === null],
      ['$notNull', () => ({ buttonText: { $notNull: true } }), (p) => p.buttonText !== null],
      [
        '$between',
        () => ({ publishedAt: { $between: ['2024-10-01T00:00:00.000Z', '2025-03-31T00:00:00.000Z'] } }),
        (p) => p.publishedAt >= '2024-10-01T00:00:00.000Z' && p.publishedAt <= '2025-03-31T00:00:00.000Z',
      ],
      ['$startsWith', () => ({ title: { $startsWith: 'План' } }), (p) => p.title.startsWith('План')],
      ['$startsWithi', () => ({ title: { $startsWithi: 'план' } }), (p) => p.title.toLowerCase().startsWith('план')],
      ['$endsWith', () => ({ slug: { $endsWith: 'bezpeky' } }), (p) => p.slug.endsWith('bezpeky')],
      ['$endsWithi', () => ({ slug: { $endsWithi: 'BEZPEKY' } }), (p) => p.slug.endsWith('bezpeky')],
      ['$or', () => ({ $or: [{ slug: 'plan-bezpeky' }, { id: all[0].id }] }), (p) => p.slug === 'plan-bezpeky' || p.id === all[0].id],
      ['$and', () => ({ $and: [{ title: { $containsi: 'а' } }, { id: { $gt: all[1].id } }] }), (p) => p.title.toLowerCase().includes('а') && p.id > all[1].id],
      ['$not', () => ({ $not: { categories: { slug: { $eq: 'blog' } } } }), (p) => !p.categories!.some((c) => c.slug === 'blog')],
      ['attribute $not', () => ({ title: { $not: { $containsi: 'план' } } }), (p) => !p.title.toLowerCase().includes('план')],
      ['relation $eq', () => ({ categories: { slug: { $eq: 'in-media' } } }), (p) => p.categories!.some((c) => c.slug === 'in-media')],
      ['relation $ne (none of them)', () => ({ categories: { slug: { $ne: 'in-media' } } }), (p) => !p.categories!.some((c) => c.slug === 'in-media')],
      [
        'relation $in',
        () => ({ categories: { slug: { $in: ['in-media', 'news'] } } }),
        (p) => p.categories!.some((c) => ['in-media', 'news'].includes(c.slug)),
      ],
      [
        'relation $containsi',
        () => ({ categories: { title: { $containsi: 'БЛОГ' } } }),
        (p) => p.categories!.some((c) => c.title.toLowerCase().includes('блог')),
      ],
    ];

    it.each(cases)('%s', async (_name, filters, predicate) => {
      const res = await posts().find({ filters: filters(), sort: 'id:asc', pagination: { pageSize: 100 } });
      const expected = all.filter(predicate).map((p) => p.id);
      expect(expected.length, 'the case must select something').toBeGreaterThan(0);
      expect(expected.length, 'the case must leave something out').toBeLessThan(all.length);
      expect(idsOf(res.data)).toEqual(expected);
      expect(res.meta.pagination).toMatchObject({ total: expected.length });
    });

    it("answers 400 in Strapi's shape to an unknown operator or attribute", async () => {
      await expect(posts().find({ filters: { title: { $regex: '.*' } } })).rejects.toBeInstanceOf(HTTPBadRequestError);
      await expect(posts().find({ filters: { secret: { $eq: '1' } } })).rejects.toBeInstanceOf(HTTPBadRequestError);

      const operator = await call('GET', `/api/posts?${qs.stringify({ filters: { title: { $regex: '.*' } } }, { encodeValuesOnly: true })}`);
      expect(operator.status).toBe(400);
      expect(operator.body).toEqual({
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Invalid key $regex',
          details: { key: '$regex', path: 'title.$regex', source: 'query', param: 'filters' },
        },
      });
      const attribute = await call('GET', `/api/posts?${qs.stringify({ filters: { $or: [{ secret: 'x' }] } }, { encodeValuesOnly: true })}`);
      expect(attribute.body.error).toMatchObject({ status: 400, message: 'Invalid key secret', details: { path: '$or.0.secret' } });
      const relation = await call('GET', `/api/posts?${qs.stringify({ filters: { categories: { posts: { slug: 'x' } } } }, { encodeValuesOnly: true })}`);
      expect(relation.body.error).toMatchObject({ status: 400, message: 'Invalid key posts' });
    });
  });

  describe('fields, populate, sort, pagination', () => {
    it('fields keeps id and documentId and the named attributes only', async () => {
      const res = await posts().find({ fields: ['title', 'slug'], pagination: { pageSize: 2 } });
      for (const post of res.data) expect(Object.keys(post).sort()).toEqual(['documentId', 'id', 'slug', 'title']);
      const bad = await call('GET', '/api/posts?fields[0]=img');
      expect(bad.body.error).toMatchObject({ status: 400, message: 'Invalid key img', details: { param: 'fields' } });
    });

    it('populate: *, a list, an object with fields inside', async () => {
      const star = (await posts().find({ populate: '*', pagination: { pageSize: 1 } })).data[0];
      expect(star).toHaveProperty('img');
      expect(star).toHaveProperty('slides');
      expect(star).toHaveProperty('categories');

      const list = (await posts().find({ populate: ['img', 'categories'], pagination: { pageSize: 1 } })).data[0];
      expect(list).toHaveProperty('img');
      expect(list).toHaveProperty('categories');
      expect(list).not.toHaveProperty('slides');

      const object = (
        await posts().find({
          fields: ['title'],
          populate: { img: { fields: ['url', 'width'] }, categories: { fields: ['title'], sort: 'title:desc' } },
          filters: { slug: 'plan-bezpeky' },
        })
      ).data[0] as unknown as Post;
      expect(Object.keys(object).sort()).toEqual(['categories', 'documentId', 'id', 'img', 'title']);
      expect(object.img).toEqual({ id: expect.any(Number), documentId: expect.any(String), url: expect.stringMatching(/^\/content\//), width: 1200 });
      const titles = object.categories!.map((c) => c.title);
      expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, 'uk')));
      expect(object.categories![0]).toEqual({ id: expect.any(Number), documentId: expect.any(String), title: expect.any(String) });

      const filtered = (await posts().find({ populate: { categories: { filters: { slug: 'blog' } } }, filters: { slug: 'plan-bezpeky' } }))
        .data[0] as unknown as Post;
      expect(filtered.categories!.map((c) => c.slug)).toEqual(['blog']);

      const contacts = await client()
        .collection('contacts')
        .find({ fields: ['titleText'], populate: { items: { fields: ['number'] } } });
      expect(contacts.data[0].items[0]).toEqual({ id: 1, number: '102' });
    });

    it('sorts on several attributes in order', async () => {
      const res = await posts().find({ sort: ['publishedAt:desc', 'title:asc'], pagination: { pageSize: 100 } });
      const expected = [...all].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title, 'uk'));
      expect(idsOf(res.data)).toEqual(expected.map((p) => p.id));
    });

    it('pages by page and pageSize, by start and limit, and without counting', async () => {
      const byPage = await posts().find({ sort: 'id:asc', pagination: { page: 2, pageSize: 3 } });
      expect(byPage.meta.pagination).toEqual({ page: 2, pageSize: 3, pageCount: Math.ceil(all.length / 3), total: all.length });
      expect(idsOf(byPage.data)).toEqual(all.slice(3, 6).map((p) => p.id));

      const byOffset = await posts().find({ sort: 'id:asc', pagination: { start: 3, limit: 3 } });
      expect(byOffset.meta.pagination).toEqual({ start: 3, limit: 3, total: all.length });
      expect(idsOf(byOffset.data)).toEqual(idsOf(byPage.data));

      const uncounted = await posts().find({ pagination: { page: 1, pageSize: 2, withCount: false } });
      expect(uncounted.meta.pagination).toEqual({ page: 1, pageSize: 2 });
    });
  });

  it('reads query strings built with qs exactly as the Strapi docs show', async () => {
    const query = qs.stringify(
      {
        filters: { $or: [{ slug: { $eq: 'plan-bezpeky' } }, { categories: { slug: { $eq: 'in-media' } } }] },
        fields: ['title', 'slug'],
        populate: { categories: { fields: ['slug'] } },
        sort: ['id:desc'],
        pagination: { page: 1, pageSize: 100 },
      },
      { encodeValuesOnly: true },
    );
    const res = await call('GET', `/api/posts?${query}`);
    expect(res.status).toBe(200);
    const expected = all.filter((p) => p.slug === 'plan-bezpeky' || p.categories!.some((c) => c.slug === 'in-media')).map((p) => p.id);
    expect(idsOf(res.body.data)).toEqual(asc(expected).reverse());
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['categories', 'documentId', 'id', 'slug', 'title']);

    const findOne = await call('GET', `/api/posts/${all[0].documentId}?${qs.stringify({ fields: ['slug'], populate: '*' }, { encodeValuesOnly: true })}`);
    expect(findOne.body.data).toMatchObject({ id: all[0].id, slug: all[0].slug, img: expect.any(Object) });
    expect(findOne.body.data).not.toHaveProperty('title');
  });
});

/** The requests the use-cases send to DynamoDB, recorded on the in-process client. */
function recordRequests() {
  const seen: Array<{ command: string; index?: string; items: number }> = [];
  const client = dynamo();
  const name = 'content-read-recorder';
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const input = args.input as { IndexName?: string };
      const output = result.output as { Items?: unknown[]; Item?: unknown; Responses?: Record<string, unknown[]> };
      const items = output.Items?.length ?? (output.Item ? 1 : Object.values(output.Responses ?? {}).flat().length);
      seen.push({ command: context.commandName ?? '?', index: input.IndexName, items });
      return result;
    },
    { step: 'initialize', name },
  );
  return { seen, stop: () => client.middlewareStack.remove(name) };
}

describe('bounded reads', () => {
  it('findOne and a slug filter read by key; a page populates its categories with one BatchGet', async () => {
    const every = await listEntries('posts', { 'pagination[pageSize]': '100' });
    const post = every.data.find((p) => p.slug === 'plan-bezpeky')!;

    const one = recordRequests();
    await findEntry('posts', post.documentId as string, { populate: 'categories' });
    one.stop();
    expect(one.seen).toEqual([
      { command: 'QueryCommand', index: 'gsi1', items: 1 },
      { command: 'BatchGetItemCommand', index: undefined, items: 2 },
    ]);

    const bySlug = recordRequests();
    await listEntries('posts', { 'filters[slug][$eq]': 'plan-bezpeky' });
    bySlug.stop();
    expect(bySlug.seen).toEqual([{ command: 'QueryCommand', index: 'gsi2', items: 1 }]);

    const page = recordRequests();
    const three = await listEntries('posts', { populate: 'categories', 'pagination[pageSize]': '3' });
    page.stop();
    // The feed's totals, the page's three feed items (content/post-feed.ts), its posts, then their categories only.
    expect(page.seen.map((s) => [s.command, s.index])).toEqual([
      ['BatchGetItemCommand', undefined],
      ['QueryCommand', undefined],
      ['BatchGetItemCommand', undefined],
      ['BatchGetItemCommand', undefined],
    ]);
    expect(page.seen[1].items).toBe(3);
    expect(page.seen[2].items).toBe(3);
    const referenced = new Set(three.data.flatMap((p) => (p.categories as Array<{ id: number }>).map((c) => c.id)));
    expect(page.seen[3].items).toBe(referenced.size);
  });
});
