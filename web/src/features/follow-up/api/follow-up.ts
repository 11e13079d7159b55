import type { AnswerOf, ApiPath, RoutePath } from '@dosyt/core/api/contract';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';

/**
 * An answer the page can show: the server's message for a 4xx, a plain one otherwise.
 * A 429 carries how long to wait when the server says it (`retryAfterSeconds`).
 */
export class FollowUpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Seconds to wait before trying again: the answer's `retryAfterSeconds`, else its
 * standard Retry-After header (seconds or an HTTP date); undefined when neither says.
 */
export function retryAfterOf(response: Pick<Response, 'headers'>, data: unknown, now = Date.now()): number | undefined {
  const field = (data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (typeof field === 'number' && Number.isFinite(field) && field > 0) return Math.ceil(field);
  const header = response.headers.get('Retry-After')?.trim();
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header) > 0 ? Number(header) : undefined;
  const at = Date.parse(header);
  return Number.isNaN(at) || at <= now ? undefined : Math.ceil((at - now) / 1000);
}

const GENERIC = 'Сталася помилка. Спробуйте ще раз';

/**
 * Plain fetch, no token and no query library: /status runs in the lean public
 * shell (src/app/public-app.tsx), whose pages carry neither. The answer's type is
 * the contract's for the route (core/src/api/answers.ts).
 */
async function post<P extends RoutePath<'POST'>>(path: ApiPath<P>, body: unknown): Promise<AnswerOf<'POST', P>> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new FollowUpError(0, GENERIC);
  }
  const data = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (!response.ok) {
    const message = response.status < 500 && typeof data?.message === 'string' ? data.message : GENERIC;
    throw new FollowUpError(response.status, message, response.status === 429 ? retryAfterOf(response, data) : undefined);
  }
  return data as AnswerOf<'POST', P>;
}

/** POST /api/follow-up: the state and messages a code leads to. */
export const lookUpFollowUp = (code: string) => post(paths.api.followUp.lookUp, { code });

/** POST /api/follow-up/messages: the person adds a message to their appeal. */
export const postFollowUpMessage = (input: { code: string; text: string }) => post(paths.api.followUp.messages, input);
