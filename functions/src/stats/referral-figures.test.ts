import { randomBytes } from 'node:crypto';
import { kyivYearMonth, monthRange } from '@dosyt/core/dates/dates';
import type { ReferralFigures } from '@dosyt/core/api/stats-answers';
import { SMALL_COUNT } from '@dosyt/core/referral/figures';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, mailbox } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { callFrom, POLTAVA_REGION, randomAddress, submitAppeal } from '../../../infra/local/test/appeals';
import { sha256Hex } from '../auth/secrets';
import { markExpired } from '../jobs/mark-expired';
import { awaitingSort } from '../db/referral-awaiting';
import { referralDb } from '../db/referral-store';
import { eventually } from '../test/stats-kit';
import { computeAggregates, readLiveAggregates, scanSources } from './maintenance/rebuild';
import { defaultStatsDb } from './stats-db';

/**
 * The referral figures of the dashboards (GET /api/appeal-history/referrals), over HTTP
 * for each role, after referrals are made, answered and left to expire through the real
 * routes and the jobs function; the stream keeps the counters. Two communities of the
 * Poltava region no other suite uses: one gets 2 referrals (masked for non-admins), the
 * other 5 (shown). The region's figures are compared as differences, since other suites
 * refer appeals of the same region in the same month.
 */

const CHUTOVE = 'UA53080450000087891';
const SHCHERBANI = 'UA53080470000053547';
const KYIV_REGION = 32;

const { year, month } = kyivYearMonth(Date.now());
const range = monthRange(year, month);
const periodQuery = `startDate=${encodeURIComponent(range.startDate)}&endDate=${encodeURIComponent(range.endDate)}`;

let admin: string;
let user: string;
let observer: string;
let service: { id: string; referralEmail: string };

const figures = async (token: string | undefined, regionId?: number) =>
  call<ReferralFigures>('GET', `/api/appeal-history/referrals?${periodQuery}${regionId === undefined ? '' : `&region_id=${regionId}`}`, { token });

const medicalOf = (f: ReferralFigures) => f.byKind.find((k) => k.kind === 'medical')!;
const communityOf = (f: ReferralFigures, id: string) => f.communities.find((c) => c.community_id === id);

