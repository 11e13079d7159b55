import type { ScheduledEvent } from 'aws-lambda';
import { dispatch } from '../lib/dispatch';
import { defaultStatsDb } from '../stats/stats-db';
import { sendOutbox } from './mail-outbox';
import { markExpired } from './mark-expired';
import { withSiteUrl } from '../lib/site-url';

/**
 * The jobs domain: scheduled work of the route table (EventBridge in the cloud,
 * infra/local/scheduler.ts locally), 'appeal-expiry' -> op 'mark-expired', and the
 * stream consumer 'mail-outbox' -> op 'send-outbox', the only sender of mail.
 */
export const runExpiry = async (_event: ScheduledEvent) => markExpired(defaultStatsDb());

export const handler = withSiteUrl(dispatch({ schedule: runExpiry, stream: sendOutbox }));
