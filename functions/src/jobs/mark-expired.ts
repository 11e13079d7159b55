import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isExpired } from '@dosyt/core/appeal/deadline.rules';
import { formatDateTime, kyivDayKey } from '@dosyt/core/dates/dates';
import { reminderEntity } from '../db/entities/reminder.entity';
import { activeAdmins } from '../db/active-admins';
import { userEntity, type UserItem } from '../db/entities/user.entity';
import { pad } from '../db/keys';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { outboxPut, type Mail } from '../lib/outbox';
import { OPEN_APPEALS, OPEN_ASSIGNMENTS, deadlineBound } from '../stats/aggregate-keys';
import { queryUpTo } from '../db/query-all';
import { batchGet, type Key, type StatsDb } from '../stats/stats-db';
import { flushOutbox, type OutboxResult } from './mail-outbox';
import { expireReferrals } from './expire-referrals';

/**
 * The expiry job (schedule 'appeal-expiry'; docs/decisions.md, 'One digest a day'). Each run:
 * 1. finds open assignments past their deadline (index 'open-assignments') and open
 *    appeals past theirs with no executor (index 'open-appeals'): at most RUN_CAP of
 *    each, from where the last run stopped (a cursor per index in the state item
 *    EXPIRY_STATE_KEY), back to the oldest once the end is reached; so every overdue
 *    record is reached within ceil(overdue / RUN_CAP) runs, however many there are;
 * 2. gives each person ONE digest a day: an executor the numbers and deadlines of
 *    their overdue records, every active admin those of the overdue appeals nobody
 *    carries (and records whose executor has no address), the admins read from
 *    their own index (db/active-admins.ts), never from all users. The digest's mark (keyed
 *    by the person and the Kyiv day) is written on condition it does not exist, in
 *    the SAME transaction as the mail put in the outbox: a second or concurrent run
 *    that day queues nothing, and the first run after a start-up sends at most one
 *    mail a person, never one a record;
 * 3. marks the referrals whose partner link died unanswered `expired` (expire-referrals.ts);
 * 4. sends what waits in the outbox (these digests, and any mail whose send failed).
 * The appeal-history lists show 'Нагадування' from the deadline alone.
 * With more than RUN_CAP overdue records, a person's digest names those of the slice
 * that first reached them that day (oldest deadlines first), not all of them.
 */

export interface ExpiryRunResult {
  /** Overdue records and unassigned appeals seen this run. */
  overdueAssignments: number;
  overdueAppeals: number;
  /** Digests queued this run (one a person a day). */
  digests: number;
  /** Referrals whose link died unanswered, marked `expired` this run (expire-referrals.ts). */
  expiredReferrals: number;
  mail: OutboxResult;
}

const REMINDER_KIND = 'appeal-reminder-digest';
/** Overdue items looked at per run and index; the rest are picked up by the next runs. */
export const RUN_CAP = 1000;

/** Where each index's walk stopped: the last item's keys (table and gsi1), per index. */
export const EXPIRY_STATE_KEY = { pk: 'job#appeal-expiry', sk: 'state' } as const;

type Cursor = Record<string, unknown>;
const cursorAttribute = (index: string) => `cursor#${index}`;

async function readCursors(db: StatsDb): Promise<Record<string, Cursor | undefined>> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.table, Key: EXPIRY_STATE_KEY, ConsistentRead: true }));
  return (Item ?? {}) as Record<string, Cursor | undefined>;
}

/** Saves where each walk stopped; a walk that reached the end starts again from the oldest. */
async function saveCursors(db: StatsDb, next: Record<string, Cursor | undefined>, now: number): Promise<void> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':at': new Date(now).toISOString() };
  const set = ['lastRunAt = :at'];
  const remove: string[] = [];
  Object.entries(next).forEach(([index, cursor], i) => {
    names[`#c${i}`] = cursorAttribute(index);
    if (cursor) {
      values[`:c${i}`] = cursor;
      set.push(`#c${i} = :c${i}`);
    } else remove.push(`#c${i}`);
  });
  await db.client.send(
    new UpdateCommand({
      TableName: db.table,
      Key: EXPIRY_STATE_KEY,
      UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

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

/** The next slice of an index's overdue items after `cursor`, and where the next run goes on (none: from the oldest). */
async function overdue(
  db: StatsDb,
  index: string,
  now: number,
  cursor: Cursor | undefined,
): Promise<{ items: Record<string, unknown>[]; next: Cursor | undefined }> {
  const { items, more } = await queryUpTo(
    db,
    {
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk AND #sk < :now',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
      ExpressionAttributeValues: { ':pk': index, ':now': deadlineBound(now) },
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
    },
    RUN_CAP,
  );
  const last = items.at(-1);
  return { items, next: more && last ? { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk } : undefined };
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

/** The executors named by the records, by their keys (one BatchGet of 100 at a time). */
async function usersById(db: StatsDb, ids: number[]): Promise<Map<number, Pick<UserItem, 'id' | 'email'>>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const keys = unique.map((id) => (userEntity.get({ id }).params({ table: db.table }) as { Key: Key }).Key);
  const found = await batchGet(db, keys);
  return new Map([...found.values()].filter((u) => typeof u.email === 'string').map((u) => [Number(u.id), { id: Number(u.id), email: String(u.email) }]));
}

export async function markExpired(db: StatsDb, now = Date.now()): Promise<ExpiryRunResult> {
  const base = env().PUBLIC_URL;
  const cursors = await readCursors(db);
  const [assignmentSlice, appealSlice] = await Promise.all([
    overdue(db, OPEN_ASSIGNMENTS, now, cursors[cursorAttribute(OPEN_ASSIGNMENTS)]),
    overdue(db, OPEN_APPEALS, now, cursors[cursorAttribute(OPEN_APPEALS)]),
  ]);
  const [assignments, appeals] = [assignmentSlice.items, appealSlice.items];
  const expiredAssignments = assignments.filter((a) => isExpired({ statusId: Number(a.statusId), deadlineMs: Number(a.deadlineAt), now }));
  const unassigned = appeals.filter(
    (a) => isExpired({ statusId: Number(a.status_id), deadlineMs: Number(a.deadlineAt), now }) && !(Array.isArray(a.executorIds) && a.executorIds.length > 0),
  );
  const executors = await usersById(
    db,
    expiredAssignments.map((a) => Number(a.userId)),
  );

  // Each executor's overdue records; a record whose executor has no address goes to the admins.
  const perExecutor = new Map<number, DigestLine[]>();
  const forAdmins: DigestLine[] = unassigned.map((a) => ({
    appealId: Number(a.id),
    deadlineAt: Number(a.deadlineAt),
    link: `${base}/admin/appeal/edit/${Number(a.id)}`,
  }));
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
    for (const admin of await activeAdmins(db)) {
      if (await markOnce(db, `digest#${pad(admin.id)}`, day, [digestMail(admin.email, forAdmins, 'admin')], now)) digests++;
    }
  }

  await saveCursors(db, { [OPEN_ASSIGNMENTS]: assignmentSlice.next, [OPEN_APPEALS]: appealSlice.next }, now);
  const expiredReferrals = await expireReferrals(db, now);
  const mail = await flushOutbox(db, now);
  logger.info('expiry run', { overdueAssignments: expiredAssignments.length, overdueAppeals: unassigned.length, digests, expiredReferrals, ...mail });
  return { overdueAssignments: expiredAssignments.length, overdueAppeals: unassigned.length, digests, expiredReferrals, mail };
}
