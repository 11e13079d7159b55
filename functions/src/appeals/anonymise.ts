import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ANONYMISED_NAME, type AnonymiseReason } from '@dosyt/core/appeal/retention.rules';
import type { AppealView } from '@dosyt/core/api/appeal-answers';
import { ConflictError, ForbiddenError, NotFoundError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { dynamo } from '../lib/aws';
import { isAdmin, type Caller } from '../lib/caller';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { appealKey, loadAppealPartition, type AppealPartition } from '../db/appeal-store';
import { appealView, batchGetCommunities } from './appeal-views';
import { auditEvent } from './audit';
import { APPEAL_NOT_FOUND } from './get-appeal';
import { isFinalReferralStatus } from '@dosyt/core/referral/referral';
import type { ReferralHistoryStep, ReferralItem } from '../db/entities/referral.entity';
import { referralDb } from '../db/referral-store';
import { AWAITING_ATTRIBUTES } from '../db/referral-awaiting';

/**
 * Anonymising one appeal: its personal data go, what the statistics
 * read stays. Names, phone, description, safe-contact and risk answers, the phone
 * hash and its duplicate index keys (gsi3) leave the appeal item; report texts and
 * the records' "Важлива інформація" are emptied; the messages with the person are
 * deleted; referrals lose their notes and the partner's link (an open one is closed). Dates (createdAt, updatedAt: the completion time), region, community,
 * assistance types, statuses and children counts stay, so every aggregate and
 * dashboard figure stays as it was (the stream consumer sees no counted field change;
 * search entries derived from the name and phone follow the new image).
 *
 * The appeal item is written last, with the audit event, conditional on its version
 * and on not being anonymised yet: a run that fails half-way leaves the appeal
 * unmarked, and the next run does it all again (every step is idempotent).
 */

export const ANONYMISE_STALE_MESSAGE = 'Звернення змінилося. Оновіть сторінку й підтвердіть ще раз';
const MAX_ATTEMPTS = 4;

export interface AnonymiseResult {
  /** False when it had been anonymised already. */
  changed: boolean;
  appealId: number;
}

async function clearDependents(partition: AppealPartition): Promise<void> {
  const { entities } = db();
  const appealId = partition.appeal.id;
  for (const report of partition.reports) {
    await entities.report.patch({ appealId, date: report.date, id: report.id }).set({ content: '' }).go();
  }
  for (const assignment of partition.assignments) {
    if (assignment.comment === undefined && !assignment.unreadPersonMessage) continue;
    // The version goes up so a concurrent save of the record is refused and re-read, not written back.
    await entities.assignment
      .patch({ appealId, id: assignment.id })
      .remove(['comment', 'unreadPersonMessage', 'unreadKey', 'unreadSort'])
      .add({ version: 1 })
      .go();
  }
  for (const message of partition.messages) {
    await entities.followUpMessage.delete({ appealId, id: message.id }).go();
  }
  await closeReferrals(partition.referrals);
}

/** A referral still holding what anonymisation removes: a live link, a note, a partner's note. */
const referralKeepsData = (r: ReferralItem): boolean => Boolean(r.tokenHash) || r.note !== '' || (r.history as ReferralHistoryStep[]).some((step) => step.note);

/**
 * The partner's link dies with the appeal's personal data: the link item is
 * deleted, the notes emptied, and an open referral closed (its history says when).
 */
async function closeReferrals(referrals: readonly ReferralItem[], now = Date.now()): Promise<void> {
  const { entities } = referralDb();
  for (const r of referrals.filter(referralKeepsData)) {
    if (r.tokenHash) await entities.referralLink.delete({ tokenHash: r.tokenHash }).go();
    const at = new Date(now).toISOString();
    const steps = (r.history as ReferralHistoryStep[]).map(({ note: _note, ...step }) => step);
    const open = !isFinalReferralStatus(r.status);
    await entities.referral
      .patch({ appealId: r.appealId, id: r.id })
      .set({ note: '', status: open ? 'closed' : r.status, history: open ? [...steps, { status: 'closed', at, actorId: 0 }] : steps, updatedAt: at })
      .remove(['tokenHash', ...AWAITING_ATTRIBUTES])
      .go();
  }
}

/** Anonymises one appeal; `actorId` 0 is the retention job. Idempotent. */
export async function anonymiseAppeal(
  appealId: number,
  options: { actorId: number; reason: AnonymiseReason; now?: number; expectedVersion?: number },
): Promise<AnonymiseResult> {
  const table = env().TABLE_NAME;
  for (let attempt = 1; ; attempt++) {
    const partition = await loadAppealPartition(appealId);
    if (!partition) throw new NotFoundError(APPEAL_NOT_FOUND);
    const { appeal } = partition;
    if (appeal.anonymisedAt) {
      // Anything written after it (a message taken before its code ended) goes the same way.
      if (
        partition.messages.length > 0 ||
        partition.reports.some((r) => r.content) ||
        partition.assignments.some((a) => a.comment !== undefined) ||
        partition.referrals.some(referralKeepsData)
      ) {
        await clearDependents(partition);
      }
      return { changed: false, appealId };
    }
    if (options.expectedVersion !== undefined && options.expectedVersion !== appeal.version) throw new ConflictError(ANONYMISE_STALE_MESSAGE);

    await clearDependents(partition);

    const now = options.now ?? Date.now();
    // A public submission's creator is the applicant's own name; a staff member's stays.
    const byStaff = partition.events.some((e) => e.action === 'created' && (e.after as { channel?: string } | undefined)?.channel === 'staff');
    const creatorIsPerson = appeal.creator !== undefined && (!byStaff || appeal.creator === `${appeal.name} ${appeal.last_name ?? ''}`.trim());
    const event = auditEvent({
      appealId,
      at: now,
      actorId: options.actorId,
      action: 'anonymised',
      after: { reason: options.reason, reports: partition.reports.length, messages: partition.messages.length },
    });
    const eventPut = db().entities.auditEvent.create(event).params<{ Item: Record<string, unknown> }>();
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table,
                Key: appealKey(appealId),
                // updatedAt stays: it is the finish time the completion statistics read.
                UpdateExpression:
                  'SET #name = :name, phone = :empty, description = :empty, anonymisedAt = :at, version = :next' +
                  (creatorIsPerson ? ', creator = :name ' : ' ') +
                  'REMOVE last_name, age, phoneHash, gsi3pk, gsi3sk, safeContact, riskAnswers',
                ConditionExpression: 'version = :version AND attribute_not_exists(anonymisedAt)',
                ExpressionAttributeNames: { '#name': 'name' },
                ExpressionAttributeValues: {
                  ':name': ANONYMISED_NAME,
                  ':empty': '',
                  ':at': new Date(now).toISOString(),
                  ':version': appeal.version,
                  ':next': appeal.version + 1,
                },
              },
            },
            { Put: { TableName: table, Item: eventPut.Item } },
          ],
        }),
      );
      logger.info('appeal anonymised', { appealId, reason: options.reason, actorId: options.actorId });
      return { changed: true, appealId };
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      // Changed meanwhile (or anonymised by a concurrent run): read again and decide again.
      if (options.expectedVersion !== undefined) throw new ConflictError(ANONYMISE_STALE_MESSAGE);
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError(ANONYMISE_STALE_MESSAGE);
    }
  }
}

/** POST /api/appeals/{id}/anonymise (ADMIN): the person asked to be forgotten. */
export async function anonymiseOnRequest(caller: Caller, appealId: number, { version }: { version: number }, now = Date.now()): Promise<AppealView> {
  if (!isAdmin(caller)) throw new ForbiddenError();
  await anonymiseAppeal(appealId, { actorId: caller.userId, reason: 'request', now, expectedVersion: version });
  const partition = await loadAppealPartition(appealId);
  if (!partition) throw new NotFoundError(APPEAL_NOT_FOUND);
  const communities = await batchGetCommunities([partition.appeal.community_id]);
  return appealView(partition.appeal, now, communities.get(partition.appeal.community_id));
}
