/**
 * What infra deploys and serves: the HTTP routes of the API contract
 * (core/src/api, read by functions and web too), the WebSocket routes, and the
 * schedules and stream consumers, which name a domain's use-case to invoke.
 * Read by the CDK stacks (infra/cloud) and the local runtime (infra/local).
 */
import type { Domain } from '@dosyt/core/api/types';
import { httpRoutes } from '@dosyt/core/api/routes';
import { webSocketRoutes } from '@dosyt/core/api/sockets';

export { httpRoutes };
export type { Access, Domain, HttpMethod, HttpRoute } from '@dosyt/core/api/types';
export { compileRoute, compileRoutes, matchRoute, type CompiledRoute, type RouteMatch } from '@dosyt/core/api/matching';
export { webSocketRoutes, type WebSocketRoute } from '@dosyt/core/api/sockets';

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
  // Anonymises finished appeals past the retention period (functions/src/jobs/appeal-retention.ts).
  { name: 'appeal-retention', domain: 'jobs', op: 'anonymise-expired', everyMinutes: 30 },
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
  /**
   * The records that reach it: those matching any one of these (Lambda event filtering
   * ORs a mapping's filters, up to 5). Unset: every record.
   */
  filters?: readonly StreamFilter[];
}

/**
 * Readers of the table's stream, at most. DynamoDB Streams serves two readers a shard
 * without throttling their GetRecords; each consumer here is one event source mapping,
 * one reader. docs/capacity.md ("The table's stream") reasons the split.
 */
export const MAX_STREAM_READERS = 2;

/** Lambda's limit of filters on one event source mapping. */
export const MAX_STREAM_FILTERS = 5;

export const streamConsumers: readonly StreamConsumer[] = [
  { name: 'appeal-aggregates', domain: 'stats', op: 'apply-stream', batchSize: 100 },
  // New outbox items (functions/src/lib/outbox.ts): the jobs function sends them. Session-end records
  // (functions/src/lib/session-epoch.ts): it closes those sockets. One reader for both (jobs/table-events.ts).
  {
    name: 'table-events',
    domain: 'jobs',
    op: 'table-events',
    batchSize: 100,
    filters: [
      { eventName: 'INSERT', pk: 'outbox' },
      { eventName: 'INSERT', pk: 'session-end' },
    ],
  },
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

/** Whether a record reaches a consumer: any one of its filters matches, or it has none. */
export function matchesStreamFilters(filters: readonly StreamFilter[] | undefined, record: Parameters<typeof matchesStreamFilter>[1]): boolean {
  return !filters || filters.some((filter) => matchesStreamFilter(filter, record));
}

export const domains: readonly Domain[] = [
  ...new Set<Domain>([
    ...httpRoutes.map((r) => r.domain),
    ...webSocketRoutes.map((r) => r.domain),
    ...schedules.map((s) => s.domain),
    ...streamConsumers.map((s) => s.domain),
  ]),
];
