import { describe, expect, it } from 'vitest';
import { compileRoutes, httpRoutes, matchRoute, type HttpRoute } from '../../routes';
import { PROXY_PART, apiGatewayMethods, foldedApiGatewayMethods, type ApiGatewayMethod } from '../constructs/route-resources';

const wholeSegments = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .every((s) => !s.includes('{') || /^\{\w+\}$/.test(s));

describe('route table -> API Gateway resources', () => {
  it('gives every route of the table a method on a valid resource path', () => {
    // Act
    const methods = apiGatewayMethods(httpRoutes);

    // Assess
    for (const route of httpRoutes) {
      const method = methods.find((m) => m.routes.includes(route));
      expect(method, `${route.method} ${route.path}`).toBeDefined();
      expect(method!.method).toBe(route.method);
      expect(method!.domain).toBe(route.domain);
    }
    for (const m of methods) expect(wholeSegments(m.resourcePath), m.resourcePath).toBe(true);
  });

  it('maps a segment with a variable inside it to the parent variable child, named by the whole-segment sibling', () => {
    // Prepare
    const routes: HttpRoute[] = [
      { method: 'GET', path: '/api/appeals/pages={page}', domain: 'appeals', op: 'list', access: 'public' },
      { method: 'GET', path: '/api/appeals/{id}', domain: 'appeals', op: 'get', access: 'public' },
      { method: 'PUT', path: '/api/appeals/{id}', domain: 'appeals', op: 'update', access: 'public', body: null },
    ];

    // Act
    const methods = apiGatewayMethods(routes);

    // Assess
    expect(methods.map((m) => `${m.method} ${m.resourcePath}`)).toEqual(['GET /api/appeals/{id}', 'PUT /api/appeals/{id}']);
    expect(methods[0].routes.map((r) => r.op)).toEqual(['list', 'get']);
  });

  it('unifies sibling variables of one parent under one name', () => {
    // Prepare
    const routes: HttpRoute[] = [
      { method: 'GET', path: '/api/users/{userId}/x', domain: 'users', op: 'a', access: 'public' },
      { method: 'PUT', path: '/api/users/{id}', domain: 'users', op: 'b', access: 'public', body: null },
    ];

    // Act
    const paths = apiGatewayMethods(routes).map((m) => m.resourcePath);

    // Assess
    expect(paths).toEqual(['/api/users/{userId}/x', '/api/users/{userId}']);
  });

  it('refuses two domains on one method instead of silently dropping one', () => {
    // Prepare
    const routes: HttpRoute[] = [
      { method: 'GET', path: '/api/x/pages={page}', domain: 'appeals', op: 'a', access: 'public' },
      { method: 'GET', path: '/api/x/{id}', domain: 'users', op: 'b', access: 'public' },
    ];

    // Act + Assess
    expect(() => apiGatewayMethods(routes)).toThrow(/same API Gateway method GET \/api\/x\/\{id\}/);
  });

  it('keeps the form throttle on POST /api/appeals', () => {
    const form = apiGatewayMethods(httpRoutes).find((m) => m.method === 'POST' && m.resourcePath === '/api/appeals');
    expect(form?.throttle).toEqual(httpRoutes.find((r) => r.method === 'POST' && r.path === '/api/appeals')!.throttle);
  });
});

/**
 * API Gateway's choice of resource for a request path: at each segment a literal child
 * first, then the variable child, then a greedy {proxy+} child, which takes the rest.
 */
function apiGatewayMatch(methods: readonly ApiGatewayMethod[], httpMethod: string, path: string): ApiGatewayMethod | 'no-resource' | 'no-method' {
  const paths = new Set(methods.map((m) => m.resourcePath));
  const segments = path.split('/').filter(Boolean);
  let current = '';
  let resource: string | undefined;
  for (let i = 0; i < segments.length; i++) {
    const children = [...paths].filter((p) => p.startsWith(`${current}/`) && p.slice(current.length + 1).split('/').length >= 1);
    const childNames = new Set(children.map((p) => p.slice(current.length + 1).split('/')[0]));
    const variable = [...childNames].find((n) => /^\{\w+\}$/.test(n));
    if (childNames.has(segments[i])) current = `${current}/${segments[i]}`;
    else if (variable) current = `${current}/${variable}`;
    else if (childNames.has(PROXY_PART)) {
      resource = `${current}/${PROXY_PART}`;
      break;
    } else return 'no-resource';
  }
  resource ??= current;
  if (!paths.has(resource)) return 'no-resource';
  return methods.find((m) => m.resourcePath === resource && m.method === httpMethod) ?? 'no-method';
}