async function referAppealIn(communityId: string): Promise<{ appealId: number; referralId: string }> {
  const appeal = await submitAppeal({ community_id: communityId, region_id: POLTAVA_REGION, assistance_ids: [1] });
  expect(appeal.status).toBe(201);
  const reply = await call('POST', `/api/appeals/${appeal.appealId}/referrals`, {
    token: admin,
    body: { serviceId: service.id, consent: true, share: 'anonymous', note: '' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { appealId: appeal.appealId, referralId: reply.body.id };
}

describe('referral figures on the dashboards', () => {
  let before: { admin: ReferralFigures; country: ReferralFigures };
  let made: Array<{ appealId: number; referralId: string }>;

  beforeAll(async () => {
    [admin, user, observer] = await Promise.all([tokenForDemo('ADMIN'), tokenForDemo('USER'), tokenForDemo('OBSERVER')]);
    const created = await call('POST', '/api/admin/services', {
      token: admin,
      body: {
        name: `Лікарня для направлень ${randomBytes(3).toString('hex')}`,
        kind: 'medical',
        region_id: POLTAVA_REGION,
        phones: ['+38 (050) 000-00-01'],
        hours: 'Цілодобово',
        description: 'Вигадана служба для тестів',
        public: false,
        acceptsReferrals: true,
        referralEmail: `figures-${randomBytes(3).toString('hex')}@example.org`,
      },
    });
    expect(created.status).toBe(201);
    service = created.body;
    before = { admin: (await figures(admin, POLTAVA_REGION)).body, country: (await figures(admin)).body };

    made = [];
    for (let i = 0; i < 2; i++) made.push(await referAppealIn(CHUTOVE));
    for (let i = 0; i < 5; i++) made.push(await referAppealIn(SHCHERBANI));

    // One is accepted by the partner through its link.
    const accepted = made[2]!;
    const { data } = await referralDb().entities.referral.get({ appealId: accepted.appealId, id: accepted.referralId }).go({ consistent: true });
    const ours = (ms: Array<{ body: { text?: string } }>) =>
      ms.map((m) => /\/referral\/([A-Za-z0-9_-]{43})/.exec(m.body.text ?? '')?.[1]).find((t) => t !== undefined && sha256Hex(t) === data!.tokenHash);
    const token = ours(await mailbox(service.referralEmail, (ms) => ours(ms) !== undefined));
    expect((await callFrom(randomAddress(), 'POST', `/api/referrals/${token}`, { body: { status: 'accepted', note: '' } })).status).toBe(200);

    // One is never answered: its link dies and the jobs function marks it expired.
    const silent = made[3]!;
    const past = Date.now() - 1000;
    await referralDb()
      .entities.referral.patch({ appealId: silent.appealId, id: silent.referralId })
      .set({ linkExpiresAt: past, awaitingSort: awaitingSort(past, silent.appealId, silent.referralId) })
      .go();
    await markExpired(defaultStatsDb());
  });

  it('counts the region’s referrals by kind and state for ADMIN, every community as it is', async () => {
    const after = await eventually(async () => {
      const reply = await figures(admin, POLTAVA_REGION);
      expect(reply.status).toBe(200);
      const medical = medicalOf(reply.body);
      const was = medicalOf(before.admin);
      expect({
        total: medical.total - was.total,
        sent: medical.sent - was.sent,
        accepted: medical.accepted - was.accepted,
        expired: medical.expired - was.expired,
      }).toEqual({ total: 7, sent: 5, accepted: 1, expired: 1 });
      return reply.body;
    });
    expect(after.region_id).toBe(POLTAVA_REGION);
    expect(after.total.total - before.admin.total.total).toBe(7);
    expect(after.byKind.map((k) => k.kind)).toEqual(['shelter', 'legal', 'psychological', 'medical', 'police', 'social', 'hotline', 'other']);
    expect(communityOf(after, CHUTOVE)).toMatchObject({ total: 2, community: 'Чутівська селищна громада' });
    expect(communityOf(after, SHCHERBANI)).toMatchObject({ total: 5 });
    expect(after.regions).toEqual([]);
  });

  it('masks a community’s 1 to 4 as "<5" for USER and OBSERVER, on the server', async () => {
    for (const token of [user, observer]) {
      const reply = await eventually(async () => {
        const r = await figures(token);
        expect(communityOf(r.body, SHCHERBANI)?.total).toBe(5);
        return r;
      });
      expect(reply.status).toBe(200);
      // Their own region without asking, and the same when they name it.
      expect(reply.body.region_id).toBe(POLTAVA_REGION);
      expect((await figures(token, POLTAVA_REGION)).body).toEqual(reply.body);
      const small = communityOf(reply.body, CHUTOVE);
      expect(small?.total).toBe(SMALL_COUNT);
      // Nothing in the answer carries the real count of that community.
      expect(JSON.stringify(small)).not.toMatch(/\b2\b/);
      for (const row of reply.body.communities)
        expect(typeof row.total === 'number' ? row.total === 0 || row.total >= 5 : row.total === SMALL_COUNT).toBe(true);
      // The region's own figures are the admin's.
      expect(medicalOf(reply.body)).toEqual(medicalOf((await figures(admin, POLTAVA_REGION)).body));
    }
  });

  it('gives ADMIN the country, a row per region; refuses another region to USER and OBSERVER, and everyone without a token', async () => {
    const country = (await figures(admin)).body;
    expect(country.region_id).toBeNull();
    expect(country.communities).toEqual([]);
    const poltava = country.regions.find((r) => r.region_id === POLTAVA_REGION)!;
    const was = before.country.regions.find((r) => r.region_id === POLTAVA_REGION)?.total ?? 0;
    expect(poltava.total - was).toBe(7);
    expect(medicalOf(country).total - medicalOf(before.country).total).toBe(7);

    expect((await figures(undefined)).status).toBe(401);
    for (const token of [user, observer]) expect((await figures(token, KYIV_REGION)).status).toBe(403);
    expect((await figures(admin, KYIV_REGION)).status).toBe(200);
    expect((await call('GET', '/api/appeal-history/referrals?startDate=x&endDate=y', { token: admin })).status).toBe(400);
  });

  it('are the counters a rebuild from the referral items gives', async () => {
    const live = await readLiveAggregates(defaultStatsDb());
    const rebuilt = computeAggregates(await scanSources(defaultStatsDb()));
    const ours = (set: typeof live) => [...set.counters.entries()].filter(([key]) => key.includes('ref#c#53#')).sort(([a], [b]) => a.localeCompare(b));
    expect(ours(live)).toEqual(ours(rebuilt));
    expect(ours(live).length).toBeGreaterThanOrEqual(2);
  });
});
