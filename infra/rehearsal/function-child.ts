/**
 * One Lambda function's process. The parent forks it with exactly the
 * environment Lambda would give (the template's variables and Lambda's own);
 * it runs the bundled handler from the assembly through lambda-local, one
 * invocation per message.
 *
 * Two things stand in for Lambda's surroundings: reads of variables the
 * environment lacks are reported to the parent, and HTTPS requests to AWS
 * endpoints the code names itself (the WebSocket management endpoint) go to the
 * rehearsal's AWS proxy, as the other clients do through AWS_ENDPOINT_URL_*.
 */
import http from 'node:http';
import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
// lambda-local is CommonJS.
import lambdaLocal from 'lambda-local';

const PROXY = process.env.REHEARSAL_AWS_PROXY ?? '';
const LAMBDA_PATH = process.env.REHEARSAL_LAMBDA_PATH ?? '';
const HANDLER = process.env._HANDLER ?? 'index.handler';
const TIMEOUT_MS = Number(process.env.REHEARSAL_TIMEOUT_MS ?? 3000);
for (const key of Object.keys(process.env)) if (key.startsWith('REHEARSAL_')) delete process.env[key];

// ---- reads of missing variables ----
const reported = new Set<string>();
const real = process.env;
process.env = new Proxy(real, {
  get(target, key, receiver) {
    if (typeof key === 'string' && !(key in target) && !reported.has(key)) {
      reported.add(key);
      process.send?.({ type: 'env-missing', key });
    }
    return Reflect.get(target, key, receiver) as unknown;
  },
  // process.env takes plain assignments only (its values become strings): pass them on as such.
  set(target, key, value) {
    (target as Record<string | symbol, unknown>)[key] = value;
    return true;
  },
  defineProperty(target, key, descriptor) {
    (target as Record<string | symbol, unknown>)[key] = descriptor.value;
    return true;
  },
  deleteProperty(target, key) {
    return delete (target as Record<string | symbol, unknown>)[key];
  },
});

// ---- AWS endpoints the code names itself: to the proxy, with the host they named ----
const proxy = new URL(PROXY);
const originalRequest = https.request;
function redirected(...args: unknown[]): http.ClientRequest {
  const [first, second, third] = args;
  let options: https.RequestOptions;
  let callback: ((res: http.IncomingMessage) => void) | undefined;
  if (typeof first === 'string' || first instanceof URL) {
    const url = new URL(first);
    options = {
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      ...(typeof second === 'object' ? (second as object) : {}),
    };
    callback = (typeof second === 'function' ? second : third) as typeof callback;
  } else {
    options = first as https.RequestOptions;
    callback = second as typeof callback;
  }
  const host = String(options.hostname ?? options.host ?? '');
  if (!host.endsWith('.amazonaws.com')) return (originalRequest as (...a: unknown[]) => http.ClientRequest)(...args);
  const headers = { ...(options.headers as Record<string, string>), 'x-rehearsal-host': host };
  const { agent: _agent, ...rest } = options;
  return http.request({ ...rest, protocol: 'http:', hostname: proxy.hostname, host: proxy.hostname, port: proxy.port, headers }, callback);
}
https.request = redirected as typeof https.request;
syncBuiltinESMExports();

// ---- lambda-local, silenced ----
const quiet = { log: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined, transports: [] };
lambdaLocal.setLogger(quiet);

const [file, exportName] = [HANDLER.slice(0, HANDLER.lastIndexOf('.')), HANDLER.slice(HANDLER.lastIndexOf('.') + 1)];

interface Invoke {
  type: 'invoke';
  id: number;
  event: unknown;
}

process.on('message', (message: Invoke) => {
  if (message.type !== 'invoke') return;
  lambdaLocal
    .execute({
      event: message.event,
      lambdaPath: join(LAMBDA_PATH, `${file}.mjs`),
      lambdaHandler: exportName,
      esm: true,
      timeoutMs: TIMEOUT_MS,
      // 0-2 would mute the process's output while a call runs (and the function's own log with it); the logger is silent anyway.
      verboseLevel: 3,
      contextOverwrite: (context: Record<string, unknown>) => {
        context.functionName = process.env.AWS_LAMBDA_FUNCTION_NAME;
        context.memoryLimitInMB = process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE;
        context.logGroupName = process.env.AWS_LAMBDA_LOG_GROUP_NAME;
      },
    })
    .then(
      (value: unknown) => process.send?.({ type: 'result', id: message.id, ok: true, value }),
      (error: unknown) => {
        const e = error as { errorMessage?: string; errorType?: string; message?: string; name?: string };
        process.send?.({
          type: 'result',
          id: message.id,
          ok: false,
          error: { name: e?.errorType ?? e?.name ?? 'Error', message: e?.errorMessage ?? e?.message ?? String(error) },
        });
      },
    );
});
process.send?.({ type: 'ready' });
