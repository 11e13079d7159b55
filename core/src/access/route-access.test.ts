import { describe, expect, it } from 'vitest';
import type { Role } from './roles';
import {
  accessRedirect,
  ADMIN_AREAS,
  adminCheck,
  checkRouteAccess,
  dashboardPathFor,
  findArea,
  homePathFor,
  observerCheck,
  SIDEBAR_MENU,
  sidebarFor,
  userCheck,
  type AccessResult,
} from './route-access';

const ROLE_SETS: Record<string, Role[]> = {
  none: [],
  A: ['ADMIN'],
  U: ['USER'],
  O: ['OBSERVER'],
  AU: ['ADMIN', 'USER'],
  UO: ['USER', 'OBSERVER'],
  AO: ['ADMIN', 'OBSERVER'],
  AUO: ['ADMIN', 'USER', 'OBSERVER'],
};
const COLUMNS = Object.keys(ROLE_SETS);
const RESULT: Record<string, AccessResult> = { Y: 'allow', N: 'denied', L: 'login' };

/**
 * Every row of the route access table with a concrete path, and the expected answer
 * for each role set, in COLUMNS order: none A U O AU UO AO AUO.
 * Y allow, N denied, L login.
 */
const MATRIX: [string, string, string][] = [
  ['/admin/home', '/admin/home', 'L Y N N Y N Y Y'],
  ['/admin/home-users', '/admin/home-users', 'L N Y Y N Y N N'],
  ['/admin/public-users', '/admin/public-users', 'L Y Y N Y Y Y Y'],
  ['/admin/appeals-history', '/admin/appeals-history', 'L Y Y N Y Y Y Y'],
  ['/admin/appeal-add', '/admin/appeal-add', 'L Y N N Y N Y Y'],
  ['/admin/appeal/edit/:id', '/admin/appeal/edit/17', 'L Y N N Y N Y Y'],
  ['/admin/appeals', '/admin/appeals', 'L Y N N Y N Y Y'],
  ['/admin/appeals/report/:id', '/admin/appeals/report/17', 'L Y N N Y N Y Y'],
  ['/admin/log', '/admin/log', 'L Y N N Y N Y Y'],
  ['/admin/appeal-history/edit/:id', '/admin/appeal-history/edit/5', 'L Y Y N Y Y Y Y'],
  ['/admin/appeals-history/appeal/:id', '/admin/appeals-history/appeal/5', 'L Y Y N Y Y Y Y'],
  ['/admin/communities', '/admin/communities', 'L Y Y Y Y Y Y Y'],
  ['/admin/notification', '/admin/notification', 'L Y Y N Y Y Y Y'],
  ['/admin/chat', '/admin/chat', 'L Y Y N Y Y Y Y'],
  ['/admin/calendar', '/admin/calendar', 'L Y Y Y Y Y Y Y'],
  ['/admin/appeals/region', '/admin/appeals/region', 'L Y Y Y Y Y Y Y'],
  ['/admin/settings/users', '/admin/settings/users', 'L Y N N Y N Y Y'],
  ['/admin/settings/users/:id/reads', '/admin/settings/users/7/reads', 'L Y N N Y N Y Y'],
  ['/admin/settings/appeals', '/admin/settings/appeals', 'L Y N N Y N Y Y'],
  ['/admin/settings/communities-all', '/admin/settings/communities-all', 'L Y N N Y N Y Y'],
  ['/admin/settings/regions', '/admin/settings/regions', 'L Y N N Y N Y Y'],
  ['/admin/content', '/admin/content', 'L Y N N Y N Y Y'],
  ['/admin/services', '/admin/services', 'L Y N N Y N Y Y'],
  ['/admin/denied', '/admin/denied', 'Y Y Y Y Y Y Y Y'],
  ['/admin/not-found', '/admin/not-found', 'Y Y Y Y Y Y Y Y'],
  ['/login', '/login', 'Y Y Y Y Y Y Y Y'],
  ['/register', '/register', 'Y Y Y Y Y Y Y Y'],
];

const CASES = MATRIX.flatMap(([pattern, path, row]) => row.split(' ').map((code, i) => [pattern, path, COLUMNS[i]!, RESULT[code]!] as const));

describe('checkRouteAccess', () => {
  it('covers every row of the access table', () => {
    expect(MATRIX.map(([pattern]) => pattern).sort()).toEqual(Object.keys(ADMIN_AREAS).sort());
  });

  it.each(CASES)('%s with roles %s: %s', (_pattern, path, roleSet, expected) => {
    // Prepare
    const roles = ROLE_SETS[roleSet]!;
    // Act
    const result = checkRouteAccess(path, roles);
    // Assess
    expect(result).toBe(expected);
  });

  it('refuses a USER-only route to a user who also has ADMIN', () => {
    expect(checkRouteAccess('/admin/home-users', ['USER', 'ADMIN'])).toBe('denied');
  });

  it('passes a route allowed to ADMIN and USER for either role and for both', () => {
    expect(checkRouteAccess('/admin/chat', ['ADMIN'])).toBe('allow');
    expect(checkRouteAccess('/admin/chat', ['USER'])).toBe('allow');
    expect(checkRouteAccess('/admin/chat', ['USER', 'ADMIN'])).toBe('allow');
  });

  it('ignores the query, the hash and a trailing slash', () => {
    expect(checkRouteAccess('/admin/appeals/?page=2#top', ['USER'])).toBe('denied');
    expect(checkRouteAccess('/admin/appeals-history?page=2', ['USER'])).toBe('allow');
  });

  it('lets unknown paths through to the router, which shows not-found', () => {
    expect(checkRouteAccess('/admin/no-such-page', [])).toBe('allow');
    expect(checkRouteAccess('/', [])).toBe('allow');
    expect(checkRouteAccess('/admin/appeal/edit/', [])).toBe('allow');
  });

  it('does not match a pattern with an extra segment', () => {
    expect(findArea('/admin/appeal/edit/5/more')).toBeUndefined();
  });
});

