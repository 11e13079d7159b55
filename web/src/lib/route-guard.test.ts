import type { Role } from '@dosyt/core/access/roles';
import { describe, expect, it, vi } from 'vitest';
import { resolveAccess, type GuardDeps } from './route-guard';

const deps = (roles: Role[], refreshOk = true) => ({
  getRoles: () => roles,
  refresh: vi.fn<GuardDeps['refresh']>(async () => refreshOk),
  clear: vi.fn<GuardDeps['clear']>(),
});

describe('resolveAccess', () => {
  it.each<[string, Role[], string]>([
    ['/admin/home', [], 'login'],
    ['/admin/home', ['ADMIN'], 'allow'],
    ['/admin/home', ['USER'], 'denied'],
    ['/admin/home-users', ['USER'], 'allow'],
    ['/admin/home-users', ['OBSERVER'], 'allow'],
    ['/admin/home-users', ['ADMIN', 'USER'], 'denied'],
    ['/admin/calendar', ['OBSERVER'], 'allow'],
    ['/admin/chat', ['OBSERVER'], 'denied'],
    ['/admin/public-users', ['USER'], 'allow'],
    ['/admin/settings/users', ['USER'], 'denied'],
    ['/admin/settings/users', ['ADMIN'], 'allow'],
    ['/admin/appeal-history/edit/5', ['USER'], 'allow'],
    ['/admin/appeal/edit/5', ['USER'], 'denied'],
    ['/admin/denied', [], 'allow'],
    ['/admin/not-found', [], 'allow'],
  ])('%s with roles %j -> %s', async (path, roles, expected) => {
    expect(await resolveAccess(path, deps(roles))).toBe(expected);
  });

  it('runs the token refresh check on a sign-in-only route and passes with a fresh token', async () => {
    // Prepare
    const d = deps(['OBSERVER']);

    // Act
    const result = await resolveAccess('/admin/appeals/region', d);

    // Assess
    expect(d.refresh).toHaveBeenCalledOnce();
    expect(result).toBe('allow');
  });

  it('removes the token and sends to /login when that refresh fails', async () => {
    const d = deps(['ADMIN'], false);
    expect(await resolveAccess('/admin/appeals/region', d)).toBe('login');
    expect(d.clear).toHaveBeenCalledOnce();
  });

  it('asks the refresh cookie in a tab without a token (a new tab, a bookmark) and lets the signed-in role in', async () => {
    let roles: Role[] = [];
    const d = { getRoles: () => roles, refresh: vi.fn(async () => ((roles = ['USER']), true)), clear: vi.fn() };
    expect(await resolveAccess('/admin/appeal-history/edit/5', d)).toBe('allow');
    expect(d.refresh).toHaveBeenCalledOnce();
    expect(await resolveAccess('/admin/home', deps([], false))).toBe('login');
  });

  it('does not refresh for role-guarded routes', async () => {
    const d = deps(['ADMIN']);
    await resolveAccess('/admin/home', d);
    expect(d.refresh).not.toHaveBeenCalled();
  });
});
