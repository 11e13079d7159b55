import { ApiGatewayManagementApiClient, GetConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startGateway, type Gateway } from './gateway';

/**
 * The WebSocket emulation end to end: a client connects to /ws/, the $connect,
 * $default and $disconnect events reach the handler, and the handler answers
 * through the real management API client.
 */
describe('local WebSocket API', () => {
  let gateway: Gateway;
  const seen: Array<{ routeKey: string; connectionId: string; body?: string; token?: string }> = [];
  let management: ApiGatewayManagementApiClient;

  beforeAll(async () => {
    gateway = await startGateway({
      port: 0,
      socketResolver: async () => async (event: any) => {
        const { routeKey, connectionId } = event.requestContext;
        seen.push({ routeKey, connectionId, body: event.body, token: event.queryStringParameters?.token });
        if (routeKey === '$connect' && event.queryStringParameters?.token !== 'letmein') return { statusCode: 401 };
        if (routeKey === '$default') {
          await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(`echo:${event.body}`) }));
        }
        return { statusCode: 200 };
      },
    });
    management = new ApiGatewayManagementApiClient({
      endpoint: gateway.sockets.managementEndpoint,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });

  afterAll(async () => {
    await gateway.close();
  });

  const wsUrl = (query: string) => `${gateway.url.replace('http', 'ws')}/ws/?${query}`;

  it('delivers $connect with the query, $default messages, and posts back through @connections', async () => {
    const ws = new WebSocket(wsUrl('token=letmein'));
    await new Promise((ok, fail) => ws.once('open', ok).once('error', fail));
    const reply = new Promise<string>((ok) => ws.once('message', (data) => ok(String(data))));
    ws.send('hello');
    expect(await reply).toBe('echo:hello');

    const connect = seen.find((e) => e.routeKey === '$connect' && e.token === 'letmein');
    expect(connect?.connectionId).toBeTruthy();
    const info = await management.send(new GetConnectionCommand({ ConnectionId: connect!.connectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);

    ws.close();
    await expect.poll(() => seen.some((e) => e.routeKey === '$disconnect' && e.connectionId === connect!.connectionId)).toBe(true);
  });

  it('refuses the upgrade when $connect answers 401', async () => {
    const ws = new WebSocket(wsUrl('token=wrong'));
    const outcome = await new Promise<string>((ok) => {
      ws.once('open', () => ok('open'));
      ws.once('unexpected-response', (_req, res) => ok(`refused ${res.statusCode}`));
      ws.once('error', () => ok('error'));
    });
    expect(outcome).toBe('refused 401');
  });

  it('closes a socket that sends an oversized frame (1009) and keeps the platform: a new socket still echoes', async () => {
    // Act: one frame past the 64 KiB limit
    const big = new WebSocket(wsUrl('token=letmein'));
    await new Promise((ok, fail) => big.once('open', ok).once('error', fail));
    const closed = new Promise<number>((ok) => big.once('close', (code) => ok(code)));
    big.on('error', () => undefined);
    big.send('x'.repeat(70 * 1024));

    // Assess
    expect(await closed).toBe(1009);
    const ws = new WebSocket(wsUrl('token=letmein'));
    await new Promise((ok, fail) => ws.once('open', ok).once('error', fail));
    const reply = new Promise<string>((ok) => ws.once('message', (data) => ok(String(data))));
    ws.send('still here');
    expect(await reply).toBe('echo:still here');
    ws.close();
    expect((await fetch(`${gateway.url}/ws-not-a-page`)).status).toBeLessThan(500);
  });

  it('answers 410 Gone for a connection that no longer exists', async () => {
    await expect(management.send(new PostToConnectionCommand({ ConnectionId: 'gone-connection', Data: new TextEncoder().encode('x') }))).rejects.toMatchObject({
      name: 'GoneException',
    });
  });
});
