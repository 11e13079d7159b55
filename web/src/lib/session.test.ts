// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inOneHour, makeToken, tokenFor } from '../testing/tokens';
import { EMPTY_USER, isTokenExpired, session, TOKEN_KEY, userFromToken } from './session';

describe('userFromToken', () => {
  it('reads id, Cyrillic name, roles and region from the claims', () => {
    // Prepare
    const token = tokenFor(['USER', 'OBSERVER']);

    // Act
    const user = userFromToken(token);

    // Assess
    expect(user).toEqual({ userId: 42, userName: 'Олена Петренко', userRoles: ['USER', 'OBSERVER'], regionId: 16 });
  });

  it('accepts roles as objects with a name and a single role field', () => {
    expect(userFromToken(tokenFor([{ name: 'admin' }])).userRoles).toEqual(['ADMIN']);
    expect(userFromToken(makeToken({ sub: 1, role: 'USER', exp: inOneHour() })).userRoles).toEqual(['USER']);
  });

  it('reads region_id when regionId is absent and leaves missing ids null', () => {
    const user = userFromToken(makeToken({ sub: 'abc', name: 'X', roles: ['USER'], region_id: '5' }));
    expect(user.userId).toBeNull();
    expect(user.regionId).toBe(5);
  });

  it('logs a decoding failure and yields the empty user', () => {
    // Prepare
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    // Act
    const user = userFromToken('not-a-jwt');

    // Assess
    expect(user).toEqual(EMPTY_USER);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('yields the empty user for no token, without logging', () => {
    expect(userFromToken(null)).toEqual(EMPTY_USER);
  });
});

describe('isTokenExpired', () => {
  const now = Date.UTC(2026, 0, 1);
  const at = (seconds: number) => makeToken({ exp: Math.floor(now / 1000) + seconds });

  it('is false well before exp and true after it', () => {
    expect(isTokenExpired(at(600), now)).toBe(false);
    expect(isTokenExpired(at(-1), now)).toBe(true);
  });

  it('counts a token about to expire, one without exp, and garbage as expired', () => {
    expect(isTokenExpired(at(5), now)).toBe(true);
    expect(isTokenExpired(makeToken({ sub: 1 }), now)).toBe(true);
    expect(isTokenExpired('garbage', now)).toBe(true);
  });
});

describe('session store', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => session.clear());

  it('stores the token under "token", reloads the user and notifies', () => {
    // Prepare
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);

    // Act
    session.setToken(tokenFor(['ADMIN']));

    // Assess
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(session.getToken());
    expect(session.getUser().userRoles).toEqual(['ADMIN']);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('clear removes the token and empties the user', () => {
    session.setToken(tokenFor(['USER']));
    session.clear();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(session.getUser()).toEqual(EMPTY_USER);
  });

  it('reload picks up a token stored before the app started', () => {
    sessionStorage.setItem(TOKEN_KEY, tokenFor(['OBSERVER']));
    session.reload();
    expect(session.getUser().userRoles).toEqual(['OBSERVER']);
  });
});
