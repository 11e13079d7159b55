import { httpHandler, requireCaller } from '../lib/http-handler';
import { uploadChunk } from './uploads';
import { mediaRoutes } from '@dosyt/core/api/media';

/**
 * The media domain: images admins upload for the site's content. Apart from the
 * content function so that the S3 client travels only here, not in the function
 * every public page waits on.
 */
export const handler = httpHandler('media', mediaRoutes, {
  'admin-upload': async (request) => uploadChunk(request.input, requireCaller(request)),
});
