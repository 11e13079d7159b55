/**
 * Writes the benchmark data set straight into the table with BatchWriteItem (25
 * items a request, several requests in flight), bypassing the HTTP API: creating
 * 50,000 appeals through POST /api/appeals would take far longer than the
 * benchmark itself.
 *
 * What is written, all in the platform's own stored form (bench/lib/dataset.ts):
 *   - staff users and their e-mail guards (demo accounts keep their ids and password);
 *   - appeal items and their assignment items (no audit events, reports or
 *     idempotency records: no benchmarked call reads them);
 *   - the id counters (`counter#appeal`, `counter#assignment`, `counter#user`) and
 *     the per-region appeal counters (`appealcount#region#<id>`) the create
 *     transaction keeps;
 *   - every aggregate the stream consumer would have produced, computed with the
 *     stats domain's own rebuild functions (computeAggregates/writeAggregates,
 *     the same contribution functions the consumer applies), so the dashboards,
 *     calendar and notification lists are exactly consistent with the appeals.
 *
 * The local stream poller starts reading at the stream's end, so records of the
 * bulk writes are never applied a second time (see run.ts for the ordering).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { appealCounterEntity } from '@dosyt/functions/db/entities/appeal-counter.entity';
import { db } from '@dosyt/functions/db/service';
import { computeAggregates, writeAggregates } from '@dosyt/functions/stats/maintenance/rebuild';
import { appealItems, openCounts, staffItems, type CommunityRef, type PlannedAppeal, type RegionRef, type Staff, type StoredItem } from './dataset';

export function seedClient(endpoint: string): DynamoDBDocumentClient {
  const raw = new DynamoDBClient({ endpoint, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 10 });
  return DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
}

/** Active regions (with population as weight) and their communities, as the seed wrote them. */
export async function readReference(): Promise<{ regions: RegionRef[]; communities: CommunityRef[] }> {
  const { data: regionItems } = await db().entities.region.query.all({}).go({ pages: 'all' });
  const regions = regionItems
    .filter((r) => r.active)
    .map((r) => ({ id: r.id, name: r.region, population: r.population ?? 500_000 }))
    .sort((a, b) => a.id - b.id);
  const communities: CommunityRef[] = [];
  for (const region of regions) {
    const { data } = await db()
      .entities.community.query.byRegion({ regionId: region.id })
      .go({ pages: 'all', attributes: ['id', 'regionId', 'population'] });
    for (const c of data) communities.push({ id: c.id, regionId: c.regionId, population: c.population ?? 1000 });
  }
  return { regions, communities };
}

export async function batchWriteAll(client: DynamoDBDocumentClient, table: string, items: readonly StoredItem[], concurrency = 6): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const chunk = items.slice(next, next + 25);
      next += 25;
      let pending: unknown[] | undefined = chunk.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; pending && pending.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt)));
        const result: { UnprocessedItems?: Record<string, unknown[]> } = await client.send(
          new BatchWriteCommand({ RequestItems: { [table]: pending as never } }),
        );
        pending = result.UnprocessedItems?.[table];
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

export interface SeedStats {
  appeals: number;
  assignments: number;
  staff: number;
  aggregateItems: number;
  itemsWritten: number;
  ms: { appeals: number; aggregates: number };
}

/**
 * Writes `subset` (appeals and their assignments) plus everything derived from
 * `derivedFrom` (the set that will be in the table once this returns: counters,
 * open counts, aggregates). Call it again with more appeals and the grown set
 * to enlarge the data set: derived items are overwritten with the new totals.
 */
export async function writeDataSet(p: {
  client: DynamoDBDocumentClient;
  table: string;
  staff: Staff[];
  subset: readonly PlannedAppeal[];
  derivedFrom: readonly PlannedAppeal[];
  passwordHash: string;
  concurrency?: number;
  log?: (line: string) => void;
}): Promise<SeedStats> {
  const { client, table } = p;
  const log = p.log ?? (() => undefined);
  const open = openCounts(p.derivedFrom);
  const staffRows = p.staff.flatMap((s) => staffItems(s, open.get(s.id) ?? 0, p.passwordHash, table));

  const t0 = Date.now();
  const rows: StoredItem[] = [];
  for (const planned of p.subset) rows.push(...appealItems(planned, table));
  log(`  writing ${p.subset.length} appeals + ${rows.length - p.subset.length} assignments + ${p.staff.length} staff`);
  await batchWriteAll(client, table, [...staffRows, ...rows], p.concurrency);
  const appealsMs = Date.now() - t0;

  // Counters the create transaction keeps.
  let maxAppeal = 0;
  let maxAssignment = 0;
  for (const { appeal, assignments } of p.derivedFrom) {
    maxAppeal = Math.max(maxAppeal, appeal.id);
    for (const a of assignments) maxAssignment = Math.max(maxAssignment, a.id);
  }
  const maxUser = p.staff.reduce((m, s) => Math.max(m, s.id), 0);
  for (const [kind, value] of [
    ['appeal', maxAppeal],
    ['assignment', maxAssignment],
    ['user', maxUser],
  ] as const) {
    await client.send(new PutCommand({ TableName: table, Item: { pk: `counter#${kind}`, sk: 'counter', value } }));
  }
  const perRegion = new Map<number, { appeals: number; duplicates: number }>();
  for (const { appeal } of p.derivedFrom) {
    const c = perRegion.get(appeal.region_id) ?? { appeals: 0, duplicates: 0 };
    c.appeals++;
    if (appeal.isDuplicate) c.duplicates++;
    perRegion.set(appeal.region_id, c);
  }
  await batchWriteAll(
    client,
    table,
    [...perRegion].map(([regionId, c]) => (appealCounterEntity.put({ regionId, ...c }).params({ table }) as { Item: StoredItem }).Item),
  );

  // Aggregates: the stats domain's rebuild over the whole set, written over any earlier ones.
  const t1 = Date.now();
  const all: StoredItem[] = [];
  for (const planned of p.derivedFrom) all.push(...appealItems(planned, table));
  const aggregates = computeAggregates(all, table);
  const aggregateItems = aggregates.counters.size + aggregates.summaries.size;
  log(`  writing ${aggregateItems} aggregate items (${aggregates.counters.size} counters, ${aggregates.summaries.size} open-index items)`);
  await writeAggregates({ client, table }, aggregates, p.concurrency ?? 6);
  const aggregatesMs = Date.now() - t1;

  return {
    appeals: p.subset.length,
    assignments: rows.length - p.subset.length,
    staff: p.staff.length,
    aggregateItems,
    itemsWritten: staffRows.length + rows.length + perRegion.size + aggregateItems + 3,
    ms: { appeals: appealsMs, aggregates: aggregatesMs },
  };
}
