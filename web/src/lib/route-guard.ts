import { checkRouteAccess, findArea, type AccessResult } from '@dosyt/core/access/route-access';
import type { Role } from '@dosyt/core/access/roles';

export interface GuardDeps {
  /** The roles of the current session. */
  getRoles: () => readonly Role[];
  /** Asks for a fresh token and stores it; resolves false when that failed. */
  refresh: () => Promise<boolean>;
  /** Ends the session (removes the token). */
  clear: () => void;
}

/**
 * Decides a navigation to an admin path. The role checks
 * and their order live in core's checkRouteAccess; a sign-in-only route additionally
 * runs the token refresh check: fresh token -> pass, failure -> token removed, /login.
 * A tab with no token yet asks the refresh cookie once before it sends to /login, so a
 * new tab or a bookmark opens signed in while the sign-in lives.
 */
export async function resolveAccess(path: string, deps: GuardDeps): Promise<AccessResult> {
  if (findArea(path)?.requires === 'signed-in') {
    if (!(await deps.refresh())) {
      deps.clear();
      return 'login';
    }
  }
  const result = checkRouteAccess(path, deps.getRoles());
  // No token in this tab (a new tab, a bookmark, a link from a mail): the sign-in's refresh cookie may hold one.
  if (result === 'login' && deps.getRoles().length === 0 && (await deps.refresh())) return checkRouteAccess(path, deps.getRoles());
  return result;
}
