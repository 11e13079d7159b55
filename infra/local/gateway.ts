import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentPageFor, htmlFileFor } from '@dosyt/core/site/static-pages';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { API_MIN_COMPRESSION_BYTES, compileRoutes, httpRoutes, matchRoute, type Domain } from '../routes';
import { loadDomain } from './domains';
import { invoke } from './lambda-context';
import { attachSockets, type SocketHandlerResolver, type SocketHub } from './sockets';
import { clientHost, localBindHost } from './bind-host';
import { pageRenderer, type PageRenderer } from './page-renderer';
import { SECURITY_HEADERS } from '../security-headers';

/**
 * The local stand-in for API Gateway + CloudFront: one origin that turns HTTP
 * requests into REST API proxy events for the same handlers the cloud runs,
 * serves the built SPA (each pre-rendered public page its own HTML, other client
 * routes the app shell), and hosts /ws/.
 */

const compiled = compileRoutes(httpRoutes);
const MAX_REQUEST_BYTES = 1024 * 1024;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/** The one header set CloudFront's response-headers policy also sends (infra/security-headers.ts). */
export { SECURITY_HEADERS };

export interface GatewayOptions {
  port: number;
  host?: string;
  /** The built SPA; when absent only the API is served. */
  webDist?: string;
  /** Extra static folders by URL prefix (uploaded media). */
  staticMounts?: Record<string, string>;
  /** Tests may answer the WebSocket routes with handlers of their own. */
  socketResolver?: SocketHandlerResolver;
}

export interface Gateway {
  server: Server;
  url: string;
  sockets: SocketHub;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolveBody(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function clientIp(req: IncomingMessage): string {
  // Behind nothing locally: the socket address is the client, as API Gateway's sourceIp is.
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

export function toProxyEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  resource: string,
  pathParameters: Record<string, string> | null,
): APIGatewayProxyEvent {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    const value = req.rawHeaders[i + 1];
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) {
    query[k] = v;
    (multiQuery[k] ??= []).push(v);
  }
  const isText = body.length === 0 || /json|text|x-www-form-urlencoded/i.test(req.headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    resource,
    path: url.pathname,
    httpMethod: req.method ?? 'GET',
    headers,
    multiValueHeaders,
    queryStringParameters: Object.keys(query).length ? query : null,
    multiValueQueryStringParameters: Object.keys(multiQuery).length ? multiQuery : null,
    pathParameters,
    stageVariables: null,
    body: body.length === 0 ? null : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: null,
      protocol: `HTTP/${req.httpVersion}`,
      httpMethod: req.method ?? 'GET',
      path: `/local${url.pathname}`,
      stage: 'local',
      requestId: randomUUID(),
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: resource,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: clientIp(req),
        user: null,
        userAgent: req.headers['user-agent'] ?? null,
        userArn: null,
      },
    },
  };
}

function sendJson(res: ServerResponse, statusCode: number, body: unknown): void {
  res.writeHead(statusCode, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** As the REST API with a minimum compression size: gzip when the client accepts it and the answer is big enough. */
function writeResult(req: IncomingMessage, res: ServerResponse, result: APIGatewayProxyResult): void {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  for (const [k, v] of Object.entries(result.multiValueHeaders ?? {})) headers[k] = v.map(String);
  let body = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body ?? '', 'utf8');
  const encoded = Object.keys(headers).some((name) => name.toLowerCase() === 'content-encoding');
  if (!encoded && body.byteLength >= API_MIN_COMPRESSION_BYTES && /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
    headers['Content-Encoding'] = 'gzip';
  }
  res.writeHead(result.statusCode, headers);
  res.end(body);
}

/**
 * API Gateway's part: match the route, hand the function its proxy event, answer what it
 * answers. The request's log line is the function's own (functions/src/lib/http-handler.ts),
 * as in the cloud, where the gateway writes none.
 */
async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const match = matchRoute(compiled, req.method ?? 'GET', url.pathname);
  let domain: Domain | undefined;
  try {
    if (!match) return sendJson(res, 404, { statusCode: 404, message: 'Маршрут не знайдено' });
    if (match === 'method-not-allowed') return sendJson(res, 405, { statusCode: 405, message: 'Метод не підтримується' });
    const body = await readBody(req);
    if (body === 'too-large') return sendJson(res, 413, { statusCode: 413, message: 'Запит завеликий' });
    domain = match.route.domain;
    const handler = await loadDomain(domain);
    const event = toProxyEvent(req, url, body, match.route.path, match.pathParameters);
    const result = (await invoke(domain, (context) => handler(event, context, () => undefined))) as APIGatewayProxyResult;
    writeResult(req, res, result);
  } catch (error) {
    console.error(JSON.stringify({ level: 'ERROR', message: 'handler crashed', domain, errorName: (error as Error).name }));
    if (!res.headersSent) sendJson(res, 502, { statusCode: 502, message: 'Помилка шлюзу' });
  }
}

function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, root: string, fallback: boolean): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  const file = normalize(join(root, pathname));
  if (!file.startsWith(resolve(root))) return false;
  let target = existsSync(file) && statSync(file).isFile() ? file : undefined;
  // Client routes (no file extension) get their pre-rendered page or the app shell; a missing asset is a real 404.
  if (!target && fallback && !extname(pathname)) {
    target = join(root, htmlFileFor(pathname));
    if (!existsSync(target)) target = join(root, 'index.html'); // a build from before the pre-rendered pages
  }
  if (!target || !existsSync(target)) return false;
  const isHtml = target.endsWith('.html');
  res.writeHead(200, {
    'Content-Type': MIME[extname(target)] ?? 'application/octet-stream',
    'Cache-Control': isHtml ? 'no-cache' : pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(target).pipe(res);
  return true;
}

/** A content page (landing, post) rendered with the content as it is now; the built page when it cannot be. */
async function serveContentPage(req: IncomingMessage, res: ServerResponse, url: URL, renderer: PageRenderer, webDist: string): Promise<void> {
  const html = await renderer.html(url.pathname);
  if (html === undefined) {
    if (!serveStatic(req, res, url, webDist, true)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Не знайдено');
    }
    return;
  }
  res.writeHead(200, { 'Content-Type': MIME['.html']!, 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : html);
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const host = options.host ?? localBindHost();
  let origin = '';
  const renderer = options.webDist ? pageRenderer(options.webDist, () => origin) : undefined;
  const server = createServer((req, res) => {
    // Every answer, /api included, as CloudFront sends them.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      void handleApi(req, res, url);
      return;
    }
    for (const [prefix, dir] of Object.entries(options.staticMounts ?? {})) {
      if (url.pathname.startsWith(prefix)) {
        const inner = new URL(url.pathname.slice(prefix.length - 1), url);
        if (serveStatic(req, res, inner, dir, false)) return;
      }
    }
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (renderer && options.webDist && read && contentPageFor(url.pathname)) {
      void serveContentPage(req, res, url, renderer, options.webDist);
      return;
    }
    if (options.webDist && read && serveStatic(req, res, url, options.webDist, true)) return;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(options.webDist ? 'Не знайдено' : 'Веб-застосунок не зібрано: виконайте npm run build -w web');
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const sockets = await attachSockets(server, options.socketResolver);
  // The renderer reads the content from this very gateway, over loopback.
  origin = `http://${clientHost(host)}:${port}`;
  return {
    server,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    sockets,
    close: async () => {
      await sockets.close();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
