import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { EXECUTORS_PK, executorKeys, executorRegionPrefix, isExecutor, userEntity } from './entities/user.entity';
import { finishedMigrations } from './migrations-state';
import { queryAll, type TableClient } from './query-all';

/** The jobs migration that backfills the executors' index on an older table (jobs/migrations.ts). */
export const EXECUTORS_INDEX_MIGRATION = 'executors-index';

/** Once the backfill is recorded, an instance asks no more. */
let indexReady = false;

/** Tests put the state back. */
export function forgetExecutorsIndexState(): void {
  indexReady = false;
}

async function indexIsReady(): Promise<boolean> {
  if (!indexReady) indexReady = Boolean((await finishedMigrations())[EXECUTORS_INDEX_MIGRATION]);
  return indexReady;
}

/** What the executors' index answers of each person: what the distribution reads, and the contact fields asked for. */
export interface ExecutorRow {
  id: number;
  roles: string[];
  isActive: boolean;
  emailVerified: boolean;
  workStatus?: boolean;
  assistanceIds: number[];
  regionId?: number;
  communityId?: string;
  openAssignments?: number;
  name?: string;
  last_name?: string;
  email?: string;
}

/** Contact fields a caller may add to the projection: the names a list shows, the address a mail goes to. */
export type ExecutorContactField = 'name' | 'last_name' | 'email';

const FIELDS = ['id', 'roles', 'isActive', 'emailVerified', 'workStatus', 'assistanceIds', 'regionId', 'communityId', 'openAssignments'] as const;

/**
 * The people who can carry appeals, from their sparse index (gsi5 'executors',
 * user.entity.ts): of one region (begins_with on the sort key), or of every region.
 * One Query that reads only them, never deactivated accounts, observers or admins,
 * projected to the distribution's fields and the contact fields asked for. Each item
 * is checked again, so a key left behind by a race never hands an appeal to someone
 * who can no longer carry it. Until the backfill (EXECUTORS_INDEX_MIGRATION) is recorded,
 * on a table an older release wrote, the people come from the user indexes as before
 * (the region's staff, or every account), so no appeal goes unassigned in between.
 */
export async function executors(db: TableClient, options: { regionId?: number; contact?: readonly ExecutorContactField[] } = {}): Promise<ExecutorRow[]> {
  const fields = [...FIELDS, ...(options.contact ?? [])];
  const names = Object.fromEntries(fields.map((f, i) => [`#f${i}`, f]));
  const inRegion = options.regionId !== undefined;
  const projection = Object.keys(names).join(', ');
  let items: Record<string, unknown>[];
  if (await indexIsReady()) {
    items = await queryAll(db, {
      IndexName: 'gsi5',
      KeyConditionExpression: inRegion ? '#pk = :pk AND begins_with(#sk, :region)' : '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi5pk', ...(inRegion ? { '#sk': 'gsi5sk' } : {}), ...names },
      ExpressionAttributeValues: { ':pk': EXECUTORS_PK, ...(inRegion ? { ':region': executorRegionPrefix(options.regionId!) } : {}) },
      ProjectionExpression: projection,
    });
  } else {
    const query = (inRegion ? userEntity.query.byRegion({ regionId: options.regionId! }) : userEntity.query.all({})).params({ table: db.table }) as Parameters<
      typeof queryAll
    >[1];
    items = await queryAll(db, { ...query, ExpressionAttributeNames: { ...query.ExpressionAttributeNames, ...names }, ProjectionExpression: projection });
  }
  return (items as unknown as ExecutorRow[]).filter(
    (u) => Array.isArray(u.roles) && Array.isArray(u.assistanceIds) && isExecutor(u) && (!inRegion || u.regionId === options.regionId),
  );
}

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/**
 * Backfill of the executors' index (gsi5 'executors', user.entity.ts), once after
 * deploying it on a table that already holds accounts: every user item gets the keys
 * while it can carry appeals, loses them otherwise. Idempotent: an item whose keys are
 * already right is not written. Reads every user once (gsi3 'users'): a job's run, not
 * a request's.
 */
export async function indexExecutors(
  db: TableClient = { client: dynamo(), table: env().TABLE_NAME },
): Promise<{ checked: number; executors: number; written: number }> {
  const users = await queryAll(db, userEntity.query.all({}).params({ table: db.table }) as Parameters<typeof queryAll>[1]);
  let executors = 0;
  let written = 0;
  for (const u of users) {
    const keys = executorKeys({
      id: Number(u.id),
      roles: Array.isArray(u.roles) ? (u.roles as string[]) : [],
      isActive: u.isActive === true,
      emailVerified: typeof u.emailVerified === 'boolean' ? u.emailVerified : undefined,
      regionId: typeof u.regionId === 'number' ? u.regionId : undefined,
      assistanceIds: numbers(u.assistanceIds),
    });
    const key = { pk: u.pk, sk: u.sk };
    if ('executorKey' in keys) {
      executors++;
      if (u.gsi5pk === keys.executorKey && u.gsi5sk === keys.executorSort) continue;
      await db.client.send(
        new UpdateCommand({
          TableName: db.table,
          Key: key,
          UpdateExpression: 'SET gsi5pk = :pk, gsi5sk = :sk',
          ExpressionAttributeValues: { ':pk': keys.executorKey, ':sk': keys.executorSort },
        }),
      );
      written++;
    } else if (u.gsi5pk !== undefined || u.gsi5sk !== undefined) {
      await db.client.send(new UpdateCommand({ TableName: db.table, Key: key, UpdateExpression: 'REMOVE gsi5pk, gsi5sk' }));
      written++;
    }
  }
  return { checked: users.length, executors, written };
}
