import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';

const categoryId = async (slug: string) => {
  const res = await call('GET', `/api/categories?filters[slug][$eq]=${slug}`);
  return res.body.data[0].id as number;
};

describe('content editing by admins', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
  });

  it('refuses editing without a token (401) and to a role other than ADMIN (403)', async () => {
    const body = { data: { title: 'Спроба' } };
    expect((await call('POST', '/api/admin/content/posts', { body })).status).toBe(401);
    const user = await tokenForDemo('USER');
    expect((await call('POST', '/api/admin/content/posts', { body, token: user })).status).toBe(403);
    expect((await call('PUT', '/api/admin/content/heroes/1', { body, token: user })).status).toBe(403);
    expect((await call('GET', '/api/admin/content/posts', { token: user })).status).toBe(403);
  });

  it('creates a draft that the public does not see, then publishes and unpublishes it', async () => {
    // Prepare
    const blog = await categoryId('blog');

    // Act
    const created = await call('POST', '/api/admin/content/posts', {
      token: admin,
      body: { data: { title: 'Згода і межі: розмова з психологинею', description: '<p>Текст</p>', categories: [blog] }, published: false },
    });

    // Assess
    expect(created.status).toBe(201);
    const post = created.body.data;
    expect(post).toMatchObject({
      slug: 'zghoda-i-mezhi-rozmova-z-psykholohyneiu',
      publishedAt: null,
      version: 1,
      categories: [expect.objectContaining({ slug: 'blog' })],
    });
    const hidden = await call('GET', `/api/posts?filters[slug][$eq]=${post.slug}`);
    expect(hidden.body.data).toEqual([]);
    const drafts = await call('GET', '/api/admin/content/posts', { token: admin });
    expect(drafts.body.data.map((p: { id: number }) => p.id)).toContain(post.id);

    const published = await call('PUT', `/api/admin/content/posts/${post.id}`, { token: admin, body: { data: {}, published: true, version: 1 } });
    expect(published.status).toBe(200);
    expect(published.body.data.publishedAt).toEqual(expect.any(String));
    const visible = await call('GET', `/api/posts?filters[slug][$eq]=${post.slug}&populate=*`);
    expect(visible.body.data[0]).toMatchObject({
      id: post.id,
      title: 'Згода і межі: розмова з психологинею',
      categories: [expect.objectContaining({ slug: 'blog' })],
    });
    const inTab = await call('GET', '/api/posts?filters[categories][slug][$eq]=blog&pagination[pageSize]=3');
    expect(inTab.body.data[0].id).toBe(post.id);

    const unpublished = await call('PUT', `/api/admin/content/posts/${post.id}`, { token: admin, body: { data: {}, published: false, version: 2 } });
    expect(unpublished.body.data.publishedAt).toBeNull();
    expect((await call('GET', `/api/posts?filters[slug][$eq]=${post.slug}`)).body.data).toEqual([]);
  });

  it('sanitises rich text before storing it', async () => {
    // Act
    const created = await call('POST', '/api/admin/content/posts', {
      token: admin,
      body: {
        data: {
          title: 'Перевірка очищення тексту',
          description:
            '<p onclick="steal()">Добрий <strong>день</strong><script>alert(1)</script></p>' +
            '<a href="javascript:alert(1)">погане</a> <a href="https://example.org" target="_top">добре</a>' +
            '<img src="https://tracker.example/pixel.gif" alt="стеження"><img src="/uploads/a.png" alt="своє">' +
            '<iframe src="https://example.org"></iframe><p style="color:red" class="x">стиль</p>',
        },
        published: true,
      },
    });

    // Assess
    expect(created.status).toBe(201);
    const html: string = created.body.data.description;
    expect(html).toContain('<p>Добрий <strong>день</strong></p>');
    expect(html).not.toMatch(/script|onclick|javascript:|iframe|style=|class=|tracker\.example|target="_top"/);
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">добре</a>');
    expect(html).toContain('<img src="/uploads/a.png" alt="своє" />');
    const stored = await call('GET', `/api/posts?filters[slug][$eq]=${created.body.data.slug}`);
    expect(stored.body.data[0].description).toBe(html);
    // Leave the public list as the seed made it for the other suites.
    await call('PUT', `/api/admin/content/posts/${created.body.data.id}`, { token: admin, body: { data: {}, published: false } });
  });

  it('keeps slugs unique: a generated one gets a suffix, a chosen duplicate is a 409', async () => {
    const first = await call('POST', '/api/admin/content/posts', { token: admin, body: { data: { title: 'Однакова назва' } } });
    const second = await call('POST', '/api/admin/content/posts', { token: admin, body: { data: { title: 'Однакова назва' } } });
    expect(first.body.data.slug).toBe('odnakova-nazva');
    expect(second.body.data.slug).toBe('odnakova-nazva-2');
    const chosen = await call('POST', '/api/admin/content/posts', { token: admin, body: { data: { title: 'Інша', slug: 'plan-bezpeky' } } });
    expect(chosen.status).toBe(409);
  });

  it('answers 409 to a save based on a stale version', async () => {
    const created = await call('POST', '/api/admin/content/posts', { token: admin, body: { data: { title: 'Версії' } } });
    const id = created.body.data.id;
    expect((await call('PUT', `/api/admin/content/posts/${id}`, { token: admin, body: { data: { title: 'Версії 2' }, version: 1 } })).status).toBe(200);
    const stale = await call('PUT', `/api/admin/content/posts/${id}`, { token: admin, body: { data: { title: 'Версії 3' }, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Оновіть сторінку/);
  });

  it('rejects links, images and media that would leave the site, and unknown categories', async () => {
    const cases = [
      { data: { title: 'Посилання', link: 'javascript:alert(1)' } },
      { data: { title: 'Медіа', img: { url: 'https://cdn.example/x.png', width: 10, height: 10 } } },
      { data: { title: 'Медіа', img: { url: '/uploads/../../etc/passwd', width: 10, height: 10 } } },
      { data: { title: 'Категорія', categories: [9999] } },
      { data: { title: 'Ок' }, published: 'так' },
      { data: { title: 'Н' } },
    ];
    for (const body of cases) {
      const res = await call('POST', '/api/admin/content/posts', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    const section = await call('PUT', '/api/admin/content/problems/1', {
      token: admin,
      body: { data: { sections: [{ text: 'Т', src: 'https://tracker.example/x.png' }] } },
    });
    expect(section.status).toBe(400);
  });

  it('edits a landing section and the public API shows it at once; the fixed slug stays', async () => {
    // Prepare
    const before = await call('GET', '/api/admin/content/heroes', { token: admin });
    const hero = before.body.data[0];

    // Act
    const res = await call('PUT', `/api/admin/content/heroes/${hero.id}`, {
      token: admin,
      body: { data: { textLeft: 'Ви не самі. Ми поруч', slug: 'other' }, version: hero.version },
    });

    // Assess
    expect(res.status).toBe(200);
    const pub = await call('GET', '/api/heroes?filters[slug][$eq]=hero&populate=*');
    expect(pub.body.data[0].textLeft).toBe('Ви не самі. Ми поруч');
    expect(pub.body.data[0].img.url).toBe(hero.img.url);
    await call('PUT', `/api/admin/content/heroes/${hero.id}`, { token: admin, body: { data: { textLeft: hero.textLeft }, version: hero.version + 1 } });
  });

  it('describes the collections for the admin screen', async () => {
    const res = await call('GET', '/api/admin/content/schema', { token: admin });
    const posts = res.body.collections.find((c: { name: string }) => c.name === 'posts');
    expect(posts.fields.map((f: { name: string }) => f.name)).toEqual(['slug', 'title', 'description', 'img', 'slides', 'categories', 'link', 'buttonText']);
  });
});
