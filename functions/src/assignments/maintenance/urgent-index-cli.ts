import { reindexUrgentRecords } from './urgent-index';

/**
 * Once after deploying the executor's urgent index (gsi5 of the records) on a table that
 * already holds records (idempotent; records written since get their keys on write):
 *   TABLE_NAME=<table> [DYNAMODB_ENDPOINT=http://127.0.0.1:4000] npx tsx functions/src/assignments/maintenance/urgent-index-cli.ts
 */
reindexUrgentRecords()
  .then(({ checked, updated }) => console.log(`Records: ${checked} checked, ${updated} given or relieved of their urgent index keys.`))
  .catch((error: Error) => {
    console.error(`Urgent reindex failed: ${error.message}`);
    process.exit(1);
  });
