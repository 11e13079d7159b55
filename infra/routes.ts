/**
 * The one table of everything that invokes a handler: HTTP routes, WebSocket
 * routes, schedules and stream consumers. Read by the CDK stacks (infra/cloud),
 * the local runtime (infra/local) and the HTTP handler stack, which checks the
 * caller's role against `access` before any use-case runs.
 *
 * The HTTP routes live one file per domain in route-table/, so a function's
 * bundle carries its own routes only; this file joins them.
 */
import type { Domain, HttpRoute } from '@dosyt/core/api/types';
import { appealsRoutes } from '@dosyt/core/api/appeals';
import { assignmentsRoutes } from '@dosyt/core/api/assignments';
import { authRoutes } from '@dosyt/core/api/auth';
import { chatRoutes } from '@dosyt/core/api/chat';
import { contentRoutes } from '@dosyt/core/api/content';
import { exportsRoutes } from '@dosyt/core/api/exports';
import { logsRoutes } from '@dosyt/core/api/logs';
import { mediaRoutes } from '@dosyt/core/api/media';
import { referenceRoutes } from '@dosyt/core/api/reference';
import { regionsRoutes } from '@dosyt/core/api/regions';
import { statsRoutes } from '@dosyt/core/api/stats';
import { usersRoutes } from '@dosyt/core/api/users';
import { webSocketRoutes } from '@dosyt/core/api/sockets';

export type { Access, Domain, HttpMethod, HttpRoute } from '@dosyt/core/api/types';
export { compileRoute, compileRoutes, matchRoute, type CompiledRoute, type RouteMatch } from '@dosyt/core/api/matching';
export { webSocketRoutes, type WebSocketRoute } from '@dosyt/core/api/sockets';

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

export { MEDIA_KEY_PREFIX } from '@dosyt/core/api/media';

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
