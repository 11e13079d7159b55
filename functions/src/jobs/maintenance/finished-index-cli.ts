import { indexFinishedAppeals } from './finished-index';

/**
 * Retention index backfill, once after deploying the retention job on a table that
 * already holds finished appeals (idempotent):
 *   TABLE_NAME=<table> [DYNAMODB_ENDPOINT=http://127.0.0.1:4000] npx tsx functions/src/jobs/maintenance/finished-index-cli.ts
 */
indexFinishedAppeals()
  .then(({ checked, indexed }) => console.log(`Appeals: ${checked} checked, ${indexed} finished ones in the retention index.`))
  .catch((error: Error) => {
    console.error(`Backfill failed: ${error.message}`);
    process.exit(1);
  });
