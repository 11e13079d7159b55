import { effectiveRole, type Role } from './roles';

export type AreaRequirement = Role[] | 'signed-in' | 'open';
export type AccessResult = 'allow' | 'login' | 'denied';

export const LOGIN_PATH = '/login';
export const DENIED_PATH = '/admin/denied';
export const NOT_FOUND_PATH = '/admin/not-found';

/** Route access table: which roles may open each admin path (one table for the guard and the sidebar). */
export const ADMIN_AREAS: Readonly<Record<string, { requires: AreaRequirement }>> = {
  '/admin/home': { requires: ['ADMIN'] },
  '/admin/home-users': { requires: ['USER', 'OBSERVER'] },
  '/admin/public-users': { requires: ['ADMIN', 'USER'] },
  '/admin/appeals-history': { requires: ['ADMIN', 'USER'] },
  '/admin/appeal-add': { requires: ['ADMIN'] },
  '/admin/appeal/edit/:id': { requires: ['ADMIN'] },
  '/admin/appeals': { requires: ['ADMIN'] },
  '/admin/appeals/report/:id': { requires: ['ADMIN'] },
  '/admin/log': { requires: ['ADMIN'] },
  '/admin/appeal-history/edit/:id': { requires: ['ADMIN', 'USER'] },
  '/admin/appeals-history/appeal/:id': { requires: ['ADMIN', 'USER'] },
  '/admin/communities': { requires: ['ADMIN', 'USER', 'OBSERVER'] },
  '/admin/notification': { requires: ['ADMIN', 'USER'] },
  '/admin/chat': { requires: ['ADMIN', 'USER'] },
  '/admin/calendar': { requires: ['ADMIN', 'USER', 'OBSERVER'] },
  '/admin/appeals/region': { requires: 'signed-in' },
  '/admin/settings/users': { requires: ['ADMIN'] },
  // One staff member's reads of appeals' personal data.
  '/admin/settings/users/:id/reads': { requires: ['ADMIN'] },
  '/admin/settings/appeals': { requires: ['ADMIN'] },
  '/admin/settings/communities-all': { requires: ['ADMIN'] },
  '/admin/settings/regions': { requires: ['ADMIN'] },
  // Screens added to the original set (docs/decisions.md): the public site's content.
  '/admin/content': { requires: ['ADMIN'] },
  // The directory of help services people are referred to.
  '/admin/services': { requires: ['ADMIN'] },
  '/admin/denied': { requires: 'open' },
  '/admin/not-found': { requires: 'open' },
  '/login': { requires: 'open' },
  '/register': { requires: 'open' },
};

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]));
}

/** The table row for a concrete path (query, hash and a trailing slash ignored). */
export function findArea(path: string): { pattern: string; requires: AreaRequirement } | undefined {
  const clean = path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  for (const [pattern, { requires }] of Object.entries(ADMIN_AREAS)) {
    if (matches(pattern, clean)) return { pattern, requires };
  }
  return undefined;
}

/** Admin check: no roles -> login; ADMIN passes; otherwise denied. */
export function adminCheck(roles: readonly Role[]): AccessResult {
  if (roles.length === 0) return 'login';
  return roles.includes('ADMIN') ? 'allow' : 'denied';
}

/** User check: no roles -> login; passes only with USER and without ADMIN. */
export function userCheck(roles: readonly Role[]): AccessResult {
  if (roles.length === 0) return 'login';
  return roles.includes('USER') && !roles.includes('ADMIN') ? 'allow' : 'denied';
}

/** Observer check: no roles -> login; passes only with OBSERVER and neither ADMIN nor USER. */
export function observerCheck(roles: readonly Role[]): AccessResult {
  if (roles.length === 0) return 'login';
  return roles.includes('OBSERVER') && !roles.includes('ADMIN') && !roles.includes('USER') ? 'allow' : 'denied';
}

