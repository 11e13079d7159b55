import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { DeployedStack, Resolver } from './resolve';
import { handleRest, type Invoker, type OriginRequest, type OriginResponse, type RestApiModel } from './rest-api';
import type { SocketApi } from './socket-api';
import { referencedId, type StackArtifact } from './template';

/**
 * CloudFront, as the web stack's distribution declares it, on one local HTTPS
 * origin: the default root object in place of `/`, the behaviours in order (path patterns, allowed methods, viewer-request
 * CloudFront Functions), the origins (the REST API with its origin path and
 * custom headers, the WebSocket API, the site bucket = web/dist, the media
 * bucket = the rehearsal's S3 sink), the origin request policy's forwarded
 * headers with CloudFront-Viewer-Address, and the response headers policy.
 */

/** CloudFront's address as the APIs see it: the person's address reaches them only in CloudFront-Viewer-Address. */
export const EDGE_IP = '130.176.0.10';

type OriginKind = { kind: 'rest' } | { kind: 'socket' } | { kind: 'bucket'; dir: string } | { kind: 'unknown'; domain: string };

interface Origin {
  id: string;
  path: string;
  headers: Array<[string, string]>;
  target: OriginKind;
}

interface Behaviour {
  pattern: string;
  origin: string;
  methods: string[];
  viewerRequest?: string;
  headersPolicy?: Record<string, unknown>;
}

export interface Distribution {
  origins: Map<string, Origin>;
  behaviours: Behaviour[];
  defaultRootObject?: string;
}

export interface FrontTargets {
  rest?: RestApiModel;
  sockets?: SocketApi;
  invoke: Invoker;
  /** Folder standing for S3 bucket `name`. */
  bucketDir: (bucket: string) => string | undefined;
  restApiId: () => string | undefined;
  socketApiId: () => string | undefined;
}

const STANDARD_METHODS = ['GET', 'HEAD'];

export function buildDistribution(artifact: StackArtifact, stack: DeployedStack, resolver: Resolver, targets: FrontTargets): Distribution {
  const [, resource] = Object.entries(artifact.template.Resources).find(([, r]) => r.Type === 'AWS::CloudFront::Distribution')!;
  const config = (resource.Properties?.DistributionConfig ?? {}) as Record<string, unknown>;
  const origins = new Map<string, Origin>();
  for (const o of (config.Origins as Array<Record<string, unknown>>) ?? []) {
    const domain = resolver.str(stack, o.DomainName);
    const id = String(o.Id);
    const headers = ((o.OriginCustomHeaders as Array<{ HeaderName: string; HeaderValue: unknown }>) ?? []).map(
      ({ HeaderName, HeaderValue }) => [HeaderName, resolver.str(stack, HeaderValue)] as [string, string],
    );
    const apiId = /^([^.]+)\.execute-api\./.exec(domain)?.[1];
    const bucket = /^(.+)\.s3[.-]/.exec(domain)?.[1];
    const dir = bucket ? targets.bucketDir(bucket) : undefined;
    const target: OriginKind =
      apiId && apiId === targets.restApiId()
        ? { kind: 'rest' }
        : apiId && apiId === targets.socketApiId()
          ? { kind: 'socket' }
          : dir
            ? { kind: 'bucket', dir }
            : { kind: 'unknown', domain };
    origins.set(id, { id, path: String(o.OriginPath ?? ''), headers, target });
  }
  const policy = (ref: unknown) => {
    const id = referencedId(ref);
    return id ? (artifact.template.Resources[id]?.Properties?.ResponseHeadersPolicyConfig as Record<string, unknown>) : undefined;
  };
  const fnCode = (associations: unknown) => {
    const viewer = ((associations as Array<{ EventType: string; FunctionARN: unknown }>) ?? []).find((a) => a.EventType === 'viewer-request');
    const id = viewer ? referencedId(viewer.FunctionARN) : undefined;
    return id ? String(artifact.template.Resources[id]?.Properties?.FunctionCode) : undefined;
  };
  const behaviour = (b: Record<string, unknown>, pattern: string): Behaviour => ({
    pattern,
    origin: String(b.TargetOriginId),
    methods: (b.AllowedMethods as string[]) ?? STANDARD_METHODS,
    viewerRequest: fnCode(b.FunctionAssociations),
    headersPolicy: policy(b.ResponseHeadersPolicyId),
  });
  const behaviours = ((config.CacheBehaviors as Array<Record<string, unknown>>) ?? []).map((b) => behaviour(b, String(b.PathPattern)));
  behaviours.push(behaviour(config.DefaultCacheBehavior as Record<string, unknown>, '*'));
  return { origins, behaviours, defaultRootObject: config.DefaultRootObject as string | undefined };
}

