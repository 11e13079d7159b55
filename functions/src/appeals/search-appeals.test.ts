import { randomInt } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { submitAppeal } from '../../../infra/local/test/appeals';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { SEARCH_TOO_SHORT } from '@dosyt/core/api/appeal-queries';
import { COUNT_CAP, searchAppeals } from './search-appeals';
import { parseSearchQuery } from '@dosyt/core/appeal/search.rules';
import { highRiskFirst, type RiskLevel } from '@dosyt/core/appeal/risk.rules';
import { isOpenStatus } from '@dosyt/core/status/status.rules';

/** Київська, Бровари: no executors, so an appeal there is 'Без виконавця'. */
const KYIV_REGION = 32;
const BROVARY = 'UA32060050000030591';
const eventually = { timeout: 20_000, interval: 200 };
const CYRILLIC = 'абвгдежзиклмнопрстуфхцчшщюя';
const randomWord = (n: number) => Array.from({ length: n }, () => CYRILLIC[randomInt(CYRILLIC.length)]).join('');

type Row = { id: number; status_id: number; createdAt: string; deadlineAt: number; region_id: number; risk_level?: RiskLevel | null };
const ids = (body: { rows: Row[] }) => body.rows.map((r) => r.id);

describe('GET /api/appeals/pages={page} with search, filters, sorting and page size', () => {
  let admin: string;
  const subscriber = String(randomInt(1_000_000, 10_000_000));
  const surname = `Шук${randomWord(6)}`;
  let poltava050 = 0;
  let poltava067 = 0;
  let kyiv093 = 0;
  let other = 0;
  let pinnedHighRisk = 0;
  const list = (query: string) => call('GET', `/api/appeals/pages=1?${query}`, { token: admin });

  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
    // An open high-risk appeal, older than the rest: the default order pins it first all the same.
    pinnedHighRisk = (await submitAppeal({ risk_answers: { weapon: true } })).appealId;
    poltava050 = (await submitAppeal({ phone: `38050${subscriber}`, last_name: surname })).appealId;
    poltava067 = (await submitAppeal({ phone: `38067${subscriber}` })).appealId;
    kyiv093 = (await submitAppeal({ phone: `38093${subscriber}`, region_id: KYIV_REGION, community_id: BROVARY, assistance_ids: [2] })).appealId;
    other = (await submitAppeal({})).appealId;
    for (const id of [poltava050, poltava067, kyiv093, other, pinnedHighRisk]) expect(id).toBeGreaterThan(0);
    // The search index is kept by the stream consumer: wait until it has the last one.
    await vi.waitFor(async () => expect(ids((await list(`q=${subscriber}`)).body)).toHaveLength(3), eventually);
  });

  it('finds appeals by any part of the phone digits, newest first, in any written form', async () => {
    const middle = subscriber.slice(1, 6);
    const byPart = await list(`q=${middle}`);
    expect(byPart.status).toBe(200);
    expect(ids(byPart.body)).toEqual(expect.arrayContaining([kyiv093, poltava067, poltava050]));
    expect(ids(byPart.body)).not.toContain(other);
    const formatted = await list(`q=${encodeURIComponent(`+38 (050) ${subscriber.slice(0, 3)}-${subscriber.slice(3)}`)}`);
    expect(ids(formatted.body)).toEqual([poltava050]);
    const national = await list(`q=067${subscriber}`);
    expect(ids(national.body)).toEqual([poltava067]);
    expect(ids((await list(`q=${subscriber}`)).body)).toEqual([kyiv093, poltava067, poltava050]);
  });

  it('finds an appeal by its number first, and by a prefix of the surname', async () => {
    const byNumber = await list(`q=${poltava067}`);
    expect(ids(byNumber.body)[0]).toBe(poltava067);
    const byName = await list(`q=${encodeURIComponent(surname.slice(0, 5).toUpperCase())}`);
    expect(ids(byName.body)).toEqual([poltava050]);
    const withFirstName = await list(`q=${encodeURIComponent(`Оксана ${surname}`)}`);
    expect(ids(withFirstName.body)).toEqual([poltava050]);
  });

  it("narrows a search by status, region and 'Без виконавця'", async () => {
    expect(ids((await list(`q=${subscriber}&filter=unassigned`)).body)).toEqual([kyiv093]);
    expect(ids((await list(`q=${subscriber}&region_id=${KYIV_REGION}`)).body)).toEqual([kyiv093]);
    expect(ids((await list(`q=${subscriber}&status=4`)).body)).toEqual([]);
    const unassigned = await list(`filter=unassigned&size=50`);
    expect(ids(unassigned.body)).toContain(kyiv093);
    expect(ids(unassigned.body)).not.toContain(poltava050);
  });

  it('sorts by date either way, by deadline and by status, and pages by 10, 25 or 50', async () => {
    const newest = (await list('size=25')).body;
    const oldest = (await list('size=25&sort=date-asc')).body;
    expect(newest.rows).toHaveLength(Math.min(25, newest.count));
    expect(newest.count).toBeGreaterThanOrEqual(4);
    // Newest first, with any open high-risk appeal (other test files leave some) pinned above the rest.
    const byDateDesc = [...(newest.rows as Row[])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const expected = highRiskFirst(
      byDateDesc,
      (r) => r.risk_level,
      (r) => isOpenStatus(r.status_id),
    );
    expect(newest.rows.map((r: Row) => r.createdAt)).toEqual(expected.map((r) => r.createdAt));
    expect(oldest.rows.map((r: Row) => r.createdAt)).toEqual([...oldest.rows.map((r: Row) => r.createdAt)].sort());
    expect(newest.count).toBe(oldest.count);
    const deadline = (await list('size=50&sort=deadline')).body.rows as Row[];
    expect(deadline.map((r) => r.deadlineAt)).toEqual([...deadline.map((r) => r.deadlineAt)].sort((a, b) => a - b));
    const byStatus = (await list('size=50&sort=status')).body.rows as Row[];
    expect(byStatus.map((r) => r.status_id)).toEqual([...byStatus.map((r) => r.status_id)].sort((a, b) => a - b));
    const news = (await list('status=1&size=10')).body;
    expect(news.rows.every((r: Row) => r.status_id === 1)).toBe(true);
    expect(news.count).toBeGreaterThanOrEqual(news.rows.length);
  });

  it('refuses a page size, sort, filter or status it does not know, and a query too short to search', async () => {
    for (const query of ['size=11', 'sort=name', 'filter=mine', 'status=9']) expect((await list(query)).status).toBe(400);
    const short = await list(`q=${encodeURIComponent('ж')}`);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(SEARCH_TOO_SHORT);
  });

  it("counts a phone fragment's matches from the one read that gives the page, up to 1000 ('1000+')", async () => {
    // A term matching more appeals than the cap: index entries only (their appeals need not exist for the count).
    const digits = String(randomInt(100_000_000, 1_000_000_000));
    const entries = Array.from({ length: COUNT_CAP + 5 }, (_, i) => ({
      pk: `agg#search#phone#${digits}`,
      sk: `2020-01-01T00:00:00.000Z#${String(900_000_000 + i).padStart(10, '0')}`,
      appealId: 900_000_000 + i,
    }));
    for (let i = 0; i < entries.length; i += 25) {
      const batch = entries.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      await dynamo().send(new BatchWriteCommand({ RequestItems: { [env().TABLE_NAME]: batch } }));
    }
    const capped = await list(`q=${digits}`);
    expect(capped.status).toBe(200);
    expect(capped.body).toMatchObject({ count: COUNT_CAP, countCapped: true });
    const few = await list(`q=${subscriber}`);
    expect(few.body.count).toBe(3);
    expect(few.body.countCapped).toBeUndefined();
    // The same searches called directly, with this process's client recording its Queries.
    const queries: Array<Record<string, unknown>> = [];
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'QueryCommand') queries.push(args.input as Record<string, unknown>);
        return next(args);
      },
      { step: 'initialize', name: 'searchQueryRecorder' },
    );
    try {
      for (const term of [digits, subscriber]) {
        await searchAppeals({ page: 1, size: 10, q: parseSearchQuery(term), sort: 'date', duplicates: false, now: Date.now() });
      }
    } finally {
      dynamo().middlewareStack.remove('searchQueryRecorder');
    }
    // Each search read its term's partition once (no COUNT beside the page's Query).
    const partitions = queries.map((q) => (q.ExpressionAttributeValues as Record<string, unknown>)[':pk']);
    expect(partitions).toEqual([`agg#search#phone#${digits}`, `agg#search#phone#${subscriber}`]);
  });

  it('is for admins only', async () => {
    expect((await call('GET', `/api/appeals/pages=1?q=${subscriber}`, { token: await tokenForDemo('USER') })).status).toBe(403);
  });
});
