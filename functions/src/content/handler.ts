import { answer, httpHandler, type UseCaseFn } from '../lib/http-handler';
import { adminList, adminSchema, createPost, requireId, updateEntry } from './admin';
import { findEntry, listEntries } from './entries';
import { strapiError } from './public-read';
import { contentRoutes, type PublicContentCollection } from '@dosyt/core/api/content';
import type { StrapiErrorAnswer } from '@dosyt/core/api/content-answers';
import { PUBLIC_CONTENT_CACHE_CONTROL } from '@dosyt/core/api/edge-cache';

/** '/api/so-maths' or '/api/so-maths/{documentId}' -> 'so-maths': each public route's path names its collection. */
const collectionOf = (path: string) => path.split('/')[2] as PublicContentCollection;

/**
 * The public calls answer their mistakes as Strapi 5 does:
 * `{data: null, error: {status, name, message, details}}`. Failures of the
 * service itself (5xx) keep the one error path of the HTTP stack.
 */
const strapiErrors =
  <A, Q>(useCase: UseCaseFn<A, undefined, Q>): UseCaseFn<A, undefined, Q> =>
  async (request) => {
    try {
      return await useCase(request);
    } catch (error) {
      const strapi = strapiError(error);
      if (!strapi) throw error;
      return answer<StrapiErrorAnswer>(strapi);
    }
  };

/**
 * A public answer is the same for every caller (published entries only): the edge may keep it
 * (core/src/api/edge-cache.ts). Errors keep the stack's `no-store`.
 */
const edgeCached = <B>(body: B) => answer<B>({ body, headers: { 'Cache-Control': PUBLIC_CONTENT_CACHE_CONTROL } });

export const handler = httpHandler('content', contentRoutes, {
  'list-entries': strapiErrors(async (request) => edgeCached(await listEntries(collectionOf(request.route.path), request.query))),
  'find-entry': strapiErrors(async (request) => edgeCached(await findEntry(collectionOf(request.route.path), request.params.documentId, request.query))),
  'admin-schema': async () => adminSchema(),
  'admin-list': async (request) => adminList(request.params.collection),
  'admin-create-post': async (request) => answer({ statusCode: 201, body: { data: await createPost(request.input) } }),
  'admin-update-post': async (request) => ({ data: await updateEntry('posts', requireId(request.params.id), request.input) }),
  'admin-update-entry': async (request) => ({ data: await updateEntry(request.params.collection, requireId(request.params.id), request.input) }),
});
