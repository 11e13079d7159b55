import { BatchWriteCommand, ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { aggregateEntity, COUNTER_ATTRIBUTES, type CounterValues } from '../../db/entities/aggregate.entity';
import { appealSummaryEntity } from '../../db/entities/appeal-summary.entity';
import { assignmentSummaryEntity } from '../../db/entities/assignment-summary.entity';
import { searchEntryEntity } from '../../db/entities/search-entry.entity';
import {
  Deltas,
  appealContribution,
  appealFacts,
  appealSummary,
  assignmentContribution,
  assignmentFacts,
  assignmentSummary,
  kindOf,
  referralContribution,
  referralFacts,
} from '../contributions';
import { appealSearchEntries } from '../search-entries';
import type { StatsDb } from '../stats-db';

/**
 * Admin maintenance, never on a request path: recomputes every aggregate from the
 * appeal, assignment and referral items (a Scan), to compare with the live ones or to
 * replace them after a bug. Uses the same contribution functions as the stream
 * consumer. Run it with the stream consumer paused (disable the event source
 * mapping in the cloud), or writes made meanwhile are counted twice or not at all.
 */

type Item = Record<string, unknown>;

export interface AggregateSet {
  /** 'pk\u0000sk' -> non-zero counter values. */
  counters: Map<string, CounterValues>;
  /** 'pk\u0000sk' -> the index item as stored (without ElectroDB's bookkeeping). */
  summaries: Map<string, Item>;
}

const id = (pk: string, sk: string) => `${pk}\u0000${sk}`;

function nonZero(values: CounterValues): CounterValues | undefined {
  const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== 0)) as CounterValues;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** Stored form of a summary item as a put would write it. */
function stored(params: { Item?: Item }): Item {
  return params.Item ?? {};
}

/** Pure: the aggregates that a set of appeal and assignment items implies. */
export function computeAggregates(items: Iterable<Item>, table = 'rebuild'): AggregateSet {
  const deltas = new Deltas();
  const summaries = new Map<string, Item>();
  const keep = (params: { Item?: Item }) => {
    const row = stored(params);
    summaries.set(id(String(row.pk), String(row.sk)), row);
  };
  for (const item of items) {
    const kind = kindOf(item);
    if (kind === 'appeal') {
      const facts = appealFacts(item);
      deltas.merge(appealContribution(facts));
      const summary = appealSummary(facts);
      if (summary) keep(appealSummaryEntity.put(summary).params({ table }));
      for (const entry of appealSearchEntries(facts)) keep(searchEntryEntity.put(entry).params({ table }));
    } else if (kind === 'assignment') {
      const facts = assignmentFacts(item);
      deltas.merge(assignmentContribution(facts));
      const summary = assignmentSummary(facts);
      if (summary) keep(assignmentSummaryEntity.put(summary).params({ table }));
    } else if (kind === 'referral') {
      deltas.merge(referralContribution(referralFacts(item)));
    }
  }
  const counters = new Map<string, CounterValues>();
  for (const { pk, sk, values } of deltas.entries.values()) {
    const kept = nonZero(values);
    if (kept) counters.set(id(pk, sk), kept);
  }
  return { counters, summaries };
}

async function* scan(db: StatsDb, input: Omit<ScanCommandInput, 'TableName'>): AsyncGenerator<Item> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new ScanCommand({ ...input, TableName: db.table, ExclusiveStartKey }));
    yield* page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of source) out.push(x);
  return out;
}

/** Every appeal, assignment and referral item of the table. */
export function scanSources(db: StatsDb): Promise<Item[]> {
  return collect(
    scan(db, {
      FilterExpression: 'begins_with(pk, :appeal) AND (sk = :sk OR begins_with(sk, :assignment) OR begins_with(sk, :referral))',
      ExpressionAttributeValues: { ':appeal': 'appeal#', ':sk': 'appeal', ':assignment': 'assignment#', ':referral': 'referral#' },
    }),
  );
}

const AGG_ENTITIES = ['aggregate', 'appealSummary', 'assignmentSummary', 'searchEntry'];

