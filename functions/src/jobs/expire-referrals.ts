import { isOpenStatus } from '@dosyt/core/status/status.rules';
import { db as platformDb } from '../db/service';
import { queryUpTo } from '../db/query-all';
import { logger } from '../lib/logger';
import { REFERRALS_AWAITING } from '../db/referral-awaiting';
import { expireReferralItem } from '../db/referral-expiry';
import { notifyExecutors } from '../referrals/notify-executors';
import { deadlineBound } from '../stats/aggregate-keys';
import type { StatsDb } from '../stats/stats-db';

/**
 * A referral the partner never answered while its link lived stays 'Надіслано' no
 * longer: each run of the expiry job marks those whose link has died `expired`
 * ('Посилання збігло — надішліть знову'), with a step in its history, deletes the link
 * item and takes it off the awaiting index, in one transaction conditional on it still
 * being `sent` (a partner's answer in the same instant wins). The appeal's open records
 * get the 'нове повідомлення' mark and their executors a mail, as for an answer, so the
 * caseworker sends it again or to another service. At most RUN_CAP a run: each one
 * leaves the index, so the next run picks up the rest.
 */
export const REFERRAL_RUN_CAP = 200;

export async function expireReferrals(db: StatsDb, now: number): Promise<number> {
  const { items } = await queryUpTo(
    db,
    {
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk AND #sk < :now',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
      ExpressionAttributeValues: { ':pk': REFERRALS_AWAITING, ':now': deadlineBound(now) },
    },
    REFERRAL_RUN_CAP,
  );
  let expired = 0;
  for (const item of items) {
    const appealId = Number(item.appealId);
    if (await expireReferralItem(db, item, now)) {
      expired++;
      const { data: records } = await platformDb().entities.assignment.query.byAppeal({ appealId }).go({ consistent: true, pages: 'all' });
      await notifyExecutors(
        appealId,
        records.filter((r) => isOpenStatus(r.statusId)),
        'expired',
      );
    }
  }
  if (expired > 0) logger.info('referral links expired', { expired });
  return expired;
}
