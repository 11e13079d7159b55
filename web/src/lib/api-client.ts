import type { AnswerOf, ApiPath, BinaryMediaType, BinaryRoutePath, BodyOf, RoutePath } from '@dosyt/core/api/contract';
import type { LinkPagedPath } from '@dosyt/core/api/link-paging';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { navigateTo } from './navigation';
import { loginPathFor, nextPathOf } from './next-path';
import { isTokenExpired, session } from './session';

/** Any non-OK answer: the status, the server's message and its field errors, as the screens read them. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: unknown;
  readonly body: unknown;

  constructor(statusCode: number, message: string, errors?: unknown, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Public calls (sign-in, registration, lookups) carry no token. Default: true. */
  auth?: boolean;
  /** How to read a successful answer. Default: JSON (or undefined for an empty body). */
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Lets the request outlive the page (presence updates sent while the tab hides). */
  keepalive?: boolean;
}

const apiUrl = (path: string) => `${env.apiBaseUrl}${path}`;

let refreshing: Promise<string | null> | null = null;

/**
 * Asks for a fresh access token with the httpOnly refresh cookie and stores it.
 * Concurrent callers share one request. Resolves null when the refresh failed.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(apiUrl(paths.api.auth.refresh), { method: 'POST', credentials: 'include' });
      const body = (await readBody(response)) as { token?: unknown } | undefined;
      if (!response.ok || typeof body?.token !== 'string') return null;
      // The sign-in ended while the refresh was under way: its token must not come back.
      if (session.isEnding()) return null;
      session.setToken(body.token);
      return body.token;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * A failed refresh ends the session, unless the app is already ending it: then that end
 * navigates (with its reason, e.g. /login?ended=idle), not this request. Ended elsewhere
 * (a role change, a password reset, 'Вийти на всіх пристроях'), it is no fault: the sign-in
 * page says so calmly (`?ended=session`) and nothing goes to the console.
 */
function endSession(): void {
  if (session.isEnding()) return;
  session.clear();
  // Sign-in returns to the admin page she was on; already sent to /login (a refused refresh
  // raced this request), the page it names stays the one to return to.
  const { pathname, search } = window.location;
  void navigateTo(loginPathFor(pathname === paths.login.href() ? nextPathOf(search) : `${pathname}${search}`, 'session'));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { statusCode, message, errors } = body as { statusCode?: unknown; message?: unknown; errors?: unknown };
    const code = typeof statusCode === 'number' ? statusCode : status;
    const text = Array.isArray(message) ? message.join('\n') : typeof message === 'string' ? message : `HTTP ${status}`;
    return new ApiError(code, text, errors, body);
  }
  return new ApiError(status, typeof body === 'string' && body.length < 300 ? body : `HTTP ${status}`, undefined, body);
}

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(apiUrl(path), {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
  });
}

/**
 * The one way the app calls its API. For calls that need a token:
 * - an expired token is refreshed before the call;
 * - a 401/403 answer triggers one refresh and one retry;
 * - a failed refresh clears the session and goes to /login;
 * - a 403 that survives the retry goes to /admin/denied.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiExchange(path, options)).body as T;
}

/** `apiRequest`, with the answer's headers too (a Link-paged list's next page is in one). */
async function apiExchange(path: string, options: RequestOptions): Promise<{ body: unknown; headers: Headers }> {
  const auth = options.auth ?? true;
  let token: string | null = null;

  if (auth) {
    token = session.getToken();
    if (token && isTokenExpired(token)) {
      token = await refreshAccessToken();
      if (!token) {
        endSession();
        throw new ApiError(401, 'Error token');
      }
    }
  }

  let response = await send(path, options, token);

  if (auth && (response.status === 401 || response.status === 403)) {
    token = await refreshAccessToken();
    if (!token) {
      endSession();
      throw new ApiError(401, 'Error token');
    }
    response = await send(path, options, token);
  }

  if (!response.ok) {
    const body = await readBody(response);
    const error = toApiError(response.status, body);
    if (auth && error.statusCode === 403) void navigateTo(paths.admin.denied.href());
    throw error;
  }

  const { headers } = response;
  if (options.responseType === 'blob') return { body: await response.blob(), headers };
  if (options.responseType === 'text') return { body: await response.text(), headers };
  const body = await readBody(response);
  // Some endpoints answer 200 with an error body ("a statusCode 403 in a body").
  if (auth && body && typeof body === 'object' && (body as { statusCode?: unknown }).statusCode === 403) {
    void navigateTo(paths.admin.denied.href());
    throw toApiError(403, body);
  }
  return { body, headers };
}

