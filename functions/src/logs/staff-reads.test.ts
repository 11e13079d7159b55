import ExcelJS from 'exceljs';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@dosyt/functions/db/service';
import { kyivDayKey } from '@dosyt/core/dates/dates';
import { baseUrl, call } from '../../../infra/local/test/http';
import { validAppealBody } from '../../../infra/local/test/appeals';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import type { StaffRead } from '@dosyt/core/api/log-answers';

/**
 * An admin's screen of one staff member's reads in a period. The reads
 * are seeded for a staff id no other test reads with, at instants on both sides of
 * the period's Kyiv day boundaries (March: UTC+2).
 */

const STAFF = 700_000 + Math.floor(Math.random() * 100_000);
const KINDS = ['view', 'reveal', 'print', 'export'] as const;

/** In the period 01.03.2026-10.03.2026 (Kyiv), newest first as the route answers them. */
const INSIDE: Array<{ at: string; appealId: number; what: (typeof KINDS)[number] }> = [
  // 10.03 23:59:59 Kyiv: the last instant of the period.
  { at: '2026-03-10T21:59:59.999Z', appealId: 501, what: 'print' },
  ...Array.from({ length: 4 }, (_, i) => ({ at: `2026-03-0${9 - i}T10:00:00.000Z`, appealId: 510 + i, what: KINDS[i % 4]! })),
  // Two reads in the same millisecond: the page boundary falls between them in the paging test.
  { at: '2026-03-03T08:00:00.000Z', appealId: 520, what: 'view' },
  { at: '2026-03-03T08:00:00.000Z', appealId: 521, what: 'reveal' },
  // 01.03 00:00 Kyiv: the first instant of the period.
  { at: '2026-02-28T22:00:00.000Z', appealId: 530, what: 'export' },
];
const OUTSIDE = [
  // 11.03 00:00 Kyiv and 28.02 23:59:59 Kyiv.
  { at: '2026-03-10T22:00:00.000Z', appealId: 540, what: 'view' as const },
  { at: '2026-02-28T21:59:59.999Z', appealId: 541, what: 'view' as const },
];
const PERIOD = 'from=2026-03-01&to=2026-03-10';

let admin: string;
/** Seeded rows with their ids; the two same-millisecond ones sorted as the index sorts them (by id, descending). */
let expected: StaffRead[];

beforeAll(async () => {
  admin = await tokenForDemo('ADMIN');
  const items = [...INSIDE, ...OUTSIDE].map((r) => ({ ...r, id: ulid(Date.parse(r.at)), userId: STAFF, expiresAt: Math.floor(Date.now() / 1000) + 3600 }));
  await db().entities.readRecord.put(items).go();
  expected = items
    .filter((i) => INSIDE.some((r) => r.appealId === i.appealId))
    .sort((a, b) => `${b.at}#${b.id}`.localeCompare(`${a.at}#${a.id}`))
    .map(({ id, at, appealId, what }) => ({ id, at, appealId, what }));
});

const page = async (query: string, token = admin) => call('GET', `/api/logs/reads/${STAFF}?${query}`, { token });

describe('GET /api/logs/reads/{userId}', () => {
  it('lists the period’s reads newest first, the first and the last Kyiv instant of the period included and nothing outside', async () => {
    // Act
    const res = await page(PERIOD);

    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reads: expected });
  });

  it('pages backwards with the cursor, with no read lost or repeated across a same-millisecond boundary', async () => {
    // Act
    const seen: StaffRead[] = [];
    const cursors: string[] = [];
    let before: string | undefined;
    do {
      const res = await page(`${PERIOD}&limit=3${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.reads.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.reads);
      before = res.body.next;
      if (before) cursors.push(before);
    } while (before && cursors.length < 10);

    // Assess: 8 reads in pages of 3, 3 and 2; the second page ends between the two reads of 03.03 08:00.
    expect(cursors).toHaveLength(2);
    expect(seen).toEqual(expected);
    expect(expected[5]!.at).toBe(expected[6]!.at);
    expect(seen.slice(3, 6)).toEqual(expected.slice(3, 6));
  });

  it('narrows to one Kyiv day', async () => {
    const res = await page('from=2026-03-03&to=2026-03-03');
    expect(res.body.reads.map((r: StaffRead) => r.appealId).sort()).toEqual([520, 521]);
    expect(res.body.next).toBeUndefined();
  });

  it('shows an admin’s own view of an appeal made a moment ago', async () => {
    // Prepare
    const created = await call('POST', '/api/appeals', { token: admin, body: validAppealBody({ assistance_ids: [1] }) });
    expect((await call('GET', `/api/appeals/${created.body.id}`, { token: admin })).status).toBe(200);
    const today = kyivDayKey(Date.now());

    // Act
    const res = await call('GET', `/api/logs/reads/1?from=${today}&to=${today}&limit=5`, { token: admin });

    // Assess
    expect(res.body.reads[0]).toMatchObject({ appealId: created.body.id, what: 'view' });
  });

  it.each([
    ['no period', ''],
    ['a bad day', 'from=2026-02-30&to=2026-03-10'],
    ['an end before the start', 'from=2026-03-10&to=2026-03-01'],
    ['a limit over the maximum', `${PERIOD}&limit=201`],
    ['a forged cursor', `${PERIOD}&before=${encodeURIComponent('reads#user#0000000001')}`],
  ])('answers 400 to %s', async (_name, query) => {
    expect((await page(query)).status).toBe(400);
  });

  it('answers 401 to nobody and 403 to a USER and an OBSERVER, for the list and the workbook', async () => {
    for (const path of [`/api/logs/reads/${STAFF}?${PERIOD}`, `/api/logs/reads/${STAFF}/export?${PERIOD}`]) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, { token: await tokenForDemo('USER') })).status).toBe(403);
      expect((await call('GET', path, { token: await tokenForDemo('OBSERVER') })).status).toBe(403);
    }
  });
});

describe('GET /api/logs/reads/{userId}/export', () => {
  it('answers a workbook of the period’s reads: Kyiv time, the appeal number and the kind in words', async () => {
    // Act
    const res = await fetch(`${baseUrl()}/api/logs/reads/${STAFF}/export?${PERIOD}`, { headers: { Authorization: `Bearer ${admin}` } });

    // Assess
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="reads-${STAFF}-2026-03-01-2026-03-10.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Перегляди')!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual([`Перегляди персональних даних працівником №${STAFF} за 01.03.2026 – 10.03.2026`]);
    expect(rows[1]).toEqual(['Час', 'Звернення №', 'Дія']);
    expect(rows.slice(2)).toEqual([
      ['10.03.2026 23:59', 501, 'Друк'],
      ['09.03.2026 12:00', 510, 'Перегляд'],
      ['08.03.2026 12:00', 511, 'Показ телефону'],
      ['07.03.2026 12:00', 512, 'Друк'],
      ['06.03.2026 12:00', 513, 'Експорт'],
      ...expected.slice(5, 7).map((r) => ['03.03.2026 10:00', r.appealId, r.what === 'view' ? 'Перегляд' : 'Показ телефону']),
      ['01.03.2026 00:00', 530, 'Експорт'],
    ]);
  });
});
