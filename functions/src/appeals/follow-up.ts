import {
  FOLLOW_UP_FINISHED,
  FOLLOW_UP_MESSAGE_REQUIRED,
  FOLLOW_UP_NOT_FOUND,
  followUpState,
  normalizeFollowUpCode,
  type FollowUpAnswer,
} from '@dosyt/core/follow-up/follow-up-code';
import type { followUpLookupSchema, followUpMessageSchema, staffReplySchema } from '@dosyt/core/follow-up/follow-up.schema';
import type * as z from '@dosyt/core/validation/zod';
import { isOpenStatus, STATUS } from '@dosyt/core/status/status.rules';
import { ConflictError, NotFoundError, ValidationError } from '@dosyt/core/errors';
import { ANONYMISED_REPLY_MESSAGE } from '@dosyt/core/appeal/retention.rules';
import { ulid } from 'ulid';
import { pad } from '../db/keys';
import { db } from '../db/service';
import type { AssignmentItem } from '../db/entities/assignment.entity';
import type { FollowUpMessageItem } from '../db/entities/follow-up-message.entity';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { queueMail } from '../lib/outbox';
import type { Caller } from '../lib/tokens';
import { transactWrite } from '../db/appeal-store';
import { batchGetUsers } from './appeal-views';
import { followUpCodeHash } from './follow-up-hash';
import { readablePartition } from './get-appeal';
import { refuseIfGuessing, takeFollowUpSlot } from './rate-limit';
import { sanitizePlainText } from './sanitize';
import { PARTNER_HELP_LINE } from '@dosyt/core/referral/referral';
import { referralDb } from '../db/referral-store';

/** No appeal has id 0: an unknown code reads this empty partition, so it costs what a known one does. */
const NO_APPEAL = 0;

/**
 * The appeal a code leads to, counted against the caller's limits: an address past its
 * wrong codes for the window is refused first; then a wrong code counts as a guess and a
 * known one against that code's own, generous limit. The same three reads whether the code is known or
 * not (GetItem by hash, then GetItem of the appeal and Query of its messages), so
 * the answer time does not tell a near-miss from a hit.
 */
async function findByCode(code: string, sourceIp: string, now: number) {
  await refuseIfGuessing(sourceIp, now);
  const codeHash = await followUpCodeHash(normalizeFollowUpCode(code));
  const { data: link } = await db().entities.followUp.get({ codeHash }).go({ consistent: true });
  const appealId = link?.appealId ?? NO_APPEAL;
  const [appeal, messages, referrals] = await Promise.all([
    db()
      .entities.appeal.get({ id: appealId })
      .go({ consistent: true, attributes: ['id', 'status_id', 'anonymisedAt'] }),
    db().entities.followUpMessage.query.byAppeal({ appealId }).go({ consistent: true, pages: 'all' }),
    referralDb()
      .entities.referral.query.byAppeal({ appealId })
      .go({ consistent: true, pages: 'all', attributes: ['tellPerson', 'status'] }),
  ]);
  // Anonymisation ends the code: it answers as an unknown one, and takes no new message.
  if (!link || !appeal.data || appeal.data.anonymisedAt) {
    await takeFollowUpSlot('guess', sourceIp, now);
    throw new NotFoundError(FOLLOW_UP_NOT_FOUND);
  }
  await takeFollowUpSlot('known', `${sourceIp}#${codeHash}`, now);
  // The neutral line about a partner's help, only when she agreed to it at referral time.
  const partnerHelp = referrals.data.some((r) => r.tellPerson && r.status !== 'declined' && r.status !== 'expired' && r.status !== 'closed');
  return { appealId, statusId: appeal.data.status_id, messages: messages.data, partnerHelp };
}

const answerOf = (statusId: number, messages: FollowUpMessageItem[], partnerHelp = false): FollowUpAnswer => ({
  state: followUpState(statusId),
  messages: [...messages].sort((a, b) => a.id.localeCompare(b.id)).map((m) => ({ from: m.from, text: m.text, createdAt: m.createdAt })),
  // Never the service's name or kind: whoever holds her phone may read this page.
  ...(partnerHelp ? { partnerHelp: PARTNER_HELP_LINE } : {}),
});

/** POST /api/follow-up {code}: the state in plain words and the messages; nothing personal. */
export async function lookUpFollowUp({ code }: z.output<typeof followUpLookupSchema>, sourceIp: string, now = Date.now()): Promise<FollowUpAnswer> {
  const found = await findByCode(code, sourceIp, now);
  return answerOf(found.statusId, found.messages, found.partnerHelp);
}

/** Plain text only; a message that was nothing but markup is an empty one. */
function messageText(text: string): string {
  const clean = sanitizePlainText(text);
  if (!clean) throw new ValidationError(FOLLOW_UP_MESSAGE_REQUIRED);
  return clean;
}

const unreadIndex = (a: Pick<AssignmentItem, 'userId' | 'createdAt' | 'id'>) => ({
  unreadKey: `unread#${a.userId}`,
  unreadSort: `${a.createdAt}#${pad(a.id)}`,
});

