import { env } from '../lib/env';
import type { HttpRequest } from '../lib/http-handler';

export const REFRESH_COOKIE = 'dosyt_refresh';
/** The browser sends the refresh token only to the auth routes. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/** Plain http is accepted only for the local runtime; everywhere else the cookie is Secure. */
function isLocalHttp(): boolean {
  if (env().STAGE === 'cloud') return false;
  const url = new URL(env().PUBLIC_URL);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
}

function cookie(value: string, maxAgeSeconds: number): string {
  const parts = [`${REFRESH_COOKIE}=${value}`, `Path=${REFRESH_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (!isLocalHttp()) parts.push('Secure');
  return parts.join('; ');
}

export function refreshCookie(token: string, maxAgeSeconds: number): string {
  return cookie(token, Math.max(0, Math.floor(maxAgeSeconds)));
}

export function clearedRefreshCookie(): string {
  return `${cookie('', 0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function refreshTokenFrom(request: HttpRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value ? value : undefined;
}
