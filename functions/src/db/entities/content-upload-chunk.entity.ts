import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../service-name';

/**
 * A piece of an image being uploaded by an admin. The shared HTTP stack caps a
 * JSON body at 64 KB, so an image (up to 2 MB) arrives in base64 chunks; they wait
 * here (with a TTL) until the last one arrives and the file is assembled.
 */
export const contentUploadChunkEntity = new Entity({
  model: { entity: 'contentUploadChunk', version: '1', service: SERVICE },
  attributes: {
    uploadId: { type: 'string', required: true },
    index: { type: 'number', required: true },
    /** Only the admin who started an upload may continue it. */
    userId: { type: 'number', required: true },
    data: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUpload: {
      pk: { field: 'pk', composite: ['uploadId'], template: 'content-upload#${uploadId}' },
      sk: { field: 'sk', composite: ['index'], template: 'chunk#${index}' },
    },
  },
});

export type ContentUploadChunkItem = EntityItem<typeof contentUploadChunkEntity>;