/** CloudFront's path pattern: '*' any run of characters, '?' one; case-sensitive. */
export function pathMatches(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  const re = new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );
  return re.test(path) || re.test(path.slice(1));
}

/** The behaviour a path gets, and the path as CloudFront reads it: the default root object in place of `/`, before it picks a behaviour. */
export function behaviourFor(distribution: Distribution, pathname: string): { requested: string; behaviour?: Behaviour } {
  const requested = pathname === '/' && distribution.defaultRootObject ? `/${distribution.defaultRootObject}` : pathname;
  return { requested, behaviour: distribution.behaviours.find((b) => pathMatches(b.pattern, requested)) };
}

interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

function runViewerRequest(
  code: string,
  request: CfRequest,
  viewerIp: string,
): CfRequest | { statusCode: number; headers?: Record<string, { value: string }>; body?: string } {
  const event = { version: '1.0', context: { eventType: 'viewer-request' }, viewer: { ip: viewerIp }, request };
  return runInNewContext(`${code}\n;handler(event);`, { event }, { timeout: 1000 }) as CfRequest;
}

/** The response headers policy's headers, over what the origin answered (Override: replace; else only when absent). */
export function applyHeadersPolicy(policy: Record<string, unknown> | undefined, headers: Array<[string, string]>): Array<[string, string]> {
  if (!policy) return headers;
  let out = [...headers];
  const set = (name: string, value: string, override: boolean) => {
    const present = out.some(([k]) => k.toLowerCase() === name.toLowerCase());
    if (present && !override) return;
    out = out.filter(([k]) => k.toLowerCase() !== name.toLowerCase());
    out.push([name, value]);
  };
  const s = (policy.SecurityHeadersConfig ?? {}) as Record<string, Record<string, unknown>>;
  if (s.ContentSecurityPolicy) set('Content-Security-Policy', String(s.ContentSecurityPolicy.ContentSecurityPolicy), Boolean(s.ContentSecurityPolicy.Override));
  if (s.ContentTypeOptions) set('X-Content-Type-Options', 'nosniff', Boolean(s.ContentTypeOptions.Override));
  if (s.FrameOptions) set('X-Frame-Options', String(s.FrameOptions.FrameOption), Boolean(s.FrameOptions.Override));
  if (s.ReferrerPolicy) set('Referrer-Policy', String(s.ReferrerPolicy.ReferrerPolicy), Boolean(s.ReferrerPolicy.Override));
  if (s.StrictTransportSecurity) {
    const h = s.StrictTransportSecurity;
    set(
      'Strict-Transport-Security',
      [`max-age=${String(h.AccessControlMaxAgeSec)}`, h.IncludeSubdomains ? 'includeSubDomains' : '', h.Preload ? 'preload' : ''].filter(Boolean).join('; '),
      Boolean(h.Override),
    );
  }
  if (s.XSSProtection) {
    const h = s.XSSProtection;
    set('X-XSS-Protection', h.Protection ? `1${h.ModeBlock ? '; mode=block' : ''}` : '0', Boolean(h.Override));
  }
  for (const item of (policy.CustomHeadersConfig as { Items?: Array<{ Header: string; Value: string; Override: boolean }> })?.Items ?? []) {
    set(item.Header, item.Value, item.Override);
  }
  for (const item of (policy.RemoveHeadersConfig as { Items?: Array<{ Header: string }> })?.Items ?? []) {
    out = out.filter(([k]) => k.toLowerCase() !== item.Header.toLowerCase());
  }
  return out;
}

