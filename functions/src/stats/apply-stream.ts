import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { appealSummaryEntity } from '../db/entities/appeal-summary.entity';
import { assignmentSummaryEntity } from '../db/entities/assignment-summary.entity';
import { searchEntryEntity } from '../db/entities/search-entry.entity';
import { streamMarkerEntity } from '../db/entities/stream-marker.entity';
import { pad } from '../db/keys';
import { logger } from '../lib/logger';
import { appealFacts, appealSummary, assignmentFacts, assignmentSummary, kindOf, recordDeltas, type ItemKind } from './contributions';
import { counterUpdate, defaultStatsDb, transact, type StatsDb } from './stats-db';
import { searchEntryChanges } from './search-entries';
import { becameHighRisk, highRiskMailPuts } from './high-risk-alert';
import { becameUnassigned, unassignedMailPuts } from './unassigned-alert';

/**
 * The stream consumer that keeps the aggregates (docs/decisions.md, 'Counted, not scanned'). For each
 * appeal, assignment or referral record it writes, in ONE transaction:
 *   - a marker keyed by the record's sequence number, on condition it does not exist;
 *   - the counter deltas `contribution(new image) - contribution(old image)`;
 *   - the open-appeal / open-assignment index item (a pure function of the new image).
 * A retried record finds its marker and the whole transaction is cancelled, so a
 * record is counted exactly once however often the batch is redelivered.
 * Records are applied in order and the batch stops at the first failure, which is
 * reported through batchItemFailures, so later records wait for it (an appeal and
 * its assignments share a partition key and hence a stream shard: their order holds).
 */

/** Markers outlive the stream's 24 h retention: a redelivered record always finds its marker. */
const MARKER_TTL_SECONDS = 48 * 3600;
/** DynamoDB allows 100 items per transaction; a marker takes one of them. */
const MAX_TRANSACTION_ITEMS = 100;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

type Image = Record<string, unknown>;

function image(map: Record<string, AttributeValue> | undefined): Image | undefined {
  return map ? (unmarshall(map) as Image) : undefined;
}

