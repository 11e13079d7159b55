// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, tokenFor } from '../testing/tokens';
import { ApiError, api, apiRequest, nextCursor, refreshAccessToken } from './api-client';
import { paths } from '../config/paths';
import { setNavigate } from './navigation';
import { session } from './session';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; init: RequestInit };

function stubFetch(answer: (url: string, init: RequestInit) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }),
  );
  return calls;
}

const authHeader = (call: Call | undefined) => (call?.init.headers as Record<string, string> | undefined)?.Authorization;

describe('apiRequest', () => {
  const navigate = vi.fn();
  const fresh = tokenFor(['ADMIN'], { name: 'Новий' });

  beforeEach(() => {
    setNavigate(navigate);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    session.clear();
    navigate.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the bearer token with credentials included', async () => {
    // Prepare
    session.setToken(tokenFor(['ADMIN']));
    const calls = stubFetch(() => json(200, { ok: true }));

    // Act
    const body = await apiRequest<{ ok: boolean }>('/api/users/all');

    // Assess
    expect(body).toEqual({ ok: true });
    expect(calls[0]?.init.credentials).toBe('include');
    expect(authHeader(calls[0])).toBe(`Bearer ${session.getToken()}`);
  });

  it('sends no token on public calls', async () => {
    session.setToken(tokenFor(['ADMIN']));
    const calls = stubFetch(() => json(200, []));
    await apiRequest('/api/assistance/all', { auth: false });
    expect(authHeader(calls[0])).toBeUndefined();
  });

  it('refreshes an expired token before the call', async () => {
    // Prepare
    session.setToken(makeToken({ sub: 1, roles: ['ADMIN'], exp: 1 }));
    const calls = stubFetch((url) => (url.endsWith('/api/auth/refresh') ? json(200, { token: fresh }) : json(200, {})));

    // Act
    await apiRequest('/api/users/all');

    // Assess
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh', '/api/users/all']);
    expect(authHeader(calls[1])).toBe(`Bearer ${fresh}`);
    expect(session.getUser().userName).toBe('Новий');
  });

  it('retries once after a 401 with a refreshed token', async () => {
    session.setToken(tokenFor(['ADMIN']));
    let first = true;
    const calls = stubFetch((url) => {
      if (url.endsWith('/api/auth/refresh')) return json(200, { token: fresh });
      if (first) {
        first = false;
        return json(401, { statusCode: 401, message: 'Unauthorized' });
      }
      return json(200, { done: true });
    });

    expect(await apiRequest('/api/users/all')).toEqual({ done: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/all', '/api/auth/refresh', '/api/users/all']);
    expect(authHeader(calls[2])).toBe(`Bearer ${fresh}`);
  });

  it('clears the session and goes to /login when the refresh fails', async () => {
    // Prepare
    session.setToken(tokenFor(['USER']));
    stubFetch((url) => (url.endsWith('/api/auth/refresh') ? json(401, { statusCode: 401, message: 'Сеанс завершено' }) : json(401, {})));

    // Act
    const call = apiRequest('/api/users/all');

    // Assess
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(session.getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?ended=session');
    // Ended elsewhere is no fault: nothing in the console, the sign-in page says it calmly.
    expect(console.error).not.toHaveBeenCalled();
  });

  it('leaves the navigation to the app when it is ending the sign-in itself (the idle logout says why)', async () => {
    // Prepare: the app began ending the sign-in; the server has revoked it, so the request and the refresh fail.
    session.setToken(tokenFor(['ADMIN']));
    session.beginEnd();
    stubFetch((url) => (url.endsWith('/api/auth/refresh') ? json(401, { statusCode: 401, message: 'Сеанс завершено' }) : json(401, {})));

    // Act
    const call = apiRequest('/api/appeals/high-risk');

    // Assess: the request fails, but it neither navigates to plain /login nor ends the session under the app.
    await expect(call).rejects.toMatchObject({ statusCode: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getToken()).not.toBeNull();
  });

  it('does not store a token refreshed while the app was ending the sign-in', async () => {
    // Prepare: a refresh is on the way when the sign-in starts ending.
    session.setToken(makeToken({ sub: 1, roles: ['ADMIN'], exp: 1 }));
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const refreshed = refreshAccessToken();
    session.beginEnd();
    session.clear();

    // Act: the server answered the refresh before it revoked the sign-in.
    answer(json(200, { token: fresh }));

    // Assess
    expect(await refreshed).toBeNull();
    expect(session.getToken()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps the page to return to when a refused refresh already sent her to /login', async () => {
    // Prepare: the router's refused refresh went to /login?next=… while this request was in flight.
    window.history.replaceState(null, '', '/login?next=%2Fadmin%2Fappeals-history');
    session.setToken(tokenFor(['USER']));
    stubFetch((url) => (url.endsWith('/api/auth/refresh') ? json(401, { statusCode: 401, message: 'Сеанс завершено' }) : json(401, {})));

    // Act
    await expect(apiRequest('/api/users/all')).rejects.toBeInstanceOf(ApiError);

    // Assess
    expect(navigate).toHaveBeenCalledWith('/login?ended=session&next=%2Fadmin%2Fappeals-history');
    window.history.replaceState(null, '', '/');
  });

  it('takes a new sign-in as a session again after an ended one', async () => {
    session.setToken(tokenFor(['ADMIN']));
    session.beginEnd();
    session.clear();
    session.setToken(tokenFor(['USER']));
    stubFetch((url) => (url.endsWith('/api/auth/refresh') ? json(401, { statusCode: 401, message: 'Сеанс завершено' }) : json(401, {})));
    await expect(apiRequest('/api/users/all')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/login?ended=session');
  });

  it('goes to /admin/denied when a 403 survives the retry', async () => {
    session.setToken(tokenFor(['USER']));
    stubFetch((url) => (url.endsWith('/api/auth/refresh') ? json(200, { token: fresh }) : json(403, { statusCode: 403, message: 'Forbidden' })));
    await expect(apiRequest('/api/users/all')).rejects.toMatchObject({ statusCode: 403, message: 'Forbidden' });
    expect(navigate).toHaveBeenCalledWith('/admin/denied');
  });

  it('goes to /admin/denied on a body with statusCode 403', async () => {
    session.setToken(tokenFor(['USER']));
    stubFetch(() => json(200, { statusCode: 403, message: 'Forbidden resource' }));
    await expect(apiRequest('/api/users/all')).rejects.toMatchObject({ statusCode: 403 });
    expect(navigate).toHaveBeenCalledWith('/admin/denied');
  });

  it('throws ApiError with the status, message and field errors', async () => {
    stubFetch(() => json(400, { statusCode: 400, message: 'Некоректний email', errors: { email: 'Некоректний email' } }));
    const error = await apiRequest('/api/auth/registration', { method: 'POST', body: {}, auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, message: 'Некоректний email', errors: { email: 'Некоректний email' } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent calls', async () => {
    session.setToken(makeToken({ sub: 1, roles: ['ADMIN'], exp: 1 }));
    const calls = stubFetch((url) => (url.endsWith('/api/auth/refresh') ? json(200, { token: fresh }) : json(200, {})));
    await Promise.all([apiRequest('/api/a'), apiRequest('/api/b')]);
    expect(calls.filter((c) => c.url.endsWith('/api/auth/refresh'))).toHaveLength(1);
  });
});

describe('Link header (RFC 8288)', () => {
  it('takes the cursor of the rel="next" link among several, rel quoted or not, several relations in one; none from a bad header', async () => {
    const header =
      '</api/appeals/urgent?cursor=p1>; rel="prev", </api/appeals/urgent?cursor=abc_-9&limit=10>; rel="next", <https://dosyt.example/about>; rel=about';
    expect(await nextCursor(header)).toBe('abc_-9');
    expect(await nextCursor('<a?cursor=x>; title="a, b; rel=next"; rel="last next"')).toBe('x');
    expect(await nextCursor('<a?cursor=x>; title="rel=next"')).toBeUndefined();
    expect(await nextCursor('<a?cursor=y>;REL=Next')).toBe('y');
    expect(await nextCursor('cursor=z; rel="next"')).toBeUndefined();
  });

  it('reads the next cursor from a relative or absolute target, and none from no header or no next link', async () => {
    expect(await nextCursor('</api/appeals/high-risk?cursor=eyJ4IjoxfQ&limit=5>; rel="next"')).toBe('eyJ4IjoxfQ');
    expect(await nextCursor('<?cursor=relative%2Bone>; rel="next"')).toBe('relative+one');
    expect(await nextCursor('<https://dosyt.example/api/appeals/unassigned?limit=2&cursor=abs>; rel="next"')).toBe('abs');
    expect(await nextCursor(null)).toBeUndefined();
    expect(await nextCursor(undefined)).toBeUndefined();
    expect(await nextCursor('')).toBeUndefined();
    expect(await nextCursor('</api/appeals/urgent?cursor=p1>; rel="prev"')).toBeUndefined();
    expect(await nextCursor('</api/appeals/urgent>; rel="next"')).toBeUndefined();
  });

  it("api.page answers a Link-paged route's rows and the cursor of its next page", async () => {
    const rows = [{ id: 1 }, { id: 2 }];
    stubFetch((url) =>
      url.endsWith('?cursor=c2')
        ? json(200, [{ id: 3 }])
        : new Response(JSON.stringify(rows), {
            status: 200,
            headers: { 'content-type': 'application/json', link: '</api/appeals/unassigned?cursor=c2>; rel="next"' },
          }),
    );
    session.setToken(tokenFor(['ADMIN']));
    await expect(api.page('GET', paths.api.appeals.unassigned)).resolves.toEqual({ rows, next: 'c2' });
    await expect(api.page('GET', `${paths.api.appeals.unassigned}?cursor=c2` as typeof paths.api.appeals.unassigned)).resolves.toEqual({ rows: [{ id: 3 }] });
    session.clear();
    vi.unstubAllGlobals();
  });
});
