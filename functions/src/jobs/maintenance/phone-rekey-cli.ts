import { rekeyPhoneHashes } from '../../appeals/phone-hash';

/**
 * The one-off re-key of appeals' phone hashes from the plain SHA-256 to the keyed
 * hash (functions/src/appeals/phone-hash.ts), once after deploying the keyed hash on
 * a table that holds appeals; idempotent, and safe to run again until it says done.
 * It needs the follow-up pepper the appeals function uses, here from the environment
 * (cloud: the data stack's FollowUpPepperArn secret, read into this shell only):
 *   TABLE_NAME=<table> FOLLOW_UP_PEPPER="$(aws secretsmanager get-secret-value --secret-id <FollowUpPepperArn> --query SecretString --output text)" \
 *     npx tsx functions/src/jobs/maintenance/phone-rekey-cli.ts
 * Locally: TABLE_NAME=<table> DYNAMODB_ENDPOINT=http://127.0.0.1:4000 npx tsx …
 */
// Without the stage's pepper the local one would be used, and every re-keyed hash would be wrong.
if (!process.env.FOLLOW_UP_PEPPER && !process.env.DYNAMODB_ENDPOINT) {
  console.error("Set FOLLOW_UP_PEPPER to the stage's follow-up pepper (see the comment above).");
  process.exit(1);
}

rekeyPhoneHashes()
  .then(({ checked, rekeyed, left }) =>
    console.log(
      `Appeals: ${checked} checked, ${rekeyed} re-keyed, ${left} changed meanwhile. ${left === 0 ? 'Done: the plain hash is no longer read.' : 'Run it again.'}`,
    ),
  )
  .catch((error: Error) => {
    console.error(`Re-key failed: ${error.message}`);
    process.exit(1);
  });
