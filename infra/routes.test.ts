import { describe, expect, it } from 'vitest';
import { compileRoutes, domains, httpRoutes, matchRoute } from './routes';
import { loadDomain } from './local/domains';

describe('route table', () => {
  const compiled = compileRoutes(httpRoutes);

  it('matches the spec\'s odd page paths before the id routes', () => {
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

  it('has no two routes with the same method and path', () => {
    const keys = httpRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(domains)('domain %s has a handler implementing each of its routes', async (domain) => {
    await expect(loadDomain(domain)).resolves.toBeTypeOf('function');
  });
});
