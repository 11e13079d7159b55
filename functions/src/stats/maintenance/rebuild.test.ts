import { describe, expect, it } from 'vitest';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { writeAggregates, type AggregateSet } from './rebuild';

describe('writeAggregates', () => {
  it('writes an index of a million items (a country-size set) in 25-item batches', async () => {
    const size = 1_000_000;
    const summaries = new Map(Array.from({ length: size }, (_, i) => [`agg#search#phone#${i}\u0000${i}`, { pk: `agg#search#phone#${i}`, sk: String(i) }]));
    const set: AggregateSet = { counters: new Map([['agg#totals\u0000all', { s1: 1 } as never]]), summaries };
    let written = 0;
    let largest = 0;
    const client = {
      send: async (command: { input: { RequestItems: Record<string, unknown[]> } }) => {
        const batch = command.input.RequestItems.stats;
        written += batch.length;
        largest = Math.max(largest, batch.length);
        return {};
      },
    } as unknown as DynamoDBDocumentClient;
    await writeAggregates({ client, table: 'stats' }, set);
    expect(written).toBe(size + 1);
    expect(largest).toBe(25);
  });
});
