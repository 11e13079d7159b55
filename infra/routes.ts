/**
 * The one table of everything that invokes a handler: HTTP routes, WebSocket
 * routes, schedules and stream consumers. Read by the CDK stacks (infra/cloud),
 * the local runtime (infra/local) and the HTTP handler stack, which checks the
 * caller's role against `access` before any use-case runs.
 *
 * Pure data: no imports but types, so every Lambda bundle can include it.
 */
import type { Role } from '@dosyt/core/access/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** 'public': no token needed; 'signed-in': any role; otherwise the roles allowed. */
export type Access = 'public' | 'signed-in' | readonly Role[];

/** One Lambda per domain; its entry is functions/src/<domain>/handler.ts. */
export type Domain =
  | 'reference'
  | 'auth'
  | 'users'
  | 'appeals'
  | 'assignments'
  | 'stats'
  | 'chat'
  | 'regions'
  | 'content'
  | 'logs'
  | 'jobs';

export interface HttpRoute {
  method: HttpMethod;
  /** Exactly as the spec's call tables spell it; `{name}` may stand inside a segment. */
  path: string;
  domain: Domain;
  /** The use-case name inside the domain handler. */
  op: string;
  access: Access;
  /** Stricter per-method throttling in the cloud (requests per second, burst). */
  throttle?: { rateLimit: number; burstLimit: number };
  /** Answer body is not JSON (spreadsheet, plain text). */
  binary?: boolean;
}

const ADMIN = ['ADMIN'] as const;
const STAFF = ['ADMIN', 'USER'] as const;
const ADMIN_OBSERVER = ['ADMIN', 'OBSERVER'] as const;

