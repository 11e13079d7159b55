/**
 * Chat delivery latency with 50 connected users of one region.
 *
 *   npx tsx bench/chat-latency.ts [--users 50] [--messages 100] [--interval 500] [--full-flow 50]
 *
 * The main thread runs the platform in memory (DynamoDB Local, the gateway with
 * /ws/ and the real chat handler) and creates the users; a worker thread plays
 * the 50 browsers, so clients and server do not share one event loop. Each
 * client connects over WebSocket and room messages are sent round-robin at a
 * steady pace. Latency is measured per delivery, in the worker: from a sender's
 * `broadcast` frame to each of the other 49 receiving the `message` frame.
 * A second phase measures what the browser does: POST /api/chats, then the
 * broadcast. Prints a summary and writes bench/chat-latency.json.
 */
import { cpus, loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

interface Settings {
  users: number;
  messages: number;
  intervalMs: number;
  fullFlowMessages: number;
}

interface ClientsInput extends Settings {
  baseUrl: string;
  accounts: Array<{ id: number; token: string }>;
}

interface ClientsOutput {
  connected: number;
  socketLatencies: number[];
  fullFlowLatencies: number[];
  phase1Seconds: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number) => Math.round(n * 10) / 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    deliveries: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? NaN),
  };
}

// ---- worker: the 50 browsers ----

