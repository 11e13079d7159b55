/**
 * The load generator, in a process of its own (forked by bench/lib/load.ts), so
 * that autocannon never shares an event loop with the server it measures.
 * It receives one scenario at a time over IPC and answers with the numbers.
 */
import autocannon, { type Result } from 'autocannon';
import type { LoadRequest, LoadResult } from './load';
import { appealBody } from './load-body';

async function run(request: LoadRequest, seconds: number): Promise<Result> {
  const headers = { ...(request.body !== undefined || request.appeal ? { 'content-type': 'application/json' } : {}), ...request.headers };
  return autocannon({
    url: request.url,
    connections: request.connections,
    duration: seconds,
    timeout: Math.max(20, seconds),
    requests: [
      {
        method: request.method,
        path: request.path,
        headers,
        body: request.body,
        ...(request.appeal ? { setupRequest: (r) => ({ ...r, body: appealBody(request.appeal!.places) }) } : {}),
      },
    ],
  });
}

function summarise(result: Result): LoadResult {
  const ok = Object.entries(result.statusCodeStats ?? {}).reduce((s, [code, { count }]) => s + (code.startsWith('2') ? count : 0), 0);
  const total = Object.values(result.statusCodeStats ?? {}).reduce((s, { count }) => s + count, 0);
  return {
    seconds: result.duration,
    requests: total,
    ok,
    rps: ok / result.duration,
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, avg: result.latency.average, max: result.latency.max },
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

process.on('message', async (message: { id: number; request: LoadRequest }) => {
  try {
    if (message.request.warmupSeconds > 0) await run({ ...message.request, connections: message.request.connections }, message.request.warmupSeconds);
    const result = await run(message.request, message.request.seconds);
    process.send?.({ id: message.id, result: summarise(result) });
  } catch (error) {
    process.send?.({ id: message.id, error: (error as Error).stack ?? String(error) });
  }
});
process.send?.({ ready: true });
