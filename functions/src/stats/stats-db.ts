import { BatchGetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { aggregateEntity, COUNTER_ATTRIBUTES, type CounterValues } from '../db/entities/aggregate.entity';
import { queryAll, type TableClient } from '../db/query-all';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

/**
 * Where the stats use-cases read and write: the table and a client. Handlers use
 * the platform's; tests pass a client that records consumed capacity, or another
 * table, without any switch in the use-cases themselves.
 */
export type StatsDb = TableClient;

// Here too for the stats use-cases, which read everything through this module.
export { queryAll };

export const defaultStatsDb = (): StatsDb => ({ client: dynamo(), table: env().TABLE_NAME });

export interface Counter {
  pk: string;
  sk: string;
  values: Required<CounterValues>;
}

export type Key = { pk: string; sk: string };
const keyId = (k: Key) => `${k.pk}\u0000${k.sk}`;

export function counterOf(item: Record<string, unknown> | undefined, key: Key): Counter {
  const values = Object.fromEntries(COUNTER_ATTRIBUTES.map((a) => [a, Number(item?.[a] ?? 0) || 0])) as Required<CounterValues>;
  return { ...key, values };
}

export const keyOf = (k: Key) => keyId(k);

/** Reads items by key in batches of 100, retrying unprocessed keys; missing items are absent from the map. */
export async function batchGet(db: StatsDb, keys: Key[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Map(keys.map((k) => [keyId(k), { pk: k.pk, sk: k.sk }])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Key[] }> | undefined = { [db.table]: { Keys: unique.slice(i, i + 100) } };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      const result = await db.client.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[db.table] ?? []) found.set(keyId(item as Key), item);
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/** Counters for the given keys (zero where no item exists), in the order asked. */
export async function getCounters(db: StatsDb, keys: Key[]): Promise<Counter[]> {
  const found = await batchGet(db, keys);
  return keys.map((k) => counterOf(found.get(keyId(k)), k));
}

/** Counter items of one partition, optionally under a sort-key prefix or range. */
export async function queryCounters(db: StatsDb, pk: string, range: { beginsWith?: string; between?: [string, string] } = {}): Promise<Counter[]> {
  const names: Record<string, string> = { '#pk': 'pk' };
  const values: Record<string, unknown> = { ':pk': pk };
  let condition = '#pk = :pk';
  if (range.beginsWith !== undefined) {
    names['#sk'] = 'sk';
    values[':prefix'] = range.beginsWith;
    condition += ' AND begins_with(#sk, :prefix)';
  } else if (range.between) {
    names['#sk'] = 'sk';
    values[':from'] = range.between[0];
    values[':to'] = range.between[1];
    condition += ' AND #sk BETWEEN :from AND :to';
  }
  const items = await queryAll(db, { KeyConditionExpression: condition, ExpressionAttributeNames: names, ExpressionAttributeValues: values });
  return items.map((item) => counterOf(item, { pk: String(item.pk), sk: String(item.sk) }));
}

/** The ADD update of one counter item, as a transaction element. */
export function counterUpdate(db: StatsDb, pk: string, sk: string, values: CounterValues) {
  const params = aggregateEntity.update({ partition: pk, key: sk }).add(values).params({ table: db.table });
  return { Update: params as NonNullable<NonNullable<TransactWriteCommandInput['TransactItems']>[number]['Update']> };
}

export async function transact(db: StatsDb, items: NonNullable<TransactWriteCommandInput['TransactItems']>): Promise<void> {
  await db.client.send(new TransactWriteCommand({ TransactItems: items }));
}

export const sumStatuses = (values: CounterValues) => (values.s1 ?? 0) + (values.s2 ?? 0) + (values.s3 ?? 0) + (values.s4 ?? 0);

export function addValues(target: Required<CounterValues>, values: CounterValues): Required<CounterValues> {
  for (const attr of COUNTER_ATTRIBUTES) target[attr] += values[attr] ?? 0;
  return target;
}

export const zeroValues = (): Required<CounterValues> => Object.fromEntries(COUNTER_ATTRIBUTES.map((a) => [a, 0])) as Required<CounterValues>;
