import { kyivDayKey } from '@dosyt/core/dates/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { validAppealBody } from '../../../infra/local/test/appeals';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { db } from '../db/service';
import { eventually } from '../test/stats-kit';

/**
 * The calendar (GET /api/appeals/grouped/{startDate}/{endDate}) is regional for an
 * OBSERVER, like every other figure: their own region's appeals per Kyiv day and
 * status, never the country's. An admin still sees the country.
 */

const POLTAVA = 53;
const ZHYTOMYR = 18;
const ANDRUSHIVKA = 'UA18020010000059904';

let admin: string;
let observer: string;

beforeAll(async () => {
  admin = await tokenForDemo('ADMIN');
  observer = await tokenForDemo('OBSERVER');
});

type Cell = { day: string; status_id: number; count: number };
const cells = (rows: Cell[], day: string) => new Map(rows.filter((r) => r.day === day).map((r) => [r.status_id, r.count]));

async function appealsOfDay(day: string, regionId?: number): Promise<Map<number, number>> {
  const { data } = await (regionId === undefined ? db().entities.appeal.query.all({}) : db().entities.appeal.query.byRegion({ region_id: regionId })).go({
    pages: 'all',
    attributes: ['createdAt', 'status_id'],
  });
  const out = new Map<number, number>();
  for (const a of data) if (kyivDayKey(a.createdAt) === day) out.set(a.status_id, (out.get(a.status_id) ?? 0) + 1);
  return out;
}

describe('calendar scope', () => {
  it('gives an OBSERVER their own region’s days only, and an admin the country’s', async () => {
    // Prepare: today's appeals in the observer's region and in another one
    for (const body of [validAppealBody(), validAppealBody({ region_id: ZHYTOMYR, community_id: ANDRUSHIVKA })]) {
      expect((await call('POST', '/api/appeals', { token: admin, body })).status).toBe(201);
    }
    const day = kyivDayKey(Date.now());
    const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

    await eventually(
      async () => {
        // Act
        const mine = await call('GET', `/api/appeals/grouped/${from}/${to}`, { token: observer });
        const country = await call('GET', `/api/appeals/grouped/${from}/${to}`, { token: admin });

        // Assess
        expect([mine.status, country.status]).toEqual([200, 200]);
        expect(cells(mine.body, day)).toEqual(await appealsOfDay(day, POLTAVA));
        expect(cells(country.body, day)).toEqual(await appealsOfDay(day));
      },
      { timeoutMs: 30_000 },
    );
  }, 60_000);
});
