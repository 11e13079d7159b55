import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from '../validation/zod';
import { apiPath, type ApiAnswer, type BodyOf } from './contract';
import type { LinkPagedPath, LinkPagedRoute, LinkPagedRow } from './link-paging';
import type { AppealNotice, HighRiskAppeal, HistoryNotice } from './stats-answers';
import { httpRoutes, type HttpRoute } from './routes';
import type { ApiQuery, RouteQuery } from './queries';
import { appealListQuery } from './appeal-queries';

describe('apiPath', () => {
  it('puts each parameter in its place, URL-encoded, and leaves literal paths as they are', () => {
    expect(apiPath('GET /api/appeals/{id}', { id: 7 })).toBe('/api/appeals/7');
    expect(apiPath('GET /api/appeals/pages={page}', { page: 3 })).toBe('/api/appeals/pages=3');
    expect(apiPath('GET /api/appeals/grouped/{startDate}/{endDate}', { startDate: '2026-11-01T00:00:00+02:00', endDate: 'a/b' })).toBe(
      '/api/appeals/grouped/2026-11-01T00%3A00%3A00%2B02%3A00/a%2Fb',
    );
    expect(apiPath('POST /api/auth/login')).toBe('/api/auth/login');
  });

  it('names only routes of the contract, each key once', () => {
    const keys = httpRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // @ts-expect-error: no such route in the contract
    expect(apiPath('GET /api/nowhere')).toBe('/api/nowhere');
  });
});

describe('Link-paged routes', () => {
  it('are routes of the contract that answer their rows as a list (the next page goes in the Link header)', () => {
    expectTypeOf<ApiAnswer<'POST /api/appeals/urgent'>>().toEqualTypeOf<AppealNotice[]>();
    expectTypeOf<ApiAnswer<'GET /api/appeal-history/new-messages'>>().toEqualTypeOf<HistoryNotice[]>();
    expectTypeOf<LinkPagedRow<'GET /api/appeals/high-risk'>>().toEqualTypeOf<HighRiskAppeal>();
    expectTypeOf<ApiAnswer<LinkPagedRoute>>().toMatchTypeOf<unknown[]>();
    expectTypeOf<LinkPagedPath<'POST'>>().toEqualTypeOf<'/api/appeals/urgent' | '/api/appeals/expired'>();
    expectTypeOf<LinkPagedPath<'GET'>>().toEqualTypeOf<
      | '/api/appeals/unassigned'
      | '/api/appeals/high-risk'
      | '/api/appeal-history/urgent/{userId}'
      | '/api/appeal-history/expired/{userId}'
      | '/api/appeal-history/new-messages'
    >();
  });
});

describe('Request bodies', () => {
  it('are named by every POST, PUT and PATCH route, `null` for none: a route without one does not compile', () => {
    const routes = [
      // @ts-expect-error: a POST route names its body's schema
      { method: 'POST', path: '/api/nowhere', domain: 'users', op: 'nowhere', access: 'public' },
      { method: 'POST', path: '/api/nowhere/empty', domain: 'users', op: 'nowhere', access: 'public', body: null },
    ] as const satisfies readonly HttpRoute[];
    expect(routes).toHaveLength(2);
    expect(httpRoutes.filter((r) => r.method !== 'GET' && r.body === undefined).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("type a client's body by its route's schema, and no body where the route reads none", () => {
    expectTypeOf<BodyOf<'PUT', '/api/users/{id}'>>().toEqualTypeOf<{ isActive: boolean }>();
    expectTypeOf<BodyOf<'POST', '/api/follow-up'>>().toEqualTypeOf<{ code: string }>();
    expectTypeOf<BodyOf<'POST', '/api/auth/logout'>>().toEqualTypeOf<undefined>();
  });
});

describe('Query parameters', () => {
  it('are typed by the route’s `query` schema; a route that declares none reads none', () => {
    expectTypeOf<RouteQuery<'GET /api/appeal-history/totals'>>().toEqualTypeOf<{ startDate: number; endDate: number; region_id: number | undefined }>();
    expectTypeOf<ApiQuery<'GET /api/appeal-history/totals'>>().toEqualTypeOf<{
      startDate?: string | undefined;
      endDate?: string | undefined;
      region_id?: string | undefined;
    }>();
    expectTypeOf<RouteQuery<'GET /api/appeals/{id}'>>().toEqualTypeOf<undefined>();
    const undeclared = undefined as RouteQuery<'GET /api/appeals/{id}'>;
    // @ts-expect-error: the route declares no query, so none of its parameters can be read
    expect(() => undeclared.region_id).toThrow(TypeError);
    const routes = [
      // @ts-expect-error: a query schema reads the query string's strings, never numbers
      { method: 'GET', path: '/api/nowhere', domain: 'users', op: 'nowhere', access: 'public', query: z.object({ n: z.number() }) },
    ] as const satisfies readonly HttpRoute[];
    expect(routes).toHaveLength(1);
  });

  it('answer a bad parameter with its Ukrainian message, and read strings into typed values', () => {
    const parsed = appealListQuery.safeParse({ region_id: '3', filterDuplicates: 'true', status: '2' });
    expect(parsed.success && parsed.data).toEqual({
      region_id: 3,
      filterDuplicates: true,
      list: { size: 10, q: undefined, status: 2, sort: 'date', filter: undefined },
    });
    expect(appealListQuery.safeParse({}).data).toEqual({ region_id: undefined, filterDuplicates: false, list: undefined });
    expect(appealListQuery.safeParse({ region_id: 'x' }).error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['region_id'], 'Некоректний параметр: region_id'],
    ]);
    expect(appealListQuery.safeParse({ q: 'a' }).error?.issues[0]?.message).toMatch(/^Введіть номер звернення/);
  });
});