function markerPut(db: StatsDb, sequence: string, source: string): TransactItem {
  const params = streamMarkerEntity.put({ sequence, source, expiresAt: Math.floor(Date.now() / 1000) + MARKER_TTL_SECONDS }).params({ table: db.table }) as {
    Item: Record<string, unknown>;
    TableName: string;
  };
  return { Put: { ...params, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/**
 * The open-appeal / open-assignment index item: the summary of the new image, or the
 * removal of the old one when the new image implies none (closed, or deleted).
 */
function summaryWrite<F extends { id: number }, S>(
  before: F | undefined,
  after: F | undefined,
  summaryOf: (facts: F | undefined) => S | undefined,
  write: { put: (summary: S) => unknown; remove: (id: number) => unknown },
): TransactItem[] {
  const id = after?.id ?? before?.id;
  if (id === undefined) return [];
  const summary = summaryOf(after);
  if (summary) return [{ Put: write.put(summary) as TransactItem['Put'] }];
  return [{ Delete: write.remove(id) as TransactItem['Delete'] }];
}

function summaryWrites(db: StatsDb, kind: ItemKind, oldItem: Image | undefined, newItem: Image | undefined): TransactItem[] {
  const table = { table: db.table };
  // A referral has counters only.
  if (kind === 'referral') return [];
  if (kind === 'appeal') {
    return summaryWrite(appealFacts(oldItem), appealFacts(newItem), appealSummary, {
      put: (summary) => appealSummaryEntity.put(summary).params(table),
      remove: (id) => appealSummaryEntity.delete({ appealKey: pad(id) }).params(table),
    });
  }
  return summaryWrite(assignmentFacts(oldItem), assignmentFacts(newItem), assignmentSummary, {
    put: (summary) => assignmentSummaryEntity.put(summary).params(table),
    remove: (id) => assignmentSummaryEntity.delete({ assignmentKey: pad(id) }).params(table),
  });
}

/** The appeal search index: the entries the change adds and the ones it retires (search-entries.ts). */
function searchWrites(db: StatsDb, kind: ItemKind, oldItem: Image | undefined, newItem: Image | undefined): TransactItem[] {
  if (kind !== 'appeal') return [];
  const { put, remove } = searchEntryChanges(appealFacts(oldItem), appealFacts(newItem));
  return [
    ...put.map((e) => ({ Put: searchEntryEntity.put(e).params({ table: db.table }) as TransactItem['Put'] })),
    ...remove.map((e) => ({ Delete: searchEntryEntity.delete({ term: e.term, sort: e.sort }).params({ table: db.table }) as TransactItem['Delete'] })),
  ];
}

/**
 * The admins' mails about an appeal that has just become 'Без виконавця' (unassigned-alert.ts)
 * or high-risk (high-risk-alert.ts).
 */
async function alertWrites(db: StatsDb, kind: ItemKind, oldItem: Image | undefined, newItem: Image | undefined): Promise<TransactItem[]> {
  if (kind !== 'appeal') return [];
  const before = appealFacts(oldItem);
  const after = appealFacts(newItem);
  if (!after) return [];
  return [
    ...(becameUnassigned(before, after) ? await unassignedMailPuts(db, after) : []),
    ...(becameHighRisk(before, after) ? await highRiskMailPuts(db, after) : []),
  ] as TransactItem[];
}

const isMarkerConflict = (error: unknown) => {
  const e = error as { name?: string; CancellationReasons?: Array<{ Code?: string }> };
  return e.name === 'TransactionCanceledException' && e.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';
};

/** Applies one record; 'skipped' when it is not an appeal, assignment or referral, 'duplicate' when already applied. */
export async function applyRecord(db: StatsDb, record: DynamoDBRecord): Promise<'applied' | 'duplicate' | 'skipped'> {
  const change = record.dynamodb;
  const sequence = change?.SequenceNumber;
  const oldItem = image(change?.OldImage as Record<string, AttributeValue> | undefined);
  const newItem = image(change?.NewImage as Record<string, AttributeValue> | undefined);
  const kind = kindOf(newItem ?? oldItem) ?? kindOf(image(change?.Keys as Record<string, AttributeValue> | undefined));
  if (!kind || !sequence) return 'skipped';
  const source = `${String((newItem ?? oldItem)?.pk)}#${String((newItem ?? oldItem)?.sk)}`;

  const updates = recordDeltas(kind, oldItem, newItem)
    .nonZero()
    .map(({ pk, sk, values }) => counterUpdate(db, pk, sk, values));
  const writes: TransactItem[] = [
    ...(await alertWrites(db, kind, oldItem, newItem)),
    ...summaryWrites(db, kind, oldItem, newItem),
    ...updates,
    ...searchWrites(db, kind, oldItem, newItem),
  ];

  // Usually one transaction; an appeal with very many assistance types may need several,
  // each guarded by its own marker, so each part is still applied exactly once.
  const perPart = MAX_TRANSACTION_ITEMS - 1;
  let outcome: 'applied' | 'duplicate' = 'duplicate';
  for (let part = 0; part * perPart < writes.length; part++) {
    const marker = markerPut(db, part === 0 ? sequence : `${sequence}#${part}`, source);
    try {
      await transact(db, [marker, ...writes.slice(part * perPart, (part + 1) * perPart)]);
      outcome = 'applied';
    } catch (error) {
      if (!isMarkerConflict(error)) throw error;
    }
  }
  return outcome;
}

export async function applyStreamBatch(event: DynamoDBStreamEvent, db: StatsDb = defaultStatsDb()): Promise<DynamoDBBatchResponse> {
  let applied = 0;
  let duplicates = 0;
  for (const record of event.Records ?? []) {
    try {
      const outcome = await applyRecord(db, record);
      if (outcome === 'applied') applied++;
      if (outcome === 'duplicate') duplicates++;
    } catch (error) {
      const e = error as Error;
      logger.error('aggregate update failed', { errorName: e.name, errorMessage: e.message, sequenceNumber: record.dynamodb?.SequenceNumber });
      // Everything from this record on is retried, in order.
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  if (applied > 0 || duplicates > 0) logger.debug('aggregates updated', { applied, duplicates });
  return { batchItemFailures: [] };
}

/** The Lambda entry for the stream trigger. */
export const applyStream = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => applyStreamBatch(event);
