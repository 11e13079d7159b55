import { fork, type ChildProcess } from 'node:child_process';
import { request as httpRequest, Agent } from 'node:http';
import { join } from 'node:path';
import type { Place } from './load-body';

/** One autocannon run, as the load worker takes it. Only 127.0.0.1 is ever a target. */
export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Public-form submissions: a fresh valid body (unique idempotency key, random phone) per request. */
  appeal?: { places: Place[] };
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  seconds: number;
  requests: number;
  /** 2xx answers. */
  ok: number;
  /** 2xx answers per second. */
  rps: number;
  /** Milliseconds over every answer, whatever its status (autocannon's histogram, 1 ms resolution). */
  latency: { p50: number; p90: number; p99: number; avg: number; max: number };
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** A forked autocannon process that runs scenarios one after another. */
export class LoadGenerator {
  private child: ChildProcess;
  private nextId = 0;
  private waiting = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();
  private ready: Promise<void>;

  constructor() {
    this.child = fork(join(import.meta.dirname, 'load-worker.ts'), [], {
      execArgv: ['--import', 'tsx', '--disable-warning=NodeVersionSupportWarning'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.once('error', reject);
      this.child.on('message', (m: { ready?: boolean; id?: number; result?: LoadResult; error?: string }) => {
        if (m.ready) return resolve();
        const pending = m.id === undefined ? undefined : this.waiting.get(m.id);
        if (!pending) return;
        this.waiting.delete(m.id!);
        if (m.error) pending.reject(new Error(m.error));
        else pending.resolve(m.result!);
      });
    });
  }

  async run(request: LoadRequest): Promise<LoadResult> {
    if (!/^http:\/\/127\.0\.0\.1:\d+/.test(request.url)) throw new Error(`Load is only ever sent to 127.0.0.1, not ${request.url}`);
    await this.ready;
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.child.send({ id, request });
    });
  }

  close(): void {
    this.child.kill('SIGTERM');
  }
}

/**
 * Latency of single requests one after another on one keep-alive connection,
 * timed with the high-resolution clock (microseconds, where autocannon has 1 ms):
 * the unloaded cost of a call.
 */
export async function sequentialLatency(
  url: string,
  options: { count: number; method?: string; headers?: Record<string, string>; body?: string | (() => string); maxSeconds?: number },
) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(url);
  const once = () =>
    new Promise<{ ms: number; status: number }>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = httpRequest(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, method: options.method ?? 'GET', headers: options.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode ?? 0 }));
        },
      );
      req.on('error', reject);
      const body = typeof options.body === 'function' ? options.body() : options.body;
      if (body) req.write(body);
      req.end();
    });
  const warmUntil = Date.now() + Math.min(2000, (options.maxSeconds ?? 10) * 200);
  for (let i = 0; i < Math.min(200, options.count) && Date.now() < warmUntil; i++) await once();
  const samples: number[] = [];
  const statuses: Record<number, number> = {};
  const until = Date.now() + (options.maxSeconds ?? 10) * 1000;
  for (let i = 0; i < options.count && (i < 5 || Date.now() < until); i++) {
    const { ms, status } = await once();
    samples.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  agent.destroy();
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { count: samples.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), statuses };
}
