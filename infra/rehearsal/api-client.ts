import { Agent, request } from 'node:https';

/**
 * Calls to the rehearsed site's API, as a browser or the operator would make
 * them, over the front's HTTPS (its certificate is the rehearsal's own).
 */
const agent = new Agent({ rejectUnauthorized: false, keepAlive: false });

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export function callApi<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, agent, headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed as T });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
