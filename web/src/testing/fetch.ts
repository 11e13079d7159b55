import { vi } from 'vitest';

/** One request the component under test made: method, path and parsed JSON body. */
export interface FetchCall {
  method: string;
  path: string;
  /** The query string, '?…' or '' (a paged list's `cursor`). */
  search: string;
  body: unknown;
}

/** A JSON answer as the API gives it. */
export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The network of a jsdom unit test: `answer` says what each request gets; every request
 * is recorded in the returned list. The real API is driven by the integration suites and
 * the Playwright journeys; this only lets a component render against known answers.
 */
export function stubFetch(answer: (call: FetchCall) => Response): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const { pathname, search } = new URL(url, 'http://localhost');
      const call = { method: init.method ?? 'GET', path: pathname, search, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
