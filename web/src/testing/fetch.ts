import { vi } from 'vitest';

/** One request the component under test made: method, path and parsed JSON body. */
export interface FetchCall {
  method: string;
  path: string;
  /** The query string, '?…' or '' (a paged list's `cursor`). */
  search: string;
  body: unknown;
}

/** A JSON answer as the API gives it, with any other headers it sends (a list page's Link). */
export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/**
 * The network of a jsdom unit test: `answer` says what each request gets; every request
 * is recorded in the returned list. The real API is driven by the integration suites and
 * the Playwright journeys; this only lets a component render against known answers.
 */
export function answerFetch(answer: (call: FetchCall) => Response): FetchCall[] {
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

/** Puts the real fetch back after a test that replaced it with answerFetch. */
export const restoreFetch = () => vi.unstubAllGlobals();
