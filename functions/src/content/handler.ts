import { answer, httpHandler } from '../lib/http-handler';
import { adminList, adminSchema, createPost, requireId, updateEntry } from './admin';
import { listEntries } from './entries';
import { contentRoutes } from '@dosyt/core/api/content';

/** '/api/so-maths' -> 'so-maths': each public list path names its collection. */
const collectionOf = (path: string) => path.replace(/^\/api\//, '');

export const handler = httpHandler('content', contentRoutes, {
  'list-entries': async (request) => listEntries(collectionOf(request.route.path), request.query),
  'admin-schema': async () => adminSchema(),
  'admin-list': async (request) => adminList(request.params.collection),
  'admin-create-post': async (request) => answer({ statusCode: 201, body: { data: await createPost(request.body) } }),
  'admin-update-post': async (request) => ({ data: await updateEntry('posts', requireId(request.params.id), request.body) }),
  'admin-update-entry': async (request) => ({ data: await updateEntry(request.params.collection, requireId(request.params.id), request.body) }),
});
