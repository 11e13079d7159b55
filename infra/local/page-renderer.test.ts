import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SNAPSHOT_ID } from '@dosyt/core/site/static-pages';
import { startGateway, type Gateway } from './gateway';

/**
 * The gateway serves the content pages (landing, posts) rendered on request with the site's own
 * answers, through the build's server render and web/scripts/prerender-page.mjs, at most once per
 * page while the copy is fresh; every other page is its built file.
 */
describe('local gateway: the content pages rendered on request', () => {
  let gateway: Gateway;
  let root: string;
  const renders = () =>
    readFileSync(join(root, 'dist-render', 'renders.log'), 'utf8')
      .trim()
      .split('\n');

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'dosyt-gateway-render-'));
    const files: Record<string, string> = {
      'dist/index.html': 'built landing',
      'dist/app.html': 'app shell',
      'dist/help-form/index.html': 'help form',
      'dist/post/index.html': 'built post',
      'dist-render/page.html': '<html><head></head><body><div id="root"></div></body></html>',
      // A server render that reads the site's API as the real one does (a relative fetch) and notes each render.
      'dist-render/prerender.js': `import { appendFileSync } from 'node:fs';
export async function renderPage({ withContent }) {
  appendFileSync(new URL('renders.log', import.meta.url), window.location.pathname + '\\n');
  const status = withContent ? (await (await fetch('/api/health')).json()).status : 'none';
  return { markup: '<p>' + status + ' ' + window.location.pathname + '</p>', snapshot: { 'content:health': status } };
}
`,
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    gateway = await startGateway({ port: 0, webDist: join(root, 'dist') });
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const res = await fetch(`${gateway.url}${path}`);
    return { status: res.status, body: await res.text(), type: res.headers.get('content-type') };
  };

  it('renders the landing and a post with the content the API answers, and carries it next to the root', async () => {
    // Act
    const landing = await get('/');
    const post = await get('/post/plan-bezpeky/');

    // Assess
    expect(landing).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(landing.body).toBe(
      `<html><head></head><body><div id="root"><p>ok /</p></div><script type="application/json" id="${CONTENT_SNAPSHOT_ID}">{"content:health":"ok"}</script></body></html>`,
    );
    expect(post.body).toContain('<div id="root"><p>ok /post/plan-bezpeky</p></div>');
  });

  it('renders a page once while its copy is fresh, and serves every other page its built file', async () => {
    // Act
    const before = renders().length;
    await Promise.all([get('/'), get('/'), get('/')]);
    const helpForm = await get('/help-form');

    // Assess
    expect(renders().length).toBe(before);
    expect(renders().filter((path) => path === '/')).toHaveLength(1);
    expect(helpForm.body).toBe('help form');
  });
});
