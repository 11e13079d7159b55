import { randomInt } from 'node:crypto';
import { maskPhone } from '@dosyt/core/phone/phone.rules';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { createStaff, submitAppeal } from '../../../infra/local/test/appeals';
import { parseSearchQuery } from '@dosyt/core/appeal/search.rules';
import { SEARCH_CANDIDATES } from '../appeals/search-appeals';
import { db } from '../db/service';
import { dynamo } from '../lib/aws';
import type { Caller } from '../lib/tokens';
import { HISTORY_SEARCH_CANDIDATES, listExecutorAssignments } from './executor-history';

/**
 * The executor history's search (by number, any part of the phone and name; status;
 * 'Прострочені'; sorting; page size), whose list answers carry the phone masked,, through the real handler on DynamoDB Local.
 */

/** Київська, Бровари: no executors, so no distribution adds records of its own to these appeals. */
const KYIV = 32;
const BROVARY = 'UA32060050000030591';
const HOUR = 3_600_000;
const CYRILLIC = 'абвгдежзиклмнопрстуфхцчшщюя';
const randomWord = (n: number) => Array.from({ length: n }, () => CYRILLIC[randomInt(CYRILLIC.length)]).join('');

type Row = { id: number; appealId: number; appeal: { phone: string; name: string } | null };
const ids = (body: { data: Row[] }) => body.data.map((r) => r.id);

