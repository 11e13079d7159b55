import { inject } from 'vitest';
import { resetClients } from '@dosyt/functions/lib/aws';
import { resetEnvCache } from '@dosyt/functions/lib/env';
import { resetDb } from '@dosyt/functions/db/service';
import { TABLE_NAME } from '../platform';

/** Lets a test also call use-cases and read the table in-process, against the run's DynamoDB Local. */
Object.assign(process.env, {
  STAGE: 'test',
  TABLE_NAME,
  AWS_REGION: 'eu-central-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
  SES_ENDPOINT: inject('mailEndpoint'),
  JWT_PRIVATE_JWK: inject('jwtPrivateJwk'),
  PUBLIC_URL: inject('platformUrl'),
});
resetEnvCache();
resetClients();
resetDb();
