import { describe, expect, it } from 'vitest';
import { compileRoutes, domains, httpRoutes, matchRoute } from './routes';
import { loadDomain } from './local/domains';

describe('route table', () => {
  const compiled = compileRoutes(httpRoutes);

  it("matches the spec's odd page paths before the id routes", () => {
    const m = matchRoute(compiled, 'GET', '/api/appeals/pages=3');
    expect(m).toMatchObject({ route: { op: 'list-appeals' }, pathParameters: { page: '3' } });
    expect(matchRoute(compiled, 'GET', '/api/appeals/17')).toMatchObject({ route: { op: 'get-appeal' }, pathParameters: { id: '17' } });
    expect(matchRoute(compiled, 'GET', '/api/appeals/last')).toMatchObject({ route: { op: 'latest-appeals' } });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(matchRoute(compiled, 'DELETE', '/api/health')).toBe('method-not-allowed');
    expect(matchRoute(compiled, 'GET', '/api/unknown')).toBeUndefined();
  });

  it('treats a broken percent-encoding in a parameter as no match instead of throwing', () => {
    expect(matchRoute(compiled, 'GET', '/api/appeals/%E0%A4%A')).toBeUndefined();
  });

  it("lets the content findOne routes take no other route's requests", () => {
    // Each route, its parameters filled in, still reaches its own domain and op.
    for (const route of httpRoutes) {
      const path = route.path.replace(/\{\w+\}/g, '7');
      const m = matchRoute(compiled, route.method, path);
      expect(m, `${route.method} ${route.path}`).toMatchObject({ route: { domain: route.domain, op: route.op } });
    }
    expect(matchRoute(compiled, 'GET', '/api/posts/abc123')).toMatchObject({
      route: { domain: 'content', op: 'find-entry' },
      pathParameters: { documentId: 'abc123' },
    });
    expect(matchRoute(compiled, 'GET', '/api/appeals/17')).toMatchObject({ route: { domain: 'appeals' } });
  });

  it('has no two routes with the same method and path', () => {
    const keys = httpRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(domains)('domain %s has a handler implementing each of its routes', async (domain) => {
    await expect(loadDomain(domain)).resolves.toBeTypeOf('function');
  });
});