describe('GET /api/appeal-history/user/{userId}: search, filters, sorting, masked phones', () => {
  let executor: Awaited<ReturnType<typeof createStaff>>;
  const subscriber = String(randomInt(1_000_000, 10_000_000));
  const surname = `Архів${randomWord(6)}`;
  const phones = [
    `38050${subscriber}`,
    `38067${subscriber}`,
    `38093${String(randomInt(1_000_000, 10_000_000))}`,
    `38096${String(randomInt(1_000_000, 10_000_000))}`,
  ];
  /** Record ids r0..r3: created an hour apart, r3 newest. */
  const records: number[] = [];
  const appeals: number[] = [];
  const history = (query: string, token = executor.token) => call('GET', `/api/appeal-history/user/${executor.id}?${query}`, { token });

  beforeAll(async () => {
    // Not working and monitoring only: distribution never gives this account anything of other suites.
    executor = await createStaff({ regionId: KYIV, communityId: BROVARY, assistanceIds: [7], workStatus: false });
    for (const [i, phone] of phones.entries()) {
      const sent = await submitAppeal({ region_id: KYIV, community_id: BROVARY, assistance_ids: [2], phone, ...(i === 0 ? { last_name: surname } : {}) });
      expect(sent.status).toBe(201);
      appeals.push(sent.appealId);
    }
    const now = Date.now();
    // r0 new, due in 2 days; r1 in work, overdue; r2 finished, long past its deadline (not overdue); r3 new, due in an hour.
    const shape = [
      { statusId: 1, deadlineAt: now + 48 * HOUR },
      { statusId: 3, deadlineAt: now - HOUR },
      { statusId: 4, deadlineAt: now - 48 * HOUR },
      { statusId: 1, deadlineAt: now + HOUR },
    ];
    const base = 8_810_000 + randomInt(0, 100_000) * 10;
    const items = shape.map((s, i) => ({
      id: base + i,
      appealId: appeals[i],
      userId: executor.id,
      assistanceTypeId: 2,
      regionId: KYIV,
      communityId: BROVARY,
      version: 1,
      createdAt: new Date(now - (10 - i) * HOUR).toISOString(),
      updatedAt: new Date(now - (10 - i) * HOUR).toISOString(),
      ...s,
    }));
    await db().entities.assignment.put(items).go();
    records.push(...items.map((r) => r.id));
  });

  it('answers every row with the phone masked: the whole number is nowhere in the answer', async () => {
    const res = await history('page=1&pageSize=10');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([...records].reverse());
    for (const row of res.body.data as Row[]) expect(row.appeal?.phone).toBe(maskPhone(phones[appeals.indexOf(row.appealId)]!));
    const text = JSON.stringify(res.body);
    for (const phone of phones) expect(text).not.toContain(phone.slice(2));
    // A search answer too, and the admin list's plain and searched answers.
    expect(JSON.stringify((await history(`q=${subscriber}`)).body)).not.toContain(subscriber);
    const admin = await tokenForDemo('ADMIN');
    const list = await call('GET', `/api/appeals/pages=1?region_id=${KYIV}`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.rows.length).toBeGreaterThan(0);
    for (const row of list.body.rows as Array<{ phone: string }>) expect(row.phone).toMatch(/^\+38\(0\d{2}\)\*\*\*-\*\*-\d{2}$/);
    for (const phone of phones) expect(JSON.stringify(list.body)).not.toContain(phone.slice(5));
    await vi.waitFor(async () => expect((await call('GET', `/api/appeals/pages=1?q=${subscriber}`, { token: admin })).body.rows).toHaveLength(2), {
      timeout: 20_000,
      interval: 200,
    });
    const searched = await call('GET', `/api/appeals/pages=1?q=${subscriber}`, { token: admin });
    expect(JSON.stringify(searched.body)).not.toContain(subscriber);
  });

  it('finds records by any part of the phone digits, by the appeal number and by a prefix of the name', async () => {
    const middle = subscriber.slice(1, 6);
    expect(ids((await history(`q=${middle}`)).body)).toEqual([records[1], records[0]]);
    expect(ids((await history(`q=067${subscriber}`)).body)).toEqual([records[1]]);
    expect(ids((await history(`q=${encodeURIComponent(`+38 (050) ${subscriber}`)}`)).body)).toEqual([records[0]]);
    expect(ids((await history(`q=${appeals[2]}`)).body)).toContain(records[2]);
    expect(ids((await history(`q=${encodeURIComponent(surname.slice(0, 6).toUpperCase())}`)).body)).toEqual([records[0]]);
    expect((await history(`q=${middle}`)).body.total).toBe(2);
  });

  it("filters by status and 'Прострочені' (open and past the deadline)", async () => {
    expect(ids((await history('status=1')).body)).toEqual([records[3], records[0]]);
    expect(ids((await history('status=4')).body)).toEqual([records[2]]);
    expect(ids((await history('filter=overdue')).body)).toEqual([records[1]]);
    expect(ids((await history(`filter=overdue&q=${subscriber}`)).body)).toEqual([records[1]]);
    expect(ids((await history('filter=overdue&status=1')).body)).toEqual([]);
  });

  it('sorts by date either way, by deadline and by status, and pages by the size asked', async () => {
    const [r0, r1, r2, r3] = records;
    expect(ids((await history('sort=date-asc')).body)).toEqual([r0, r1, r2, r3]);
    expect(ids((await history('sort=deadline')).body)).toEqual([r2, r1, r3, r0]);
    expect(ids((await history('sort=status')).body)).toEqual([r3, r0, r1, r2]);
    const second = (await history('sort=date-asc&pageSize=2&page=2')).body;
    expect(ids(second)).toEqual([r2, r3]);
    expect(second.total).toBe(4);
    expect(ids((await history('sort=date-asc&pageSize=25')).body)).toEqual([r0, r1, r2, r3]);
  });

  it("refuses what the history has no use for, a search too short to run, and someone else's history", async () => {
    expect((await history('filter=unassigned')).status).toBe(400);
    expect((await history(`q=${encodeURIComponent('а')}`)).status).toBe(400);
    expect((await history('status=9')).status).toBe(400);
    expect((await history('sort=name')).status).toBe(400);
    expect((await history(`q=${subscriber}`, await tokenForDemo('USER'))).status).toBe(403);
  });
});

