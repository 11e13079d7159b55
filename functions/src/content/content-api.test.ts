import { describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { SAMPLE_POSTS } from '../../../infra/local/seed/content';

/** The Strapi-shaped public content API over the seeded sample content. */
describe('public content API', () => {
  it('answers a list in the Strapi v5 shape, posts newest first', async () => {
    // Act
    const res = await call('GET', '/api/posts');

    // Assess
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: SAMPLE_POSTS.length });
    const ids = res.body.data.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.body.data[0]).toMatchObject({
      id: SAMPLE_POSTS.length,
      documentId: expect.stringMatching(/^[a-z0-9]{24}$/),
      slug: SAMPLE_POSTS.at(-1)!.slug,
      title: SAMPLE_POSTS.at(-1)!.title,
      publishedAt: SAMPLE_POSTS.at(-1)!.publishedAt,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('leaves media and relations out unless populated, and includes them with populate=*', async () => {
    const plain = await call('GET', '/api/posts?pagination[pageSize]=1');
    expect(plain.body.data[0]).not.toHaveProperty('img');
    expect(plain.body.data[0]).not.toHaveProperty('categories');

    const populated = await call('GET', '/api/posts?populate=*&pagination[pageSize]=1');
    const post = populated.body.data[0];
    expect(post.img).toMatchObject({
      url: expect.stringMatching(/^\/content\/posts\/.+\.svg$/),
      width: 1200,
      height: 800,
      alternativeText: expect.any(String),
      formats: {
        medium: { url: expect.any(String), width: 750, height: 500 },
        small: { url: expect.any(String), width: 500, height: 333 },
        thumbnail: { url: expect.any(String), width: 234, height: 156 },
      },
    });
    expect(post.categories).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expect.any(Number), documentId: expect.any(String), title: 'Анонси', slug: 'announcements' })]),
    );
  });

  it('populates only the named fields in the other populate forms', async () => {
    for (const query of ['populate=img', 'populate[0]=img', 'populate[img]=true', 'populate[img][populate]=*']) {
      const res = await call('GET', `/api/posts?${query}&pagination[pageSize]=1`);
      expect(res.status, query).toBe(200);
      expect(res.body.data[0], query).toHaveProperty('img');
      expect(res.body.data[0], query).not.toHaveProperty('categories');
    }
  });

  it('filters by a field with $eq and $ne and by a category slug through the relation', async () => {
    // Act
    const bySlug = await call('GET', '/api/posts?filters[slug][$eq]=plan-bezpeky&populate=*');
    const media = await call('GET', '/api/posts?filters[categories][slug][$eq]=in-media&populate=*');
    const notMedia = await call('GET', '/api/posts?filters[categories][slug][$ne]=in-media&populate=*&pagination[pageSize]=100');
    const notOne = await call('GET', '/api/posts?filters[slug][$ne]=plan-bezpeky');
    const implicitEq = await call('GET', '/api/posts?filters[slug]=plan-bezpeky');

    // Assess
    expect(bySlug.body.data).toHaveLength(1);
    expect(bySlug.body.data[0].title).toBe('План безпеки: що підготувати заздалегідь');
    const inMedia = SAMPLE_POSTS.filter((p) => p.categories.includes('in-media'));
    expect(media.body.meta.pagination.total).toBe(inMedia.length);
    for (const post of media.body.data) expect(post.categories.map((c: { slug: string }) => c.slug)).toContain('in-media');
    expect(notMedia.body.meta.pagination.total).toBe(SAMPLE_POSTS.length - inMedia.length);
    for (const post of notMedia.body.data) expect(post.categories.map((c: { slug: string }) => c.slug)).not.toContain('in-media');
    expect(notOne.body.meta.pagination.total).toBe(SAMPLE_POSTS.length - 1);
    expect(implicitEq.body.data.map((p: { slug: string }) => p.slug)).toEqual(['plan-bezpeky']);
  });

  it('serves each single-type section by its fixed slug', async () => {
    const cases: Array<[string, string, string]> = [
      ['teams', 'team', 'titleText'],
      ['search-volonters', 'search-volonter', 'buttontText'],
      ['contacts', 'contact', 'items'],
      ['poltava-contacts', 'poltava-contact', 'titleText1'],
      ['coordiners', 'coordiner', 'photos'],
      ['site-infos', 'site-info', 'location'],
      ['heroes', 'hero', 'img'],
      ['partners', 'partner', 'slider'],
      ['problems', 'problem', 'sections'],
      ['so-maths', 'so-math', 'items'],
      ['helps', 'help', 'helpItems'],
    ];
    for (const [collection, slug, field] of cases) {
      const res = await call('GET', `/api/${collection}?filters[slug][$eq]=${slug}&populate=*`);
      expect(res.status, collection).toBe(200);
      expect(res.body.data, collection).toHaveLength(1);
      expect(res.body.data[0], collection).toHaveProperty(field);
    }
    const contacts = await call('GET', '/api/contacts?filters[slug][$eq]=contact&populate=*');
    expect(contacts.body.data[0].items[0]).toMatchObject({ id: 1, number: '102', title: 'Поліція' });
    const site = await call('GET', '/api/site-infos?filters[slug][$eq]=site-info&populate=*');
    expect(site.body.data[0].location).toBe('Полтавська обл.');
  });

  it('lists the categories with title and slug, the six report categories among them', async () => {
    const res = await call('GET', '/api/categories?populate=*');
    const titles = res.body.data.map((c: { title: string }) => c.title);
    expect(titles.slice(0, 6)).toEqual(['Всі', 'Зустрічі з жінками в ТГ', 'Наші новини', 'Допомога постраждалим', 'Навчання', 'Допомога речами']);
    expect(res.body.data[0]).toMatchObject({ id: 1, title: 'Всі', slug: 'all' });
  });

  it('sorts by any scalar field in either direction, several keys in order', async () => {
    const asc = await call('GET', '/api/posts?sort=publishedAt:asc&pagination[pageSize]=100');
    const dates = asc.body.data.map((p: { publishedAt: string }) => p.publishedAt);
    expect(dates).toEqual([...dates].sort());
    const byTitle = await call('GET', '/api/posts?sort[0]=title:desc&pagination[pageSize]=100');
    const titles = byTitle.body.data.map((p: { title: string }) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, 'uk')));
    const idAsc = await call('GET', '/api/posts?sort=id:asc&pagination[pageSize]=2');
    expect(idAsc.body.data.map((p: { id: number }) => p.id)).toEqual([1, 2]);
  });

  it('pages with page/pageSize and with start/limit', async () => {
    const total = SAMPLE_POSTS.length;
    const page2 = await call('GET', '/api/posts?pagination[page]=2&pagination[pageSize]=3');
    expect(page2.body.meta.pagination).toEqual({ page: 2, pageSize: 3, pageCount: Math.ceil(total / 3), total });
    expect(page2.body.data.map((p: { id: number }) => p.id)).toEqual([total - 3, total - 4, total - 5]);

    const offset = await call('GET', '/api/posts?pagination[start]=3&pagination[limit]=3');
    expect(offset.body.meta.pagination).toEqual({ start: 3, limit: 3, total });
    expect(offset.body.data.map((p: { id: number }) => p.id)).toEqual(page2.body.data.map((p: { id: number }) => p.id));

    const beyond = await call('GET', '/api/posts?pagination[page]=99&pagination[pageSize]=3');
    expect(beyond.body.data).toEqual([]);

    const capped = await call('GET', '/api/posts?pagination[pageSize]=1000');
    expect(capped.body.meta.pagination.pageSize).toBe(100);
  });

  it("answers 400 in Strapi's error shape to an unknown field, operator or populate, and to bad pagination", async () => {
    for (const query of [
      'filters[secret][$eq]=1',
      'filters[slug][$regex]=.*',
      'filters[categories][$eq]=1',
      'populate=password',
      'sort=secret:asc',
      'sort=title:up',
      'pagination[page]=0',
      'pagination[pageSize]=abc',
      'pagination[page]=1&pagination[start]=0',
    ]) {
      const res = await call('GET', `/api/posts?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({
        data: null,
        error: { status: 400, name: 'ValidationError', message: expect.any(String), details: expect.any(Object) },
      });
    }
  });

  it('reads the keys whether or not the brackets are percent-encoded', async () => {
    const res = await call('GET', `/api/posts?${encodeURIComponent('filters[categories][slug][$eq]')}=blog`);
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination.total).toBe(SAMPLE_POSTS.filter((p) => p.categories.includes('blog')).length);
  });
});
