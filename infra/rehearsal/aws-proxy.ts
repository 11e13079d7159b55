import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, join, normalize } from 'node:path';
import type { Decision, Iam } from './iam';
import { ACCOUNT } from './resolve';
import { InvalidFilterPattern, type FilterRequest, type LogStore } from './log-store';

/**
 * One endpoint for every AWS call the functions make (their SDKs are pointed
 * here with AWS_ENDPOINT_URL_*): it reads the caller from the SigV4 credential
 * (each function's access key id is its logical id), turns the call into IAM
 * requests (action, resource ARN, condition keys), has the function's policies
 * judge them, answers a denial as the service would, and forwards an allowed
 * call to its local stand-in.
 */

export interface TableInfo {
  name: string;
  arn: string;
  partitionKey: string;
  indexes: Record<string, string>;
}

export interface SocketManagement {
  /** The management API of WebSocket API `apiId`: 'gone' when the connection no longer exists. */
  manage(apiId: string, method: string, connectionId: string, body: Buffer): Promise<{ status: number; body?: string }>;
}

export interface SecretsBackend {
  find(secretId: string): { arn: string; name: string; value: string } | undefined;
  put(secretId: string, value: string): boolean;
}

export interface ProxyOptions {
  iam: Iam;
  region: string;
  dynamoEndpoint: string;
  mailEndpoint: string;
  s3Dir: string;
  tables: () => TableInfo[];
  sockets: SocketManagement;
  secrets: SecretsBackend;
  parameter: (name: string) => string | undefined;
  /** CloudWatch Logs: the functions' output (log-store.ts). */
  logs: LogStore;
}

export interface AwsProxy {
  server: Server;
  endpoint: string;
  close(): Promise<void>;
}

interface Call {
  caller: string;
  service: string;
  req: IncomingMessage;
  body: Buffer;
  url: URL;
}

type IamRequest = { action: string; resource: string; context?: Record<string, string | string[]> };

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The access key id and service of a SigV4 `Authorization` header. */
export function credentialOf(authorization: string | undefined): { accessKeyId: string; region: string; service: string } | undefined {
  const match = /Credential=([^/]+)\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request/.exec(authorization ?? '');
  return match ? { accessKeyId: match[1], region: match[2], service: match[3] } : undefined;
}

// ---------------------------------------------------------------- DynamoDB