describe('GET /api/appeal-history/user/{userId}: a search finds an appeal older than the newest 300 records', () => {
  let executor: Awaited<ReturnType<typeof createStaff>>;
  let colleague: Awaited<ReturnType<typeof createStaff>>;
  const subscriber = String(randomInt(1_000_000, 10_000_000));
  const surname = `Давн${randomWord(8)}`;
  /** Matching appeals: only the executor's, only the colleague's, and one each of them carries a type of. */
  const appeal = { mine: 0, theirs: 0, shared: 0, filler: 0 };
  const record = { mine: 0, theirs: 0, sharedMine: 0, sharedTheirs: 0 };
  const NEWER = HISTORY_SEARCH_CANDIDATES + 5;
  const now = Date.now();
  const oldAt = (hours: number) => new Date(now - (2_000 - hours) * HOUR).toISOString();
  const history = (query: string, token = executor.token, userId = executor.id) => call('GET', `/api/appeal-history/user/${userId}?${query}`, { token });

  beforeAll(async () => {
    executor = await createStaff({ regionId: KYIV, communityId: BROVARY, assistanceIds: [7], workStatus: false });
    colleague = await createStaff({ regionId: KYIV, communityId: BROVARY, assistanceIds: [7], workStatus: false });
    const submit = async (phone: string, last_name?: string) => {
      const sent = await submitAppeal({ region_id: KYIV, community_id: BROVARY, assistance_ids: [2], phone, ...(last_name ? { last_name } : {}) });
      expect(sent.status).toBe(201);
      return sent.appealId;
    };
    appeal.mine = await submit(`38063${subscriber}`, surname);
    appeal.theirs = await submit(`38073${subscriber}`, surname);
    appeal.shared = await submit(`38098${subscriber}`, surname);
    appeal.filler = await submit(`38099${String(randomInt(1_000_000, 10_000_000))}`);
    // As distribution leaves it: the appeal names the executors of its records.
    const executorsOf = { mine: [executor.id], theirs: [colleague.id], shared: [executor.id, colleague.id], filler: [executor.id] };
    for (const [key, ids] of Object.entries(executorsOf)) {
      await db()
        .entities.appeal.patch({ id: appeal[key as keyof typeof appeal] })
        .set({ executorIds: ids })
        .go();
    }
    const base = 7_100_000_000 + randomInt(0, 1_000_000) * 1_000;
    const item = (i: number, appealId: number, userId: number, createdAt: string, statusId = 1) => ({
      id: base + i,
      appealId,
      userId,
      assistanceTypeId: 2,
      regionId: KYIV,
      communityId: BROVARY,
      version: 1,
      statusId,
      deadlineAt: now + 48 * HOUR,
      createdAt,
      updatedAt: createdAt,
    });
    // Old records (2,000 hours ago), then more than HISTORY_SEARCH_CANDIDATES newer ones of a non-matching appeal.
    const old = [
      item(0, appeal.mine, executor.id, oldAt(0), 4),
      item(1, appeal.theirs, colleague.id, oldAt(1)),
      item(2, appeal.shared, executor.id, oldAt(2)),
      item(3, appeal.shared, colleague.id, oldAt(2)),
    ];
    [record.mine, record.theirs, record.sharedMine, record.sharedTheirs] = old.map((r) => r.id);
    const newer = Array.from({ length: NEWER }, (_, i) => item(10 + i, appeal.filler, executor.id, new Date(now - 500 * HOUR + i * 60_000).toISOString()));
    await db()
      .entities.assignment.put([...old, ...newer])
      .go();
    // The stream indexes the appeals' phones and names.
    const admin = await tokenForDemo('ADMIN');
    await vi.waitFor(
      async () => {
        expect((await call('GET', `/api/appeals/pages=1?q=${subscriber}`, { token: admin })).body.rows).toHaveLength(3);
        expect((await call('GET', `/api/appeals/pages=1?q=${encodeURIComponent(surname)}`, { token: admin })).body.rows).toHaveLength(3);
      },
      { timeout: 20_000, interval: 200 },
    );
  });

  it("finds the old records by part of the phone, by the number and by the name, only this executor's, the phone masked", async () => {
    const byPhone = await history(`q=${subscriber.slice(1)}`);
    expect(byPhone.status).toBe(200);
    expect(ids(byPhone.body)).toEqual([record.sharedMine, record.mine]);
    expect(byPhone.body.total).toBe(2);
    // The index held every match: nothing may have been missed.
    expect(byPhone.body.countCapped).toBeUndefined();
    expect(JSON.stringify(byPhone.body)).not.toContain(subscriber);
    expect(ids((await history(`q=${encodeURIComponent(`+38 (063) ${subscriber}`)}`)).body)).toEqual([record.mine]);
    expect(ids((await history(`q=${appeal.mine}`)).body)).toEqual([record.mine]);
    expect(ids((await history(`q=${encodeURIComponent(surname.toUpperCase())}`)).body)).toEqual([record.sharedMine, record.mine]);
    // With the filters of the history: status, dates, community.
    expect(ids((await history(`q=${subscriber}&status=4`)).body)).toEqual([record.mine]);
    expect(ids((await history(`q=${subscriber}&from=${encodeURIComponent(oldAt(1))}`)).body)).toEqual([record.sharedMine]);
    expect(ids((await history(`q=${subscriber}&to=${encodeURIComponent(oldAt(1))}`)).body)).toEqual([record.mine]);
    expect(ids((await history(`q=${subscriber}&community=UA32060050000030592`)).body)).toEqual([]);
    // A status alone still looks at the newest records only, and says so.
    expect((await history('status=4')).body.countCapped).toBe(true);
  });

  it("never returns another executor's appeal or record, by phone, name or number", async () => {
    for (const q of [subscriber, encodeURIComponent(surname), String(appeal.theirs), `073${subscriber}`]) {
      const res = await history(`q=${q}`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).not.toContain(record.theirs);
      expect(ids(res.body)).not.toContain(record.sharedTheirs);
      expect((res.body.data as Row[]).map((r) => r.appealId)).not.toContain(appeal.theirs);
    }
    expect(ids((await history(`q=${appeal.theirs}`)).body)).toEqual([]);
    // The colleague's own history has them (fewer than 300 records: the newest records alone).
    expect(ids((await history(`q=${subscriber}`, colleague.token, colleague.id)).body)).toEqual([record.sharedTheirs, record.theirs]);
    // And a USER cannot ask for someone else's history at all.
    expect((await history(`q=${subscriber}`, colleague.token)).status).toBe(403);
  });

  it('reads a bounded number of items: the newest 300 records, the index, and the matching appeals of this executor by key', async () => {
    const caller: Caller = { userId: executor.id, name: 'Виконавиця', roles: ['USER'], regionId: KYIV };
    const commands: Array<{ name: string; input: Record<string, unknown>; read: number }> = [];
    let counting = true;
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        if (counting) {
          const out = result.output as { ScannedCount?: number; Count?: number; Responses?: Record<string, unknown[]>; Item?: unknown };
          const read = out.ScannedCount ?? out.Count ?? (out.Responses ? Object.values(out.Responses).reduce((s, l) => s + l.length, 0) : out.Item ? 1 : 0);
          commands.push({ name: context.commandName ?? '', input: args.input as Record<string, unknown>, read });
        }
        return result;
      },
      { step: 'initialize', name: 'historySearchCounter' },
    );
    try {
      const page = await listExecutorAssignments(caller, executor.id, { q: parseSearchQuery(subscriber), page: 1, pageSize: 10 });
      expect(page.data.map((r) => r.id)).toEqual([record.sharedMine, record.mine]);
    } finally {
      counting = false;
      dynamo().middlewareStack.remove('historySearchCounter');
    }
    const items = commands.reduce((n, c) => n + c.read, 0);
    // Records of an appeal read by its key: only the two appeals that name this executor, never the colleague's.
    const partitions = commands
      .filter((c) => c.name === 'QueryCommand' && c.input.IndexName === undefined)
      .map((c) => String((c.input.ExpressionAttributeValues as Record<string, unknown>)[':pk']));
    const appealKey = (id: number) => `appeal#${String(id).padStart(10, '0')}`;
    expect(partitions.filter((pk) => pk.startsWith('appeal#')).sort()).toEqual([appealKey(appeal.mine), appealKey(appeal.shared)].sort());
    // 300 records, their one appeal and the index's few, the two appeals' 3 records, the page's look-ups:
    // nowhere near the index's cap, and not growing with the history (305 newer records, only 300 read).
    expect(items).toBeLessThan(HISTORY_SEARCH_CANDIDATES + 60);
    expect(items).toBeLessThan(HISTORY_SEARCH_CANDIDATES + SEARCH_CANDIDATES);
    expect(commands.length).toBeLessThan(20);
  });
});
