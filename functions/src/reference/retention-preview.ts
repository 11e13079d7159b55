import { retentionCutoff } from '@dosyt/core/appeal/retention.rules';
import type { RetentionPreview } from '@dosyt/core/api/reference-answers';
import { countFinishedBefore, retentionState } from '../db/retention-state';

/** The count stops here ('10000+'): past it the admin's answer would be the same. */
export const RETENTION_PREVIEW_CAP = 10_000;

/**
 * How many finished appeals a retention period of `months` would have anonymised by the
 * job's next run, for the admin to confirm before lowering it. It reads what the job
 * reads: the retention index (`finished-appeals`, one key per finished appeal, keyed by
 * its finish time), from the job's cursor (what lies below is already anonymised) up to
 * the period's cutoff, as a COUNT Query: keys only, nothing personal, no items returned,
 * and at most RETENTION_PREVIEW_CAP keys (about 80 bytes each) read.
 */
export async function retentionPreview(months: number, now = Date.now()): Promise<RetentionPreview> {
  const cutoff = new Date(retentionCutoff(now, months)).toISOString();
  const { cursor } = await retentionState();
  if (cursor && cursor >= cutoff) return { retentionMonths: months, cutoff, count: 0, capped: false };
  // From the job's cursor: what lies below it is already anonymised.
  const { count, capped } = await countFinishedBefore(cutoff, cursor, RETENTION_PREVIEW_CAP);
  return { retentionMonths: months, cutoff, count, capped };
}
