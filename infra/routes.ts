/**
 * The one table of everything that invokes a handler: HTTP routes, WebSocket
 * routes, schedules and stream consumers. Read by the CDK stacks (infra/cloud),
 * the local runtime (infra/local) and the HTTP handler stack, which checks the
 * caller's role against `access` before any use-case runs.
 *
 * The HTTP routes live one file per domain in route-table/, so a function's
 * bundle carries its own routes only; this file joins them.
 */
import type { Domain, HttpRoute } from './route-table/types';
import { appealsRoutes } from './route-table/appeals';
import { assignmentsRoutes } from './route-table/assignments';
import { authRoutes } from './route-table/auth';
import { chatRoutes } from './route-table/chat';
import { contentRoutes } from './route-table/content';
import { exportsRoutes } from './route-table/exports';
import { logsRoutes } from './route-table/logs';
import { mediaRoutes } from './route-table/media';
import { referenceRoutes } from './route-table/reference';
import { regionsRoutes } from './route-table/regions';
import { statsRoutes } from './route-table/stats';
import { usersRoutes } from './route-table/users';
import { webSocketRoutes } from './route-table/sockets';

export type { Access, Domain, HttpMethod, HttpRoute } from './route-table/types';
export { compileRoute, compileRoutes, matchRoute, type CompiledRoute, type RouteMatch } from './route-table/matching';
export { webSocketRoutes, type WebSocketRoute } from './route-table/sockets';

export const httpRoutes: readonly HttpRoute[] = [
  ...referenceRoutes,
  ...regionsRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...exportsRoutes,
  ...appealsRoutes,
  ...assignmentsRoutes,
  ...statsRoutes,
  ...chatRoutes,
  ...logsRoutes,
  ...contentRoutes,
  ...mediaRoutes,
];

export { MEDIA_KEY_PREFIX } from './route-table/media';

/**
 * Answers of at least this many bytes are gzipped when the client accepts it
 * (the REST API's minimum compression size; the local gateway does the same).
 * CloudFront's /api behaviour does not cache, so it cannot compress itself.
 */
export const API_MIN_COMPRESSION_BYTES = 1024;

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
  // Session-end records (functions/src/lib/session-epoch.ts): the chat function closes those sockets.
  { name: 'session-ends', domain: 'chat', op: 'close-ended-sessions', batchSize: 100, filter: { eventName: 'INSERT', pk: 'session-end' } },
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
