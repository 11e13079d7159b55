import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { MIGRATIONS_STATE_KEY } from '../db/migrations-state';
import { forgetMigrationsState, MIGRATIONS, runPendingMigrations } from './migrations';

/** The jobs function's one-off migrations, against DynamoDB Local (ids of their own per test: the table is shared). */

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const doneAt = async (id: string) =>
  ((await dynamo().send(new GetCommand({ TableName: env().TABLE_NAME, Key: MIGRATIONS_STATE_KEY, ConsistentRead: true }))).Item?.done ?? {})[id];

beforeEach(forgetMigrationsState);

describe('pending migrations', () => {
  it('runs a migration until it finishes, then never again', async () => {
    const id = unique('finishes-second-time');
    let runs = 0;
    const migration = { id, run: async () => ++runs >= 2 };

    expect(await runPendingMigrations([migration])).toEqual([]);
    expect(await doneAt(id)).toBeUndefined();
    expect(await runPendingMigrations([migration])).toEqual([id]);
    expect(await doneAt(id)).toEqual(expect.any(String));
    forgetMigrationsState();
    expect(await runPendingMigrations([migration])).toEqual([]);
    expect(runs).toBe(2);
  });

  it('goes on past a failing migration and tries it again at the next run', async () => {
    const failing = unique('fails-once');
    const other = unique('other');
    let failures = 0;
    const migrations = [
      {
        id: failing,
        run: async () => {
          if (failures++ === 0) throw new Error('throttled');
          return true;
        },
      },
      { id: other, run: async () => true },
    ];

    expect(await runPendingMigrations(migrations)).toEqual([other]);
    expect(await runPendingMigrations(migrations)).toEqual([failing]);
    expect([await doneAt(failing), await doneAt(other)]).toEqual([expect.any(String), expect.any(String)]);
  });

  it('names each migration once (the state item remembers them by id)', () => {
    const ids = MIGRATIONS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['retention-index', 'active-admins-index', 'executors-index', 'phone-rekey', 'post-feed-v1']));
  });
});
