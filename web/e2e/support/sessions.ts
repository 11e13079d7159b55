import { homePathFor } from '@dosyt/core/access/route-access';
import { normalizeRoles } from '@dosyt/core/access/roles';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_PORTS } from './ports';

/**
 * Sign-ins the journeys share. A journey that only needs "be signed in as X" gets a
 * sign-in (a refresh-token family) another journey made and left, instead of the form:
 * where X must give a second factor (an admin of a rehearsed cloud stage) each form
 * sign-in takes a TOTP time step of its own, up to half a minute's wait.
 *
 * A family is handed on the way the app itself carries a sign-in into a new tab: the
 * tab gets the refresh cookie (httpOnly, Path=/api/auth) and no access token, and the
 * admin guard asks the cookie for one. Refresh tokens rotate and a rotated one presented
 * again ends the whole family (functions/src/auth/refresh-session.ts), so:
 * - a family is held by one browser context at a time, and comes back when it closes;
 * - every refresh cookie a context receives is followed (its responses under /api/auth/),
 *   so the family's newest token is what is handed on next;
 * - before a family is handed on, it is refreshed here: one that was ended meanwhile
 *   (sign-out, a role change, idle) answers 401 and is dropped, and the form is used.
 */

const COOKIE = 'dosyt_refresh';
/** The site the browser opens (playwright.config.ts baseURL) and where the API is called from Node. */
const siteUrl = new URL(process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORTS.app}`);
const apiUrl = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORTS.app}`;

interface Family {
  /** Whose sign-in: the pool's key (account and password, and the API's own pool apart). */
  key: string;
  /** Its newest refresh token; '' once it was ended. */
  token: string;
  /** The context using it (a browser's), or 'node' while refreshed here. */
  holder?: BrowserContext | 'node';
}

const pool = new Map<string, Family[]>();
/** The family a context's refresh cookie belongs to. */
const cookieOf = new WeakMap<BrowserContext, Family>();
const watched = new WeakSet<BrowserContext>();

const poolKey = (email: string, password: string, api = false) => `${api ? 'api\u0000' : ''}${email}\u0000${password}`;

/** The refresh cookie a response sets ('' when it clears it), or undefined when it sets none. */
export function refreshCookieIn(setCookies: readonly string[]): string | undefined {
  for (const line of setCookies) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}

function release(family: Family): void {
  family.holder = undefined;
  if (!family.token)
    pool.set(
      family.key,
      (pool.get(family.key) ?? []).filter((f) => f !== family),
    );
}

function watch(context: BrowserContext): void {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/auth/')) return;
    void response
      .headersArray()
      .then((headers) => {
        const token = refreshCookieIn(headers.filter((h) => h.name.toLowerCase() === 'set-cookie').flatMap((h) => h.value.split('\n')));
        const family = cookieOf.get(context);
        if (token !== undefined && family) family.token = token;
      })
      .catch(() => undefined);
  });
  context.on('close', () => {
    const family = cookieOf.get(context);
    if (family) release(family);
    cookieOf.delete(context);
  });
}

/** The context's refresh cookie is about to belong to `family`: the one it had goes back to the pool. */
function adopt(context: BrowserContext, family: Family): void {
  watch(context);
  const before = cookieOf.get(context);
  if (before && before !== family) release(before);
  family.holder = context;
  cookieOf.set(context, family);
}

/** Registers a form sign-in in `context`: its cookie, when the server sets it, starts a family of the pool. */
export function formSignInStarts(context: BrowserContext, email: string, password: string): void {
  const key = poolKey(email, password);
  const family: Family = { key, token: '' };
  pool.set(key, [...(pool.get(key) ?? []), family]);
  adopt(context, family);
}

async function refresh(token: string): Promise<{ accessToken: string; token: string } | undefined> {
  const res = await fetch(`${apiUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: `${COOKIE}=${token}` } });
  const body = (await res.json().catch(() => ({}))) as { token?: unknown };
  const next = refreshCookieIn(res.headers.getSetCookie());
  return res.ok && typeof body.token === 'string' && next ? { accessToken: body.token, token: next } : undefined;
}

/** A free family of `key`, refreshed: its access token, and the family marked as held by `holder`. */
async function take(key: string, holder: BrowserContext | 'node'): Promise<{ family: Family; accessToken: string } | undefined> {
  for (;;) {
    const family = (pool.get(key) ?? []).find((f) => !f.holder && f.token);
    if (!family) return undefined;
    family.holder = holder;
    const fresh = await refresh(family.token).catch(() => undefined);
    if (fresh) {
      family.token = fresh.token;
      return { family, accessToken: fresh.accessToken };
    }
    family.token = '';
    release(family);
  }
}

function rolesOf(accessToken: string) {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { roles?: unknown; role?: unknown };
  return normalizeRoles(claims.roles ?? claims.role ?? []);
}

/**
 * Opens a sign-in of the account the journeys made before in `page`, landing where the form's
 * sign-in lands (the role's home page). False when there is none left to share.
 */
export async function reuseSignIn(page: Page, email: string, password: string): Promise<boolean> {
  const context = page.context();
  const taken = await take(poolKey(email, password), context);
  if (!taken) return false;
  adopt(context, taken.family);
  await context.addCookies([
    {
      name: COOKIE,
      value: taken.family.token,
      domain: siteUrl.hostname,
      path: '/api/auth',
      httpOnly: true,
      secure: siteUrl.protocol === 'https:',
      sameSite: 'Strict',
    },
  ]);
  // A tab of this site may still hold another sign-in's access token: the new one must come from the cookie.
  if (page.url().startsWith(siteUrl.origin)) await page.evaluate(() => sessionStorage.clear());
  const home = homePathFor(rolesOf(taken.accessToken));
  await page.goto(home);
  // The guard took the cookie's sign-in: the admin shell is up at the home page, not /login.
  await page.locator('#admin-main').waitFor();
  if (new URL(page.url()).pathname !== home) throw new Error(`a shared sign-in of ${email} did not open ${home}: ${page.url()}`);
  return true;
}

/** An access token of a sign-in the API calls made before (their own pool: no browser ends it), or undefined. */
export async function reuseApiSignIn(email: string, password: string): Promise<string | undefined> {
  const taken = await take(poolKey(email, password, true), 'node');
  if (!taken) return undefined;
  release(taken.family);
  return taken.accessToken;
}

/** Keeps the sign-in an API call made with a password (and code): its refresh cookie starts a family of the API's pool. */
export function keepApiSignIn(email: string, password: string, setCookies: readonly string[]): void {
  const token = refreshCookieIn(setCookies);
  const key = poolKey(email, password, true);
  if (token) pool.set(key, [...(pool.get(key) ?? []), { key, token }]);
}
