import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { isExpired } from '@dosyt/core/appeal/deadline.rules';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { reminderEntity } from '../db/entities/reminder.entity';
import type { UserItem } from '../db/entities/user.entity';
import { pad } from '../db/keys';
import { db as service } from '../db/service';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { outboxPut, type Mail } from '../lib/outbox';
import { OPEN_APPEALS, OPEN_ASSIGNMENTS, deadlineBound } from '../stats/aggregate-keys';
import { queryAll, type StatsDb } from '../stats/stats-db';
import { flushOutbox, type OutboxResult } from './mail-outbox';

/**
 * The expiry job (schedule 'appeal-expiry', DESIGN.md section 3). Each run:
 * 1. finds open assignments past their deadline (index 'open-assignments') and open
 *    appeals past theirs with no executor (index 'open-appeals');
 * 2. marks each one with a reminder item keyed by its id and deadline, written on
 *    condition it does not exist, in the SAME transaction as the reminder mail put in
 *    the outbox: the executor's for an assignment, every active admin's for an
 *    unassigned appeal. A second or concurrent run finds the mark and queues nothing,
 *    so there is one reminder per deadline; a moved deadline earns one more;
 * 3. sends what waits in the outbox (these reminders, and any mail whose send failed).
 * The appeal-history lists show 'Нагадування' from the deadline alone; the mark
 * records that the reminder went out.
 */

export interface ExpiryRunResult {
  assignmentsMarked: number;
  appealsMarked: number;
  mail: OutboxResult;
}

const REMINDER_KIND = 'appeal-reminder';
/** Overdue items looked at per run; the rest are picked up by the next runs. */
const RUN_CAP = 1000;

export const reminderSubject = (appealId: number) => `Нагадування: термін опрацювання звернення №${appealId} минув`;

function reminderMail(to: string, appealId: number, deadlineAt: number, link: string, audience: 'executor' | 'admin'): Mail {
  const subject = reminderSubject(appealId);
  const lines = [
    'Добрий день!',
    '',
    `${subject} (${formatDateTime(deadlineAt)}).`,
    audience === 'executor'
      ? 'Будь ласка, опрацюйте його або повідомте адміністратора, якщо потрібна допомога.'
      : 'Звернення не має виконавця: призначте його, будь ласка.',
    '',
    `Відкрити: ${link}`,
    '',
    'Дані заявника доступні лише після входу на платформу. Лист надіслано автоматично, один раз.',
  ];
  return { to, subject, text: lines.join('\n'), kind: REMINDER_KIND };
}

function overdue(db: StatsDb, index: string, now: number) {
  return queryAll(
    db,
    {
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk AND #sk < :now',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
      ExpressionAttributeValues: { ':pk': index, ':now': deadlineBound(now) },
    },
    RUN_CAP,
  );
}

/** Writes the mark and its mails together; false when the mark already exists (reminded before). */
async function markOnce(db: StatsDb, subject: string, deadlineAt: number, mails: Mail[], now: number): Promise<boolean> {
  const mark = reminderEntity
    .put({ subject, deadlineAt: pad(deadlineAt, 13), markedAt: new Date(now).toISOString(), recipients: mails.length })
    .params({ table: db.table }) as { TableName: string; Item: Record<string, unknown> };
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { ...mark, ConditionExpression: 'attribute_not_exists(pk)' } },
          ...mails.slice(0, 99).map((mail, i) => ({ Put: outboxPut(db.table, mail, now + i) })),
        ],
      }),
    );
    return true;
  } catch (error) {
    const e = error as { name?: string; CancellationReasons?: Array<{ Code?: string }> };
    if (e.name === 'TransactionCanceledException' && e.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

async function usersById(ids: number[]): Promise<Map<number, UserItem>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { data } = await service().entities.user.get(unique.map((id) => ({ id }))).go();
  return new Map(data.map((u) => [u.id, u]));
}

async function activeAdmins(): Promise<UserItem[]> {
  const { data } = await service().entities.user.query.all({}).go({ pages: 'all' });
  return data.filter((u) => u.roles.includes('ADMIN') && u.isActive);
}

export async function markExpired(db: StatsDb, now = Date.now()): Promise<ExpiryRunResult> {
  const base = env().PUBLIC_URL;
  const [assignments, appeals] = await Promise.all([overdue(db, OPEN_ASSIGNMENTS, now), overdue(db, OPEN_APPEALS, now)]);
  const expiredAssignments = assignments.filter((a) => isExpired({ statusId: Number(a.statusId), deadlineMs: Number(a.deadlineAt), now }));
  const unassigned = appeals.filter(
    (a) =>
      isExpired({ statusId: Number(a.status_id), deadlineMs: Number(a.deadlineAt), now }) &&
      !(Array.isArray(a.executorIds) && a.executorIds.length > 0),
  );
  const [executors, admins] = await Promise.all([
    usersById(expiredAssignments.map((a) => Number(a.userId))),
    unassigned.length > 0 ? activeAdmins() : Promise.resolve([]),
  ]);

  let assignmentsMarked = 0;
  for (const a of expiredAssignments) {
    const appealId = Number(a.appealId);
    const deadlineAt = Number(a.deadlineAt);
    const executor = executors.get(Number(a.userId));
    const link = `${base}/admin/appeal-history/edit/${Number(a.id)}`;
    // An executor without an address (removed account) leaves the reminder to the admins.
    const mails = executor?.email
      ? [reminderMail(executor.email, appealId, deadlineAt, link, 'executor')]
      : admins.map((u) => reminderMail(u.email, appealId, deadlineAt, `${base}/admin/appeal/edit/${appealId}`, 'admin'));
    if (await markOnce(db, `assignment#${pad(Number(a.id))}`, deadlineAt, mails, now)) assignmentsMarked++;
  }

  let appealsMarked = 0;
  for (const a of unassigned) {
    const appealId = Number(a.id);
    const deadlineAt = Number(a.deadlineAt);
    const link = `${base}/admin/appeal/edit/${appealId}`;
    const mails = admins.map((u) => reminderMail(u.email, appealId, deadlineAt, link, 'admin'));
    if (await markOnce(db, `appeal#${pad(appealId)}`, deadlineAt, mails, now)) appealsMarked++;
  }

  const mail = await flushOutbox(db, now);
  logger.info('expiry run', { assignmentsMarked, appealsMarked, ...mail });
  return { assignmentsMarked, appealsMarked, mail };
}
