import { rekeyPhoneHashes } from '../appeals/phone-hash';
import { POST_FEED_LAYOUT, rebuildPostFeed } from '../content/post-feed';
import { EXECUTORS_INDEX_MIGRATION, indexExecutors } from '../db/executors';
import { finishedMigrations, recordMigrationFinished } from '../db/migrations-state';
import { logger } from '../lib/logger';
import { indexActiveAdmins } from '../users/maintenance/admin-index';
import { indexFinishedAppeals } from './maintenance/finished-index';

/**
 * One-off data changes a new version needs on a table written by an older one, run by
 * the jobs function itself after each retention run, so no operator types a command
 * after a deploy. Each is idempotent; one that finishes is written down and never runs
 * again; one that fails (or leaves work behind) runs again at the next schedule. On a
 * new stage each finishes on its first run, having found nothing to change.
 */
interface Migration {
  /** Never renamed: the state item remembers migrations by it. */
  id: string;
  /** True when nothing is left to change. */
  run(): Promise<boolean>;
}

export const MIGRATIONS: readonly Migration[] = [
  // Finished appeals from before the retention index get their index item.
  { id: 'retention-index', run: async () => (await indexFinishedAppeals(), true) },
  // Active admins from before the admins' index get its keys (the alerts read only that index).
  { id: 'active-admins-index', run: async () => (await indexActiveAdmins(), true) },
  // Accounts from before the executors' index get its keys (the distribution reads only that index).
  { id: EXECUTORS_INDEX_MIGRATION, run: async () => (await indexExecutors(), true) },
  // Phone hashes from before the keyed hash lose the plain SHA-256 a copy of the table could reverse.
  { id: 'phone-rekey', run: async () => (await rekeyPhoneHashes()).left === 0 },
  // Posts from before the paged feeds get their feed items; until then the site reads the posts whole.
  { id: `post-feed-v${POST_FEED_LAYOUT}`, run: async () => (await rebuildPostFeed(), true) },
];

/** Once every migration has finished, an instance asks no more. */
let allDone = false;

/** Tests put the state back. */
export function forgetMigrationsState(): void {
  allDone = false;
}

/** Runs every migration not yet finished; answers the ids finished by this run. */
export async function runPendingMigrations(migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  if (allDone) return [];
  const done = await finishedMigrations();
  const finished: string[] = [];
  for (const migration of migrations) {
    if (done[migration.id]) continue;
    try {
      if (!(await migration.run())) continue;
      await recordMigrationFinished(migration.id);
      done[migration.id] = 'now';
      finished.push(migration.id);
      logger.info('migration finished', { migration: migration.id });
    } catch (error) {
      // The next schedule tries again; the retention run before it has already done its work.
      logger.warn('migration failed', { migration: migration.id, errorName: (error as Error).name });
    }
  }
  allDone = migrations.every((m) => done[m.id]);
  return finished;
}