/** A path the route answers, its variables filled in. */
const examplePath = (route: HttpRoute) => route.path.replace(/\{\w+\}/g, '7');

describe('folding a domain’s subtree into {proxy+} (CloudFormation’s 500 resources a stack)', () => {
  const folded = foldedApiGatewayMethods(httpRoutes);

  it('takes fewer API Gateway resources and methods than one a path segment and route', () => {
    const count = (methods: readonly ApiGatewayMethod[]) => {
      const resources = new Set(
        methods.flatMap((m) =>
          m.resourcePath
            .split('/')
            .filter(Boolean)
            .map((_, i, all) => all.slice(0, i + 1).join('/')),
        ),
      );
      return resources.size + methods.length;
    };
    const exact = count(apiGatewayMethods(httpRoutes));
    expect(count(folded)).toBeLessThan(exact - 40);
  });

  it('sends every route of the table, as API Gateway matches it, to a method of its own domain', () => {
    for (const route of httpRoutes) {
      const method = apiGatewayMatch(folded, route.method, examplePath(route));
      expect(method, `${route.method} ${route.path}`).toMatchObject({ domain: route.domain });
      expect((method as ApiGatewayMethod).routes, `${route.method} ${route.path}`).toContain(route);
    }
  });

  it('keeps the routes with throttles of their own as methods on their exact path, with their throttle', () => {
    for (const route of httpRoutes.filter((r) => r.throttle)) {
      const method = folded.find((m) => m.method === route.method && m.resourcePath === route.path);
      expect(method, `${route.method} ${route.path}`).toBeDefined();
      expect(method!.throttle).toEqual(route.throttle);
      expect(method!.routes).toEqual([route]);
    }
    expect(folded.find((m) => m.method === 'POST' && m.resourcePath === '/api/appeals')?.throttle).toEqual({ rateLimit: 20, burstLimit: 40 });
  });

  it('gives a resource at most one variable child, and a folded path only one greedy part, at its end', () => {
    const resources = new Set(
      folded.flatMap((m) =>
        m.resourcePath
          .split('/')
          .filter(Boolean)
          .map((_, i, all) => `/${all.slice(0, i + 1).join('/')}`),
      ),
    );
    const variableChildren = new Map<string, Set<string>>();
    for (const r of resources) {
      const parent = r.slice(0, r.lastIndexOf('/'));
      const name = r.slice(r.lastIndexOf('/') + 1);
      if (name.startsWith('{')) variableChildren.set(parent, new Set([...(variableChildren.get(parent) ?? []), name]));
    }
    for (const [parent, names] of variableChildren) expect(names.size, parent).toBe(1);
    for (const m of folded) expect(m.resourcePath.indexOf(PROXY_PART), m.resourcePath).toBeOneOf([-1, m.resourcePath.length - PROXY_PART.length]);
    expect(folded.some((m) => m.resourcePath.endsWith(PROXY_PART))).toBe(true);
  });

  it('sends a named variable’s value that is also a literal sibling’s name to the variable’s route (API Gateway never falls back)', () => {
    // GET /api/admin/content/posts: the literal `posts` resource (POST creates a post) is taken over {collection}.
    const list = httpRoutes.find((r) => r.method === 'GET' && r.path === '/api/admin/content/{collection}')!;
    const method = apiGatewayMatch(folded, 'GET', '/api/admin/content/posts');
    expect(method).toMatchObject({ domain: 'content' });
    expect((method as ApiGatewayMethod).routes).toContain(list);
    // Ids are numbers: a literal sibling of {id} gets no method it does not have.
    expect(apiGatewayMatch(folded, 'PUT', '/api/users/profile')).not.toMatchObject({ routes: [expect.objectContaining({ path: '/api/users/{id}' })] });
  });

  it('answers an unknown path under a folded prefix from its domain (the function’s 404), and an unknown prefix or method from API Gateway (403)', () => {
    const proxy = folded.find((m) => m.resourcePath.endsWith(PROXY_PART) && m.method === 'GET')!;
    const unknown = proxy.resourcePath.replace(PROXY_PART, 'no-such-route/at-all');
    const method = apiGatewayMatch(folded, 'GET', unknown) as ApiGatewayMethod;
    expect(method.domain).toBe(proxy.domain);
    // The domain's function matches the real path against its own routes: none, so 404.
    expect(matchRoute(compileRoutes(httpRoutes.filter((r) => r.domain === proxy.domain)), 'GET', unknown)).toBeUndefined();
    expect(apiGatewayMatch(folded, 'GET', '/api/no-such-prefix/x')).toBe('no-resource');
    expect(apiGatewayMatch(folded, 'DELETE', '/api/appeals')).toBe('no-method');
  });
});