/**
 * The `cursor` of the Link header's rel="next" target (relative or absolute), or undefined on the
 * last page or when the header cannot be read (RFC 8288, parsed by http-link-header). The parser is
 * loaded with the first paged list, so it weighs nothing on the screens that page nothing.
 */
export async function nextCursor(header: string | null | undefined): Promise<string | undefined> {
  if (!header) return undefined;
  const { default: LinkHeader } = await import('http-link-header');
  let next: string | undefined;
  try {
    next = LinkHeader.parse(header).rel('next')[0]?.uri;
  } catch {
    return undefined;
  }
  return next === undefined ? undefined : (new URL(next, 'http://relative.invalid').searchParams.get('cursor') ?? undefined);
}

/** A page of a Link-paged list (core/src/api/link-paging.ts): its rows, and the next page's cursor (none on the last). */
export interface LinkedPage<Rows> {
  rows: Rows;
  next?: string;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'responseType'>;

/**
 * The typed calls: each takes a path built from the contract (config/paths.ts) and
 * answers what the contract says that route answers (core/src/api/answers.ts), so
 * no caller names an answer type of its own; a route the method does not take
 * fails to compile; a body the route's schema would refuse in shape does too
 * (core/src/api/bodies.ts). `page` reads a Link-paged list's page (core/src/api/link-paging.ts). `download` reads a binary route's answer as a Blob, asking
 * for the media type the contract names for it (`Binary<…>`, core/src/api/binary.ts).
 */
export const api = {
  get: <P extends RoutePath<'GET'>>(path: ApiPath<P>, options?: CallOptions) => apiRequest<AnswerOf<'GET', P>>(path, { ...options, method: 'GET' }),
  post: <P extends RoutePath<'POST'>>(path: ApiPath<P>, body?: BodyOf<'POST', P>, options?: CallOptions) =>
    apiRequest<AnswerOf<'POST', P>>(path, { ...options, method: 'POST', body }),
  put: <P extends RoutePath<'PUT'>>(path: ApiPath<P>, body?: BodyOf<'PUT', P>, options?: CallOptions) =>
    apiRequest<AnswerOf<'PUT', P>>(path, { ...options, method: 'PUT', body }),
  patch: <P extends RoutePath<'PATCH'>>(path: ApiPath<P>, body?: BodyOf<'PATCH', P>, options?: CallOptions) =>
    apiRequest<AnswerOf<'PATCH', P>>(path, { ...options, method: 'PATCH', body }),
  delete: <P extends RoutePath<'DELETE'>>(path: ApiPath<P>, options?: CallOptions) => apiRequest<AnswerOf<'DELETE', P>>(path, { ...options, method: 'DELETE' }),
  /** A page of a Link-paged route (only those): its rows and the `cursor` of the next page, from the answer's Link header. */
  page: async <M extends 'GET' | 'POST', P extends LinkPagedPath<M>>(
    method: M,
    path: ApiPath<P>,
    options?: CallOptions,
  ): Promise<LinkedPage<AnswerOf<M, P>>> => {
    const { body, headers } = await apiExchange(path, { ...options, method });
    const next = await nextCursor(headers.get('link'));
    return { rows: body as AnswerOf<M, P>, ...(next === undefined ? {} : { next }) };
  },
  download: <P extends BinaryRoutePath>(path: ApiPath<P>, mediaType: BinaryMediaType<P>, options?: CallOptions) =>
    apiRequest<Blob>(path, { ...options, headers: { Accept: `${mediaType}, */*`, ...options?.headers }, method: 'GET', responseType: 'blob' }),
};
