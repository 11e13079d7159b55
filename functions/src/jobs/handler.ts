import type { ScheduledEvent } from 'aws-lambda';
import { dispatch } from '../lib/dispatch';
import { defaultStatsDb } from '../stats/stats-db';
import { markExpired } from './mark-expired';
import { runRetention } from './appeal-retention';
import { handleTableEvents } from './table-events';
import { withSiteUrl } from '../lib/site-url';

/**
 * The jobs domain: scheduled work of the route table (EventBridge in the cloud,
 * infra/local/scheduler.ts locally), 'appeal-expiry' -> op 'mark-expired' and
 * 'appeal-retention' -> op 'anonymise-expired', told apart by the rule's ARN, which
 * ends with the schedule's name in both; and the stream consumer 'table-events' ->
 * op 'table-events': new outbox items (the only sender of mail) and session ends
 * (their sockets closed), jobs/table-events.ts.
 */
export const runExpiry = async (_event: ScheduledEvent) => markExpired(defaultStatsDb());

const isRule = (event: ScheduledEvent, name: string) => (event.resources ?? []).some((arn) => arn.endsWith(`/${name}`) || arn.endsWith(`-${name}`));

export const runSchedule = async (event: ScheduledEvent) => (isRule(event, 'appeal-retention') ? runRetention() : runExpiry(event));

export const handler = withSiteUrl(dispatch({ schedule: runSchedule, stream: handleTableEvents }));
