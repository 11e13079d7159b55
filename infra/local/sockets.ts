import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { APIGatewayProxyResult, Handler } from 'aws-lambda';
import { WebSocketServer, type WebSocket } from 'ws';
import { webSocketRoutes } from '../routes';
import { loadDomain } from './domains';
import { invoke as runInvocation } from './lambda-context';

/**
 * API Gateway WebSocket API, locally: clients connect to /ws/ on the site's
 * origin; $connect / $disconnect / $default events go to the route table's
 * handlers; a management endpoint on loopback answers the `@connections` calls
 * of @aws-sdk/client-apigatewaymanagementapi (POST to send, GET, DELETE).
 */

type RouteKey = '$connect' | '$disconnect' | '$default';
export type SocketHandlerResolver = (routeKey: RouteKey) => Promise<Handler>;

export interface SocketHub {
  /** Base URL to give the management client as its endpoint. */
  managementEndpoint: string;
  connectionCount(): number;
  close(): Promise<void>;
}

const defaultResolver: SocketHandlerResolver = async (routeKey) => {
  const route = webSocketRoutes.find((r) => r.routeKey === routeKey);
  if (!route) throw new Error(`No WebSocket route for ${routeKey}`);
  return loadDomain(route.domain);
};

function socketEvent(routeKey: RouteKey, connectionId: string, req: IncomingMessage, body?: string) {
  const url = new URL(req.url ?? '/ws/', 'http://localhost');
  const query = Object.fromEntries(url.searchParams);
  const eventType = routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE';
  return {
    requestContext: {
      routeKey,
      eventType,
      connectionId,
      domainName: req.headers.host ?? 'localhost',
      stage: 'local',
      apiId: 'local',
      requestId: randomBytes(8).toString('hex'),
      connectedAt: Date.now(),
      requestTimeEpoch: Date.now(),
      identity: { sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '') },
    },
    ...(routeKey === '$connect' ? { queryStringParameters: Object.keys(query).length ? query : null, headers: req.headers } : {}),
    ...(body !== undefined ? { body, isBase64Encoded: false } : {}),
  };
}

export async function attachSockets(server: Server, resolveHandler: SocketHandlerResolver = defaultResolver): Promise<SocketHub> {
  const connections = new Map<string, { ws: WebSocket; connectedAt: number; lastActiveAt: number; sourceIp: string }>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  const invoke = async (routeKey: RouteKey, connectionId: string, req: IncomingMessage, body?: string) => {
    const handler = await resolveHandler(routeKey);
    // The chat function serves the sockets, as in the cloud.
    return (await runInvocation('chat', (context) => handler(socketEvent(routeKey, connectionId, req, body), context, () => undefined))) as
      APIGatewayProxyResult | undefined;
  };

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/ws')) {
      socket.destroy();
      return;
    }
    // A client that resets the connection during the upgrade is its own loss only.
    socket.on('error', () => socket.destroy());
    const connectionId = randomBytes(12).toString('base64url');
    invoke('$connect', connectionId, req)
      .then((result) => {
        const status = result?.statusCode ?? 200;
        if (status >= 300) {
          socket.end(`HTTP/1.1 ${status} Refused\r\nConnection: close\r\n\r\n`);
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          connections.set(connectionId, { ws, connectedAt: Date.now(), lastActiveAt: Date.now(), sourceIp: req.socket.remoteAddress ?? '' });
          ws.on('message', (data) => {
            const entry = connections.get(connectionId);
            if (entry) entry.lastActiveAt = Date.now();
            invoke('$default', connectionId, req, String(data)).catch((error: Error) =>
              console.error(JSON.stringify({ level: 'ERROR', message: 'socket message failed', errorName: error.name })),
            );
          });
          // A bad frame (one past maxPayload, invalid UTF-8) is an 'error' on this socket: ws has
          // already closed it (1009, 1007); without a listener the error would end the whole platform.
          ws.on('error', (error: Error & { code?: string }) => {
            console.error(JSON.stringify({ level: 'WARN', message: 'socket closed on a bad frame', errorName: error.name, code: error.code }));
            ws.terminate();
          });
          ws.on('close', () => {
            connections.delete(connectionId);
            invoke('$disconnect', connectionId, req).catch(() => undefined);
          });
        });
      })
      .catch((error: Error) => {
        console.error(JSON.stringify({ level: 'ERROR', message: 'socket connect failed', errorName: error.name }));
        socket.end('HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\n\r\n');
      });
  });

  // The management API listens on loopback only, on a port of its own.
  const management = createServer((req, res) => {
    const match = /^\/(?:[^/]+\/)?@connections\/([^/?]+)/.exec(req.url ?? '');
    const connectionId = match ? decodeURIComponent(match[1]) : undefined;
    const entry = connectionId ? connections.get(connectionId) : undefined;
    if (!entry) {
      res.writeHead(410, { 'Content-Type': 'application/json', 'x-amzn-ErrorType': 'GoneException' });
      res.end(JSON.stringify({ message: 'Gone' }));
      return;
    }
    if (req.method === 'DELETE') {
      entry.ws.close();
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          connectedAt: new Date(entry.connectedAt).toISOString(),
          lastActiveAt: new Date(entry.lastActiveAt).toISOString(),
          identity: { sourceIp: entry.sourceIp },
        }),
      );
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      entry.ws.send(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((ok) => management.listen(0, '127.0.0.1', () => ok()));
  const address = management.address();
  const managementEndpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    managementEndpoint,
    connectionCount: () => connections.size,
    close: async () => {
      for (const { ws } of connections.values()) ws.terminate();
      connections.clear();
      wss.close();
      management.closeAllConnections();
      await new Promise<void>((ok) => management.close(() => ok()));
    },
  };
}