const names = (expr: string | undefined, attributeNames: Record<string, string> = {}) =>
  (expr ?? '')
    .split(',')
    .map((p) => p.trim().split(/[.[]/)[0])
    .filter(Boolean)
    .map((n) => attributeNames[n] ?? n);

interface DynamoItemRequest {
  TableName?: string;
  IndexName?: string;
  Key?: Record<string, Record<string, unknown>>;
  Item?: Record<string, Record<string, unknown>>;
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, Record<string, unknown>>;
  ProjectionExpression?: string;
  AttributesToGet?: string[];
  Select?: string;
  UpdateExpression?: string;
}

const scalar = (v: Record<string, unknown> | undefined) => (v ? String(v.S ?? v.N ?? v.B ?? '') : undefined);

/** The partition key value a Query's key condition fixes. */
export function queryPartitionValue(request: DynamoItemRequest, partitionKey: string): string | undefined {
  const expr = request.KeyConditionExpression ?? '';
  for (const m of expr.matchAll(/(#?[\w]+)\s*=\s*(:[\w]+)/g)) {
    const name = m[1].startsWith('#') ? request.ExpressionAttributeNames?.[m[1]] : m[1];
    if (name === partitionKey) return scalar(request.ExpressionAttributeValues?.[m[2]]);
  }
  return undefined;
}

/** The IAM request of one DynamoDB item operation, with dynamodb:LeadingKeys, dynamodb:Attributes and dynamodb:Select. */
export function dynamoRequest(action: string, request: DynamoItemRequest, table: TableInfo): IamRequest {
  const resource = request.IndexName ? `${table.arn}/index/${request.IndexName}` : table.arn;
  const partitionKey = request.IndexName ? (table.indexes[request.IndexName] ?? table.partitionKey) : table.partitionKey;
  const context: Record<string, string | string[]> = {};
  const op = action.split(':')[1];
  const leading = op === 'Query' ? queryPartitionValue(request, partitionKey) : scalar(request.Key?.[partitionKey] ?? request.Item?.[partitionKey]);
  if (leading !== undefined) context['dynamodb:LeadingKeys'] = [leading];
  if (['GetItem', 'Query', 'Scan', 'BatchGetItem'].includes(op)) {
    const projected = request.ProjectionExpression ? names(request.ProjectionExpression, request.ExpressionAttributeNames) : request.AttributesToGet;
    if (projected?.length) {
      context['dynamodb:Attributes'] = projected;
      context['dynamodb:Select'] = request.Select ?? 'SPECIFIC_ATTRIBUTES';
    } else context['dynamodb:Select'] = request.Select ?? 'ALL_ATTRIBUTES';
  } else if (op === 'PutItem' && request.Item) {
    context['dynamodb:Attributes'] = Object.keys(request.Item);
  } else if (op === 'UpdateItem') {
    // Attribute names (#name or a bare name), never a value placeholder (:value).
    const updated = [...(request.UpdateExpression ?? '').matchAll(/(#[\w]+|(?<![:#\w])[a-zA-Z_][\w]*\b)(?=\s*(=|,|$|\s+:))/g)]
      .map((m) => (m[1].startsWith('#') ? (request.ExpressionAttributeNames?.[m[1]] ?? m[1]) : m[1]))
      .filter((n) => !/^(SET|REMOVE|ADD|DELETE)$/i.test(n));
    context['dynamodb:Attributes'] = [...new Set([...Object.keys(request.Key ?? {}), ...updated])];
  }
  return { action, resource, context };
}

/** Every IAM request a DynamoDB call makes: one per item of a batch or transaction. */
export function dynamoRequests(target: string, body: Record<string, unknown>, tables: TableInfo[]): IamRequest[] | string {
  const operation = target.split('.')[1] ?? '';
  const table = (name: unknown) => tables.find((t) => t.name === name);
  const one = (action: string, request: DynamoItemRequest) => {
    const t = table(request.TableName);
    return t ? dynamoRequest(action, request, t) : { action, resource: `arn:aws:dynamodb:unknown:${ACCOUNT}:table/${String(request.TableName)}` };
  };
  switch (operation) {
    case 'BatchGetItem':
      return Object.entries(body.RequestItems as Record<string, { Keys: DynamoItemRequest['Key'][] } & DynamoItemRequest>).flatMap(([TableName, r]) =>
        r.Keys.map((Key) => one('dynamodb:BatchGetItem', { ...r, TableName, Key })),
      );
    case 'BatchWriteItem':
      return Object.entries(
        body.RequestItems as Record<string, Array<{ PutRequest?: { Item: DynamoItemRequest['Item'] }; DeleteRequest?: { Key: DynamoItemRequest['Key'] } }>>,
      ).flatMap(([TableName, writes]) => writes.map((w) => one('dynamodb:BatchWriteItem', { TableName, Item: w.PutRequest?.Item, Key: w.DeleteRequest?.Key })));
    case 'TransactWriteItems':
      return (body.TransactItems as Array<Record<string, DynamoItemRequest>>).map((item) => {
        const [kind, request] = Object.entries(item)[0];
        const action = { ConditionCheck: 'ConditionCheckItem', Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem' }[kind] ?? kind;
        return one(`dynamodb:${action}`, request);
      });
    case 'TransactGetItems':
      return (body.TransactItems as Array<{ Get: DynamoItemRequest }>).map((item) => one('dynamodb:GetItem', item.Get));
    case 'GetItem':
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem':
    case 'Query':
    case 'Scan':
    case 'DescribeTable':
      return [one(`dynamodb:${operation}`, body as DynamoItemRequest)];
    default:
      return `dynamodb ${operation} is not stood in by the rehearsal`;
  }
}

// ---------------------------------------------------------------- answers

function sendJson(res: ServerResponse, status: number, body: unknown, contentType = 'application/x-amz-json-1.0', extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': contentType, ...extra });
  res.end(JSON.stringify(body));
}

function sendXml(res: ServerResponse, status: number, xml: string): void {
  res.writeHead(status, { 'Content-Type': 'text/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

const deniedText = (roleArn: string, caller: string, r: IamRequest, decision: Decision) =>
  `User: ${roleArn.replace(':iam::', ':sts::').replace(':role/', ':assumed-role/')}/${caller} is not authorized to perform: ${r.action} on resource: ${r.resource} because ${
    decision === 'ExplicitlyDenied' ? 'of an explicit deny in an identity-based policy' : 'no identity-based policy allows the ' + r.action + ' action'
  }`;

function forward(target: string, call: Call, res: ServerResponse, path = call.url.pathname + call.url.search): void {
  const to = new URL(target);
  const headers: Record<string, string | string[] | undefined> = { ...call.req.headers, host: to.host, 'content-length': String(call.body.length) };
  delete headers['x-rehearsal-host'];
  const upstream = httpRequest({ hostname: to.hostname, port: to.port, method: call.req.method, path, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    if (!res.headersSent) sendJson(res, 502, { message: `stand-in unreachable: ${error.message}` });
  });
  upstream.end(call.body);
}

// ---------------------------------------------------------------- the proxy

export async function startAwsProxy(options: ProxyOptions): Promise<AwsProxy> {
  const { iam, region } = options;
  const roleArn = (caller: string) => iam.principals.get(caller)?.roleArn ?? `arn:aws:iam::${ACCOUNT}:role/unknown`;

  /** Authorizes every request; answers the first denial and returns false. */
  async function allow(call: Call, requests: IamRequest[], deny: (message: string, r: IamRequest) => void): Promise<boolean> {
    for (const r of requests) {
      const decision = await iam.authorize(call.caller, r);
      if (decision !== 'Allowed') {
        deny(deniedText(roleArn(call.caller), call.caller, r, decision), r);
        return false;
      }
    }
    return true;
  }

  async function dynamodb(call: Call, res: ServerResponse) {
    const target = String(call.req.headers['x-amz-target'] ?? '');
    const body = JSON.parse(call.body.toString('utf8') || '{}') as Record<string, unknown>;
    const requests = dynamoRequests(target, body, options.tables());
    if (typeof requests === 'string') return sendJson(res, 400, { __type: 'com.amazon.coral.service#UnknownOperationException', message: requests });
    const ok = await allow(call, requests, (message) => sendJson(res, 400, { __type: 'com.amazon.coral.service#AccessDeniedException', Message: message }));
    if (!ok) return;
    // DynamoDB Local keeps a database per access key and region: every caller reaches the one the table is in.
    call.req.headers.authorization = String(call.req.headers.authorization).replace(/Credential=[^/]+\/(\d{8})\/[^/]+\//, 'Credential=local/$1/eu-central-1/');
    forward(options.dynamoEndpoint, call, res);
  }

  async function ses(call: Call, res: ServerResponse) {
    let from: string | undefined;
    let action = 'ses:SendEmail';
    if (call.url.pathname.startsWith('/v2/')) {
      from = (JSON.parse(call.body.toString('utf8')) as { FromEmailAddress?: string }).FromEmailAddress;
    } else {
      const form = new URLSearchParams(call.body.toString('utf8'));
      action = `ses:${form.get('Action') ?? 'SendEmail'}`;
      from = form.get('Source') ?? undefined;
    }
    const address = /<([^>]+)>/.exec(from ?? '')?.[1] ?? from ?? '';
    const domain = address.split('@')[1] ?? '';
    const context = { 'ses:FromAddress': address };
    // The identity that sends: the address when verified on its own, else its domain. Either granted is enough.
    const byAddress = { action, resource: `arn:aws:ses:${region}:${ACCOUNT}:identity/${address}`, context };
    const byDomain = { action, resource: `arn:aws:ses:${region}:${ACCOUNT}:identity/${domain}`, context };
    const first = await iam.authorize(call.caller, byAddress);
    const decision = first === 'Allowed' ? first : await iam.authorize(call.caller, byDomain);
    if (decision !== 'Allowed') {
      return sendXml(
        res,
        403,
        `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>${escapeXml(
          deniedText(roleArn(call.caller), call.caller, byDomain, decision),
        )}</Message></Error><RequestId>rehearsal</RequestId></ErrorResponse>`,
      );
    }
    forward(options.mailEndpoint, call, res);
  }

  async function s3(call: Call, res: ServerResponse) {
    const host = String(call.req.headers['x-rehearsal-host'] ?? call.req.headers.host ?? '');
    const virtual = /^(.+)\.s3[.-]/.exec(host)?.[1];
    const parts = call.url.pathname.slice(1).split('/');
    const bucket = virtual ?? parts.shift()!;
    const key = decodeURIComponent((virtual ? call.url.pathname.slice(1) : parts.join('/')) || '');
    const action =
      call.req.method === 'PUT'
        ? 's3:PutObject'
        : call.req.method === 'GET'
          ? 's3:GetObject'
          : call.req.method === 'DELETE'
            ? 's3:DeleteObject'
            : `s3:${call.req.method}`;
    const request = { action, resource: `arn:aws:s3:::${bucket}/${key}`, context: { 'aws:SecureTransport': 'true' } };
    const ok = await allow(call, [request], (message) =>
      sendXml(res, 403, `<Error><Code>AccessDenied</Code><Message>${escapeXml(message)}</Message><RequestId>rehearsal</RequestId></Error>`),
    );
    if (!ok) return;
    if (action !== 's3:PutObject')
      return sendXml(res, 501, '<Error><Code>NotImplemented</Code><Message>The rehearsal stands in for PutObject only</Message></Error>');
    const file = normalize(join(options.s3Dir, bucket, key));
    if (!file.startsWith(normalize(options.s3Dir))) return sendXml(res, 400, '<Error><Code>InvalidObjectName</Code></Error>');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, call.body);
    writeFileSync(`${file}.meta.json`, JSON.stringify({ contentType: call.req.headers['content-type'], cacheControl: call.req.headers['cache-control'] }));
    const etag = `"${createHash('md5').update(call.body).digest('hex')}"`;
    res.writeHead(200, { ETag: etag }).end();
  }

  async function executeApi(call: Call, res: ServerResponse) {
    const host = String(call.req.headers['x-rehearsal-host'] ?? '');
    const apiId = host.split('.')[0];
    const match = /^\/([^/]+)\/@connections\/([^/?]+)/.exec(call.url.pathname);
    if (!match) return sendJson(res, 404, { message: 'Not Found' }, 'application/json');
    const [, stage, connectionId] = match;
    const method = call.req.method ?? 'POST';
    const request = {
      action: 'execute-api:ManageConnections',
      resource: `arn:aws:execute-api:${region}:${ACCOUNT}:${apiId}/${stage}/${method}/@connections/${connectionId}`,
    };
    const ok = await allow(call, [request], (message) =>
      sendJson(res, 403, { Message: message }, 'application/json', { 'x-amzn-ErrorType': 'AccessDeniedException' }),
    );
    if (!ok) return;
    const answer = await options.sockets.manage(apiId, method, decodeURIComponent(connectionId), call.body);
    if (answer.status === 410) return sendJson(res, 410, { message: 'Gone' }, 'application/json', { 'x-amzn-ErrorType': 'GoneException' });
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body ?? '');
  }

  async function secretsmanager(call: Call, res: ServerResponse) {
    const operation = String(call.req.headers['x-amz-target'] ?? '').split('.')[1];
    const body = JSON.parse(call.body.toString('utf8') || '{}') as { SecretId?: string; SecretString?: string };
    const secret = options.secrets.find(String(body.SecretId));
    const resource = secret?.arn ?? `arn:aws:secretsmanager:${region}:${ACCOUNT}:secret:${String(body.SecretId)}`;
    const ok = await allow(call, [{ action: `secretsmanager:${operation}`, resource }], (message) =>
      sendJson(res, 400, { __type: 'AccessDeniedException', Message: message }, 'application/x-amz-json-1.1'),
    );
    if (!ok) return;
    if (!secret)
      return sendJson(
        res,
        400,
        { __type: 'ResourceNotFoundException', Message: "Secrets Manager can't find the specified secret." },
        'application/x-amz-json-1.1',
      );
    if (operation === 'GetSecretValue') {
      return sendJson(
        res,
        200,
        {
          ARN: secret.arn,
          Name: secret.name,
          SecretString: secret.value,
          VersionId: 'rehearsal',
          VersionStages: ['AWSCURRENT'],
          CreatedDate: Date.now() / 1000,
        },
        'application/x-amz-json-1.1',
      );
    }
    if (operation === 'PutSecretValue' && typeof body.SecretString === 'string') {
      options.secrets.put(secret.arn, body.SecretString);
      return sendJson(res, 200, { ARN: secret.arn, Name: secret.name, VersionId: 'rehearsal', VersionStages: ['AWSCURRENT'] }, 'application/x-amz-json-1.1');
    }
    sendJson(res, 400, { __type: 'InvalidRequestException', Message: `${operation} is not stood in by the rehearsal` }, 'application/x-amz-json-1.1');
  }

  async function ssm(call: Call, res: ServerResponse) {
    const operation = String(call.req.headers['x-amz-target'] ?? '').split('.')[1];
    const body = JSON.parse(call.body.toString('utf8') || '{}') as { Name?: string };
    const name = String(body.Name);
    const resource = `arn:aws:ssm:${region}:${ACCOUNT}:parameter/${name.replace(/^\//, '')}`;
    const ok = await allow(call, [{ action: `ssm:${operation}`, resource }], (message) =>
      sendJson(res, 400, { __type: 'AccessDeniedException', message }, 'application/x-amz-json-1.1'),
    );
    if (!ok) return;
    const value = options.parameter(name);
    if (value === undefined) return sendJson(res, 400, { __type: 'ParameterNotFound' }, 'application/x-amz-json-1.1');
    sendJson(res, 200, { Parameter: { Name: name, Type: 'String', Value: value, Version: 1, ARN: resource } }, 'application/x-amz-json-1.1');
  }

  async function logs(call: Call, res: ServerResponse) {
    const operation = String(call.req.headers['x-amz-target'] ?? '').split('.')[1];
    const body = JSON.parse(call.body.toString('utf8') || '{}') as FilterRequest & { logGroupIdentifier?: string };
    const group = body.logGroupName ?? body.logGroupIdentifier ?? '';
    const resource = group.startsWith('arn:') ? group : `arn:aws:logs:${region}:${ACCOUNT}:log-group:${group}:*`;
    const ok = await allow(call, [{ action: `logs:${operation}`, resource }], (message) =>
      sendJson(res, 400, { __type: 'AccessDeniedException', message }, 'application/x-amz-json-1.1'),
    );
    if (!ok) return;
    if (operation !== 'FilterLogEvents') {
      return sendJson(
        res,
        400,
        { __type: 'InvalidOperationException', message: `${operation} is not stood in by the rehearsal` },
        'application/x-amz-json-1.1',
      );
    }
    try {
      sendJson(res, 200, { ...options.logs.filter({ ...body, logGroupName: group }), searchedLogStreams: [] }, 'application/x-amz-json-1.1');
    } catch (error) {
      if (!(error instanceof InvalidFilterPattern)) throw error;
      sendJson(res, 400, { __type: 'InvalidParameterException', message: error.message }, 'application/x-amz-json-1.1');
    }
  }

  const services: Record<string, (call: Call, res: ServerResponse) => Promise<void>> = {
    dynamodb,
    ses,
    email: ses,
    s3,
    'execute-api': executeApi,
    secretsmanager,
    ssm,
    logs,
  };

  const server = createServer((req, res) => {
    void (async () => {
      const credential = credentialOf(req.headers.authorization);
      const url = new URL(req.url ?? '/', 'http://proxy');
      const body = await readBody(req);
      if (!credential) {
        return sendJson(res, 403, { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' }, 'application/json');
      }
      const handler = services[credential.service];
      if (!handler) {
        iam.decisions.push({
          principal: credential.accessKeyId,
          action: `${credential.service}:*`,
          resource: '(not stood in)',
          decision: 'ImplicitlyDenied',
          by: 'code',
        });
        return sendJson(
          res,
          400,
          { __type: 'UnrecognizedClientException', message: `the rehearsal has no stand-in for ${credential.service}` },
          'application/json',
        );
      }
      await handler({ caller: credential.accessKeyId, service: credential.service, req, body, url }, res);
    })().catch((error: Error) => {
      if (!res.headersSent) sendJson(res, 500, { __type: 'InternalFailure', message: error.message }, 'application/json');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
