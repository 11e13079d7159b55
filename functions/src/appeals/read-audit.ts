import { ulid } from 'ulid';
import { DEFAULT_READ_AUDIT_MONTHS } from '@dosyt/core/appeal/retention.rules';
import { db } from '../db/service';
import type { ReadKind, ReadRecordItem } from '../db/entities/read-record.entity';
import type { Caller } from '../lib/caller';
import { logger } from '../lib/logger';
import { getSettings } from '../reference/settings';

/**
 * The read audit: every read of an appeal's personal data is one
 * PutItem, kept `readAuditMonths` through the TTL. A failure to record is logged and
 * never fails or delays the answer beyond the one write.
 */

const SETTINGS_CACHE_MS = 5 * 60_000;
let months: { value: number; until: number } | undefined;

async function auditMonths(now: number): Promise<number> {
  if (months && months.until > now) return months.value;
  const value = (await getSettings()).readAuditMonths ?? DEFAULT_READ_AUDIT_MONTHS;
  months = { value, until: now + SETTINGS_CACHE_MS };
  return value;
}

export async function recordRead(caller: Caller, appealId: number, what: ReadKind, now = Date.now()): Promise<void> {
  try {
    const keep = await auditMonths(now);
    await db()
      .entities.readRecord.create({
        appealId,
        userId: caller.userId,
        id: ulid(now),
        at: new Date(now).toISOString(),
        what,
        expiresAt: Math.floor(now / 1000) + Math.round(keep * 30.44 * 24 * 3600),
      })
      .go();
  } catch (error) {
    logger.warn('read audit not recorded', { appealId, what, errorName: (error as Error).name });
  }
}

/** Reads appeal `appealId` for the caller with `read`, then records that read; a refused read records nothing. */
export async function recordedRead<T>(caller: Caller, appealId: number, what: ReadKind, read: (caller: Caller, appealId: number) => Promise<T>): Promise<T> {
  const result = await read(caller, appealId);
  await recordRead(caller, appealId, what);
  return result;
}

/**
 * One read of each of many appeals at once (an export's rows): batched puts (ElectroDB
 * splits them into BatchWriteItem calls of 25), the same never-failing promise as one read.
 * No export carries appeals' personal data yet; one that does records its rows here.
 */
export async function recordReads(caller: Caller, appealIds: readonly number[], what: ReadKind, now = Date.now()): Promise<void> {
  if (appealIds.length === 0) return;
  try {
    const keep = await auditMonths(now);
    const at = new Date(now).toISOString();
    const expiresAt = Math.floor(now / 1000) + Math.round(keep * 30.44 * 24 * 3600);
    const { unprocessed } = await db()
      .entities.readRecord.put([...new Set(appealIds)].map((appealId) => ({ appealId, userId: caller.userId, id: ulid(now), at, what, expiresAt })))
      .go();
    if (unprocessed.length > 0) logger.warn('read audit partly recorded', { what, failed: unprocessed.length });
  } catch (error) {
    logger.warn('read audit not recorded', { what, rows: appealIds.length, errorName: (error as Error).name });
  }
}

/** How many of an appeal's reads its timeline shows: the latest, so its Query stays one bounded page. */
export const TIMELINE_READS = 100;

/** The latest `count` reads of one appeal (newest first), and whether older ones exist. */
export async function latestReadsOfAppeal(appealId: number, count = TIMELINE_READS): Promise<{ reads: ReadRecordItem[]; more: boolean }> {
  const { data } = await db()
    .entities.readRecord.query.byAppeal({ appealId })
    .go({ order: 'desc', limit: count + 1 });
  return { reads: data.slice(0, count), more: data.length > count };
}
