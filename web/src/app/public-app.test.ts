import { describe, expect, it } from 'vitest';
import { matchPublicRoute } from './public-app';

describe('public shell routes', () => {
  it('serves the landing, a post by its last segment, the support, status and services pages and sign-in', () => {
    expect(matchPublicRoute('/')).toEqual({ page: 'landing' });
    expect(matchPublicRoute('/post/plan-bezpeky')).toEqual({ page: 'post', slug: 'plan-bezpeky' });
    expect(matchPublicRoute('/post/%D0%BF%D0%BB%D0%B0%D0%BD')).toEqual({ page: 'post', slug: 'план' });
    expect(matchPublicRoute('/support')).toEqual({ page: 'support' });
    expect(matchPublicRoute('/status')).toEqual({ page: 'status' });
    expect(matchPublicRoute('/services')).toEqual({ page: 'services' });
    expect(matchPublicRoute('/login')).toEqual({ page: 'login' });
  });

  it('leaves everything else (forms, registration, admin, unknown paths) to the full app', () => {
    for (const path of ['/help-form', '/call-center', '/register', '/forgot-password', '/admin/home', '/post', '/post/a/b', '/post/%E0%A4%A', '/nope']) {
      expect(matchPublicRoute(path)).toBeNull();
    }
  });
});
