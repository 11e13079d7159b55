import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { resetClients, dynamo } from '@dosyt/functions/lib/aws';
import { resetEnvCache } from '@dosyt/functions/lib/env';
import { resetDb } from '@dosyt/functions/db/service';
import { ensureTable, startDynamoDbLocal, type DynamoDbLocal } from '../../local/dynamodb-local';
import { freePort } from '../../local/free-port';

export interface LocalTable {
  endpoint: string;
  tableName: string;
  /** Every item of the table (a test's view; no function scans). */
  scan(): Promise<Array<Record<string, any>>>;
  stop(): Promise<void>;
}

/**
 * A DynamoDB Local of the test's own with the stage's table, reached the way a deploy-time
 * step reaches a local endpoint: the SDK's standard AWS_ENDPOINT_URL_DYNAMODB.
 */
export async function startLocalTable(tableName = 'dosyt-cloud-test'): Promise<LocalTable> {
  const local: DynamoDbLocal = await startDynamoDbLocal({ port: await freePort() });
  await ensureTable(local.endpoint, tableName);
  Object.assign(process.env, {
    STAGE: 'cloud',
    TABLE_NAME: tableName,
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: local.endpoint,
  });
  delete process.env.DYNAMODB_ENDPOINT;
  resetEnvCache();
  resetClients();
  resetDb();
  return {
    endpoint: local.endpoint,
    tableName,
    scan: async () => {
      const items: Array<Record<string, any>> = [];
      let start: Record<string, any> | undefined;
      do {
        const page = await dynamo().send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start, ConsistentRead: true }));
        items.push(...(page.Items ?? []));
        start = page.LastEvaluatedKey;
      } while (start);
      return items;
    },
    stop: () => local.stop(),
  };
}
