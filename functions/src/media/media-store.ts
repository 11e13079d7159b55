import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PutObjectCommand, S3Client, type PutObjectCommandInput } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { ServiceUnavailableError, ValidationError } from '@dosyt/core/errors';
import { MEDIA_KEY_PREFIX } from '@dosyt/core/api/media';
import { awsClientConfig } from '../lib/aws-config';
import { env } from '../lib/env';

/**
 * Where uploaded images go. Locally: a folder the gateway serves at /uploads/.
 * In the cloud: the private media bucket, which the site's CloudFront serves at
 * /media/* (the object key is that path without the leading slash).
 */
export interface MediaStore {
  /** Stores `body` under `name` (already unique and safe) and answers the site path it is served at. */
  put(name: string, body: Buffer, contentType: string): Promise<{ url: string }>;
}

/** File names come from slugify plus random hex; anything else is refused before it reaches a path or a key. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

function checkName(name: string): void {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new ValidationError('Некоректна назва файлу');
}

export class LocalFolderStore implements MediaStore {
  constructor(private readonly root: string) {}

  async put(name: string, body: Buffer): Promise<{ url: string }> {
    checkName(name);
    const file = resolve(join(this.root, name));
    if (!file.startsWith(resolve(this.root))) throw new ValidationError('Некоректна назва файлу');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    return { url: `/uploads/${name}` };
  }
}

/**
 * The PutObject request for an upload. The name is unique (random suffix), so the
 * object never changes under it: browsers and CloudFront may keep it for a year.
 */
export function putObjectInput(bucket: string, name: string, body: Buffer, contentType: string): PutObjectCommandInput {
  checkName(name);
  return {
    Bucket: bucket,
    Key: `${MEDIA_KEY_PREFIX}${name}`,
    Body: body,
    ContentType: contentType,
    ContentLength: body.length,
    CacheControl: 'public, max-age=31536000, immutable',
  };
}

/** The site path CloudFront serves an object key at. */
export const mediaUrl = (key: string): string => `/${key}`;

/** Sends commands; the S3 client in production, a recorder in tests. */
export type S3Sender = Pick<S3Client, 'send'>;

export class S3MediaStore implements MediaStore {
  constructor(
    private readonly bucket: string,
    private readonly s3: S3Sender,
  ) {}

  async put(name: string, body: Buffer, contentType: string): Promise<{ url: string }> {
    const input = putObjectInput(this.bucket, name, body, contentType);
    await this.s3.send(new PutObjectCommand(input));
    return { url: mediaUrl(input.Key!) };
  }
}

let s3: S3Client | undefined;

/** The configured store: the media bucket in the cloud, the local folder otherwise, or 503 when neither is set. */
export function mediaStore(): MediaStore {
  const { MEDIA_BUCKET, LOCAL_UPLOAD_DIR } = env();
  if (MEDIA_BUCKET) {
    // An image is at most 2 MB: an S3 that does not answer within seconds fails the upload (503), not the function's time limit.
    s3 ??= new S3Client({
      ...awsClientConfig(),
      maxAttempts: 2,
      requestHandler: new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: 3000, throwOnRequestTimeout: true }),
    });
    return new S3MediaStore(MEDIA_BUCKET, s3);
  }
  if (LOCAL_UPLOAD_DIR) return new LocalFolderStore(LOCAL_UPLOAD_DIR);
  throw new ServiceUnavailableError('Сховище файлів не налаштоване');
}
