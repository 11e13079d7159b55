import { createHash } from 'node:crypto';
import { BatchGetCommand, BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ASSISTANCE_TYPES } from '@dosyt/core/assistance/assistance';
import { COMMUNITY_COUNT_KEY } from '../../db/community-count';
import { ensureCounterAtLeast } from '../../db/counters';
import { appealStatusEntity } from '../../db/entities/appeal-status.entity';
import { assistanceTypeEntity } from '../../db/entities/assistance-type.entity';
import { communityEntity } from '../../db/entities/community.entity';
import { contentEntryEntity } from '../../db/entities/content-entry.entity';
import { partnerServiceEntity } from '../../db/entities/partner-service.entity';
import { regionEntity } from '../../db/entities/region.entity';
import { securitySettingsEntity } from '../../db/entities/security-settings.entity';
import { settingsEntity } from '../../db/entities/settings.entity';
import { dynamo } from '../../lib/aws';
import { env } from '../../lib/env';
import { contentSkeleton } from './content-skeleton';
import { NATIONAL_LINES } from '@dosyt/core/referral/national-lines';
import { assistanceTypeRecords, communityRecords, regionRecords, statusRecords } from './reference-data';

/**
 * The reference data every stage needs, written the same way by the cloud's deploy (a
 * CloudFormation custom resource, infra/cloud/custom-resources/reference-seed.ts) and by
 * the local runtime: regions and communities (KATOTTG), appeal statuses, assistance types,
 * the default settings and the public site's content skeleton.
 *
 * Two kinds of item, so a deploy never undoes an admin's work:
 * - **owned by the seed** (no admin screen edits them): statuses, communities, the
 *   community count and each region's codifier data. A changed data file is applied:
 *   an item that differs from the data is rewritten. A region's `active` flag is the
 *   admin's (Регіони) and is carried over.
 * - **written only when missing** (an admin edits them): assistance types, the appeal
 *   and security settings, the content skeleton (sections and categories), the national
 *   help lines of the referral directory.
 * Nothing else is touched: no appeal, user, session or mail. Counters are only raised.
 * An unchanged item is not written again, so a second run writes nothing and puts no
 * record on the table's stream.
 */

export type SeedItem = Record<string, unknown> & { pk: string; sk: string };

interface Planned {
  item: SeedItem;
  rule: 'seed-owned' | 'if-missing';
  /** Attributes of a seed-owned item that stay as stored (an admin's to change). */
  keep?: readonly string[];
}

/** The partitions the seed reads and writes (IAM dynamodb:LeadingKeys of the cloud's seeding function). */
export const SEED_PARTITIONS = [
  'region#*',
  'community#*',
  'meta#communities',
  'status',
  'assistance',
  'counter#assistance',
  'settings',
  'content#*',
  'service#*',
  'meta#seed',
] as const;

/** The marker of the data version last applied. */
export const SEED_MARKER = { pk: 'meta#seed', sk: 'reference-data' } as const;

/** When the skeleton's entries count as published (the public API hides drafts). */
const SKELETON_PUBLISHED_AT = '2024-09-01T09:00:00.000Z';

/** When the national lines count as added (fixed, so the seed's version does not move). */
const NATIONAL_SERVICES_ADDED_AT = '2026-12-01T00:00:00.000Z';

/** Set at write time; not part of what the seed compares or versions. */
const VOLATILE = new Set(['createdAt', 'updatedAt']);

type PutParams = { Item: SeedItem };
const itemOf = (params: unknown): SeedItem => (params as PutParams).Item;

/** Every item the seed wants, as stored (ElectroDB's keys and identity attributes included). */
export function plannedItems(table: string): Planned[] {
  const communities = communityRecords();
  return [
    ...regionRecords().map((r): Planned => ({ item: itemOf(regionEntity.put(r).params({ table })), rule: 'seed-owned', keep: ['active'] })),
    ...communities.map((c): Planned => ({ item: itemOf(communityEntity.put(c).params({ table })), rule: 'seed-owned' })),
    { item: { ...COMMUNITY_COUNT_KEY, value: communities.length }, rule: 'seed-owned' },
    ...statusRecords().map((s): Planned => ({ item: itemOf(appealStatusEntity.put(s).params({ table })), rule: 'seed-owned' })),
    ...assistanceTypeRecords().map((t): Planned => ({ item: itemOf(assistanceTypeEntity.put(t).params({ table })), rule: 'if-missing' })),
    { item: itemOf(settingsEntity.put({ scope: 'appeals' }).params({ table })), rule: 'if-missing' },
    { item: itemOf(securitySettingsEntity.put({}).params({ table })), rule: 'if-missing' },
    ...NATIONAL_LINES.map((s): Planned => ({
      item: itemOf(
        partnerServiceEntity
          .put({
            ...s,
            phones: [...s.phones],
            regionKey: 'all',
            isPublic: true,
            acceptsReferrals: false,
            active: true,
            referralCount: 0,
            createdAt: NATIONAL_SERVICES_ADDED_AT,
          })
          .params({ table }),
      ),
      rule: 'if-missing',
    })),
    ...contentSkeleton().map((e): Planned => ({
      item: itemOf(
        contentEntryEntity
          .put({
            collection: e.collection,
            id: e.id,
            documentId: e.documentId,
            fields: e.fields,
            slug: String(e.fields.slug ?? ''),
            publishedAt: SKELETON_PUBLISHED_AT,
          })
          .params({ table }),
      ),
      rule: 'if-missing',
    })),
  ];
}

