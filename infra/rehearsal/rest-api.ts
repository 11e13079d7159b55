import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { DeployedStack, Resolver } from './resolve';
import { referencedId, resourcesOfType, type StackArtifact } from './template';

/**
 * The REST API as its template declares it: the AWS::ApiGateway::Resource tree
 * and Methods, API keys checked against the key and the usage plans of the
 * stage, REST proxy events to the integration's function, answers back as API
 * Gateway writes them (binary media types, minimum compression size).
 */

export interface OriginRequest {
  method: string;
  /** Path without the origin path, e.g. /api/health. */
  path: string;
  query: URLSearchParams;
  headers: Array<[string, string]>;
  body: Buffer;
  sourceIp: string;
}

export interface OriginResponse {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

interface Node {
  part: string;
  children: Node[];
  methods: Map<string, { apiKeyRequired: boolean; functionId?: string; type: string }>;
  path: string;
}

/** Answers API Gateway gives itself, or a failed integration: the requests no function answered. */
export interface GatewayRefusal {
  method: string;
  path: string;
  status: number;
  message: string;
}

export interface RestApiModel {
  apiId: string;
  stage: string;
  binaryMediaTypes: string[];
  minimumCompressionSize?: number;
  root: Node;
  /** Ids of the API keys in a usage plan of this stage, by key value. */
  keys: Map<string, string>;
  refusals: GatewayRefusal[];
}

const FUNCTION_IN_URI = /functions\/(.+)\/invocations$/;

export function buildRestApi(artifact: StackArtifact, stack: DeployedStack, resolver: Resolver, apiLogicalId: string, stageName: string): RestApiModel {
  const apiProps = artifact.template.Resources[apiLogicalId].Properties ?? {};
  const root: Node = { part: '', children: [], methods: new Map(), path: '/' };
  const nodes = new Map<string, Node>();
  const resources = resourcesOfType(artifact, 'AWS::ApiGateway::Resource').filter(([, r]) => referencedId(r.Properties?.RestApiId) === apiLogicalId);
  const nodeOf = (parentRef: unknown): Node | undefined => {
    const v = parentRef as Record<string, unknown>;
    if (v?.['Fn::GetAtt'] && referencedId(v) === apiLogicalId) return root;
    const id = referencedId(v);
    if (!id) return undefined;
    if (nodes.has(id)) return nodes.get(id);
    const entry = resources.find(([rid]) => rid === id);
    if (!entry) return undefined;
    const parent = nodeOf(entry[1].Properties?.ParentId);
    if (!parent) return undefined;
    const part = String(entry[1].Properties?.PathPart);
    const node: Node = { part, children: [], methods: new Map(), path: `${parent.path === '/' ? '' : parent.path}/${part}` };
    parent.children.push(node);
    nodes.set(id, node);
    return node;
  };
  for (const [id] of resources) nodeOf({ Ref: id });

  const functionByArn = new Map<string, string>();
  for (const [id, p] of Object.entries(stack.physical)) if (p.attrs.Arn?.includes(':function:')) functionByArn.set(p.attrs.Arn, id);

  for (const [, method] of resourcesOfType(artifact, 'AWS::ApiGateway::Method')) {
    const props = method.Properties ?? {};
    if (referencedId(props.RestApiId) !== apiLogicalId) continue;
    const resourceRef = props.ResourceId as Record<string, unknown>;
    const node = resourceRef?.['Fn::GetAtt'] ? root : nodes.get(referencedId(resourceRef) ?? '');
    if (!node) continue;
    const integration = (props.Integration ?? {}) as { Type?: string; Uri?: unknown };
    const uri = integration.Uri ? resolver.str(stack, integration.Uri) : '';
    const fnArn = FUNCTION_IN_URI.exec(uri)?.[1];
    node.methods.set(String(props.HttpMethod).toUpperCase(), {
      apiKeyRequired: props.ApiKeyRequired === true || props.ApiKeyRequired === 'true',
      functionId: fnArn ? functionByArn.get(fnArn) : undefined,
      type: String(integration.Type ?? 'MOCK'),
    });
  }

  const apiId = stack.physical[apiLogicalId].ref;
  const keys = new Map<string, string>();
  for (const [planId, plan] of resourcesOfType(artifact, 'AWS::ApiGateway::UsagePlan')) {
    const stages = resolver.resolve(stack, plan.Properties?.ApiStages ?? []) as Array<{ ApiId: string; Stage: string }>;
    if (!stages.some((s) => s.ApiId === apiId && s.Stage === stageName)) continue;
    for (const [, link] of resourcesOfType(artifact, 'AWS::ApiGateway::UsagePlanKey')) {
      if (referencedId(link.Properties?.UsagePlanId) !== planId) continue;
      const keyId = referencedId(link.Properties?.KeyId);
      const key = keyId ? artifact.template.Resources[keyId] : undefined;
      if (!keyId || !key || key.Properties?.Enabled === false) continue;
      keys.set(resolver.str(stack, key.Properties?.Value), stack.physical[keyId].ref);
    }
  }
  return {
    apiId,
    stage: stageName,
    binaryMediaTypes: (apiProps.BinaryMediaTypes as string[] | undefined) ?? [],
    minimumCompressionSize: apiProps.MinimumCompressionSize === undefined ? undefined : Number(apiProps.MinimumCompressionSize),
    root,
    keys,
    refusals: [],
  };
}

/** API Gateway's match: a literal part before a {param}, a {param} before a {proxy+}. */
export function matchResource(root: Node, path: string): { node: Node; params: Record<string, string> } | undefined {
  const parts = path.split('/').filter(Boolean);
  const walk = (node: Node, i: number, params: Record<string, string>): { node: Node; params: Record<string, string> } | undefined => {
    if (i === parts.length) return { node, params };
    const ordered = [
      ...node.children.filter((c) => !c.part.startsWith('{')),
      ...node.children.filter((c) => c.part.startsWith('{') && !c.part.endsWith('+}')),
      ...node.children.filter((c) => c.part.endsWith('+}')),
    ];
    for (const child of ordered) {
      if (child.part.endsWith('+}')) return { node: child, params: { ...params, [child.part.slice(1, -2)]: parts.slice(i).map(decodeURIComponent).join('/') } };
      if (child.part.startsWith('{')) {
        const found = walk(child, i + 1, { ...params, [child.part.slice(1, -1)]: decodeURIComponent(parts[i]) });
        if (found) return found;
      } else if (child.part === parts[i]) {
        const found = walk(child, i + 1, params);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(root, 0, {});
}

const json = (status: number, body: unknown, extra: Array<[string, string]> = []): OriginResponse => ({
  status,
  headers: [['Content-Type', 'application/json'], ['x-amzn-ErrorType', status === 403 ? 'ForbiddenException' : 'InternalServerErrorException'], ...extra],
  body: Buffer.from(JSON.stringify(body)),
});

const isBinary = (contentType: string | undefined, types: string[]) =>
  Boolean(contentType) && types.some((t) => (t.endsWith('/*') ? contentType!.startsWith(t.slice(0, -1)) : contentType!.split(';')[0].trim() === t));

export type Invoker = (functionId: string, event: unknown) => Promise<{ ok: boolean; value?: unknown; error?: { name: string; message: string } }>;

export async function handleRest(api: RestApiModel, request: OriginRequest, invoke: Invoker, domainName: string): Promise<OriginResponse> {
  const match = matchResource(api.root, request.path);
  const method = match?.node.methods.get(request.method) ?? match?.node.methods.get('ANY');
  const refuse = (status: number, message: string) => {
    api.refusals.push({ method: request.method, path: request.path, status, message });
    return json(status, { message });
  };
  if (!match || !method) return refuse(403, 'Missing Authentication Token');
  const header = (name: string) => request.headers.find(([k]) => k.toLowerCase() === name)?.[1];
  const apiKey = header('x-api-key');
  const apiKeyId = apiKey ? api.keys.get(apiKey) : undefined;
  if (method.apiKeyRequired && !apiKeyId) return refuse(403, 'Forbidden');
  if (!method.functionId) return refuse(500, 'Internal server error');

  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (const [k, v] of request.headers) {
    headers[k] = headers[k] === undefined ? v : `${headers[k]},${v}`;
    (multiValueHeaders[k] ??= []).push(v);
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [k, v] of request.query) {
    query[k] = v;
    (multiQuery[k] ??= []).push(v);
  }
  const binaryBody = isBinary(header('content-type'), api.binaryMediaTypes);
  const now = Date.now();
  const event = {
    resource: match.node.path,
    path: request.path,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters: Object.keys(query).length ? query : null,
    multiValueQueryStringParameters: Object.keys(multiQuery).length ? multiQuery : null,
    pathParameters: Object.keys(match.params).length ? match.params : null,
    stageVariables: null,
    body: request.body.length === 0 ? null : binaryBody ? request.body.toString('base64') : request.body.toString('utf8'),
    isBase64Encoded: request.body.length > 0 && binaryBody,
    requestContext: {
      accountId: '000000000000',
      apiId: api.apiId,
      authorizer: null,
      domainName,
      domainPrefix: api.apiId,
      extendedRequestId: randomUUID(),
      httpMethod: request.method,
      path: `/${api.stage}${request.path}`,
      protocol: 'HTTP/1.1',
      requestId: randomUUID(),
      requestTime: new Date(now).toUTCString(),
      requestTimeEpoch: now,
      resourceId: match.node.part || 'root',
      resourcePath: match.node.path,
      stage: api.stage,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: apiKey ?? null,
        apiKeyId: apiKeyId ?? null,
        caller: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: request.sourceIp,
        user: null,
        userAgent: header('user-agent') ?? null,
        userArn: null,
        clientCert: null,
      },
    },
  };
  const result = await invoke(method.functionId, event);
  const answer = result.value as
    | { statusCode?: number; headers?: Record<string, unknown>; multiValueHeaders?: Record<string, unknown[]>; body?: string; isBase64Encoded?: boolean }
    | undefined;
  if (!result.ok || !answer || typeof answer.statusCode !== 'number') {
    api.refusals.push({
      method: request.method,
      path: request.path,
      status: 502,
      message: result.error ? `${result.error.name}: ${result.error.message}`.slice(0, 200) : 'no proxy answer',
    });
    return json(502, { message: 'Internal server error' });
  }
  const out: Array<[string, string]> = [];
  for (const [k, v] of Object.entries(answer.headers ?? {})) out.push([k, String(v)]);
  for (const [k, vs] of Object.entries(answer.multiValueHeaders ?? {}))
    for (const v of vs) if (!out.some(([ok, ov]) => ok === k && ov === String(v))) out.push([k, String(v)]);
  let body = answer.isBase64Encoded ? Buffer.from(answer.body ?? '', 'base64') : Buffer.from(answer.body ?? '', 'utf8');
  const encoded = out.some(([k]) => k.toLowerCase() === 'content-encoding');
  if (api.minimumCompressionSize !== undefined && !encoded && body.length >= api.minimumCompressionSize && /\bgzip\b/.test(header('accept-encoding') ?? '')) {
    body = gzipSync(body);
    out.push(['Content-Encoding', 'gzip']);
  }
  return { status: answer.statusCode, headers: out.filter(([k]) => k.toLowerCase() !== 'content-length'), body };
}
