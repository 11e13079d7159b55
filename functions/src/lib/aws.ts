import { Agent } from 'node:http';
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
    const { DYNAMODB_ENDPOINT, AWS_REGION, DYNAMODB_REQUEST_TIMEOUT_MS } = env();
    const client = new DynamoDBClient({
      region: AWS_REGION,
      maxAttempts: 2,
      // The connection timeout also runs while a request waits for a free socket: with the default pool
      // of 50, a burst of requests in one process (the local runtime serves every request in one) was
      // refused with 503 while the database was healthy. DynamoDB Local is plain HTTP; the cloud's HTTPS
      // pool keeps its default (one request per Lambda instance at a time).
      // throwOnRequestTimeout: without it this version of the SDK's HTTP handler only logs a warning when
      // the request timeout passes and keeps waiting (requests in flight while DynamoDB Local restarted
      // waited 15 s and more for it).
      requestHandler: new NodeHttpHandler({
        connectionTimeout: 1000,
        requestTimeout: DYNAMODB_REQUEST_TIMEOUT_MS ?? 4000,
        throwOnRequestTimeout: true,
        httpAgent: new Agent({ keepAlive: true, maxSockets: 1024 }),
      }),
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
