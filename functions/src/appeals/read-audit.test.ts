import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { validAppealBody } from '../../../infra/local/test/appeals';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { getUser } from '../accounts/accounts';
import { signAccessToken } from '../lib/tokens';
import { ulid } from 'ulid';
import { db } from '../db/service';
import { recordReads, TIMELINE_READS } from './read-audit';
import { kyivDayKey } from '@dosyt/core/dates/dates';

/**
 * Lists show the phone masked; every read of an appeal's
 * personal data (the appeal, the report, a reveal, the record's form) is one
 * recorded read that the appeal's timeline shows; only staff who may read the
 * appeal may reveal its phone.
 */

let admin: string;
let observer: string;
let appeal: { id: number; phone: string };

/** A token of the executor the distribution gave the appeal to, whoever it is. */
async function executorOf(appealId: number): Promise<{ id: number; token: string }> {
  const [row] = (await call('GET', `/api/appeal-history/appeal/${appealId}`, { token: await tokenForDemo('ADMIN') })).body as Array<{ userId: number }>;
  const user = (await getUser(row.userId))!;
  const token = await signAccessToken(
    { userId: user.id, name: user.name, roles: ['USER'], regionId: user.regionId ?? null },
    { epoch: user.sessionEpoch ?? 0 },
  );
  return { id: user.id, token };
}

const readsOnTimeline = async (id: number, token = admin) =>
  ((await call('GET', `/api/appeals/timeline/${id}`, { token })).body as Array<{ action: string; actorId: number; after: { what?: string } }>)
    .filter((s) => s.action === 'read')
    .map((s) => `${s.actorId}:${s.after.what}`);

beforeAll(async () => {
  admin = await tokenForDemo('ADMIN');
  observer = await tokenForDemo('OBSERVER');
  const created = await call('POST', '/api/appeals', { token: admin, body: validAppealBody({ assistance_ids: [1] }) });
  expect(created.status).toBe(201);
  appeal = created.body;
});

describe('read audit and masked phones', () => {
  it('lists the phone masked on the dashboard: operator code and the last two digits', async () => {
    // Act
    const day = 24 * 3_600_000;
    const range = `startDate=${encodeURIComponent(new Date(Date.now() - day).toISOString())}&endDate=${encodeURIComponent(new Date(Date.now() + day).toISOString())}`;
    const page = await call('GET', `/api/appeals/last?${range}`, { token: admin });

    // Assess
    const row = (page.body as Array<{ id: number; phone: string }>).find((r) => r.id === appeal.id)!;
    const d = appeal.phone;
    expect(row.phone).toBe(`+38(${d.slice(2, 5)})***-**-${d.slice(10, 12)}`);
    expect(JSON.stringify(page.body)).not.toContain(d);
  });

  it('records a reveal, a view and a print, and the timeline shows who read what', async () => {
    // Act
    const revealed = await call('POST', `/api/appeals/${appeal.id}/phone`, { token: admin });
    const viewed = await call('GET', `/api/appeals/${appeal.id}`, { token: admin });
    const printed = await call('GET', `/api/appeals/report/${appeal.id}`, { token: admin });

    // Assess
    expect(revealed.status).toBe(200);
    expect(revealed.body).toEqual({ id: appeal.id, phone: appeal.phone });
    expect([viewed.status, printed.status]).toEqual([200, 200]);
    expect(await readsOnTimeline(appeal.id)).toEqual(['1:reveal', '1:view', '1:print']);
    const { data } = await db().entities.readRecord.query.byUser({ userId: 1 }).go({ order: 'desc', limit: 3 });
    expect(data.map((r) => [r.appealId, r.what])).toEqual([
      [appeal.id, 'print'],
      [appeal.id, 'view'],
      [appeal.id, 'reveal'],
    ]);
    for (const r of data) expect(r.expiresAt).toBeGreaterThan(Date.now() / 1000 + 35 * 30 * 24 * 3600);
  });

  it('lets the appeal’s executor reveal and see the reads of their appeal; an observer may not reveal', async () => {
    // Prepare
    const { id: executorId, token: executor } = await executorOf(appeal.id);

    // Act
    const mine = await call('POST', `/api/appeals/${appeal.id}/phone`, { token: executor });
    const refused = await call('POST', `/api/appeals/${appeal.id}/phone`, { token: observer });

    // Assess
    expect(mine.status).toBe(200);
    expect(refused.status).toBe(403);
    expect(await readsOnTimeline(appeal.id, executor)).toContain(`${executorId}:reveal`);
  });

  it('shows on the timeline only the latest reads, and says older ones exist', async () => {
    // Prepare: an appeal with more reads than the timeline shows, all older than its own view below
    const created = await call('POST', '/api/appeals', { token: admin, body: validAppealBody({ assistance_ids: [1] }) });
    const id = created.body.id as number;
    const start = Date.now() - 3_600_000;
    const seeded = Array.from({ length: TIMELINE_READS + 1 }, (_, i) => ({
      appealId: id,
      userId: 1,
      id: ulid(start + i * 1000),
      at: new Date(start + i * 1000).toISOString(),
      what: 'view' as const,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    }));
    await db().entities.readRecord.put(seeded).go();
    expect((await call('GET', `/api/appeals/report/${id}`, { token: admin })).status).toBe(200);

    // Act
    const steps = (await call('GET', `/api/appeals/timeline/${id}`, { token: admin })).body as Array<{
      action: string;
      at: string;
      after: { what?: string; shown?: number };
    }>;

    // Assess: the print just made and the latest 99 seeded reads; the two oldest seeded ones left out, and the step saying so just before the oldest shown
    const reads = steps.filter((s) => s.action === 'read');
    expect(reads).toHaveLength(TIMELINE_READS);
    expect(reads.at(-1)!.after.what).toBe('print');
    expect(reads[0]!.at).toBe(seeded[2]!.at);
    const marker = steps.findIndex((s) => s.action === 'reads-earlier');
    expect(steps[marker]!.after).toEqual({ shown: TIMELINE_READS });
    expect(steps[marker + 1]).toMatchObject({ action: 'read', at: seeded[2]!.at });
    expect(steps.slice(0, marker).every((s) => s.action !== 'read')).toBe(true);
  });

  it('records an export’s rows as one read of each appeal, in batches, for the staff reads screen', async () => {
    // Prepare: a staff id no other test reads with, and 30 appeals (more than one batch of 25), one twice
    const userId = 800_000 + Math.floor(Math.random() * 100_000);
    const ids = Array.from({ length: 30 }, (_, i) => userId * 100 + i);

    // Act
    await recordReads({ userId, name: 'Тест', roles: ['ADMIN'], regionId: null }, [...ids, ids[0]!], 'export');

    // Assess
    const today = kyivDayKey(Date.now());
    const page = await call('GET', `/api/logs/reads/${userId}?from=${today}&to=${today}&limit=50`, { token: admin });
    expect(page.status).toBe(200);
    const reads = page.body.reads as Array<{ appealId: number; what: string }>;
    expect(reads.map((r) => r.appealId).sort()).toEqual(ids);
    expect(new Set(reads.map((r) => r.what))).toEqual(new Set(['export']));
    const { data } = await db().entities.readRecord.query.byAppeal({ appealId: ids[29]! }).go();
    expect(data).toEqual([expect.objectContaining({ userId, what: 'export' })]);
  });
});