/**
 * The route guard, each role check applied in this order:
 *  1. the route allows ADMIN and the person has ADMIN -> admin check (passes);
 *  2. else the route allows USER and the person has USER -> user check, which refuses
 *     anyone who also has ADMIN (so ADMIN+USER is denied /admin/home-users);
 *  3. else the route allows OBSERVER and the person has OBSERVER -> observer check,
 *     which refuses anyone who also has ADMIN or USER;
 *  4. else a route needing any role is denied, or sends to login when there are no
 *     roles at all (every individual check sends a person with no role to /login);
 *  5. a sign-in-only route needs a session; with no roles we treat it as none -> login
 *     (the browser then tries its token refresh);
 *  6. every other path (open rows, unknown paths) passes; the router shows not-found.
 * So a route allowed to ADMIN and USER passes for either, and for both together.
 */
export function checkRouteAccess(path: string, roles: readonly Role[]): AccessResult {
  const area = findArea(path);
  if (!area || area.requires === 'open') return 'allow';
  if (area.requires === 'signed-in') return roles.length > 0 ? 'allow' : 'login';
  const needs = area.requires;
  if (needs.includes('ADMIN') && roles.includes('ADMIN')) return adminCheck(roles);
  if (needs.includes('USER') && roles.includes('USER')) return userCheck(roles);
  if (needs.includes('OBSERVER') && roles.includes('OBSERVER')) return observerCheck(roles);
  return roles.length === 0 ? 'login' : 'denied';
}

/** Where a refused navigation goes. */
export function accessRedirect(result: AccessResult): string | undefined {
  if (result === 'login') return LOGIN_PATH;
  if (result === 'denied') return DENIED_PATH;
  return undefined;
}

export interface SidebarItem {
  title: string;
  path: string;
  roles: Role[];
}

/**
 * The admin sidebar, in its order; 'Register by regions' is hidden from everyone.
 * The last two are admin screens added to the original set (docs/decisions.md), so an admin can reach them.
 */
export const SIDEBAR_MENU: readonly SidebarItem[] = [
  { title: 'Dashboard', path: '/admin/home', roles: ['ADMIN'] },
  { title: 'Dashboard', path: '/admin/home-users', roles: ['USER', 'OBSERVER'] },
  { title: 'Appeals', path: '/admin/appeals', roles: ['ADMIN'] },
  { title: 'Appeals', path: '/admin/appeals-history', roles: ['USER'] },
  { title: 'Calendar', path: '/admin/calendar', roles: ['ADMIN', 'USER', 'OBSERVER'] },
  { title: 'Chat', path: '/admin/chat', roles: ['ADMIN', 'USER'] },
  { title: 'Register by regions', path: '/admin/appeals/region', roles: [] },
  { title: 'Communities', path: '/admin/communities', roles: ['USER', 'OBSERVER'] },
  { title: 'Users', path: '/admin/public-users', roles: ['USER'] },
  { title: 'Users', path: '/admin/settings/users', roles: ['ADMIN'] },
  { title: 'Notifications', path: '/admin/notification', roles: ['ADMIN', 'USER'] },
  { title: 'Communities', path: '/admin/settings/communities-all', roles: ['ADMIN'] },
  { title: 'Regions', path: '/admin/settings/regions', roles: ['ADMIN'] },
  { title: 'Logfile', path: '/admin/log', roles: ['ADMIN'] },
  { title: 'Налаштування звернень', path: '/admin/settings/appeals', roles: ['ADMIN'] },
  { title: 'Вміст сайту', path: '/admin/content', roles: ['ADMIN'] },
  { title: 'Служби допомоги', path: '/admin/services', roles: ['ADMIN'] },
];

/**
 * Menu items for a person, by their effective role (ADMIN > USER > OBSERVER), so a
 * person with several roles never sees a link the guard would refuse.
 */
export function sidebarFor(roles: readonly Role[]): SidebarItem[] {
  const role = effectiveRole(roles);
  return role ? SIDEBAR_MENU.filter((item) => item.roles.includes(role)) : [];
}

/** Where sign-in lands, by role. */
export function homePathFor(roles: readonly Role[]): string {
  if (roles.includes('ADMIN')) return '/admin/appeals';
  if (roles.includes('USER')) return '/admin/appeals-history';
  return '/admin/home-users';
}

/** Where /admin redirects: the dashboard the person may open. */
export function dashboardPathFor(roles: readonly Role[]): string {
  return roles.includes('ADMIN') ? '/admin/home' : '/admin/home-users';
}
