/**
 * Shared by the reliability suites: HTTP with a hard time bound (a hang is a
 * finding, not a stuck test), table fingerprints, and the findings each file
 * leaves for bench/reliability-report.md.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { join } from 'node:path';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readAnswer } from '../../infra/local/test/read-answer';
import { FINDINGS_DIR } from './report';

export const QUICK = process.env.RELIABILITY_QUICK === '1';

export function recordFinding(section: string, data: unknown): void {
  mkdirSync(FINDINGS_DIR, { recursive: true });
  writeFileSync(join(FINDINGS_DIR, `${section}.json`), `${JSON.stringify(data, null, 2)}\n`);
}

export interface Reply {
  status: number;
  text: string;
  body: any;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
}

export interface Timeout {
  status: 0;
  timeout: true;
  error?: string;
  ms: number;
}

export interface CallOptions {
  /** A JSON value (serialised here). */
  body?: unknown;
  /** Bytes or text sent as they are (hostile bodies, invalid JSON). */
  raw?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
  /** The request is abandoned (and reported as a hang) after this long. */
  timeoutMs?: number;
  /** A loopback address to send from (the platform reads the client address from the socket). */
  localAddress?: string;
  agent?: Agent;
  /** Abandons the request (answered as a timeout) when aborted. */
  signal?: AbortSignal;
}

/**
 * One HTTP call with a hard time bound. `path` is sent as given (only characters
 * Node refuses in a request line are escaped), so hostile paths reach the server.
 */
export function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Reply | Timeout> {
  const url = new URL(base);
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const safePath = path.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: Reply | Timeout) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: safePath, method, headers, localAddress: options.localAddress, agent: options.agent },
      (res) => {
        readAnswer(res, (text, body) => finish({ status: res.statusCode ?? 0, text, body, ms: performance.now() - started, headers: res.headers }));
        res.on('error', (error) => finish({ status: 0, timeout: true, error: error.message, ms: performance.now() - started }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ status: 0, timeout: true, error: 'timeout', ms: performance.now() - started });
    }, timeoutMs);
    req.on('error', (error) => finish({ status: 0, timeout: true, error: error.message, ms: performance.now() - started }));
    options.signal?.addEventListener('abort', () => {
      req.destroy();
      finish({ status: 0, timeout: true, error: 'abandoned', ms: performance.now() - started });
    });
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export const isTimeout = (r: Reply | Timeout): r is Timeout => 'timeout' in r;

/** Entities whose change on a refused input is by design (attempt and rate counters) or derived later (aggregates). */
const VOLATILE_PREFIXES = ['attempts#', 'ratelimit#', 'agg#', 'connection#', 'socket#'];
/** Attributes that change on reads by design: presence. */
const VOLATILE_ATTRIBUTES = new Set(['isOnline', 'lastSeenAt', 'updatedAt']);

/** Every item of the table but the volatile ones, as key -> digest of its content. */
export async function fingerprint(client: DynamoDBDocumentClient, table: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const segments = 4;
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(new ScanCommand({ TableName: table, Segment: segment, TotalSegments: segments, ExclusiveStartKey }));
        for (const item of page.Items ?? []) {
          const pk = String(item.pk);
          if (VOLATILE_PREFIXES.some((p) => pk.startsWith(p))) continue;
          const stable = Object.keys(item)
            .filter((k) => !VOLATILE_ATTRIBUTES.has(k))
            .sort()
            .map((k) => [k, item[k]]);
          out.set(`${pk} | ${String(item.sk)}`, createHash('sha1').update(JSON.stringify(stable)).digest('hex'));
        }
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }),
  );
  return out;
}

export function diff(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [key, hash] of after) if (before.get(key) !== hash) changed.push(before.has(key) ? `changed ${key}` : `added ${key}`);
  for (const key of before.keys()) if (!after.has(key)) changed.push(`removed ${key}`);
  return changed;
}

/** Mail the local SES holds. */
export async function mailCount(mailEndpoint: string): Promise<number> {
  const res = await fetch(`${mailEndpoint}/store`);
  const { emails } = (await res.json()) as { emails: unknown[] };
  return emails.length;
}

export function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
