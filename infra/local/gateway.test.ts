import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_MIN_COMPRESSION_BYTES } from '../routes';
import { SECURITY_HEADERS } from '../security-headers';
import { baseUrl, call } from './test/http';
import { tokenForDemo } from './test/tokens';

describe('local gateway over the real handlers and DynamoDB Local', () => {
  it('answers the health check', async () => {
    const res = await call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('lists every region with population and area', async () => {
    const res = await call('GET', '/api/communities/regions');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(27);
    const poltava = res.body.find((r: { region: string }) => r.region === 'Полтавська');
    expect(poltava).toMatchObject({ id: 53, region_id: 53, katottg: 'UA53000000000028050', population: 1352283, area: 28748, active: true });
    const crimea = res.body.find((r: { id: number }) => r.id === 1);
    expect(crimea.active).toBe(false);
  });

  it('gives a region the same region_id in the full and the active list, and that id names it in the region paths', async () => {
    const admin = await tokenForDemo('ADMIN');
    const all = (await call('GET', '/api/communities/regions')).body as { region_id: number; region: string; active: boolean }[];
    const active = (await call('GET', '/api/communities/regions/active')).body as { region_id: number; region: string }[];
    const poltava = all.find((r) => r.region === 'Полтавська')!;
    expect(active.find((r) => r.region === 'Полтавська')?.region_id).toBe(poltava.region_id);
    const crimea = all.find((r) => !r.active)!;
    const toggled = await call('PUT', `/api/communities/regions/${crimea.region_id}`, { token: admin, body: { activeStatus: false } });
    expect(toggled.status).toBe(200);
    expect((await call('GET', `/api/appeal-history/avg/region/${poltava.region_id}?startDate=2026-01-01&endDate=2026-02-01`, { token: admin })).status).toBe(
      200,
    );
  });

  it('gzips answers of at least the minimum compression size when the client accepts it, as the REST API does', async () => {
    const raw = (path: string, acceptEncoding?: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((done, fail) => {
        const req = request(`${baseUrl()}${path}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        });
        req.on('error', fail);
        req.end();
      });
    const plain = await raw('/api/communities/regions');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(API_MIN_COMPRESSION_BYTES);
    const gzipped = await raw('/api/communities/regions', 'gzip, deflate, br');
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    // Below the minimum the answer stays as it is.
    const small = await raw('/api/health', 'gzip');
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it('pages the communities 15 at a time with the count of all of them', async () => {
    const first = await call('GET', '/api/communities/pages=1');
    const last = await call('GET', '/api/communities/pages=98');
    expect(first.status).toBe(200);
    expect(first.body.rows).toHaveLength(15);
    // 1469 communities of the codifier plus the one seeded for Kyiv itself
    expect(first.body.count).toBe(1470);
    expect(last.body.rows).toHaveLength(1470 - 97 * 15);
    expect(first.body.rows[0]).toMatchObject({ name: expect.any(String), category: expect.any(String), adminCenter: expect.any(String) });
  });

  it('offers only active regions to the public form, and Kyiv has a community', async () => {
    const active = await call('GET', '/api/communities/regions/active');
    const ids = active.body.map((r: { region_id: number }) => r.region_id);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(85);
    const kyiv = await call('GET', '/api/communities/region/80');
    expect(kyiv.body).toEqual([expect.objectContaining({ name: 'Київська міська громада', adminCenter: 'Київ' })]);
  });

  it('finds communities of a region by a Cyrillic fragment', async () => {
    const res = await call('POST', '/api/communities/name', { body: { name: 'полтав', region_id: 53 } });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toContain('Полтавська міська громада');
  });

  it('answers 400 with a message, never 500, to a malformed JSON body', async () => {
    const res = await call('POST', '/api/communities/name', { rawBody: '{"name": "пол' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: expect.stringContaining('JSON') });
  });

  it('answers 400 to an over-long body', async () => {
    const res = await call('POST', '/api/communities/name', { body: { name: 'а'.repeat(70_000), region_id: 53 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/завеликий/);
  });

  it('answers 400 with field errors to a wrong type', async () => {
    const res = await call('POST', '/api/communities/name', { body: { name: 12, region_id: 'Полтава' } });
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['name', 'region_id']));
  });

  it('sends the one shared header set (nosniff and the frame rule included) on API answers, errors too', async () => {
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/api/no-such-route'],
      ['DELETE', '/api/health'],
      ['GET', '/no-such-page.js'],
    ] as const) {
      const res = await fetch(new URL(path, baseUrl()), { method });
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), `${method} ${path} ${name}`).toBe(value);
    }
  });

  it('answers 404 as JSON to an unknown API path and 401 without a token', async () => {
    expect((await call('GET', '/api/nothing-here')).status).toBe(404);
    const res = await call('GET', '/api/appeal-status');
    expect(res.status).toBe(401);
    expect(res.body.statusCode).toBe(401);
  });

  it('answers 403 with statusCode 403 to a role the route does not allow', async () => {
    const res = await call('PUT', '/api/communities/regions/53', { body: { activeStatus: false }, token: await tokenForDemo('USER') });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ statusCode: 403 });
  });

  it('serves the statuses to a signed-in user', async () => {
    const res = await call('GET', '/api/appeal-status', { token: await tokenForDemo('OBSERVER') });
    expect(res.body).toEqual([
      { id: 1, title: 'Нове' },
      { id: 2, title: 'Перенаправлено' },
      { id: 3, title: 'В роботі' },
      { id: 4, title: 'Виконано' },
    ]);
  });
});