/**
 * POST /api/follow-up/messages {code, text}: the person's message goes into the
 * appeal's partition (the staff timeline reads it there) and every open record of
 * the appeal is marked 'нове повідомлення' (badge and the executor's notification
 * list), in one transaction. A finished appeal takes none (409, in plain words).
 */
export async function postPersonMessage(input: z.output<typeof followUpMessageSchema>, sourceIp: string, now = Date.now()): Promise<FollowUpAnswer> {
  await takeFollowUpSlot('message', sourceIp, now);
  const text = messageText(input.text);
  const { appealId, statusId, messages, partnerHelp } = await findByCode(input.code, sourceIp, now);
  // Nobody works a finished appeal: a message would reach nobody, so none is taken (409).
  if (statusId === STATUS.FINISH) throw new ConflictError(FOLLOW_UP_FINISHED);
  const { data: assignments } = await db().entities.assignment.query.byAppeal({ appealId }).go({ consistent: true, pages: 'all' });
  const open = assignments.filter((a) => isOpenStatus(a.statusId));
  const createdAt = new Date(now).toISOString();
  const message = { appealId, id: ulid(now), from: 'person' as const, text, authorId: 0, createdAt };
  await transactWrite((e) => [
    e.followUpMessage.create(message).commit(),
    ...open.map((a) =>
      e.assignment
        .patch({ appealId, id: a.id })
        .set({ unreadPersonMessage: true, ...unreadIndex(a) })
        .commit(),
    ),
  ]);
  logger.info('follow-up message from the person', { appealId, flagged: open.length });
  await mailNewMessage(appealId, open);
  // The conversation as it now stands: the page shows it without a second look-up.
  return answerOf(statusId, [...messages, message], partnerHelp);
}

export const newMessageSubject = (appealId: number): string => `Нове повідомлення від заявника у зверненні №${appealId}`;

/**
 * Tells each executor of an open record that the person wrote. Number and link
 * only: the text (and of course the code) stays behind the sign-in. Queued; a
 * failure is only logged, the message is stored.
 */
async function mailNewMessage(appealId: number, records: ReadonlyArray<Pick<AssignmentItem, 'id' | 'userId'>>): Promise<void> {
  try {
    const users = await batchGetUsers(records.map((a) => a.userId));
    await Promise.all(
      records.map(async (a) => {
        const email = users.get(a.userId)?.email;
        if (!email) return;
        const link = `${env().PUBLIC_URL}/admin/appeal-history/edit/${a.id}`;
        const subject = newMessageSubject(appealId);
        const text = [`${subject}.`, 'Текст повідомлення доступний лише після входу на платформу.', '', `Відкрити: ${link}`].join('\n');
        await queueMail({ to: email, subject, text, kind: 'follow-up-message' });
      }),
    );
  } catch (error) {
    logger.error('follow-up message mail failed', { appealId, errorName: (error as Error).name });
  }
}

/** Clears the 'нове повідомлення' mark of these records (the executor opened or answered). */
export async function markRead(appealId: number, records: ReadonlyArray<Pick<AssignmentItem, 'id' | 'unreadPersonMessage'>>): Promise<void> {
  const unread = records.filter((a) => a.unreadPersonMessage);
  await Promise.all(
    unread.map((a) =>
      db().entities.assignment.patch({ appealId, id: a.id }).remove(['unreadPersonMessage', 'unreadKey', 'unreadSort']).go({ response: 'none' }),
    ),
  );
}

/**
 * Who may answer (an ADMIN or the appeal's executor, while the appeal keeps its person):
 * checked before what they sent, so a stranger learns nothing from a validation message.
 */
export async function mayReply(caller: Caller, appealId: number) {
  const partition = await readablePartition(caller, appealId);
  if (partition.appeal.anonymisedAt) throw new ConflictError(ANONYMISED_REPLY_MESSAGE);
  return partition;
}

/**
 * POST /api/appeals/{id}/follow-up-messages {text}: an ADMIN or the appeal's executor
 * answers; the person reads it on /status with their code. The answer clears the
 * marks of the records the caller carries (an admin's, all of them).
 */
export async function postStaffReply(caller: Caller, appealId: number, reply: z.output<typeof staffReplySchema>, now = Date.now()) {
  const { assignments } = await mayReply(caller, appealId);
  const text = messageText(reply.text);
  const message = { appealId, id: ulid(now), from: 'staff' as const, text, authorId: caller.userId, createdAt: new Date(now).toISOString() };
  await db().entities.followUpMessage.create(message).go({ response: 'none' });
  const admin = caller.roles.includes('ADMIN');
  await markRead(
    appealId,
    assignments.filter((a) => admin || a.userId === caller.userId),
  );
  logger.info('follow-up reply from staff', { appealId, userId: caller.userId });
  return { id: message.id, from: message.from, text: message.text, createdAt: message.createdAt };
}
