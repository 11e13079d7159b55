import { ApiGatewayManagementApiClient, DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { env } from './env';

/**
 * The WebSocket management API (`@connections`): the same client in the cloud
 * and locally, where the gateway's loopback endpoint answers it. Clients are
 * kept per endpoint, since a restarted local gateway gets a new one.
 */
const clients = new Map<string, ApiGatewayManagementApiClient>();

const isLoopback = (endpoint: string) => /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(endpoint);

/** Where to send: the configured endpoint, else the API the event came through. */
export function socketEndpoint(requestContext?: { domainName?: string; stage?: string }): string {
  const configured = env().SOCKET_ENDPOINT;
  if (configured) return configured;
  if (requestContext?.domainName && requestContext.stage) return `https://${requestContext.domainName}/${requestContext.stage}`;
  throw new Error('No WebSocket management endpoint configured');
}

function client(endpoint: string): ApiGatewayManagementApiClient {
  let c = clients.get(endpoint);
  if (!c) {
    c = new ApiGatewayManagementApiClient({
      region: env().AWS_REGION,
      endpoint,
      maxAttempts: 2,
      requestHandler: new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: 3000 }),
      // The local emulation signs nothing; in the cloud the function's role signs.
      ...(isLoopback(endpoint) ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
    clients.set(endpoint, c);
  }
  return c;
}

const encoder = new TextEncoder();

/** Sends one JSON frame. 'gone' means the connection no longer exists and its record should go. */
export async function postToConnection(endpoint: string, connectionId: string, frame: unknown): Promise<'sent' | 'gone'> {
  try {
    await client(endpoint).send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: encoder.encode(JSON.stringify(frame)) }));
    return 'sent';
  } catch (error) {
    if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') return 'gone';
    throw error;
  }
}

/** Closes a connection from the server side; one already gone is fine. */
export async function deleteConnection(endpoint: string, connectionId: string): Promise<void> {
  try {
    await client(endpoint).send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!(error instanceof GoneException || (error as { name?: string }).name === 'GoneException')) throw error;
  }
}
