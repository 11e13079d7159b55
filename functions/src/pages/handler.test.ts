import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SNAPSHOT_ID } from '@dosyt/core/site/static-pages';
import { PUBLIC_CONTENT_CACHE_CONTROL } from '@dosyt/core/api/edge-cache';
import { SAMPLE_POSTS } from '../../../infra/local/seed/content';
import { FAILED_RENDER_CACHE_SECONDS, pagesHandler } from './handler';

const TEMPLATE = '<html><head><title>Досить</title></head><body><div id="root"></div></body></html>';

/**
 * A server render as the web build's does it: it reads the page's location from `window` and its
 * content with relative fetches, and answers the markup with the content it used. It also tries a
 * request to another site, which the function must not make.
 */
const FAKE_RENDER = `export async function renderPage({ withContent }) {
  const slug = window.location.pathname.split('/')[2] ?? '${SAMPLE_POSTS.at(-1)!.slug}';
  const query = '?filters[slug][$eq]=' + slug;
  const posts = await (await fetch('/api/posts' + query)).json();
  const outside = await fetch('https://example.org/track').then((r) => r.status, () => 'refused');
  const titles = posts.data.map((p) => p.title).join(', ');
  return { markup: '<main><h1>' + titles + '</h1><p>outside: ' + outside + '</p></main>', snapshot: withContent ? { 'content:posts': posts } : {} };
}
`;

const event = (path: string, httpMethod = 'GET') => ({ path, httpMethod, headers: {}, queryStringParameters: null }) as unknown as APIGatewayProxyEvent;

/** The pages function over the seeded sample content, with a render like the build's and with the build's own. */
describe('pages function: the content pages rendered with the content as it is now', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'dosyt-pages-'));
    write('render/prerender.js', FAKE_RENDER);
    write('render/page.html', TEMPLATE);
    write('built/index.html', 'built landing');
    write('built/post/index.html', 'built post');
    write('broken/prerender.js', "throw new Error('no render');\n");
    write('broken/page.html', TEMPLATE);
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('renders the landing (asked for by its file, the default root object) with its content, kept at the edge as the content is', async () => {
    // Arrange
    const handler = pagesHandler({ renderDir: join(root, 'render'), builtDir: join(root, 'built') });
    const shown = SAMPLE_POSTS.at(-1)!;

    // Act
    const res = await handler(event('/index.html'));

    // Assess
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC_CONTENT_CACHE_CONTROL });
    expect(res.body).toContain(`<div id="root"><main><h1>${shown.title}</h1>`);
    expect(res.body).toContain(`<script type="application/json" id="${CONTENT_SNAPSHOT_ID}">`);
    // The request to another site was answered in the function, never sent.
    expect(res.body).toContain('outside: 404');
  });

  it('renders a post by its slug, one render after another in the same process', async () => {
    const handler = pagesHandler({ renderDir: join(root, 'render'), builtDir: join(root, 'built') });
    const [first, second] = SAMPLE_POSTS;

    const a = await handler(event(`/post/${first.slug}`));
    const b = await handler(event(`/post/${second.slug}`));

    expect(a.body).toContain(`<h1>${first.title}</h1>`);
    expect(b.body).toContain(`<h1>${second.title}</h1>`);
    expect(b.body).not.toContain(first.title);
  });

  it('serves the built page, kept only briefly, when the render fails, and answers HEAD without a body', async () => {
    const handler = pagesHandler({ renderDir: join(root, 'broken'), builtDir: join(root, 'built') });

    const landing = await handler(event('/index.html'));
    const post = await handler(event('/post/any-slug'));
    const head = await handler(event('/post/any-slug', 'HEAD'));

    expect([landing.statusCode, landing.body]).toEqual([200, 'built landing']);
    expect([post.statusCode, post.body]).toEqual([200, 'built post']);
    expect(post.headers?.['Cache-Control']).toBe(`public, max-age=0, s-maxage=${FAILED_RENDER_CACHE_SECONDS}`);
    expect([head.statusCode, head.body]).toEqual([200, '']);
  });

  it('renders no other page', async () => {
    const handler = pagesHandler({ renderDir: join(root, 'render'), builtDir: join(root, 'built') });

    for (const path of ['/login', '/post/a/b', '/admin']) expect((await handler(event(path))).statusCode, path).toBe(404);
  });

  const webBuild = fileURLToPath(new URL('../../../web/', import.meta.url));
  it.skipIf(!existsSync(join(webBuild, 'dist-render', 'prerender.js')))(
    "renders a post's page with the web build's own server render: its title and text in the HTML",
    async () => {
      const handler = pagesHandler({ renderDir: join(webBuild, 'dist-render'), builtDir: join(webBuild, 'dist') });
      const post = SAMPLE_POSTS[0];

      const res = await handler(event(`/post/${post.slug}`));
      const landing = await handler(event('/index.html'));

      expect(res.headers?.['Cache-Control']).toBe(PUBLIC_CONTENT_CACHE_CONTROL);
      expect(res.body).toContain(post.title);
      expect(res.body).toContain('data-quick-exit');
      expect(landing.body).toContain('content:section:site-infos');
    },
  );
});
