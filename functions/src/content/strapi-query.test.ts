import { describe, expect, it } from 'vitest';
import { ValidationError } from '@dosyt/core/errors';
import { COLLECTIONS } from './collections';
import { applyContentQuery, parseContentQuery, splitKey } from './strapi-query';
import { readImageInfo } from '../media/upload-rules';
import { sanitizeRichText } from './sanitize';
import { slugify } from './slug';

const posts = COLLECTIONS.posts;

describe('Strapi query parsing', () => {
  it('splits bracket keys', () => {
    expect(splitKey('filters[categories][slug][$eq]')).toEqual(['filters', 'categories', 'slug', '$eq']);
    expect(splitKey('populate')).toEqual(['populate']);
    expect(splitKey('filters[a')).toBeNull();
  });

  it('reads filters, sort, populate and both pagination forms', () => {
    const q = parseContentQuery(posts, {
      'filters[categories][slug][$ne]': 'in-media',
      'filters[slug]': 'x',
      sort: 'publishedAt:desc,title',
      populate: '*',
      'pagination[page]': '2',
      'pagination[pageSize]': '3',
    });
    expect(q.filters).toEqual([
      { path: ['categories', 'slug'], operator: '$ne', value: 'in-media' },
      { path: ['slug'], operator: '$eq', value: 'x' },
    ]);
    expect(q.sort).toEqual([{ field: 'publishedAt', order: 'desc' }, { field: 'title', order: 'asc' }]);
    expect([...q.populate].sort()).toEqual(['categories', 'img', 'slides']);
    expect(q.pagination).toEqual({ mode: 'page', page: 2, pageSize: 3 });
    expect(parseContentQuery(posts, { 'pagination[start]': '0', 'pagination[limit]': '-1' }).pagination).toEqual({ mode: 'offset', start: 0, limit: 100 });
  });

  it('defaults to the collection sort (posts: id descending), page 1 of 25, nothing populated', () => {
    expect(parseContentQuery(posts, {})).toEqual({ filters: [], sort: [{ field: 'id', order: 'desc' }], populate: new Set(), pagination: { mode: 'page', page: 1, pageSize: 25 } });
  });

  it('refuses unknown fields and operators with a ValidationError', () => {
    expect(() => parseContentQuery(posts, { 'filters[$or][0][slug]': 'a' })).toThrow(ValidationError);
    expect(() => parseContentQuery(posts, { 'filters[description][$containsi]': 'a' })).toThrow(ValidationError);
    expect(() => parseContentQuery(posts, { 'filters[img][url][$eq]': 'a' })).toThrow(ValidationError);
  });

  it('applies $ne on a to-many relation as "none of them", keeps nulls last, and pages', () => {
    const records = [
      { id: 1, title: 'б', categories: [{ slug: 'in-media' }, { slug: 'news' }] },
      { id: 2, title: null, categories: [] },
      { id: 3, title: 'а', categories: [{ slug: 'news' }] },
    ];
    const q = parseContentQuery(posts, { 'filters[categories][slug][$ne]': 'in-media', sort: 'title:asc' });
    expect(applyContentQuery(records, q).data.map((r) => r.id)).toEqual([3, 2]);
    const page = applyContentQuery(records, parseContentQuery(posts, { 'pagination[pageSize]': '2', 'pagination[page]': '2' }));
    expect(page).toEqual({ data: [records[0]], pagination: { page: 2, pageSize: 2, pageCount: 2, total: 3 } });
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
    expect(sanitizeRichText('<p>a<img src="/content/x.svg" alt="x"><img src="https://t.example/p.gif"></p>')).toBe('<p>a<img src="/content/x.svg" alt="x" /></p>');
  });

  it('transliterates Ukrainian titles into slugs', () => {
    expect(slugify('Зустріч у Полтаві: «Ти не сама» — 2024')).toBe('zustrich-u-poltavi-ty-ne-sama-2024');
    expect(slugify('Згода, Юлія та їжак Євген')).toBe('zghoda-yuliia-ta-yizhak-yevhen');
    expect(slugify('!!!')).toBe('');
  });
});
