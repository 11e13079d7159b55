import type { ReferralStatus } from '@dosyt/core/referral/referral';
import { db } from '../db/service';
import { pad } from '../db/keys';
import { logger } from '../lib/logger';
import { queueMail } from '../lib/outbox';
import { referralChangeMail } from './referral-mail';
import { staffNames } from './staff';

/**
 * A referral changed (sent by a colleague, answered by the partner, or its link died
 * unanswered): the open records' mark (the executors' new-messages list) and a mail
 * each with the number and a link only. A failure is only logged.
 */
export async function notifyExecutors(
  appealId: number,
  records: ReadonlyArray<{ id: number; userId: number; createdAt: string }>,
  status: Exclude<ReferralStatus, 'closed'>,
): Promise<void> {
  try {
    await Promise.all(
      records.map((a) =>
        db()
          .entities.assignment.patch({ appealId, id: a.id })
          .set({ unreadPersonMessage: true, unreadKey: `unread#${a.userId}`, unreadSort: `${a.createdAt}#${pad(a.id)}` })
          .go({ response: 'none' }),
      ),
    );
    const users = await staffNames(records.map((a) => a.userId));
    await Promise.all(
      records.map(async (a) => {
        const email = users.get(a.userId)?.email;
        if (email) await queueMail(referralChangeMail(email, appealId, a.id, status));
      }),
    );
  } catch (error) {
    logger.error('referral notice failed', { appealId, errorName: (error as Error).name });
  }
}
