/**
 * The shapes of the API contract (core/src/api/routes.ts) and the role groups its routes
 * use. Types and constants only, so a domain's routes can be bundled alone.
 */
import type { Role } from '../access/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** 'public': no token needed; 'signed-in': any role; otherwise the roles allowed. */
export type Access = 'public' | 'signed-in' | readonly Role[];

/** One Lambda per domain; its entry is functions/src/<domain>/handler.ts. */
export type Domain =
  'reference' | 'auth' | 'users' | 'appeals' | 'assignments' | 'stats' | 'chat' | 'regions' | 'content' | 'media' | 'exports' | 'logs' | 'referrals' | 'jobs';

export interface HttpRoute {
  method: HttpMethod;
  /** Exactly as the clients call it; `{name}` may stand inside a segment. */
  path: string;
  domain: Domain;
  /** The use-case name inside the domain handler. */
  op: string;
  access: Access;
  /** Stricter per-method throttling in the cloud (requests per second, burst). */
  throttle?: { rateLimit: number; burstLimit: number };
}

export const ADMIN = ['ADMIN'] as const;
export const STAFF = ['ADMIN', 'USER'] as const;
export const ADMIN_OBSERVER = ['ADMIN', 'OBSERVER'] as const;
