import type { AnswerOf, ApiPath, RoutePath } from '@dosyt/core/api/contract';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';

/** An answer the page can show: the server's message for a 4xx, a plain one otherwise. */
export class FollowUpError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
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
    throw new FollowUpError(response.status, message);
  }
  return data as AnswerOf<'POST', P>;
}

/** POST /api/follow-up: the state and messages a code leads to. */
export const lookUpFollowUp = (code: string) => post(paths.api.followUp.lookUp, { code });

/** POST /api/follow-up/messages: the person adds a message to their appeal. */
export const postFollowUpMessage = (input: { code: string; text: string }) => post(paths.api.followUp.messages, input);
