import { describe, expect, it } from 'vitest';
import { httpRoutes, type HttpRoute } from '../../routes';
import { apiGatewayMethods } from '../constructs/route-resources';

const wholeSegments = (path: string) => path.split('/').filter(Boolean).every((s) => !s.includes('{') || /^\{\w+\}$/.test(s));

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
      { method: 'PUT', path: '/api/appeals/{id}', domain: 'appeals', op: 'update', access: 'public' },
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
      { method: 'PUT', path: '/api/users/{id}', domain: 'users', op: 'b', access: 'public' },
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
