// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { session } from '../lib/session';
import { tokenFor } from '../testing/tokens';
import { routes } from './router';

/** Loads a path through the real route table and guards; resolves with where it ended. */
async function land(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path], future: { v8_middleware: true } });
  await vi.waitFor(
    () => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('still loading');
      // The first lazy route module is transformed on demand: allow for it.
    },
    { timeout: 10_000 },
  );
  const { pathname } = router.state.location;
  router.dispose();
  return pathname;
}

describe('admin route guards', () => {
  beforeEach(() => {
    // No server here: a refresh attempt fails like a missing refresh cookie.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ statusCode: 401, message: 'Unauthorized' }), { status: 401, headers: { 'content-type': 'application/json' } }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a visitor without a session to /login', async () => {
    expect(await land('/admin/settings/users')).toBe('/login');
  });

  it('sends a USER away from an ADMIN screen to /admin/denied', async () => {
    session.setToken(tokenFor(['USER']));
    expect(await land('/admin/settings/users')).toBe('/admin/denied');
  });

  it('lets an ADMIN open the users table', async () => {
    session.setToken(tokenFor(['ADMIN']));
    expect(await land('/admin/settings/users')).toBe('/admin/settings/users');
  });

  it('refuses USER-only screens to someone who is also ADMIN', async () => {
    session.setToken(tokenFor(['ADMIN', 'USER']));
    expect(await land('/admin/home-users')).toBe('/admin/denied');
  });

  it('redirects /admin to the role dashboard', async () => {
    session.setToken(tokenFor(['ADMIN']));
    expect(await land('/admin')).toBe('/admin/home');
    session.setToken(tokenFor(['OBSERVER']));
    expect(await land('/admin')).toBe('/admin/home-users');
  });

  it('sends unknown admin paths to /admin/not-found', async () => {
    session.setToken(tokenFor(['USER']));
    expect(await land('/admin/no-such-screen')).toBe('/admin/not-found');
  });

  it('opens the denied and not-found pages without a session', async () => {
    expect(await land('/admin/denied')).toBe('/admin/denied');
    expect(await land('/admin/not-found')).toBe('/admin/not-found');
  });

  it('sends a sign-in-only route to /login when the token refresh fails', async () => {
    session.setToken(tokenFor(['USER']));
    expect(await land('/admin/appeals/region')).toBe('/login');
    expect(session.getToken()).toBeNull();
  });

  it('keeps public pages open', async () => {
    expect(await land('/')).toBe('/');
    expect(await land('/login')).toBe('/login');
  });
});
