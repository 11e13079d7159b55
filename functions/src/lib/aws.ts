import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { awsClientConfig, localCredentials } from './aws-config';
import { env } from './env';

export { awsClientConfig };

/**
 * Module-scope clients, created on first use. Short timeouts and one retry:
 * when the database is unreachable the API answers 503 quickly instead of hanging.
 */
let documentClient: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = env();
    const client = new DynamoDBClient({
      region: AWS_REGION,
      maxAttempts: 2,
      requestHandler: new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: 4000 }),
      ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT, credentials: localCredentials() } : {}),
    });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
    });
  }
  return documentClient;
}

/** Tests point the clients at another endpoint between suites. */
export function resetClients(): void {
  documentClient = undefined;
}
