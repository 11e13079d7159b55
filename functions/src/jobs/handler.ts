import type { ScheduledEvent } from 'aws-lambda';
import { dispatch } from '../lib/dispatch';
import { defaultStatsDb } from '../stats/stats-db';
import { markExpired } from './mark-expired';
import { runPendingMigrations } from './migrations';
import { runRetention } from './appeal-retention';
import { handleTableEvents } from './table-events';
import { withSiteUrl } from '../lib/site-url';

/**
 * The jobs domain: scheduled work of the route table (EventBridge in the cloud,
 * infra/local/scheduler.ts locally), 'appeal-expiry' -> op 'mark-expired' and
 * 'appeal-retention' -> op 'anonymise-expired' (then the pending one-off migrations), told apart by the rule's ARN, which
 * ends with the schedule's name in both; and the stream consumer 'table-events' ->
 * op 'table-events': new outbox items (the only sender of mail) and session ends
 * (their sockets closed), jobs/table-events.ts.
 */
export const runExpiry = async (_event: ScheduledEvent) => markExpired(defaultStatsDb());

const isRule = (event: ScheduledEvent, name: string) => (event.resources ?? []).some((arn) => arn.endsWith(`/${name}`) || arn.endsWith(`-${name}`));

/** The retention run, then any one-off data migration a deploy left (jobs/migrations.ts). */
async function runRetentionAndMigrations() {
  const result = await runRetention();
  await runPendingMigrations();
  return result;
}

export const runSchedule = async (event: ScheduledEvent) => (isRule(event, 'appeal-retention') ? runRetentionAndMigrations() : runExpiry(event));

export const handler = withSiteUrl(dispatch({ schedule: runSchedule, stream: handleTableEvents }));
