import { describe, expect, it } from 'vitest';
import { ValidationError } from '@dosyt/core/errors';
import { COLLECTIONS } from './collections';
import { keyConjunct } from './query/filters';
import { nestQuery, splitKey } from './query/query-tree';
import { applyContentQuery, parseContentQuery } from './strapi-query';
import { readImageInfo } from './upload-rules';
import { sanitizeRichText } from './sanitize';
import { slugify } from './slug';

const posts = COLLECTIONS.posts;

describe('Strapi query parsing', () => {
  it('splits bracket keys and nests them as qs would', () => {
    expect(splitKey('filters[categories][slug][$eq]')).toEqual(['filters', 'categories', 'slug', '$eq']);
    expect(splitKey('populate')).toEqual(['populate']);
    expect(splitKey('filters[a')).toBeNull();
    expect(nestQuery({ 'filters[$or][0][slug][$eq]': 'a', 'filters[$or][1][id]': '2', 'fields[]': 'title' })).toEqual({
      filters: { $or: { 0: { slug: { $eq: 'a' } }, 1: { id: '2' } } },
      fields: { 0: 'title' },
    });
  });

  it('reads filters, sort, fields, populate and both pagination forms', () => {
    const q = parseContentQuery(posts, {
      'filters[categories][slug][$ne]': 'in-media',
      'filters[slug]': 'x',
      sort: 'publishedAt:desc,title',
      fields: 'title,slug',
      populate: '*',
      'pagination[page]': '2',
      'pagination[pageSize]': '3',
    });
    expect(q.filters).toEqual({
      kind: 'and',
      items: [
        { kind: 'relation', field: 'categories', item: { kind: 'attribute', field: 'slug', operator: '$ne', value: 'in-media' } },
        { kind: 'attribute', field: 'slug', operator: '$eq', value: 'x' },
      ],
    });
    expect(q.sort).toEqual([
      { field: 'publishedAt', order: 'desc' },
      { field: 'title', order: 'asc' },
    ]);
    expect(q.fields).toEqual(['title', 'slug']);
    expect([...q.populate.keys()].sort()).toEqual(['categories', 'img', 'slides']);
    expect(q.pagination).toEqual({ mode: 'page', page: 2, pageSize: 3, withCount: true });
    expect(parseContentQuery(posts, { 'pagination[start]': '0', 'pagination[limit]': '-1' }).pagination).toEqual({
      mode: 'offset',
      start: 0,
      limit: 100,
      withCount: true,
    });
  });

  it('defaults to the collection sort (posts: id descending), page 1 of 25, every field, nothing populated', () => {
    expect(parseContentQuery(posts, {})).toEqual({
      filters: { kind: 'and', items: [] },
      sort: [{ field: 'id', order: 'desc' }],
      fields: null,
      populate: new Map(),
      pagination: { mode: 'page', page: 1, pageSize: 25, withCount: true },
    });
  });

  it('refuses unknown attributes, operators and populate targets with a ValidationError naming the key', () => {
    const refused = (query: Record<string, string>) => {
      try {
        parseContentQuery(posts, query);
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        return (error as ValidationError).details;
      }
      throw new Error(`accepted ${JSON.stringify(query)}`);
    };
    expect(refused({ 'filters[slug][$regex]': 'a' })).toEqual({ source: 'query', param: 'filters', key: '$regex', path: 'slug.$regex' });
    expect(refused({ 'filters[$or][0][secret][$eq]': 'a' })).toEqual({ source: 'query', param: 'filters', key: 'secret', path: '$or.0.secret' });
    expect(refused({ 'filters[img][url][$eq]': 'a' })).toMatchObject({ key: 'img' });
    expect(refused({ 'filters[categories][secret][$eq]': 'a' })).toMatchObject({ key: 'secret', path: 'categories.secret' });
    expect(refused({ 'filters[id][$eq]': 'abc' })).toMatchObject({ param: 'filters' });
    expect(refused({ 'filters[id][$between][0]': '1' })).toMatchObject({ param: 'filters' });
    expect(refused({ 'fields[0]': 'img' })).toMatchObject({ key: 'img', param: 'fields' });
    expect(refused({ 'populate[categories][fields][0]': 'secret' })).toMatchObject({ key: 'secret', param: 'populate' });
    expect(refused({ 'populate[title]': 'true' })).toMatchObject({ key: 'title', param: 'populate' });
    expect(refused({ status: 'draft' })).toMatchObject({ param: 'status' });
  });

  it('applies every operator, $or/$and/$not, and relations (negatives there read "none of them")', () => {
    const records = [
      { id: 1, title: 'План безпеки', slug: 'plan', publishedAt: '2024-01-10', buttonText: null, categories: [{ slug: 'in-media' }, { slug: 'news' }] },
      { id: 2, title: 'Зустріч', slug: 'meet', publishedAt: '2024-03-01', buttonText: 'Далі', categories: [] },
      { id: 3, title: 'план дій', slug: 'act', publishedAt: '2024-02-15', buttonText: null, categories: [{ slug: 'news' }] },
    ];
    const ids = (query: Record<string, string>) => applyContentQuery(records, parseContentQuery(posts, { sort: 'id:asc', ...query })).data.map((r) => r.id);
    expect(ids({ 'filters[title][$containsi]': 'ПЛАН' })).toEqual([1, 3]);
    expect(ids({ 'filters[title][$contains]': 'план' })).toEqual([3]);
    expect(ids({ 'filters[title][$notContainsi]': 'план' })).toEqual([2]);
    expect(ids({ 'filters[title][$eqi]': 'зустріч' })).toEqual([2]);
    expect(ids({ 'filters[title][$nei]': 'зустріч' })).toEqual([1, 3]);
    expect(ids({ 'filters[title][$startsWith]': 'План' })).toEqual([1]);
    expect(ids({ 'filters[title][$startsWithi]': 'план' })).toEqual([1, 3]);
    expect(ids({ 'filters[title][$endsWith]': 'дій' })).toEqual([3]);
    expect(ids({ 'filters[slug][$endsWithi]': 'ET' })).toEqual([2]);
    expect(ids({ 'filters[id][$lt]': '2' })).toEqual([1]);
    expect(ids({ 'filters[id][$lte]': '2' })).toEqual([1, 2]);
    expect(ids({ 'filters[id][$gt]': '2' })).toEqual([3]);
    expect(ids({ 'filters[id][$gte]': '10' })).toEqual([]);
    expect(ids({ 'filters[id][$in][0]': '1', 'filters[id][$in][1]': '3' })).toEqual([1, 3]);
    expect(ids({ 'filters[id][$notIn][0]': '1' })).toEqual([2, 3]);
    expect(ids({ 'filters[publishedAt][$between][0]': '2024-02-01', 'filters[publishedAt][$between][1]': '2024-03-01' })).toEqual([2, 3]);
    expect(ids({ 'filters[buttonText][$null]': 'true' })).toEqual([1, 3]);
    expect(ids({ 'filters[buttonText][$notNull]': 'true' })).toEqual([2]);
    expect(ids({ 'filters[$or][0][slug][$eq]': 'plan', 'filters[$or][1][id][$eq]': '2' })).toEqual([1, 2]);
    expect(ids({ 'filters[$and][0][title][$containsi]': 'план', 'filters[$and][1][id][$gt]': '1' })).toEqual([3]);
    expect(ids({ 'filters[$not][slug][$eq]': 'plan' })).toEqual([2, 3]);
    expect(ids({ 'filters[slug][$not][$eq]': 'plan' })).toEqual([2, 3]);
    expect(ids({ 'filters[categories][slug][$eq]': 'news' })).toEqual([1, 3]);
    expect(ids({ 'filters[categories][slug][$ne]': 'in-media' })).toEqual([2, 3]);
    expect(ids({ 'filters[categories][slug][$null]': 'true' })).toEqual([2]);
  });

  it('sorts nulls last, pages, and drops the counts when withCount is false', () => {
    const records = [
      { id: 1, title: 'б' },
      { id: 2, title: null },
      { id: 3, title: 'а' },
    ];
    expect(applyContentQuery(records, parseContentQuery(posts, { sort: 'title:asc' })).data.map((r) => r.id)).toEqual([3, 1, 2]);
    expect(applyContentQuery(records, parseContentQuery(posts, { 'sort[title]': 'desc' })).data.map((r) => r.id)).toEqual([1, 3, 2]);
    const page = applyContentQuery(records, parseContentQuery(posts, { 'pagination[pageSize]': '2', 'pagination[page]': '2' }));
    expect(page).toEqual({ data: [records[0]], pagination: { page: 2, pageSize: 2, pageCount: 2, total: 3 } });
    expect(applyContentQuery(records, parseContentQuery(posts, { 'pagination[withCount]': 'false' })).pagination).toEqual({ page: 1, pageSize: 25 });
  });

  it('finds the key a list can be read by: a top-level $eq on id, documentId or slug', () => {
    expect(keyConjunct(parseContentQuery(posts, { 'filters[slug][$eq]': 'a', 'filters[title][$containsi]': 'b' }).filters)).toEqual({
      field: 'slug',
      value: 'a',
    });
    expect(keyConjunct(parseContentQuery(posts, { 'filters[documentId]': 'd' }).filters)).toEqual({ field: 'documentId', value: 'd' });
    expect(keyConjunct(parseContentQuery(posts, { 'filters[$or][0][slug]': 'a', 'filters[$or][1][slug]': 'b' }).filters)).toBeNull();
    expect(keyConjunct(parseContentQuery(posts, { 'filters[$not][slug]': 'a' }).filters)).toBeNull();
  });
});