export const httpRoutes: readonly HttpRoute[] = [
  // Reference data and public lookups
  { method: 'GET', path: '/api/health', domain: 'reference', op: 'health', access: 'public' },
  { method: 'GET', path: '/api/assistance/all', domain: 'reference', op: 'list-assistance', access: 'public' },
  { method: 'GET', path: '/api/assistance', domain: 'reference', op: 'list-assistance', access: 'public' },
  { method: 'GET', path: '/api/appeal-status', domain: 'reference', op: 'list-statuses', access: 'signed-in' },
  { method: 'GET', path: '/api/settings/appeals', domain: 'reference', op: 'get-settings', access: ADMIN },
  { method: 'PUT', path: '/api/settings/appeals', domain: 'reference', op: 'update-settings', access: ADMIN },
  { method: 'POST', path: '/api/assistance', domain: 'reference', op: 'create-assistance', access: ADMIN },
  { method: 'PUT', path: '/api/assistance/{id}', domain: 'reference', op: 'update-assistance', access: ADMIN },

  // Regions and communities (open reference data from the state codifier)
  { method: 'GET', path: '/api/communities/regions/active', domain: 'regions', op: 'list-active-regions', access: 'public' },
  { method: 'GET', path: '/api/communities/regions', domain: 'regions', op: 'list-regions', access: 'public' },
  { method: 'PUT', path: '/api/communities/regions/{regionId}', domain: 'regions', op: 'set-region-active', access: ADMIN },
  { method: 'GET', path: '/api/communities/pages={page}', domain: 'regions', op: 'list-communities-page', access: 'public' },
  { method: 'GET', path: '/api/communities/region/{regionId}', domain: 'regions', op: 'list-region-communities', access: 'public' },
  { method: 'POST', path: '/api/communities/name', domain: 'regions', op: 'search-communities', access: 'public' },
  { method: 'POST', path: '/api/communities/region/active', domain: 'regions', op: 'list-active-regions', access: 'signed-in' },

  // Accounts and sign-in
  { method: 'POST', path: '/api/auth/login', domain: 'auth', op: 'login', access: 'public' },
  { method: 'POST', path: '/api/auth/refresh', domain: 'auth', op: 'refresh', access: 'public' },
  { method: 'POST', path: '/api/auth/logout', domain: 'auth', op: 'logout', access: 'public' },
  { method: 'POST', path: '/api/auth/registration', domain: 'auth', op: 'register', access: 'public' },
  { method: 'GET', path: '/api/auth/verify-email', domain: 'auth', op: 'verify-email', access: 'public' },
  { method: 'POST', path: '/api/auth/forgot-password', domain: 'auth', op: 'forgot-password', access: 'public' },
  { method: 'POST', path: '/api/auth/reset-password-with-validation', domain: 'auth', op: 'reset-password', access: 'public' },

  // Users
  { method: 'GET', path: '/api/users/profile/{userId}', domain: 'users', op: 'get-profile', access: 'signed-in' },
  { method: 'PUT', path: '/api/users/profile/{userId}', domain: 'users', op: 'update-profile', access: 'signed-in' },
  { method: 'GET', path: '/api/users/all', domain: 'users', op: 'list-users', access: ADMIN },
  { method: 'GET', path: '/api/users', domain: 'users', op: 'list-users', access: ADMIN },
  { method: 'GET', path: '/api/users/region/{regionId}', domain: 'users', op: 'list-region-users', access: STAFF },
  { method: 'GET', path: '/api/users/csv/export', domain: 'users', op: 'export-users', access: ADMIN, binary: true },
  { method: 'PUT', path: '/api/users/{id}', domain: 'users', op: 'set-user-active', access: ADMIN },
  { method: 'POST', path: '/api/users/online/{userId}', domain: 'users', op: 'mark-online', access: 'signed-in' },
  { method: 'POST', path: '/api/users/offline/{userId}', domain: 'users', op: 'mark-offline', access: 'signed-in' },
  { method: 'POST', path: '/api/email/registration', domain: 'users', op: 'resend-verification', access: ADMIN },
  { method: 'POST', path: '/api/email/change-access', domain: 'users', op: 'mail-access-change', access: ADMIN },

  // Appeals
  {
    method: 'POST', path: '/api/appeals', domain: 'appeals', op: 'create-appeal', access: 'public',
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
  { method: 'GET', path: '/api/appeals/pages={page}', domain: 'appeals', op: 'list-appeals', access: ADMIN },
  { method: 'GET', path: '/api/appeals/last', domain: 'appeals', op: 'latest-appeals', access: ADMIN },
  { method: 'GET', path: '/api/appeals/report/{id}', domain: 'appeals', op: 'get-report', access: ADMIN },
  { method: 'GET', path: '/api/appeals/timeline/{id}', domain: 'appeals', op: 'get-timeline', access: STAFF },
  { method: 'GET', path: '/api/appeals/{id}', domain: 'appeals', op: 'get-appeal', access: STAFF },
  { method: 'PUT', path: '/api/appeals/{id}', domain: 'appeals', op: 'update-appeal', access: ADMIN },

  // Assignments (appeal history)
  { method: 'GET', path: '/api/appeal-history/appeal/{id}', domain: 'assignments', op: 'list-appeal-assignments', access: STAFF },
  { method: 'GET', path: '/api/appeal-history/user/{userId}', domain: 'assignments', op: 'list-user-assignments', access: STAFF },
  { method: 'GET', path: '/api/appeal-history/{id}', domain: 'assignments', op: 'get-assignment', access: STAFF },
  { method: 'PATCH', path: '/api/appeal-history/{id}', domain: 'assignments', op: 'update-assignment', access: STAFF },

  // Statistics, calendar, notifications (answered from aggregates)
  { method: 'POST', path: '/api/appeals/totals-by-status', domain: 'stats', op: 'totals-by-status', access: 'signed-in' },
  { method: 'GET', path: '/api/appeals/totals/regions', domain: 'stats', op: 'totals-per-region-status', access: 'signed-in' },
  { method: 'POST', path: '/api/appeal-history/totals/user/{userId}', domain: 'stats', op: 'user-totals', access: 'signed-in' },
  { method: 'GET', path: '/api/appeal-history/totals', domain: 'stats', op: 'month-total', access: 'signed-in' },
  { method: 'GET', path: '/api/appeal-history/avg/region/{regionId}', domain: 'stats', op: 'region-average', access: ADMIN },
  { method: 'GET', path: '/api/appeal-history/totals/assistance/{assistanceId}', domain: 'stats', op: 'assistance-total', access: 'signed-in' },
  { method: 'GET', path: '/api/appeal-history/totals/region/{regionId}', domain: 'stats', op: 'region-total', access: 'signed-in' },
  { method: 'GET', path: '/api/appeal-history/totals/community/{communityId}', domain: 'stats', op: 'community-total', access: 'signed-in' },
  { method: 'GET', path: '/api/appeal-history/communityIds/{regionId}', domain: 'stats', op: 'region-community-ids', access: 'signed-in' },
  { method: 'GET', path: '/api/appeals/grouped/{startDate}/{endDate}', domain: 'stats', op: 'calendar-all', access: ADMIN_OBSERVER },
  { method: 'GET', path: '/api/appeal-history/grouped/{userId}/{startDate}/{endDate}', domain: 'stats', op: 'calendar-user', access: STAFF },
  { method: 'POST', path: '/api/appeals/urgent', domain: 'stats', op: 'urgent-appeals', access: ADMIN },
  { method: 'POST', path: '/api/appeals/expired', domain: 'stats', op: 'expired-appeals', access: ADMIN },
  { method: 'GET', path: '/api/appeal-history/urgent/{userId}', domain: 'stats', op: 'urgent-assignments', access: STAFF },
  { method: 'GET', path: '/api/appeal-history/expired/{userId}', domain: 'stats', op: 'expired-assignments', access: STAFF },

  // Chat
  { method: 'POST', path: '/api/chats/{userId}/{roomId}', domain: 'chat', op: 'list-messages', access: STAFF },
  { method: 'GET', path: '/api/chats/count/date/{id}', domain: 'chat', op: 'chat-stats', access: STAFF },
  { method: 'POST', path: '/api/chats', domain: 'chat', op: 'send-message', access: STAFF },

  // Server log
  { method: 'GET', path: '/api/files/stream', domain: 'logs', op: 'stream-log', access: ADMIN, binary: true },

  // Public content (Strapi v5 REST shape, spec part 2 section 7); editing is ADMIN only
  { method: 'GET', path: '/api/posts', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/categories', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/teams', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/search-volonters', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/contacts', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/poltava-contacts', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/coordiners', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/site-infos', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/heroes', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/partners', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/problems', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/so-maths', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/helps', domain: 'content', op: 'list-entries', access: 'public' },
  { method: 'GET', path: '/api/admin/content/schema', domain: 'content', op: 'admin-schema', access: ADMIN },
  { method: 'GET', path: '/api/admin/content/{collection}', domain: 'content', op: 'admin-list', access: ADMIN },
  { method: 'POST', path: '/api/admin/content/posts', domain: 'content', op: 'admin-create-post', access: ADMIN },
  { method: 'PUT', path: '/api/admin/content/posts/{id}', domain: 'content', op: 'admin-update-post', access: ADMIN },
  { method: 'PUT', path: '/api/admin/content/{collection}/{id}', domain: 'content', op: 'admin-update-entry', access: ADMIN },
  { method: 'POST', path: '/api/admin/content/uploads', domain: 'content', op: 'admin-upload', access: ADMIN },
];

/**
 * Uploaded media in the cloud: the site serves /media/* from the media bucket
 * (CloudFront), whose object keys start with this same prefix.
 */
export const MEDIA_KEY_PREFIX = 'media/';

/**
 * Answers of at least this many bytes are gzipped when the client accepts it
 * (the REST API's minimum compression size; the local gateway does the same).
 * CloudFront's /api behaviour does not cache, so it cannot compress itself.
 */
export const API_MIN_COMPRESSION_BYTES = 1024;

export interface WebSocketRoute {
  routeKey: '$connect' | '$disconnect' | '$default';
  domain: Domain;
  op: string;
}

export const webSocketRoutes: readonly WebSocketRoute[] = [
  { routeKey: '$connect', domain: 'chat', op: 'socket-connect' },
  { routeKey: '$disconnect', domain: 'chat', op: 'socket-disconnect' },
  { routeKey: '$default', domain: 'chat', op: 'socket-message' },
];

export interface Schedule {
  name: string;
  domain: Domain;
  op: string;
  /** Minutes between runs; the cloud turns it into an EventBridge rate. */
  everyMinutes: number;
}

export const schedules: readonly Schedule[] = [
  { name: 'appeal-expiry', domain: 'jobs', op: 'mark-expired', everyMinutes: 15 },
];

/**
 * Only the records that match reach the consumer: Lambda event filtering in the
 * cloud, the stream poller locally. Every given field must match.
 */
export interface StreamFilter {
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** The item's partition key (`dynamodb.Keys.pk.S`). */
  pk?: string;
}

export interface StreamConsumer {
  name: string;
  domain: Domain;
  op: string;
  batchSize: number;
  filter?: StreamFilter;
}

export const streamConsumers: readonly StreamConsumer[] = [
  { name: 'appeal-aggregates', domain: 'stats', op: 'apply-stream', batchSize: 100 },
  // New outbox items (functions/src/lib/outbox.ts): the jobs function sends them.
  { name: 'mail-outbox', domain: 'jobs', op: 'send-outbox', batchSize: 100, filter: { eventName: 'INSERT', pk: 'outbox' } },
];

/** The local poller's side of StreamFilter; the cloud builds the same rule from it. */
export function matchesStreamFilter(
  filter: StreamFilter | undefined,
  record: { eventName?: string; dynamodb?: { Keys?: Record<string, { S?: string } | undefined> } },
): boolean {
  if (!filter) return true;
  if (filter.eventName !== undefined && record.eventName !== filter.eventName) return false;
  if (filter.pk !== undefined && record.dynamodb?.Keys?.pk?.S !== filter.pk) return false;
  return true;
}

export const domains: readonly Domain[] = [
  ...new Set<Domain>([
    ...httpRoutes.map((r) => r.domain),
    ...webSocketRoutes.map((r) => r.domain),
    ...schedules.map((s) => s.domain),
    ...streamConsumers.map((s) => s.domain),
  ]),
];

// ---- Matching: used by the local gateway and by each domain handler ----

export interface CompiledRoute extends HttpRoute {
  regex: RegExp;
  params: string[];
  /** Higher is more specific: literal segments beat partial ones beat variables. */
  rank: number[];
}

export function compileRoute(route: HttpRoute): CompiledRoute {
  const params: string[] = [];
  const rank: number[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const names = [...segment.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      params.push(...names);
      rank.push(names.length === 0 ? 2 : segment.startsWith('{') && segment.endsWith('}') ? 0 : 1);
      return segment
        .split(/\{\w+\}/)
        .map((literal) => literal.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('([^/]+)');
    })
    .join('/');
  return { ...route, regex: new RegExp(`^${source}/?$`), params, rank };
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? -1) - (a[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

export function compileRoutes(routes: readonly HttpRoute[]): CompiledRoute[] {
  return routes.map(compileRoute).sort((a, b) => compareRank(a.rank, b.rank));
}

export interface RouteMatch {
  route: CompiledRoute;
  pathParameters: Record<string, string>;
}

export function matchRoute(
  compiled: readonly CompiledRoute[],
  method: string,
  path: string,
): RouteMatch | 'method-not-allowed' | undefined {
  let pathMatched = false;
  for (const route of compiled) {
    const m = route.regex.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const pathParameters: Record<string, string> = {};
    try {
      route.params.forEach((name, i) => {
        pathParameters[name] = decodeURIComponent(m[i + 1]);
      });
    } catch {
      // Broken percent-encoding names no resource.
      return undefined;
    }
    return { route, pathParameters };
  }
  return pathMatched ? 'method-not-allowed' : undefined;
}