describe('findArea', () => {
  it('finds the row of a concrete path', () => {
    expect(findArea('/admin/appeals/report/9')).toEqual({ pattern: '/admin/appeals/report/:id', requires: ['ADMIN'] });
    expect(findArea('/admin/appeals/region')).toEqual({ pattern: '/admin/appeals/region', requires: 'signed-in' });
  });
});

describe('individual checks', () => {
  it.each([
    ['adminCheck', adminCheck, 'L Y N N Y N Y Y'],
    ['userCheck', userCheck, 'L N Y N N Y N N'],
    ['observerCheck', observerCheck, 'L N N Y N N N N'],
  ] as const)('%s answers per role set', (_name, check, row) => {
    // Act
    const results = COLUMNS.map((set) => check(ROLE_SETS[set]!));
    // Assess
    expect(results).toEqual(row.split(' ').map((code) => RESULT[code]));
  });
});

describe('accessRedirect', () => {
  it('sends login to /login, denied to /admin/denied, and allow nowhere', () => {
    expect(accessRedirect('login')).toBe('/login');
    expect(accessRedirect('denied')).toBe('/admin/denied');
    expect(accessRedirect('allow')).toBeUndefined();
  });
});

describe('sidebar', () => {
  it('lists the menu of spec part 1 section 2.2 in order', () => {
    expect(SIDEBAR_MENU.map((i) => [i.title, i.path, i.roles.join(',')])).toEqual([
      ['Dashboard', '/admin/home', 'ADMIN'],
      ['Dashboard', '/admin/home-users', 'USER,OBSERVER'],
      ['Appeals', '/admin/appeals', 'ADMIN'],
      ['Appeals', '/admin/appeals-history', 'USER'],
      ['Calendar', '/admin/calendar', 'ADMIN,USER,OBSERVER'],
      ['Chat', '/admin/chat', 'ADMIN,USER'],
      ['Register by regions', '/admin/appeals/region', ''],
      ['Communities', '/admin/communities', 'USER,OBSERVER'],
      ['Users', '/admin/public-users', 'USER'],
      ['Users', '/admin/settings/users', 'ADMIN'],
      ['Notifications', '/admin/notification', 'ADMIN,USER'],
      ['Communities', '/admin/settings/communities-all', 'ADMIN'],
      ['Regions', '/admin/settings/regions', 'ADMIN'],
      ['Logfile', '/admin/log', 'ADMIN'],
      ['Налаштування звернень', '/admin/settings/appeals', 'ADMIN'],
      ['Вміст сайту', '/admin/content', 'ADMIN'],
      ['Служби допомоги', '/admin/services', 'ADMIN'],
    ]);
  });

  it('shows an admin the admin menu', () => {
    expect(sidebarFor(['ADMIN']).map((i) => i.path)).toEqual([
      '/admin/home',
      '/admin/appeals',
      '/admin/calendar',
      '/admin/chat',
      '/admin/settings/users',
      '/admin/notification',
      '/admin/settings/communities-all',
      '/admin/settings/regions',
      '/admin/log',
      '/admin/settings/appeals',
      '/admin/content',
      '/admin/services',
    ]);
  });

  it('shows a user the regional menu', () => {
    expect(sidebarFor(['USER']).map((i) => i.path)).toEqual([
      '/admin/home-users',
      '/admin/appeals-history',
      '/admin/calendar',
      '/admin/chat',
      '/admin/communities',
      '/admin/public-users',
      '/admin/notification',
    ]);
  });

  it('shows an observer the dashboard, calendar and communities', () => {
    expect(sidebarFor(['OBSERVER']).map((i) => i.path)).toEqual(['/admin/home-users', '/admin/calendar', '/admin/communities']);
  });

  it('shows nothing without roles and never shows Register by regions', () => {
    expect(sidebarFor([])).toEqual([]);
    for (const roles of Object.values(ROLE_SETS)) {
      expect(sidebarFor(roles).some((i) => i.title === 'Register by regions')).toBe(false);
    }
  });

  it('never shows a link the guard would refuse, for any role set', () => {
    for (const roles of Object.values(ROLE_SETS)) {
      for (const item of sidebarFor(roles)) expect(checkRouteAccess(item.path, roles)).toBe('allow');
    }
  });

  it('shows an admin who is also a user the admin menu', () => {
    expect(sidebarFor(['USER', 'ADMIN'])).toEqual(sidebarFor(['ADMIN']));
  });
});

describe('homePathFor', () => {
  it.each([
    [['ADMIN'], '/admin/appeals'],
    [['USER', 'ADMIN'], '/admin/appeals'],
    [['USER'], '/admin/appeals-history'],
    [['OBSERVER', 'USER'], '/admin/appeals-history'],
    [['OBSERVER'], '/admin/home-users'],
    [[], '/admin/home-users'],
  ] as [Role[], string][])('sends %j to %s after sign-in', (roles, path) => {
    expect(homePathFor(roles)).toBe(path);
  });
});

describe('dashboardPathFor', () => {
  it('opens the admin dashboard for an admin, the regional one otherwise', () => {
    expect(dashboardPathFor(['ADMIN'])).toBe('/admin/home');
    expect(dashboardPathFor(['USER'])).toBe('/admin/home-users');
    expect(dashboardPathFor(['OBSERVER'])).toBe('/admin/home-users');
  });
});
