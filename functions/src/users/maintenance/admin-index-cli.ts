import { indexActiveAdmins } from './admin-index';

/**
 * Active admins' index backfill, once after deploying it on a table that already
 * holds accounts (idempotent):
 *   TABLE_NAME=<table> [DYNAMODB_ENDPOINT=http://127.0.0.1:4000] npx tsx functions/src/users/maintenance/admin-index-cli.ts
 */
indexActiveAdmins()
  .then(({ checked, admins }) => console.log(`Users: ${checked} checked, ${admins} active admins in the index.`))
  .catch((error: Error) => {
    console.error(`Backfill failed: ${error.message}`);
    process.exit(1);
  });
