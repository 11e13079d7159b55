import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SocketManagement } from './aws-proxy';
import type { DeployedStack, Resolver } from './resolve';
import type { Invoker } from './rest-api';
import { referencedId, resourcesOfType, type StackArtifact } from './template';

/**
 * The WebSocket API as its template declares it: routes ($connect,
 * $disconnect, $default and any by the route selection expression) to their
 * integrations' functions, the API key on routes that require one, and the
 * management API (`@connections`) the functions call through the AWS proxy.
 */

interface Route {
  key: string;
  functionId?: string;
  apiKeyRequired: boolean;
}

export interface SocketApiModel {
  apiId: string;
  stage: string;
  selection?: string;
  routes: Map<string, Route>;
  keys: Map<string, string>;
}

export function buildSocketApi(artifact: StackArtifact, stack: DeployedStack, resolver: Resolver, apiLogicalId: string): SocketApiModel {
  const api = artifact.template.Resources[apiLogicalId].Properties ?? {};
  const functionByArn = new Map<string, string>();
  for (const [id, p] of Object.entries(stack.physical)) if (p.attrs.Arn?.includes(':function:')) functionByArn.set(p.attrs.Arn, id);
  const integrations = new Map<string, string | undefined>();
  for (const [id, integration] of resourcesOfType(artifact, 'AWS::ApiGatewayV2::Integration')) {
    if (referencedId(integration.Properties?.ApiId) !== apiLogicalId) continue;
    const uri = resolver.str(stack, integration.Properties?.IntegrationUri ?? '');
    integrations.set(id, functionByArn.get(/functions\/(.+)\/invocations$/.exec(uri)?.[1] ?? ''));
  }
  const routes = new Map<string, Route>();
  for (const [, route] of resourcesOfType(artifact, 'AWS::ApiGatewayV2::Route')) {
    const props = route.Properties ?? {};
    if (referencedId(props.ApiId) !== apiLogicalId) continue;
    const target = resolver.str(stack, props.Target ?? '');
    const integrationId = [...integrations.keys()].find((id) => target === `integrations/${stack.physical[id]?.ref}`);
    routes.set(String(props.RouteKey), {
      key: String(props.RouteKey),
      functionId: integrationId ? integrations.get(integrationId) : undefined,
      apiKeyRequired: props.ApiKeyRequired === true || props.ApiKeyRequired === 'true',
    });
  }
  const stageResource = resourcesOfType(artifact, 'AWS::ApiGatewayV2::Stage').find(([, s]) => referencedId(s.Properties?.ApiId) === apiLogicalId);
  const stage = String(stageResource?.[1].Properties?.StageName ?? '$default');
  const apiId = stack.physical[apiLogicalId].ref;
  const keys = new Map<string, string>();
  for (const [planId, plan] of resourcesOfType(artifact, 'AWS::ApiGateway::UsagePlan')) {
    const stages = resolver.resolve(stack, plan.Properties?.ApiStages ?? []) as Array<{ ApiId: string; Stage: string }>;
    if (!stages.some((s) => s.ApiId === apiId && s.Stage === stage)) continue;
    for (const [, link] of resourcesOfType(artifact, 'AWS::ApiGateway::UsagePlanKey')) {
      if (referencedId(link.Properties?.UsagePlanId) !== planId) continue;
      const keyId = referencedId(link.Properties?.KeyId);
      const key = keyId ? artifact.template.Resources[keyId] : undefined;
      if (keyId && key && key.Properties?.Enabled !== false) keys.set(resolver.str(stack, key.Properties?.Value), stack.physical[keyId].ref);
    }
  }
  return { apiId, stage, selection: api.RouteSelectionExpression as string | undefined, routes, keys };
}

interface Connection {
  ws: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent?: string;
}

