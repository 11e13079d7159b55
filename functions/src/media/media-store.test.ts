import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { LocalFolderStore, putObjectInput, S3MediaStore, type MediaStore, type S3Sender } from './media-store';

const png = Buffer.from('89504e470d0a1a0a', 'hex');

describe('media store', () => {
  it('writes an upload into the local folder and answers its /uploads/ path', async () => {
    // Prepare
    const root = mkdtempSync(join(tmpdir(), 'dosyt-media-'));

    // Act
    const store: MediaStore = new LocalFolderStore(root);
    const { url } = await store.put('foto_0a1b2c3d4e.png', png, 'image/png');

    // Assess
    expect(url).toBe('/uploads/foto_0a1b2c3d4e.png');
    expect(readFileSync(join(root, 'foto_0a1b2c3d4e.png'))).toEqual(png);
  });

  it('refuses names that could leave the folder or the media prefix', async () => {
    // Prepare
    const store: MediaStore = new LocalFolderStore(mkdtempSync(join(tmpdir(), 'dosyt-media-')));

    // Act + Assess
    for (const name of ['../x.png', 'a/b.png', '.hidden', '', 'x..png']) {
      await expect(store.put(name, png, 'image/png'), name).rejects.toThrow('Некоректна назва файлу');
      expect(() => putObjectInput('bucket', name, png, 'image/png'), name).toThrow('Некоректна назва файлу');
    }
  });

  it('puts an upload under media/ with its type, length and a year of caching', () => {
    // Act
    const input = putObjectInput('dosyt-media', 'foto_0a1b2c3d4e.png', png, 'image/png');

    // Assess
    expect(input).toEqual({
      Bucket: 'dosyt-media',
      Key: 'media/foto_0a1b2c3d4e.png',
      Body: png,
      ContentType: 'image/png',
      ContentLength: png.length,
      CacheControl: 'public, max-age=31536000, immutable',
    });
  });

  it('sends one PutObject to the bucket and answers the /media/ path CloudFront serves', async () => {
    // Prepare: a sender that records, in place of the S3 client
    const sent: unknown[] = [];
    const s3: S3Sender = { send: async (command: unknown) => void sent.push(command) } as unknown as S3Sender;

    // Act
    const { url } = await new S3MediaStore('dosyt-media', s3).put('foto_0a1b2c3d4e.webp', png, 'image/webp');

    // Assess
    expect(url).toBe('/media/foto_0a1b2c3d4e.webp');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(PutObjectCommand);
    expect((sent[0] as PutObjectCommand).input).toMatchObject({ Bucket: 'dosyt-media', Key: 'media/foto_0a1b2c3d4e.webp', ContentType: 'image/webp' });
  });
});
