import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { isExpired } from '@dosyt/core/appeal/deadline.rules';
import { formatDateTime, kyivDayKey } from '@dosyt/core/dates/dates';
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
 * 2. gives each person ONE digest a day: an executor the numbers and deadlines of
 *    their overdue records, every active admin those of the overdue appeals nobody
 *    carries (and records whose executor has no address). The digest's mark (keyed
 *    by the person and the Kyiv day) is written on condition it does not exist, in
 *    the SAME transaction as the mail put in the outbox: a second or concurrent run
 *    that day queues nothing, and the first run after a start-up sends at most one
 *    mail a person, never one a record;
 * 3. sends what waits in the outbox (these digests, and any mail whose send failed).
 * The appeal-history lists show 'Нагадування' from the deadline alone.
 */

export interface ExpiryRunResult {
  /** Overdue records and unassigned appeals seen this run. */
  overdueAssignments: number;
  overdueAppeals: number;
  /** Digests queued this run (one a person a day). */
  digests: number;
  mail: OutboxResult;
}

const REMINDER_KIND = 'appeal-reminder-digest';
/** Overdue items looked at per run; the rest are picked up by the next runs. */
const RUN_CAP = 1000;

export const DIGEST_SUBJECT = 'Нагадування: минув термін опрацювання звернень';

interface DigestLine {
  appealId: number;
  deadlineAt: number;
  link: string;
}

/** Numbers, deadlines and links only: nothing about the people who asked. */
export function digestMail(to: string, lines: readonly DigestLine[], audience: 'executor' | 'admin'): Mail {
  const sorted = [...lines].sort((a, b) => a.deadlineAt - b.deadlineAt || a.appealId - b.appealId);
  const text = [
    'Добрий день!',
    '',
    audience === 'executor'
      ? `Минув термін опрацювання ваших звернень (${sorted.length}). Будь ласка, опрацюйте їх або повідомте адміністратора, якщо потрібна допомога:`
      : `Минув термін опрацювання звернень без виконавця (${sorted.length}). Призначте виконавців, будь ласка:`,
    '',
    ...sorted.map((l) => `№${l.appealId}, термін ${formatDateTime(l.deadlineAt)}: ${l.link}`),
    '',
    'Дані заявників доступні лише після входу на платформу. Лист надсилається автоматично, не частіше одного разу на день.',
  ];
  return { to, subject: `${DIGEST_SUBJECT} (${sorted.length})`, text: text.join('\n'), kind: REMINDER_KIND };
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
  const executors = await usersById(expiredAssignments.map((a) => Number(a.userId)));

  // Each executor's overdue records; a record whose executor has no address goes to the admins.
  const perExecutor = new Map<number, DigestLine[]>();
  const forAdmins: DigestLine[] = unassigned.map((a) => ({ appealId: Number(a.id), deadlineAt: Number(a.deadlineAt), link: `${base}/admin/appeal/edit/${Number(a.id)}` }));
  for (const a of expiredAssignments) {
    const userId = Number(a.userId);
    const line = { appealId: Number(a.appealId), deadlineAt: Number(a.deadlineAt), link: `${base}/admin/appeal-history/edit/${Number(a.id)}` };
    if (executors.get(userId)?.email) perExecutor.set(userId, [...(perExecutor.get(userId) ?? []), line]);
    else forAdmins.push({ ...line, link: `${base}/admin/appeal/edit/${line.appealId}` });
  }

  const day = Date.parse(kyivDayKey(now));
  let digests = 0;
  for (const [userId, lines] of perExecutor) {
    const mail = digestMail(executors.get(userId)!.email, lines, 'executor');
    if (await markOnce(db, `digest#${pad(userId)}`, day, [mail], now)) digests++;
  }
  if (forAdmins.length > 0) {
    for (const admin of await activeAdmins()) {
      if (await markOnce(db, `digest#${pad(admin.id)}`, day, [digestMail(admin.email, forAdmins, 'admin')], now)) digests++;
    }
  }

  const mail = await flushOutbox(db, now);
  logger.info('expiry run', { overdueAssignments: expiredAssignments.length, overdueAppeals: unassigned.length, digests, ...mail });
  return { overdueAssignments: expiredAssignments.length, overdueAppeals: unassigned.length, digests, mail };
}