export class SocketApi implements SocketManagement {
  private readonly connections = new Map<string, Connection>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 128 * 1024 });
  readonly refused: Array<{ status: number; reason: string }> = [];

  constructor(
    private model: SocketApiModel,
    private readonly invoke: Invoker,
    private readonly region: string,
  ) {}

  /** A redeployed API (new id, new functions) takes the place of the old; its connections are dropped. */
  replace(model: SocketApiModel): void {
    for (const c of this.connections.values()) c.ws.terminate();
    this.connections.clear();
    this.model = model;
  }

  get stageName(): string {
    return this.model.stage;
  }

  get domainName(): string {
    return `${this.model.apiId}.execute-api.${this.region}.amazonaws.com`;
  }

  private event(
    routeKey: string,
    connectionId: string,
    headers: Array<[string, string]>,
    query: URLSearchParams,
    sourceIp: string,
    apiKeyId: string | undefined,
    body?: string,
  ) {
    const eventType = routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE';
    const header = Object.fromEntries(headers);
    const multi: Record<string, string[]> = {};
    for (const [k, v] of headers) (multi[k] ??= []).push(v);
    const q = Object.fromEntries(query);
    return {
      requestContext: {
        routeKey,
        eventType,
        messageDirection: 'IN',
        connectionId,
        domainName: this.domainName,
        stage: this.model.stage,
        apiId: this.model.apiId,
        requestId: randomUUID(),
        extendedRequestId: randomUUID(),
        connectedAt: this.connections.get(connectionId)?.connectedAt ?? Date.now(),
        requestTimeEpoch: Date.now(),
        identity: { sourceIp, userAgent: header['User-Agent'] ?? header['user-agent'], ...(apiKeyId ? { apiKeyId } : {}) },
      },
      ...(routeKey === '$connect' ? { headers: header, multiValueHeaders: multi, queryStringParameters: Object.keys(q).length ? q : undefined } : {}),
      ...(body !== undefined ? { body, isBase64Encoded: false } : {}),
    };
  }

  /** An upgrade CloudFront passed on to the API (headers as the origin receives them). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, originHeaders: Array<[string, string]>, query: URLSearchParams, sourceIp: string): void {
    const connect = this.model.routes.get('$connect');
    const apiKey = originHeaders.find(([k]) => k.toLowerCase() === 'x-api-key')?.[1];
    const apiKeyId = apiKey ? this.model.keys.get(apiKey) : undefined;
    const refuse = (status: number, reason: string) => {
      this.refused.push({ status, reason });
      socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    if (connect?.apiKeyRequired && !apiKeyId) return refuse(403, 'Forbidden');
    const connectionId = randomBytes(12).toString('base64url').slice(0, 14) + '=';
    const accepted = connect?.functionId
      ? this.invoke(connect.functionId, this.event('$connect', connectionId, originHeaders, query, sourceIp, apiKeyId))
      : Promise.resolve({ ok: true, value: { statusCode: 200 } });
    void accepted.then((result) => {
      const status = (result.value as { statusCode?: number } | undefined)?.statusCode ?? (result.ok ? 200 : 500);
      if (!result.ok || status >= 300) return refuse(result.ok ? status : 500, result.ok ? 'Refused' : 'Internal Server Error');
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        this.connections.set(connectionId, { ws, connectedAt: Date.now(), lastActiveAt: Date.now(), sourceIp, userAgent: req.headers['user-agent'] });
        ws.on('message', (data) => {
          const c = this.connections.get(connectionId);
          if (c) c.lastActiveAt = Date.now();
          const text = String(data);
          const route = this.selectRoute(text);
          if (route?.functionId) void this.invoke(route.functionId, this.event(route.key, connectionId, originHeaders, query, sourceIp, apiKeyId, text));
        });
        ws.on('close', () => {
          if (!this.connections.delete(connectionId)) return;
          const disconnect = this.model.routes.get('$disconnect');
          if (disconnect?.functionId)
            void this.invoke(disconnect.functionId, this.event('$disconnect', connectionId, originHeaders, query, sourceIp, apiKeyId));
        });
      });
    });
  }

  private selectRoute(body: string): Route | undefined {
    const field = /^\$request\.body\.(.+)$/.exec(this.model.selection ?? '')?.[1];
    if (field) {
      try {
        const value = field.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], JSON.parse(body));
        if (typeof value === 'string' && this.model.routes.has(value)) return this.model.routes.get(value);
      } catch {
        /* not JSON: $default */
      }
    }
    return this.model.routes.get('$default');
  }

  async manage(apiId: string, method: string, connectionId: string, body: Buffer): Promise<{ status: number; body?: string }> {
    const c = apiId === this.model.apiId ? this.connections.get(connectionId) : undefined;
    if (!c) return { status: 410 };
    if (method === 'DELETE') {
      c.ws.close();
      return { status: 204 };
    }
    if (method === 'GET') {
      return {
        status: 200,
        body: JSON.stringify({
          connectedAt: new Date(c.connectedAt).toISOString(),
          lastActiveAt: new Date(c.lastActiveAt).toISOString(),
          identity: { sourceIp: c.sourceIp, userAgent: c.userAgent },
        }),
      };
    }
    await new Promise<void>((ok) => c.ws.send(body.toString('utf8'), () => ok()));
    return { status: 200 };
  }

  close(): void {
    for (const c of this.connections.values()) c.ws.terminate();
    this.connections.clear();
    this.wss.close();
  }
}
