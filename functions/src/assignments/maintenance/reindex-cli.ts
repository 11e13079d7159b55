import { reindexAssignments } from './reindex';

/**
 * Once after deploying the history's community index (gsi4) on a table that already
 * holds assignments (idempotent; new and changed records get the keys on write):
 *   TABLE_NAME=<table> [DYNAMODB_ENDPOINT=http://127.0.0.1:4000] npx tsx functions/src/assignments/maintenance/reindex-cli.ts
 */
reindexAssignments()
  .then(({ checked, updated }) => console.log(`Assignments: ${checked} checked, ${updated} given their community index keys.`))
  .catch((error: Error) => {
    console.error(`Reindex failed: ${error.message}`);
    process.exit(1);
  });
