import { paths } from '../config/paths';

const BASE = 'https://site.invalid';
const ADMIN = '/admin/';

/**
 * Where a link opened while signed out pointed, to land there after sign-in: only a
 * path of this site's admin area (`?next=/admin/…`); anything else (another site,
 * `//host`, a public page, a malformed value) is null, and the role's first page opens.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith(ADMIN) || raw.includes('\\')) return null;
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE || !url.pathname.startsWith(ADMIN)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * /login, with the admin path to return to after sign-in when there is one, and why
 * the sign-in ended when it did (`ended=session`: ended elsewhere, the page says so).
 */
export function loginPathFor(target: string | null | undefined, ended?: 'session'): string {
  const query = new URLSearchParams();
  if (ended) query.set('ended', ended);
  const next = safeNextPath(target);
  if (next) query.set('next', next);
  const search = query.toString();
  return search ? `${paths.login.href()}?${search}` : paths.login.href();
}

/** The `next` of a /login address's query, checked. */
export const nextPathOf = (search: string): string | null => safeNextPath(new URLSearchParams(search).get('next'));
