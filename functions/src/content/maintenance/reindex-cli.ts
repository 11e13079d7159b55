import { reindexContent } from './reindex';

/**
 * Content index repair, once after deploying the documentId and slug indexes on a table
 * that already holds content (idempotent; the local seed writes them already):
 *   TABLE_NAME=<table> [DYNAMODB_ENDPOINT=http://127.0.0.1:4000] npx tsx functions/src/content/maintenance/reindex-cli.ts
 */
reindexContent()
  .then(({ checked, updated }) => console.log(`Content entries: ${checked} checked, ${updated} given their index keys.`))
  .catch((error: Error) => {
    console.error(`Reindex failed: ${error.message}`);
    process.exit(1);
  });
