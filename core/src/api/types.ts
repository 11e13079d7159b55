/**
 * The shapes of the API contract (core/src/api/routes.ts) and the role groups its routes
 * use. Types and constants only, so a domain's routes can be bundled alone.
 */
import type { Role } from '../access/roles';
import type * as z from '../validation/zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** 'public': no token needed; 'signed-in': any role; otherwise the roles allowed. */
export type Access = 'public' | 'signed-in' | readonly Role[];

/** One Lambda per domain; its entry is functions/src/<domain>/handler.ts. */
export type Domain =
  'reference' | 'auth' | 'users' | 'appeals' | 'assignments' | 'stats' | 'chat' | 'regions' | 'content' | 'media' | 'exports' | 'logs' | 'referrals' | 'jobs';

/** What the pipeline knows of the caller when it picks a body's schema. */
export interface BodyContext {
  params: Readonly<Record<string, string>>;
  caller: { userId: number; roles: readonly string[] } | null;
}

/**
 * A route's body check: one schema, or a choice among schemas by the path and the caller
 * (one's own profile against an admin's edit, a content collection's fields).
 */
export type BodySchema = z.ZodMiniType | ((context: BodyContext) => z.ZodMiniType);

/** A route's query check: an object of strings as the query string gives them. */
export type QuerySchema = z.ZodMiniType<Record<string, unknown>, Record<string, string | undefined>>;

interface RouteFields {
  /** Exactly as the clients call it; `{name}` may stand inside a segment. */
  path: string;
  domain: Domain;
  /** The use-case name inside the domain handler. */
  op: string;
  access: Access;
  /** Stricter per-method throttling in the cloud (requests per second, burst). */
  throttle?: { rateLimit: number; burstLimit: number };
  /** The query parameters the route reads; a route without one reads none. */
  query?: QuerySchema;
}

/**
 * One route of the contract. POST, PUT and PATCH name their body's schema (`null`: none
 * read), so a route added without one fails to compile; GET and DELETE take none.
 */
export type HttpRoute = RouteFields & ({ method: 'GET' | 'DELETE'; body?: undefined } | { method: 'POST' | 'PUT' | 'PATCH'; body: BodySchema | null });

export const ADMIN = ['ADMIN'] as const;
export const STAFF = ['ADMIN', 'USER'] as const;
export const ADMIN_OBSERVER = ['ADMIN', 'OBSERVER'] as const;
