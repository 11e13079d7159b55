import { batchGetItems, keyText } from '../db/batch-get';
import { db } from '../db/service';
import type { AssistanceTypeItem } from '../db/entities/assistance-type.entity';
import type { CommunityItem } from '../db/entities/community.entity';
import type { IdempotencyItem } from '../db/entities/idempotency.entity';
import type { RateLimitItem } from '../db/entities/rate-limit.entity';
import type { RegionItem } from '../db/entities/region.entity';
import type { SettingsItem } from '../db/entities/settings.entity';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { settingsFrom, type AppealSettings } from '../reference/settings';

/** What a submission reads by key before anything is decided. */
export interface SubmissionItems {
  settings: AppealSettings;
  community?: CommunityItem;
  region?: RegionItem;
  idempotency?: IdempotencyItem;
  /** The requested types that exist (retired ones too), by id. */
  types: Map<number, AssistanceTypeItem>;
  /** The address's counters of the given windows that exist, keyed by window. */
  rate: Map<string, RateLimitItem>;
}

type Key = Record<string, unknown>;

/**
 * The settings, the place, the requested types, the idempotency record and the
 * address's rate counters in ONE strongly consistent BatchGetItem (one command where
 * there were four GetItems and a Query). Keys DynamoDB leaves unprocessed under
 * throttling are asked again.
 */
export async function readSubmissionItems(p: {
  communityId: string;
  regionId: number;
  /** At most 20 (the schema's limit), so the batch stays under its 100 keys. */
  typeIds: readonly number[];
  idempotencyKey?: string;
  rate?: { scope: string; windows: readonly string[] };
}): Promise<SubmissionItems> {
  const e = db().entities;
  const keyOf = (params: unknown) => (params as { Key: Key }).Key;
  const keys = {
    settings: keyOf(e.settings.get({ scope: 'appeals' }).params()),
    community: keyOf(e.community.get({ id: p.communityId }).params()),
    region: keyOf(e.region.get({ id: p.regionId }).params()),
    idempotency: p.idempotencyKey ? keyOf(e.idempotency.get({ key: p.idempotencyKey }).params()) : undefined,
    types: [...new Set(p.typeIds)].map((id) => keyOf(e.assistanceType.get({ id }).params())),
    rate: (p.rate?.windows ?? []).map((window) => keyOf(e.rateLimit.get({ scope: p.rate!.scope, window }).params())),
  };
  const found = await batchGetItems(
    { client: dynamo(), table: env().TABLE_NAME },
    [keys.settings, keys.community, keys.region, ...(keys.idempotency ? [keys.idempotency] : []), ...keys.types, ...keys.rate],
    { consistent: true },
  );
  const item = <T>(entity: { parse: (r: { Item: Key }) => unknown }, key: Key | undefined): T | undefined => {
    const raw = key && found.get(keyText(key));
    return raw ? ((entity.parse({ Item: raw }) as { data: T | null }).data ?? undefined) : undefined;
  };
  const rate = new Map<string, RateLimitItem>();
  for (const key of keys.rate) {
    const counter = item<RateLimitItem>(e.rateLimit, key);
    if (counter) rate.set(counter.window, counter);
  }
  const types = new Map<number, AssistanceTypeItem>();
  for (const key of keys.types) {
    const type = item<AssistanceTypeItem>(e.assistanceType, key);
    if (type) types.set(type.id, type);
  }
  return {
    types,
    settings: settingsFrom(item<SettingsItem>(e.settings, keys.settings)),
    community: item<CommunityItem>(e.community, keys.community),
    region: item<RegionItem>(e.region, keys.region),
    idempotency: item<IdempotencyItem>(e.idempotency, keys.idempotency),
    rate,
  };
}
