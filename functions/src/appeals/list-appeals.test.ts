import { maskPhone } from '@dosyt/core/phone/phone.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { randomPhone, submitAppeal } from '../../../infra/local/test/appeals';
import { LATEST_APPEALS_COUNT } from './list-appeals';

/** Волинська: no staff and no other suite's appeals, so its list is exactly what this suite makes. */
const REGION = 7;
const VOLODYMYR = 'UA07020010000096841';

describe('GET /api/appeals/pages={page} and /api/appeals/last', () => {
  let admin: string;
  let made: number[];
  let allBefore: number;
  let sharedPhone: string;

  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
    allBefore = (await call('GET', '/api/appeals/pages=1', { token: admin })).body.count;
    sharedPhone = randomPhone();
    made = [];
    for (let i = 0; i < 12; i++) {
      const phone = i >= 10 ? sharedPhone : randomPhone();
      const res = await submitAppeal({
        region_id: REGION,
        community_id: VOLODYMYR,
        assistance_ids: [2],
        phone,
        children_help: i === 0,
        ...(i === 0 ? { children_count: 1, children_ages: { '3_7': 1 } } : {}),
      });
      expect(res.status).toBe(201);
      made.push(res.appealId);
    }
  });

  it('pages a region newest first, ten to a page, with the count of all its appeals', async () => {
    // Act
    const [p1, p2, p3] = await Promise.all([1, 2, 3].map((page) => call('GET', `/api/appeals/pages=${page}?region_id=${REGION}`, { token: admin })));
    // Assess
    expect(p1.body.rows).toHaveLength(10);
    expect(p1.body.count).toBe(12);
    expect(p1.body.rows.map((r: { id: number }) => r.id)).toEqual([...made].reverse().slice(0, 10));
    expect(p2.body.rows.map((r: { id: number }) => r.id)).toEqual([made[1], made[0]]);
    expect(p3.body).toEqual({ rows: [], count: 12 });
  });

  it('answers each row with what the admin list shows', async () => {
    const p2 = await call('GET', `/api/appeals/pages=2?region_id=${REGION}`, { token: admin });
    const row = p2.body.rows[1];
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'createdAt',
        'name',
        'last_name',
        'phone',
        'communiction',
        'assistans_type',
        'community_id',
        'region_id',
        'community',
        'children_help',
        'status_id',
        'status',
        'isDuplicate',
        'duplicateOf',
        'prosessing_time',
        'deadlineAt',
        'risk_level',
      ].sort(),
    );
    expect(row).toMatchObject({
      id: made[0],
      children_help: true,
      status: { title: 'Нове' },
      community: { name: 'Володимир-Волинська міська громада', adminCenter: expect.any(String), region: 'Волинська', region_id: REGION },
      assistans_type: 'Юридична консультація',
    });
  });

  it('shows an admin every region unless one is picked, the count being the sum of the regions', async () => {
    const all = await call('GET', '/api/appeals/pages=1', { token: admin });
    expect(all.body.count).toBe(allBefore + 12);
    // Newest first, below only open high-risk appeals (pinned; other test files leave some).
    const rows = all.body.rows as Array<{ id: number; risk_level: string | null; status_id: number }>;
    const firstCalm = rows.find((r) => !(r.risk_level === 'high' && r.status_id < 4));
    expect(firstCalm?.id).toBe(made[11]);
  });

  it('lists only duplicates when asked', async () => {
    const dups = await call('GET', `/api/appeals/pages=1?region_id=${REGION}&filterDuplicates=true`, { token: admin });
    expect(dups.body).toMatchObject({ count: 1, rows: [{ id: made[11], isDuplicate: true, duplicateOf: made[10] }] });
    const none = await call('GET', `/api/appeals/pages=1?region_id=${REGION}&filterDuplicates=false`, { token: admin });
    expect(none.body.count).toBe(12);
  });

  it('answers 400 to a page that is not a positive number, 403 to a USER', async () => {
    expect((await call('GET', '/api/appeals/pages=0', { token: admin })).status).toBe(400);
    expect((await call('GET', '/api/appeals/pages=abc', { token: admin })).status).toBe(400);
    expect((await call('GET', '/api/appeals/pages=1', { token: await tokenForDemo('USER') })).status).toBe(403);
  });

  it('gives the latest ten appeals of a range for the dashboard card', async () => {
    const from = new Date(Date.now() - 24 * 3_600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const latest = await call('GET', `/api/appeals/last?startDate=${from}&endDate=${to}`, { token: admin });
    expect(latest.status).toBe(200);
    expect(latest.body).toHaveLength(LATEST_APPEALS_COUNT);
    expect(latest.body[0]).toEqual({
      id: made[11],
      name: 'Оксана',
      last_name: 'Петренко',
      // Masked: the whole number only through a recorded reveal.
      phone: maskPhone(sharedPhone),
      createdAt: expect.any(String),
      assistans_type: 'Юридична консультація',
    });
    const dates = latest.body.map((a: { createdAt: string }) => a.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const past = await call('GET', '/api/appeals/last?startDate=2001-01-01&endDate=2001-01-31', { token: admin });
    expect(past.body).toEqual([]);
    const untilNow = await call('GET', `/api/appeals/last?endDate=${to}`, { token: admin });
    expect(untilNow.body[0].id).toBe(made[11]);
    expect((await call('GET', '/api/appeals/last?startDate=вчора', { token: admin })).status).toBe(400);
  });
});