describe('content helpers', () => {
  it('recognises JPEG and WebP by their bytes and reads their size', () => {
    const jpeg = Buffer.alloc(40);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58]);
    expect(readImageInfo(jpeg)).toEqual({ mime: 'image/jpeg', width: 600, height: 300 });
    const webp = Buffer.alloc(40);
    webp.write('RIFF', 0, 'ascii');
    webp.write('WEBPVP8X', 8, 'ascii');
    webp.writeUIntLE(799, 24, 3);
    webp.writeUIntLE(599, 27, 3);
    expect(readImageInfo(webp)).toEqual({ mime: 'image/webp', width: 800, height: 600 });
    expect(readImageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.padEnd(60)))).toBeNull();
  });

  it('keeps own images and drops others when sanitising', () => {
    expect(sanitizeRichText('<p>a<img src="/content/x.svg" alt="x"><img src="https://t.example/p.gif"></p>')).toBe(
      '<p>a<img src="/content/x.svg" alt="x" /></p>',
    );
  });

  it('transliterates Ukrainian titles into slugs', () => {
    expect(slugify('Зустріч у Полтаві: «Ти не сама» — 2024')).toBe('zustrich-u-poltavi-ty-ne-sama-2024');
    expect(slugify('Згода, Юлія та їжак Євген')).toBe('zghoda-yuliia-ta-yizhak-yevhen');
    expect(slugify('!!!')).toBe('');
  });
});
