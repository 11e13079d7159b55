import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ServiceUnavailableError } from '@dosyt/core/errors';
import type { TableClient } from './query-all';

type Key = Record<string, unknown>;
type Item = Record<string, unknown>;

/** A table key as one string: how the answer of batchGetItems is looked up. */
export const keyText = (key: Key): string => `${String(key.pk)}\u0000${String(key.sk)}`;

/** BatchGetItem takes at most 100 keys. */
const MAX_KEYS = 100;
/** Keys still unprocessed after this many calls make the read a 503. */
const MAX_CALLS = 6;

/**
 * The items of these keys (built by the entities, or the data layer's plain items), by
 * keyText: BatchGetItem in hundreds, the keys DynamoDB leaves unprocessed under
 * throttling asked again with back-off. The keys must be distinct.
 */
export async function batchGetItems(table: TableClient, keys: readonly Key[], options: { consistent?: boolean } = {}): Promise<Map<string, Item>> {
  const found = new Map<string, Item>();
  for (let first = 0; first < keys.length; first += MAX_KEYS) {
    let pending: Key[] = keys.slice(first, first + MAX_KEYS);
    for (let call = 0; pending.length > 0; call++) {
      if (call >= MAX_CALLS) throw new ServiceUnavailableError();
      if (call > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** call));
      const out = await table.client.send(
        new BatchGetCommand({ RequestItems: { [table.table]: { Keys: pending, ...(options.consistent ? { ConsistentRead: true } : {}) } } }),
      );
      for (const item of out.Responses?.[table.table] ?? []) found.set(keyText(item), item);
      pending = (out.UnprocessedKeys?.[table.table]?.Keys ?? []) as Key[];
    }
  }
  return found;
}
