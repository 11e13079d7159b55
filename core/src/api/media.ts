import { ADMIN, type HttpRoute } from './types';
import { uploadChunkSchema } from './content-bodies';

export const mediaRoutes = [
  { method: 'POST', path: '/api/admin/content/uploads', domain: 'media', op: 'admin-upload', access: ADMIN, body: uploadChunkSchema },
] as const satisfies readonly HttpRoute[];

/**
 * Uploaded media in the cloud: the site serves /media/* from the media bucket
 * (CloudFront), whose object keys start with this same prefix.
 */
export const MEDIA_KEY_PREFIX = 'media/';
