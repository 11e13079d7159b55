import { normalizeRoles, type Role } from '@dosyt/core/access/roles';

/** Session state: who is signed in, read from the access token. */
export interface SessionUser {
  userId: number | null;
  userName: string;
  userRoles: Role[];
  regionId: number | null;
}

export const EMPTY_USER: SessionUser = Object.freeze({
  userId: null,
  userName: '',
  userRoles: [],
  regionId: null,
}) as SessionUser;

export const TOKEN_KEY = 'token';

interface TokenClaims {
  sub?: unknown;
  name?: unknown;
  exp?: unknown;
  roles?: unknown;
  role?: unknown;
  regionId?: unknown;
  region_id?: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // atob yields Latin-1 bytes; names are Cyrillic, so decode them as UTF-8.
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The JWT payload, unverified: the server verifies, the browser only reads. Throws on a malformed token. */
export function decodeClaims(token: string): TokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('Malformed token');
  const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) throw new Error('Malformed token payload');
  return claims as TokenClaims;
}

function toId(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/** Builds the session user from a token; a token that cannot be decoded yields the empty user. */
export function userFromToken(token: string | null | undefined): SessionUser {
  if (!token) return EMPTY_USER;
  try {
    const claims = decodeClaims(token);
    return {
      userId: toId(claims.sub),
      userName: typeof claims.name === 'string' ? claims.name : '',
      userRoles: normalizeRoles(claims.roles ?? claims.role ?? []),
      regionId: toId(claims.regionId ?? claims.region_id),
    };
  } catch (error) {
    console.error('Token decoding failed', error);
    return EMPTY_USER;
  }
}

/**
 * True when the token's exp is past (with a small margin, so a request does not
 * leave with a token that expires on the way). A token without a readable exp counts as expired.
 */
export function isTokenExpired(token: string, nowMs = Date.now(), marginSeconds = 10): boolean {
  try {
    const { exp } = decodeClaims(token);
    return typeof exp !== 'number' || exp - marginSeconds <= nowMs / 1000;
  } catch {
    return true;
  }
}

function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage blocked (privacy mode): behave as signed out
  }
}

type Listener = () => void;

/**
 * The one session store. Loaded synchronously from sessionStorage when the module
 * is first imported, so the user is known before the first screen renders.
 */
function createSessionStore() {
  let token = readStoredToken();
  let user = userFromToken(token);
  /** Set while the app ends this sign-in on purpose (sign-out, idle logout), until the next sign-in. */
  let ending = false;
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((listener) => listener());

  return {
    getToken: () => token,
    getUser: () => user,
    /** Stores a new access token and reloads the user from it. */
    setToken(next: string) {
      ending = false;
      token = next;
      try {
        sessionStorage.setItem(TOKEN_KEY, next);
      } catch {
        // keep the token in memory only
      }
      user = userFromToken(next);
      emit();
    },
    /**
     * Marks the sign-in as being ended by the app, which then navigates once, with its reason.
     * Until the next sign-in, a request failing on the revoked sign-in neither navigates to
     * /login on its own nor stores a refreshed token (see api-client).
     */
    beginEnd() {
      ending = true;
    },
    isEnding: () => ending,
    /** Forgets the token and the user. */
    clear() {
      token = null;
      try {
        sessionStorage.removeItem(TOKEN_KEY);
      } catch {
        // nothing stored
      }
      user = EMPTY_USER;
      emit();
    },
    /** Re-reads sessionStorage (tests, or another script changed it). */
    reload() {
      token = readStoredToken();
      user = userFromToken(token);
      emit();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const session = createSessionStore();
