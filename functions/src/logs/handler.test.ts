import { describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';

describe('GET /api/files/stream', () => {
  it('shows an admin the latest log lines, including a request just made', async () => {
    // Prepare: a request with a recognisable route
    await call('GET', '/api/communities/pages=7');
    // Act
    const res = await call('GET', '/api/files/stream', { token: await tokenForDemo('ADMIN') });
    // Assess
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.body).toContain('/api/communities/pages={page}');
  });

  it('keeps personal data out of the log', async () => {
    await call('POST', '/api/communities/name', { body: { name: 'Шевченківськ', region_id: 53 } });
    const res = await call('GET', '/api/files/stream', { token: await tokenForDemo('ADMIN') });
    expect(res.body).not.toContain('Шевченківськ');
  });

  it.each(['USER', 'OBSERVER'] as const)('refuses a %s with 403', async (role) => {
    const res = await call('GET', '/api/files/stream', { token: await tokenForDemo(role) });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ statusCode: 403 });
  });
});
