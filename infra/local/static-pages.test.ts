import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from './gateway';

/** The gateway serves the web build as CloudFront does: each pre-rendered public page its own HTML, other routes the app shell. */
describe('local gateway: the pre-rendered pages', () => {
  let gateway: Gateway;
  let dist: string;
  const files: Record<string, string> = {
    'index.html': 'landing',
    'app.html': 'app shell',
    'help-form/index.html': 'help form',
    'call-center/index.html': 'call centre',
    'support/index.html': 'support',
    'post/index.html': 'post',
    'assets/index-abc.js': 'script',
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dosyt-gateway-dist-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), text);
    }
    gateway = await startGateway({ port: 0, webDist: dist });
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const res = await fetch(`${gateway.url}${path}`);
    return { status: res.status, body: await res.text(), csp: res.headers.get('content-security-policy'), type: res.headers.get('content-type') };
  };

  it('serves each pre-rendered page at its path, with or without a trailing slash', async () => {
    expect((await get('/')).body).toBe('landing');
    expect((await get('/help-form')).body).toBe('help form');
    expect((await get('/help-form/')).body).toBe('help form');
    expect((await get('/call-center')).body).toBe('call centre');
    expect((await get('/support')).body).toBe('support');
    const post = await get('/post/plan-bezpeky');
    expect(post).toMatchObject({ status: 200, body: 'post', type: 'text/html; charset=utf-8' });
    expect(post.csp).toContain("script-src 'self' 'sha256-");
  });

  it('serves every other client route the app shell, and a missing asset as a 404', async () => {
    for (const path of ['/login', '/admin/appeals', '/post/a/b', '/nope']) expect((await get(path)).body).toBe('app shell');
    expect((await get('/assets/index-abc.js')).body).toBe('script');
    expect((await get('/assets/missing.js')).status).toBe(404);
  });
});
