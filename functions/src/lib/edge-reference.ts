import { EDGE_CACHED_REFERENCE_PATHS, referenceCacheControl } from '@dosyt/core/api/edge-cache';
import { answer, type HttpRequest, type UseCaseFn } from './http-handler';

const cachedPaths: ReadonlySet<string> = new Set(EDGE_CACHED_REFERENCE_PATHS);

/**
 * A reference read the edge may keep (core/src/api/edge-cache.ts): on the cached paths, an
 * anonymous GET answers the shared Cache-Control; a request with a token, and every other
 * route the use-case serves, keep `no-store`.
 */
export const edgeReference =
  <B>(read: (request: HttpRequest) => Promise<B>): UseCaseFn<B> =>
  async (request) => {
    const body = await read(request);
    if (request.route.method !== 'GET' || !cachedPaths.has(request.route.path)) return body;
    return answer<B>({ body, headers: { 'Cache-Control': referenceCacheControl(Boolean(request.headers.authorization)) } });
  };