/** Every live aggregate item (counters and index items), as stored. */
export async function readLiveAggregates(db: StatsDb): Promise<AggregateSet> {
  const items = await collect(
    scan(db, {
      FilterExpression: 'begins_with(pk, :agg) AND #e IN (:a, :b, :c, :d)',
      ExpressionAttributeNames: { '#e': '__edb_e__' },
      ExpressionAttributeValues: { ':agg': 'agg#', ':a': AGG_ENTITIES[0], ':b': AGG_ENTITIES[1], ':c': AGG_ENTITIES[2], ':d': AGG_ENTITIES[3] },
    }),
  );
  const counters = new Map<string, CounterValues>();
  const summaries = new Map<string, Item>();
  for (const item of items) {
    const key = id(String(item.pk), String(item.sk));
    if (item.__edb_e__ === 'aggregate') {
      const values = Object.fromEntries(COUNTER_ATTRIBUTES.map((a) => [a, Number(item[a] ?? 0)])) as CounterValues;
      const kept = nonZero(values);
      if (kept) counters.set(key, kept);
    } else {
      summaries.set(key, item);
    }
  }
  return { counters, summaries };
}

export interface Difference {
  key: string;
  expected: unknown;
  actual: unknown;
}

const SUMMARY_FIELDS = [
  'id',
  'status_id',
  'statusId',
  'deadlineAt',
  'userId',
  'appealId',
  'children_help',
  'executorIds',
  'assistanceIds',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
];
const summaryShape = (item: Item | undefined) =>
  item ? JSON.stringify(Object.fromEntries(SUMMARY_FIELDS.filter((f) => item[f] !== undefined).map((f) => [f, item[f]]))) : undefined;

/** Where two aggregate sets disagree (empty when equal). */
export function compareAggregates(expected: AggregateSet, actual: AggregateSet): Difference[] {
  const differences: Difference[] = [];
  for (const key of new Set([...expected.counters.keys(), ...actual.counters.keys()])) {
    const e = expected.counters.get(key);
    const a = actual.counters.get(key);
    const same = COUNTER_ATTRIBUTES.every((attr) => (e?.[attr] ?? 0) === (a?.[attr] ?? 0));
    if (!same) differences.push({ key: key.replace('\u0000', ' / '), expected: e, actual: a });
  }
  for (const key of new Set([...expected.summaries.keys(), ...actual.summaries.keys()])) {
    const e = summaryShape(expected.summaries.get(key));
    const a = summaryShape(actual.summaries.get(key));
    if (e !== a) differences.push({ key: key.replace('\u0000', ' / '), expected: e, actual: a });
  }
  return differences;
}

/** Writes a computed set: every counter and index item, by 25-item batches. */
export async function writeAggregates(db: StatsDb, set: AggregateSet, concurrency = 8): Promise<void> {
  const puts: Item[] = [];
  for (const [key, values] of set.counters) {
    const [partition, sortKey] = key.split('\u0000') as [string, string];
    puts.push(stored(aggregateEntity.put({ partition, key: sortKey, ...values }).params({ table: db.table })));
  }
  // A loop, not a spread: a country's index holds millions of items, past the engine's argument limit.
  for (const item of set.summaries.values()) puts.push(item);
  await batchWrite(
    db,
    puts.map((Item) => ({ PutRequest: { Item } })),
    concurrency,
  );
}

type WriteRequest = { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } };

export async function batchWrite(db: StatsDb, requests: WriteRequest[], concurrency = 8): Promise<void> {
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += 25) chunks.push(requests.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let pending: WriteRequest[] | undefined = chunks[next++];
      for (let attempt = 0; pending && pending.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
        const result = await db.client.send(new BatchWriteCommand({ RequestItems: { [db.table]: pending as never } }));
        pending = result.UnprocessedItems?.[db.table] as WriteRequest[] | undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Replaces the live aggregates with ones recomputed from the appeals: live items
 * the appeals no longer imply are deleted, the rest written. Returns what changed.
 */
export async function rebuildAggregates(db: StatsDb): Promise<{ differences: number; written: number; deleted: number }> {
  const expected = computeAggregates(await scanSources(db), db.table);
  const live = await readLiveAggregates(db);
  const differences = compareAggregates(expected, live).length;
  const stale = [...live.counters.keys(), ...live.summaries.keys()].filter((k) => !expected.counters.has(k) && !expected.summaries.has(k));
  await batchWrite(
    db,
    stale.map((k) => {
      const [pk, sk] = k.split('\u0000');
      return { DeleteRequest: { Key: { pk, sk } } };
    }),
  );
  await writeAggregates(db, expected);
  return { differences, written: expected.counters.size + expected.summaries.size, deleted: stale.length };
}
