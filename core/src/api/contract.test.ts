import { describe, expect, it } from 'vitest';
import { apiPath } from './contract';
import { httpRoutes } from './routes';

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
