import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { WhereAttributeSymbol } from 'electrodb';
import { ServiceUnavailableError } from '@dosyt/core/errors';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { db } from './service';
import { queryAll } from './query-all';
import { KEYS } from './table';
import { appealEntity, type AppealItem } from './entities/appeal.entity';
import { assignmentEntity, type AssignmentItem } from './entities/assignment.entity';
import { auditEventEntity, type AuditEventItem } from './entities/audit-event.entity';
import { reportEntity, type ReportItem } from './entities/report.entity';
import { followUpMessageEntity, type FollowUpMessageItem } from './entities/follow-up-message.entity';
import { referralEntity, type ReferralItem } from './entities/referral.entity';

/** Everything of one appeal: one Query of its partition. */
export interface AppealPartition {
  appeal: AppealItem;
  assignments: AssignmentItem[];
  reports: ReportItem[];
  events: AuditEventItem[];
  /** Messages with the person (/status), oldest first. */
  messages: FollowUpMessageItem[];
  /** Referrals to partner services, oldest first. */
  referrals: ReferralItem[];
}

/** The appeal item's table key, as its entity builds it, for the raw writes that need it (anonymisation, the phone re-key). */
export const appealKey = (appealId: number): { pk: string; sk: string } =>
  db().entities.appeal.get({ id: appealId }).params<{ Key: { pk: string; sk: string } }>().Key;

/** The partition the appeal shares with its assignments, reports, events, messages and referrals. */
export const appealPartitionKey = (appealId: number): string => appealKey(appealId).pk;

/**
 * Each entity takes only its own items of the partition: ElectroDB checks the entity
 * name and version it wrote on every item (`parse` ignores them unless told not to).
 */
const OWN_ITEMS = { ignoreOwnership: false } as const;

/** Reads the appeal, its assignments, reports and audit events in one strongly consistent Query. */
export async function loadAppealPartition(appealId: number): Promise<AppealPartition | null> {
  const Items = await queryAll(
    { client: dynamo(), table: env().TABLE_NAME },
    {
      KeyConditionExpression: `${KEYS.partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': appealPartitionKey(appealId) },
      ConsistentRead: true,
    },
  );

  const [appeal] = appealEntity.parse({ Items }, OWN_ITEMS).data;
  if (!appeal) return null;
  return {
    appeal,
    assignments: assignmentEntity.parse({ Items }, OWN_ITEMS).data.sort((a, b) => a.id - b.id),
    reports: reportEntity.parse({ Items }, OWN_ITEMS).data.sort((a, b) => a.date.localeCompare(b.date)),
    events: auditEventEntity.parse({ Items }, OWN_ITEMS).data.sort((a, b) => a.at.localeCompare(b.at) || a.eventId.localeCompare(b.eventId)),
    messages: followUpMessageEntity.parse({ Items }, OWN_ITEMS).data.sort((a, b) => a.id.localeCompare(b.id)),
    referrals: referralEntity.parse({ Items }, OWN_ITEMS).data.sort((a, b) => a.id.localeCompare(b.id)),
  };
}

export async function getAppealItem(appealId: number): Promise<AppealItem | null> {
  const { data } = await db().entities.appeal.get({ id: appealId }).go({ consistent: true });
  return data;
}

export async function batchGetAppeals(ids: readonly number[]): Promise<Map<number, AppealItem>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.appeal.get(unique.map((id) => ({ id })))
    .go();
  return new Map(data.map((a) => [a.id, a]));
}

type Service = ReturnType<typeof db>;
type WriteBuilder = Parameters<Service['transaction']['write']>[0];

/** The `where` of an optimistic write: the stored item still has the version it was read with. */
export const atVersion =
  (version: number) =>
  (a: { version: WhereAttributeSymbol<number> }, op: { eq: <T, S extends WhereAttributeSymbol<T>>(attr: S, value: T) => string }): string =>
    op.eq(a.version, version);

/** A transaction DynamoDB refused; `codes[i]` is the reason for the i-th item ('None' if it was fine). */
export class TransactionCanceled extends Error {
  constructor(readonly codes: string[]) {
    super(`transaction canceled: ${codes.join(',')}`);
    this.name = 'TransactionCanceled';
  }

  failedAt(index: number): boolean {
    return this.codes[index] === 'ConditionalCheckFailed';
  }
}

const MAX_CONFLICT_ATTEMPTS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes all items or none. A conflict with another transaction on the same items
 * (TransactionConflict) is retried with jittered back-off; a failed condition is
 * the caller's business and comes back as TransactionCanceled.
 */
export async function transactWrite(build: WriteBuilder, extra: readonly TransactItem[] = []): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const codes = await (extra.length > 0 ? sendWithExtra(build, extra) : goCodes(build));
    if (!codes) return;
    if (!codes.includes('TransactionConflict') || codes.includes('ConditionalCheckFailed')) throw new TransactionCanceled(codes);
    if (attempt >= MAX_CONFLICT_ATTEMPTS) {
      logger.warn('transaction conflict persisted', { attempts: attempt });
      throw new ServiceUnavailableError('Сервер зараз перевантажений. Спробуйте ще раз за хвилину');
    }
    await sleep(10 * 2 ** attempt + Math.random() * 40 * attempt);
  }
}

/** Plain items (the mail outbox has no entity) added after the entities' ones. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The reasons per item when the transaction was canceled, undefined when it was written. */
async function goCodes(build: WriteBuilder): Promise<string[] | undefined> {
  const result = await db().transaction.write(build).go();
  return result.canceled ? (result.data as Array<{ code?: string }>).map((d) => d.code ?? 'None') : undefined;
}

async function sendWithExtra(build: WriteBuilder, extra: readonly TransactItem[]): Promise<string[] | undefined> {
  return sendForReasons(db().transaction.write(build).params(), extra);
}

/**
 * Sends a transaction's items with plain ones added (the mail outbox), all or none. A
 * canceled transaction comes back as its reasons per item, undefined when written.
 */
export async function sendForReasons(params: { TransactItems?: unknown[] }, extra: readonly TransactItem[]): Promise<string[] | undefined> {
  try {
    await dynamo().send(new TransactWriteCommand({ ...params, TransactItems: [...(params.TransactItems ?? []), ...extra] as TransactItem[] }));
    return undefined;
  } catch (error) {
    const e = error as { name?: string; CancellationReasons?: Array<{ Code?: string }> };
    if (e.name !== 'TransactionCanceledException' || !e.CancellationReasons) throw error;
    return e.CancellationReasons.map((r) => r.Code ?? 'None');
  }
}

/** ElectroDB wraps SDK errors; a failed ConditionExpression outside a transaction looks like this. */
export function isConditionFailure(error: unknown): boolean {
  const e = error as { name?: string; cause?: { name?: string }; message?: string };
  return (
    e?.name === 'ConditionalCheckFailedException' ||
    e?.cause?.name === 'ConditionalCheckFailedException' ||
    /conditional request failed/i.test(e?.message ?? '')
  );
}
