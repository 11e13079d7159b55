import { describe, expect, it } from 'vitest';
import { loginPathFor, nextPathOf, safeNextPath } from './next-path';

describe('where sign-in returns to', () => {
  it('keeps a path of the admin area with its query and hash', () => {
    expect(safeNextPath('/admin/appeal-history/edit/12')).toBe('/admin/appeal-history/edit/12');
    expect(safeNextPath('/admin/appeals?q=067&page=2#top')).toBe('/admin/appeals?q=067&page=2#top');
    expect(nextPathOf(`?next=${encodeURIComponent('/admin/appeal-history/edit/12')}`)).toBe('/admin/appeal-history/edit/12');
  });

  it('refuses another site, a public page and tricks', () => {
    for (const raw of [
      'https://evil.example/admin/x',
      '//evil.example/admin/',
      '/\\evil.example',
      '/admin/..\\x',
      '/status',
      '/',
      'admin/x',
      '',
      null,
      undefined,
      'javascript:alert(1)',
    ]) {
      expect(safeNextPath(raw)).toBeNull();
    }
    expect(safeNextPath('/admin/../login')).toBeNull();
  });

  it('builds /login with the return path, or plain /login', () => {
    expect(loginPathFor('/admin/appeal-history/edit/12?x=1')).toBe('/login?next=%2Fadmin%2Fappeal-history%2Fedit%2F12%3Fx%3D1');
    expect(loginPathFor('/elsewhere')).toBe('/login');
    expect(loginPathFor('/admin/home', 'session')).toBe('/login?ended=session&next=%2Fadmin%2Fhome');
  });
});
