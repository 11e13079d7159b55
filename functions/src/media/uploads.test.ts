import { crc32, deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../../../infra/local/test/accounts';
import { baseUrl, call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { UPLOAD_CHUNK_BYTES } from '../content/upload-rules';

/** A real PNG of the given size; noisy pixels so it does not compress below one chunk. */
function png(width: number, height: number, noisy = false): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < rows.length; i++) rows[i] = i % (width * 3 + 1) === 0 ? 0 : noisy ? Math.floor(Math.random() * 256) : 200;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(token: string, bytes: Buffer, name = 'photo.png', mime = 'image/png') {
  const count = Math.ceil(bytes.length / UPLOAD_CHUNK_BYTES);
  let uploadId: string | undefined;
  let last;
  for (let index = 0; index < count; index++) {
    const data = bytes.subarray(index * UPLOAD_CHUNK_BYTES, (index + 1) * UPLOAD_CHUNK_BYTES).toString('base64');
    last = await call('POST', '/api/admin/content/uploads', { token, body: { uploadId, index, count, name, mime, size: bytes.length, data } });
    if (last.status !== 200) return last;
    uploadId = last.body.uploadId;
  }
  return last!;
}

describe('image uploads for the content editor', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
  });

  it('stores a small PNG in one call, reads its real size, and serves it from /uploads/', async () => {
    // Prepare
    const bytes = png(64, 48);

    // Act
    const res = await upload(admin, bytes, 'Фото зустрічі.png');

    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      done: true,
      file: { width: 64, height: 48, mime: 'image/png', ext: '.png', url: expect.stringMatching(/^\/uploads\/foto-zustrichi_[0-9a-f]{10}\.png$/) },
    });
    const served = await fetch(`${baseUrl()}${res.body.file.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('assembles an image sent in several chunks', async () => {
    const bytes = png(160, 160, true);
    expect(bytes.length).toBeGreaterThan(UPLOAD_CHUNK_BYTES * 1.5);
    const res = await upload(admin, bytes);
    expect(res.status).toBe(200);
    expect(res.body.file).toMatchObject({ width: 160, height: 160 });
    const served = await fetch(`${baseUrl()}${res.body.file.url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses other types, files whose bytes are not the claimed type, and more than 2 MB', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)]);
    const asGif = await upload(admin, gif, 'a.gif', 'image/gif');
    expect(asGif.status).toBe(400);
    expect(asGif.body.message).toBe('Дозволені лише зображення PNG, JPEG або WebP');
    const disguised = await upload(admin, gif, 'a.png', 'image/png');
    expect(disguised.status).toBe(400);
    const text = await upload(admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png', 'image/png');
    expect(text.status).toBe(400);
    const tooBig = await call('POST', '/api/admin/content/uploads', {
      token: admin,
      body: { index: 0, count: 47, name: 'big.png', mime: 'image/png', size: 2 * 1024 * 1024 + 1, data: '' },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/2 МБ/);
  });

  it('refuses uploads to anyone but an admin', async () => {
    const user = await tokenForDemo('USER');
    const bytes = png(8, 8);
    const body = { index: 0, count: 1, name: 'a.png', mime: 'image/png', size: bytes.length, data: bytes.toString('base64') };
    expect((await call('POST', '/api/admin/content/uploads', { body })).status).toBe(401);
    expect((await call('POST', '/api/admin/content/uploads', { body, token: user })).status).toBe(403);
  });

  it('lets only the admin who started an upload continue it', async () => {
    const other = (await createTestAccount({ roles: ['ADMIN'] })).token;
    const bytes = png(160, 160, true);
    const count = Math.ceil(bytes.length / UPLOAD_CHUNK_BYTES);
    const part = (index: number) => bytes.subarray(index * UPLOAD_CHUNK_BYTES, (index + 1) * UPLOAD_CHUNK_BYTES).toString('base64');
    const first = await call('POST', '/api/admin/content/uploads', {
      token: admin,
      body: { index: 0, count, name: 'a.png', mime: 'image/png', size: bytes.length, data: part(0) },
    });
    expect(first.body).toMatchObject({ done: false, received: 1 });

    const taken = await call('POST', '/api/admin/content/uploads', {
      token: await other(),
      body: { uploadId: first.body.uploadId, index: 1, count, name: 'a.png', mime: 'image/png', size: bytes.length, data: part(1) },
    });
    const unknown = await call('POST', '/api/admin/content/uploads', {
      token: admin,
      body: { uploadId: '01JZZZZZZZZZZZZZZZZZZZZZZZ', index: 1, count, name: 'a.png', mime: 'image/png', size: bytes.length, data: part(1) },
    });

    expect(taken.status).toBe(403);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Завантаження не знайдено або воно застаріло: почніть знову');
  });
});
