/**
 * Invoke a domain's handler with a sample event against the local platform:
 *   TABLE_NAME=dosyt-local DYNAMODB_ENDPOINT=http://127.0.0.1:4000 JWT_PRIVATE_JWK="$(cat .data/jwt-signing-key.json)" \
 *     npx tsx events/invoke.ts reference events/apigw-rest/get-health.json
 */
import { readFileSync } from 'node:fs';
import { lambdaContext } from '../infra/local/lambda-context';
import { loadDomain } from '../infra/local/domains';
import type { Domain } from '../infra/routes';

const [domain, eventFile] = process.argv.slice(2);
if (!domain || !eventFile) {
  console.error('usage: npx tsx events/invoke.ts <domain> <event.json>');
  process.exit(2);
}
process.env.AWS_ACCESS_KEY_ID ??= 'local';
process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
const handler = await loadDomain(domain as Domain);
const result = await handler(JSON.parse(readFileSync(eventFile, 'utf8')), lambdaContext(domain), () => undefined);
console.log(JSON.stringify(result, null, 2));