async function runClients(input: ClientsInput): Promise<ClientsOutput> {
  const sentAt = new Map<string, number>();
  const socketLatencies: number[] = [];
  const fullFlowLatencies: number[] = [];
  const wsBase = input.baseUrl.replace(/^http/, 'ws');
  const clients = await Promise.all(
    input.accounts.map(
      (a) =>
        new Promise<{ id: number; token: string; ws: WebSocket }>((resolve, reject) => {
          const ws = new WebSocket(`${wsBase}/ws/?token=${encodeURIComponent(a.token)}`);
          ws.on('message', (data) => {
            const at = performance.now();
            const frame = JSON.parse(String(data)) as { type: string; text?: string; senderId?: number };
            if (frame.type !== 'message' || frame.senderId === a.id || !frame.text) return;
            const t0 = sentAt.get(frame.text);
            if (t0 === undefined) return;
            (frame.text.startsWith('full:') ? fullFlowLatencies : socketLatencies).push(at - t0);
          });
          ws.once('open', () => resolve({ ...a, ws }));
          ws.once('error', reject);
        }),
    ),
  );
  const others = clients.length - 1;
  const waitFor = async (samples: number[], expected: number) => {
    const deadline = performance.now() + 30_000;
    while (samples.length < expected && performance.now() < deadline) await sleep(50);
  };

  // Warm-up: the handler module, the SDK clients, the first frames of each connection.
  for (let i = 0; i < 5; i++) clients[i].ws.send(JSON.stringify({ type: 'broadcast', text: `warm-up ${i}`, toUserId: null }));
  await sleep(2000);

  // Phase 1: socket delivery, round-robin senders at a steady pace.
  const started = performance.now();
  for (let i = 0; i < input.messages; i++) {
    const text = `bench:${i}`;
    sentAt.set(text, performance.now());
    clients[i % clients.length].ws.send(JSON.stringify({ type: 'broadcast', text, toUserId: null }));
    await sleep(input.intervalMs);
  }
  await waitFor(socketLatencies, input.messages * others);
  const phase1Seconds = (performance.now() - started) / 1000;

  // Phase 2: as the browser does it: store over HTTP, then broadcast (timed from before the POST).
  for (let i = 0; i < input.fullFlowMessages; i++) {
    const sender = clients[i % clients.length];
    const text = `full:${i}`;
    sentAt.set(text, performance.now());
    const res = await fetch(`${input.baseUrl}/api/chats`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sender.token}` },
      body: JSON.stringify({ text, toUserId: null }),
    });
    if (res.status !== 201) throw new Error(`POST /api/chats answered ${res.status}`);
    sender.ws.send(JSON.stringify({ type: 'broadcast', text, toUserId: null }));
    await sleep(input.intervalMs);
  }
  await waitFor(fullFlowLatencies, input.fullFlowMessages * others);

  await Promise.all(clients.map((c) => new Promise((r) => (c.ws.once('close', r), c.ws.close()))));
  return { connected: clients.length, socketLatencies, fullFlowLatencies, phase1Seconds };
}

// ---- main thread: the platform ----

async function startPlatformRetrying() {
  const { startPlatform } = await import('../infra/local/platform');
  const { freePort } = await import('../infra/local/free-port');
  // DynamoDB Local can be slow to come up on a busy machine.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPlatform({ port: await freePort(), dynamoPort: await freePort(), mailPort: 0, demo: true });
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`platform did not start (${(error as Error).message.split('\n')[0]}); retrying`);
    }
  }
}

async function main() {
  const settings: Settings = {
    users: arg('users', 50),
    messages: arg('messages', 100),
    // Two room messages a second, a busy region: each fans out to 49 sockets, about 100 deliveries a second.
    // Locally every delivery costs about 1 ms of CPU (management API client + emulated endpoint in one process).
    intervalMs: arg('interval', 500),
    fullFlowMessages: arg('full-flow', 50),
  };
  const REGION = 46;
  const platform = await startPlatformRetrying();
  const realLog = console.log;
  try {
    // The gateway logs every HTTP request; the numbers are what matters here.
    console.log = () => undefined;
    const { createAccount } = await import('@dosyt/functions/test/chat-kit');

    // 50 staff of one region, active and verified, each with an access token.
    const accounts: Array<{ id: number; token: string }> = [];
    for (let i = 0; i < settings.users; i++) {
      const { id, token } = await createAccount(REGION, ['USER'], `Учасниця ${i + 1}`);
      accounts.push({ id, token });
    }

    // The worker runs this same file, through tsx's loader as the main thread does.
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(bootstrap, { eval: true, workerData: { ...settings, baseUrl: platform.url, accounts } satisfies ClientsInput });
    const output = await new Promise<ClientsOutput>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => code !== 0 && reject(new Error(`client worker exited with ${code}`)));
    });
    // Let the $disconnect handlers finish before the database goes away.
    const closing = performance.now() + 10_000;
    while (platform.gateway.sockets.connectionCount() > 0 && performance.now() < closing) await sleep(50);
    await sleep(1000);
    console.log = realLog;

    const others = output.connected - 1;
    const result = {
      benchmark: 'chat delivery latency',
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version, loadAverage1m: round(loadavg()[0]) },
      users: output.connected,
      socketDelivery: {
        messages: settings.messages,
        intervalMs: settings.intervalMs,
        expectedDeliveries: settings.messages * others,
        lost: settings.messages * others - output.socketLatencies.length,
        messagesPerSecond: round(settings.messages / output.phase1Seconds),
        ...summary(output.socketLatencies),
      },
      storeThenDeliver: {
        messages: settings.fullFlowMessages,
        intervalMs: settings.intervalMs,
        expectedDeliveries: settings.fullFlowMessages * others,
        lost: settings.fullFlowMessages * others - output.fullFlowLatencies.length,
        ...summary(output.fullFlowLatencies),
      },
    };
    writeFileSync(new URL('./chat-latency.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
    const s = result.socketDelivery;
    const f = result.storeThenDeliver;
    console.log(
      [
        `Chat delivery latency: ${result.users} users of one region connected; ${result.machine.cpus} CPUs, load average ${result.machine.loadAverage1m}`,
        `  socket broadcast -> message: ${s.deliveries}/${s.expectedDeliveries} deliveries of ${s.messages} room messages (one every ${s.intervalMs} ms, ${s.messagesPerSecond} msg/s overall)`,
        `    median ${s.medianMs} ms   p90 ${s.p90Ms} ms   p99 ${s.p99Ms} ms   max ${s.maxMs} ms`,
        `  POST /api/chats + broadcast -> message: ${f.deliveries}/${f.expectedDeliveries} deliveries of ${f.messages} messages`,
        `    median ${f.medianMs} ms   p90 ${f.p90Ms} ms   p99 ${f.p99Ms} ms   max ${f.maxMs} ms`,
        '  written to bench/chat-latency.json',
      ].join('\n'),
    );
  } finally {
    console.log = realLog;
    await platform.stop();
  }
}

if (isMainThread) {
  main().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`chat-latency failed: ${error.stack ?? error.message}`);
      process.exit(1);
    },
  );
} else {
  runClients(workerData as ClientsInput).then(
    (output) => parentPort?.postMessage(output),
    (error: Error) => {
      throw error;
    },
  );
}