/** An item's attributes in a fixed order, without undefined values and the write-time ones. */
function canonical(item: Record<string, unknown>): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value instanceof Set) return [...value].sort().map(sorted);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
          .sort()
          .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return JSON.stringify(sorted(Object.fromEntries(Object.entries(item).filter(([k]) => !VOLATILE.has(k)))));
}

/**
 * The version of the seed: a hash of every item it would write. It changes with the data
 * files and with the code that shapes the items; the cloud passes it to the custom
 * resource, so a deploy with other data runs the seed again.
 */
export function seedDataVersion(): string {
  const hash = createHash('sha256');
  for (const { item, rule, keep } of plannedItems('dosyt')) hash.update(`${rule}:${(keep ?? []).join(',')}:${canonical(item)}\n`);
  return hash.digest('hex').slice(0, 32);
}

const keyOf = (item: { pk: string; sk: string }) => `${item.pk}\u0000${item.sk}`;

/** Runs `work` over `items` with at most `limit` at a time. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The stored items among `keys` (BatchGetItem, 100 a call, unprocessed keys asked again). */
async function storedItems(table: string, keys: Array<{ pk: string; sk: string }>): Promise<Map<string, SeedItem>> {
  const found = new Map<string, SeedItem>();
  await inPool(chunks(keys, 100), 4, async (chunk) => {
    let request: Record<string, { Keys: Array<Record<string, unknown>> }> | undefined = { [table]: { Keys: chunk.map(({ pk, sk }) => ({ pk, sk })) } };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      if (attempt > 0) await pause(Math.min(1000, 50 * 2 ** attempt));
      const result = await dynamo().send(new BatchGetCommand({ RequestItems: request, ConsistentRead: true } as never));
      for (const item of (result.Responses?.[table] ?? []) as SeedItem[]) found.set(keyOf(item), item);
      request = result.UnprocessedKeys as typeof request;
    }
  });
  return found;
}

/** Writes `items` (BatchWriteItem, 25 a call, unprocessed items sent again). */
async function writeAll(table: string, items: SeedItem[]): Promise<void> {
  await inPool(chunks(items, 25), 4, async (chunk) => {
    let request: Record<string, Array<{ PutRequest: { Item: SeedItem } }>> | undefined = { [table]: chunk.map((Item) => ({ PutRequest: { Item } })) };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      if (attempt > 0) await pause(Math.min(1000, 50 * 2 ** attempt));
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: request }));
      request = result.UnprocessedItems as typeof request;
    }
  });
}

/** Puts each item unless one with its key exists (an admin's item is never replaced, not even in a race). */
async function writeIfMissing(table: string, items: SeedItem[]): Promise<number> {
  let written = 0;
  await inPool(items, 4, async (Item) => {
    try {
      await dynamo().send(new PutCommand({ TableName: table, Item, ConditionExpression: 'attribute_not_exists(pk)' }));
      written++;
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  });
  return written;
}

export interface SeedResult {
  version: string;
  /** Items written: new ones, and seed-owned ones whose data changed. */
  written: number;
  /** Seed-owned items already as the data says. */
  unchanged: number;
  /** Items an admin may have edited, left as they are. */
  kept: number;
}

/**
 * Brings the table's reference data up to this version of the seed (see above). With
 * `skipWhenCurrent` (the local runtime's every start) a table whose marker already names
 * this version is left unread; the cloud runs it only when the version changed.
 */
export async function seedReferenceData(options: { skipWhenCurrent?: boolean } = {}): Promise<SeedResult> {
  const table = env().TABLE_NAME;
  const version = seedDataVersion();
  const marker = async () => (await dynamo().send(new GetCommand({ TableName: table, Key: SEED_MARKER, ConsistentRead: true }))).Item;
  if (options.skipWhenCurrent && (await marker())?.version === version) return { version, written: 0, unchanged: 0, kept: 0 };
  const plan = plannedItems(table);
  const stored = await storedItems(
    table,
    plan.map((p) => p.item),
  );

  const changed: SeedItem[] = [];
  const missing: SeedItem[] = [];
  let unchanged = 0;
  let kept = 0;
  for (const { item, rule, keep } of plan) {
    const current = stored.get(keyOf(item));
    if (!current) {
      (rule === 'if-missing' ? missing : changed).push(item);
    } else if (rule === 'if-missing') {
      kept++;
    } else {
      const wanted = { ...item, ...Object.fromEntries((keep ?? []).filter((k) => k in current).map((k) => [k, current[k]])) };
      if (canonical(wanted) === canonical(current)) unchanged++;
      else changed.push(wanted);
    }
  }
  await writeAll(table, changed);
  const written = changed.length + (await writeIfMissing(table, missing));
  kept += missing.length - (written - changed.length);
  // Ids of types an admin adds later continue after the seeded ones.
  await ensureCounterAtLeast('assistance', Math.max(...ASSISTANCE_TYPES.map((t) => t.id)));

  if ((await marker())?.version !== version) {
    await dynamo().send(new PutCommand({ TableName: table, Item: { ...SEED_MARKER, version, appliedAt: new Date().toISOString() } }));
  }
  return { version, written, unchanged, kept };
}
