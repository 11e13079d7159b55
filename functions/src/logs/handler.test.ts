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

describe('GET /api/logs', () => {
  it('filters by level and text, newest first, with readable rows', async () => {
    await call('GET', '/api/communities/pages=9');
    const admin = await tokenForDemo('ADMIN');
    const info = await call('GET', `/api/logs?level=INFO&text=${encodeURIComponent('/api/communities/pages')}&limit=5`, { token: admin });
    const errors = await call('GET', `/api/logs?level=ERROR&text=${encodeURIComponent('/api/communities/pages')}`, { token: admin });
    expect(info.status).toBe(200);
    expect(info.body.entries.length).toBeGreaterThan(0);
    expect(info.body.entries[0]).toMatchObject({ level: 'INFO', message: 'request', fields: { route: '/api/communities/pages={page}' } });
    const times = info.body.entries.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(errors.body.entries).toEqual([]);
  });

  it('refuses a USER and an unknown level', async () => {
    expect((await call('GET', '/api/logs', { token: await tokenForDemo('USER') })).status).toBe(403);
    expect((await call('GET', '/api/logs?level=LOUD', { token: await tokenForDemo('ADMIN') })).status).toBe(400);
  });
});

/**
 * No personal data is logged, so none can be shown: every key of a sample of the log
 * (the newest 1,000 lines of this run, at any depth) is one of these.
 */
const ALLOWED_LOG_KEYS = new Set(
  // Powertools' own and the gateway's request line
  (
    'level message timestamp service sampling_rate xray_trace_id cold_start function_arn function_memory_size function_name function_request_id ' +
    'method route status ms routeKey SequenceNumber sequenceNumber ' +
    // ids, counts, flags and codes
    'userId by id appealId assignmentId actorId regionId statusId kind action audit fields before after roles communityId assistanceIds workStatus ' +
    'isActive isDuplicate granted revoked moved rolesChanged epoch reason window attempt attempts admins applied duplicate duplicates assignments ' +
    'closed codes digests direct offered overdueAppeals overdueAssignments redistribute redistributed report result rows staff sent failed dropped ' +
    // the second factor's step, a follow-up's open records, the retention run's counts and its finish-time cursor
    'step flagged what cutoff checked anonymised cursor more chatDeleted ' +
    // an admin's decision on a request for new types of help (a flag)
    'approve ' +
    // the name of a one-off data migration the jobs function ran
    'migration ' +
    // referral pathways: a service's and a referral's ids, what is shared (contact or anonymous), a service's active flag
    'serviceId referralId share active ' +
    // the expiry job's counts of referral links that ran out
    'expired expiredReferrals ' +
    // errors: names, the library's message and the stack (never built from a person's input)
    'error errorName errorMessage stack'
  ).split(' '),
);

describe('log keys', () => {
  it('are all on the allow-list of ids, codes and durations', async () => {
    const admin = await tokenForDemo('ADMIN');
    const keys = new Set<string>();
    let before: string | undefined;
    for (let page = 0; page < 5; page++) {
      const res = await call('GET', `/api/logs?limit=200${before ? `&before=${before}` : ''}`, { token: admin });
      for (const entry of res.body.entries as { raw: string }[]) {
        const walk = (value: unknown) => {
          if (!value || typeof value !== 'object' || Array.isArray(value)) return;
          for (const [k, v] of Object.entries(value)) {
            keys.add(k);
            walk(v);
          }
        };
        walk(JSON.parse(entry.raw));
      }
      before = res.body.next;
      if (!before) break;
    }
    expect(keys.size).toBeGreaterThan(5);
    expect([...keys].filter((k) => !ALLOWED_LOG_KEYS.has(k)).sort()).toEqual([]);
  });
});
