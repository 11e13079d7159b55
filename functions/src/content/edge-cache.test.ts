import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CACHED_REFERENCE_PATHS, PUBLIC_CONTENT_CACHE_CONTROL } from '@dosyt/core/api/edge-cache';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';

/** What the public page's content calls tell CloudFront (the real handler, over the local gateway). */
describe('public content at the edge', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
  });

  it('lets shared caches keep the public content answers for a short while', async () => {
    // Act: the calls the landing page and a post page make.
    const feed = await call('GET', '/api/posts?populate=*&sort=id:desc&pagination[page]=1&pagination[pageSize]=6');
    const post = await call('GET', `/api/posts?filters[slug][$eq]=${feed.body.data[0].slug}&populate=*`);
    const byDocument = await call('GET', `/api/posts/${feed.body.data[0].documentId}`);
    const heroes = await call('GET', '/api/heroes?populate=*');
    const categories = await call('GET', '/api/categories');

    // Assess
    for (const res of [feed, post, byDocument, heroes, categories]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(PUBLIC_CONTENT_CACHE_CONTROL);
    }
    // No stale-while-revalidate: browsers would show an admin's edit late.
    expect(PUBLIC_CONTENT_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60');
  });

  it('lets shared caches keep the reference data the public form reads, and never a signed-in read of it', async () => {
    // Act: each cached reference path, without and with a token.
    const anonymous = await Promise.all(EDGE_CACHED_REFERENCE_PATHS.map((path) => call('GET', path)));
    const signedIn = await Promise.all(EDGE_CACHED_REFERENCE_PATHS.map((path) => call('GET', path, { token: admin })));
    const uncachedTwin = await call('GET', '/api/assistance');

    // Assess
    expect(EDGE_CACHED_REFERENCE_PATHS).toEqual(['/api/assistance/all', '/api/communities/regions', '/api/communities/regions/active']);
    for (const res of anonymous) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(PUBLIC_CONTENT_CACHE_CONTROL);
    }
    for (const res of signedIn) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // The admin's own list of types (no edge behaviour caches it) says no-store.
    expect(uncachedTwin.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps errors and every signed-in answer out of any cache', async () => {
    // Act
    const missing = await call('GET', '/api/posts/zzzzzzzzzzzzzzzzzzzzzzzz');
    const badQuery = await call('GET', '/api/posts?pagination[pageSize]=abc');
    const adminList = await call('GET', '/api/admin/content/posts', { token: admin });
    const me = await call('GET', '/api/users/profile/1', { token: admin });

    // Assess
    expect(missing.status).toBe(404);
    expect(adminList.status).toBe(200);
    for (const res of [missing, badQuery, adminList, me]) expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
