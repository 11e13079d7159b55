import type { ZodType, z } from 'zod';
import { parse } from '../lib/http-handler';

/** Communities are keyed by their codifier code (КАТОТТГ): 'UA' and 17 digits. */
export const COMMUNITY_CODE = /^UA\d{17}$/;
const PLACEHOLDER_ID = 1;

/**
 * core's registration and profile schemas type `community_id` as a positive number,
 * but communities are keyed by their codifier code. The code is set aside before the
 * core schema runs (so its messages still apply to every other field) and handed back
 * beside the parsed input. `district_id` is never taken from the client: it follows
 * from the community.
 */
export function parseWithCommunityRef<S extends ZodType>(schema: S, body: unknown): { input: z.output<S>; communityRef?: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { input: parse(schema, body) };
  const { district_id: _fromClient, ...rest } = body as Record<string, unknown>;
  let code: string | undefined;
  if (typeof rest.community_id === 'string' && COMMUNITY_CODE.test(rest.community_id.trim())) {
    code = rest.community_id.trim();
    rest.community_id = PLACEHOLDER_ID;
  }
  const input = parse(schema, rest);
  const parsedId = (input as { community_id?: unknown }).community_id;
  return { input, communityRef: code ?? (parsedId === undefined || parsedId === null ? undefined : String(parsedId)) };
}