const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

/** An S3 GET through Origin Access Control without ListBucket: a missing key is 403 AccessDenied. */
function bucketGet(dir: string, uri: string): OriginResponse {
  let key: string;
  try {
    key = decodeURIComponent(uri.replace(/^\//, ''));
  } catch {
    key = uri;
  }
  const file = normalize(join(dir, key));
  if (!file.startsWith(normalize(dir)) || !existsSync(file) || !statSync(file).isFile()) {
    return {
      status: 403,
      headers: [['Content-Type', 'application/xml']],
      body: Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>'),
    };
  }
  const metaFile = `${file}.meta.json`;
  const meta = existsSync(metaFile) ? (JSON.parse(readFileSync(metaFile, 'utf8')) as { contentType?: string; cacheControl?: string }) : {};
  const headers: Array<[string, string]> = [['Content-Type', meta.contentType ?? MIME[extname(file)] ?? 'binary/octet-stream']];
  if (meta.cacheControl) headers.push(['Cache-Control', meta.cacheControl]);
  return { status: 200, headers, body: readFileSync(file) };
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host', 'te', 'trailer']);

function viewerAddress(req: IncomingMessage): { ip: string; port: number } {
  return { ip: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''), port: req.socket.remotePort ?? 0 };
}

/** The headers the origin gets: the viewer's (all but Host, the AllViewerExceptHostHeader policy) and CloudFront's own. */
function originHeaders(req: IncomingMessage, origin: Origin, originHost: string): Array<[string, string]> {
  const viewer = viewerAddress(req);
  const out: Array<[string, string]> = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    if (HOP_BY_HOP.has(name.toLowerCase()) || name.toLowerCase().startsWith('sec-websocket')) continue;
    out.push([name, req.rawHeaders[i + 1]]);
  }
  out.push(['Host', originHost]);
  out.push(['CloudFront-Viewer-Address', `${viewer.ip}:${viewer.port}`]);
  out.push(['CloudFront-Forwarded-Proto', 'https']);
  out.push(['X-Forwarded-For', viewer.ip]);
  out.push(['X-Forwarded-Proto', 'https']);
  out.push(['Via', '2.0 rehearsal.cloudfront.net (CloudFront)']);
  out.push(['X-Amz-Cf-Id', Math.random().toString(36).slice(2)]);
  for (const [k, v] of origin.headers) {
    const i = out.findIndex(([name]) => name.toLowerCase() === k.toLowerCase());
    if (i >= 0) out.splice(i, 1);
    out.push([k, v]);
  }
  return out;
}

export interface Front {
  server: Server;
  url: string;
  setDistribution(d: Distribution | undefined, targets: FrontTargets | undefined): void;
  close(): Promise<void>;
}

/** A certificate for localhost and 127.0.0.1, made once under `dir`. */
export function localCertificate(dir: string): { key: Buffer; cert: Buffer; certFile: string } {
  mkdirSync(dir, { recursive: true });
  const keyFile = join(dir, 'front.key');
  const certFile = join(dir, 'front.crt');
  if (!existsSync(certFile)) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

export async function startFront(options: { port: number; host?: string; tlsDir: string }): Promise<Front> {
  let distribution: Distribution | undefined;
  let targets: FrontTargets | undefined;
  const { key, cert } = localCertificate(options.tlsDir);

  const pick = (uri: string) => distribution?.behaviours.find((b) => pathMatches(b.pattern, uri));

  async function serve(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'https://front');
    const method = req.method ?? 'GET';
    const { requested, behaviour } = distribution ? behaviourFor(distribution, url.pathname) : { requested: url.pathname, behaviour: undefined };
    const send = (r: OriginResponse, policy?: Record<string, unknown>) => {
      const headers = applyHeadersPolicy(policy, r.headers);
      const grouped: Record<string, string | string[]> = {};
      for (const [k, v] of headers) {
        const existing = grouped[k];
        grouped[k] = existing === undefined ? v : Array.isArray(existing) ? [...existing, v] : [existing, v];
      }
      res.writeHead(r.status, grouped);
      res.end(method === 'HEAD' ? undefined : r.body);
    };
    if (!distribution || !targets || !behaviour)
      return send({ status: 503, headers: [['Content-Type', 'text/plain']], body: Buffer.from('The stage is not deployed') });
    if (!behaviour.methods.includes(method)) {
      return send({
        status: 403,
        headers: [['Content-Type', 'text/html']],
        body: Buffer.from('<h1>403 ERROR</h1><p>This distribution is not configured to allow the HTTP request method that was used for this request.</p>'),
      });
    }
    let uri = requested;
    if (behaviour.viewerRequest) {
      const cfRequest: CfRequest = {
        method,
        uri,
        querystring: Object.fromEntries([...url.searchParams].map(([k, v]) => [k, { value: v }])),
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, { value: String(v) }])),
        cookies: {},
      };
      const out = runViewerRequest(behaviour.viewerRequest, cfRequest, viewerAddress(req).ip);
      if ('statusCode' in out) {
        return send(
          { status: out.statusCode, headers: Object.entries(out.headers ?? {}).map(([k, v]) => [k, v.value]), body: Buffer.from(out.body ?? '') },
          behaviour.headersPolicy,
        );
      }
      uri = out.uri;
    }
    const origin = distribution.origins.get(behaviour.origin);
    if (!origin) return send({ status: 502, headers: [], body: Buffer.from('no origin') });
    if (origin.target.kind === 'bucket') {
      if (method !== 'GET' && method !== 'HEAD') return send({ status: 403, headers: [], body: Buffer.alloc(0) });
      return send(bucketGet(origin.target.dir, uri), behaviour.headersPolicy);
    }
    if (origin.target.kind === 'rest' && targets.rest) {
      const request: OriginRequest = {
        method,
        path: uri,
        query: url.searchParams,
        headers: originHeaders(req, origin, `${targets.rest.apiId}.execute-api.amazonaws.com`),
        body,
        sourceIp: EDGE_IP,
      };
      // The origin path names the stage: /live/api/... reaches the stage 'live'.
      const stagePath = origin.path.replace(/^\//, '');
      if (stagePath !== targets.rest.stage)
        return send({ status: 403, headers: [['Content-Type', 'application/json']], body: Buffer.from('{"message":"Forbidden"}') }, behaviour.headersPolicy);
      return send(await handleRest(targets.rest, request, targets.invoke, `${targets.rest.apiId}.execute-api.amazonaws.com`), behaviour.headersPolicy);
    }
    return send({ status: 502, headers: [['Content-Type', 'text/plain']], body: Buffer.from(`origin ${origin.id} (${origin.target.kind}) is not stood in`) });
  }

  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      serve(req, res, Buffer.concat(chunks)).catch((error: Error) => {
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end(`front failed: ${error.message}`);
      });
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'https://front');
    const behaviour = pick(url.pathname);
    const origin = behaviour ? distribution?.origins.get(behaviour.origin) : undefined;
    if (!behaviour || !origin || origin.target.kind !== 'socket' || !targets?.sockets) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    let uri = url.pathname;
    if (behaviour.viewerRequest) {
      const out = runViewerRequest(behaviour.viewerRequest, { method: 'GET', uri, querystring: {}, headers: {}, cookies: {} }, viewerAddress(req).ip);
      if ('uri' in out) uri = out.uri;
    }
    const stage = `${origin.path}${uri}`.replace(/^\//, '').split('/')[0];
    if (stage !== targets.sockets.stageName) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    targets.sockets.upgrade(req, socket, head, originHeaders(req, origin, targets.sockets.domainName), url.searchParams, EDGE_IP);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => ok());
  });
  return {
    server,
    url: `https://localhost:${options.port}`,
    setDistribution: (d, t) => {
      distribution = d;
      targets = t;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
