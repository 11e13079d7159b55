import { defaultStatsDb } from '../stats-db';
import { compareAggregates, computeAggregates, readLiveAggregates, rebuildAggregates, scanSources } from './rebuild';

/**
 * Aggregate repair, from a shell with the table's configuration in the environment:
 *   TABLE_NAME=dosyt-local DYNAMODB_ENDPOINT=http://127.0.0.1:4000 npx tsx functions/src/stats/maintenance/rebuild-cli.ts --check
 *   ... rebuild-cli.ts --write      (pause the stream consumer first)
 * --check lists the differences between the live aggregates and the appeals and exits 1 if any.
 */
async function main(): Promise<void> {
  const mode = process.argv.includes('--write') ? 'write' : 'check';
  const db = defaultStatsDb();
  if (mode === 'check') {
    const differences = compareAggregates(computeAggregates(await scanSources(db), db.table), await readLiveAggregates(db));
    for (const d of differences.slice(0, 50)) console.log(JSON.stringify(d));
    console.log(differences.length === 0 ? 'Aggregates match the appeals.' : `${differences.length} aggregate items differ.`);
    process.exitCode = differences.length === 0 ? 0 : 1;
    return;
  }
  const result = await rebuildAggregates(db);
  console.log(`Rebuilt: ${result.differences} differed, ${result.written} written, ${result.deleted} deleted.`);
}

main().catch((error: Error) => {
  console.error(`Rebuild failed: ${error.message}`);
  process.exit(1);
});
