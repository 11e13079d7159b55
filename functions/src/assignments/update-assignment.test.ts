import { beforeAll, describe, expect, it } from 'vitest';
import { FINISH_COMMENT_MESSAGE, FINISHED_LOCKED_MESSAGE, FORWARD_BY_HAND_MESSAGE, STATUS_BACKWARD_MESSAGE } from '@dosyt/core/status/status.rules';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { createStaff, submitAppeal } from '../../../infra/local/test/appeals';
import { loadAppealPartition } from '../db/appeal-store';
import { eventually } from '../test/stats-kit';
import { ASSIGNMENT_STALE_MESSAGE, EXECUTOR_INVALID_MESSAGE } from './update-assignment';

const COMMENT = 'Надано психологічну консультацію та складено план безпеки';
const KREMENCHUK = 'UA53020110000092487';
const TERNOPIL = 61;
const BORSUKY = 'UA61020010000028670';
const VELYKI_DEDERKALY = 'UA61020030000060484';

/** Kharkiv staff: a region of their own so the counts and lists here are exact. */
const REGION = 63;
const KHARKIV_CITY = 'UA63120270000028556';

describe('PATCH /api/appeal-history/{id}: the rules of spec part 2 section 4 on the server', () => {
  let admin: string;
  let alice: Awaited<ReturnType<typeof createStaff>>;
  let bob: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
    alice = await createStaff({ regionId: REGION, communityId: KHARKIV_CITY, assistanceIds: [1, 2], name: 'Аліна' });
    bob = await createStaff({ regionId: REGION, communityId: KHARKIV_CITY, assistanceIds: [2, 5], name: 'Богдан', openAssignments: 50 });
  });

  /** A Kharkiv appeal for type 1, which only Аліна carries. */
  async function aliceRecord(types = [1]) {
    const res = await submitAppeal({ region_id: REGION, community_id: KHARKIV_CITY, assistance_ids: types });
    const rows = (await call('GET', `/api/appeal-history/appeal/${res.appealId}`, { token: admin })).body;
    return { appealId: res.appealId as number, id: rows[0].id as number, rows };
  }

  const patch = (id: number, token: string, body: Record<string, unknown>) => call('PATCH', `/api/appeal-history/${id}`, { token, body });

  it('moves a status only forward and never to 2 by hand', async () => {
    const { id } = await aliceRecord();
    const forward = await patch(id, alice.token, { appealStatusId: 2 });
    expect(forward.status).toBe(400);
    expect(forward.body.message).toBe(FORWARD_BY_HAND_MESSAGE);
    expect((await patch(id, alice.token, { appealStatusId: 3 })).status).toBe(200);
    const back = await patch(id, alice.token, { appealStatusId: 1 });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe(STATUS_BACKWARD_MESSAGE);
  });

  it('refuses to finish without 20 Cyrillic letters, storing nothing', async () => {
    const { id, appealId } = await aliceRecord();
    const res = await patch(id, alice.token, { appealStatusId: 4, comment: '[b]Done, all good, client helped[/b] ок' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: FINISH_COMMENT_MESSAGE, errors: { comment: FINISH_COMMENT_MESSAGE } });
    const stored = (await loadAppealPartition(appealId))!;
    expect(stored.assignments[0]).toMatchObject({ statusId: 1, version: 1 });
    expect(stored.reports).toEqual([]);
  });

  it('stores a script in the comment harmless, in the record and in the report', async () => {
    const { id, appealId } = await aliceRecord();
    const comment = `${COMMENT} <script>document.location='http://evil'</script><img src=x onerror=alert(1)>[url=javascript:alert(1)]посилання[/url]`;
    const res = await patch(id, alice.token, { appealStatusId: 4, comment });
    expect(res.status).toBe(200);
    const { assignments, reports } = (await loadAppealPartition(appealId))!;
    // The BBCode source keeps the text of the link, but no markup at all
    expect(assignments[0].comment).not.toMatch(/<|onerror/i);
    expect(reports[0].content).not.toMatch(/script|onerror|javascript/i);
    expect(reports[0].content).toContain(COMMENT);
    expect(reports[0]).toMatchObject({ author: `Аліна ${alice.last_name}`, responsability: alice.responsability, assignmentId: id });
  });

  it('lets only the executor (or an admin) open and change a record', async () => {
    const { id } = await aliceRecord();
    const other = await tokenForDemo('USER');
    expect((await call('GET', `/api/appeal-history/${id}`, { token: other })).status).toBe(403);
    expect((await patch(id, other, { appealStatusId: 3 })).status).toBe(403);
    expect((await patch(id, bob.token, { appealStatusId: 3 })).status).toBe(403);
    expect((await call('GET', `/api/appeal-history/${id}`, { token: admin })).body.editable).toBe(true);
    expect((await call('GET', '/api/appeal-history/999999999', { token: admin })).status).toBe(404);
  });

  it('answers 409 to a stale version, and one of two simultaneous saves wins', async () => {
    const { id } = await aliceRecord();
    const [a, b] = await Promise.all([
      patch(id, alice.token, { appealStatusId: 3, version: 1 }),
      patch(id, alice.token, { comment: 'Зателефонувала, домовились про зустріч', version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.message).toBe(ASSIGNMENT_STALE_MESSAGE);
    expect((await patch(id, alice.token, { comment: 'Ще одна примітка', version: 1 })).status).toBe(409);
  });

  it('redirects only to an active USER of the region who carries the type', async () => {
    const { id } = await aliceRecord();
    const inactive = await createStaff({ regionId: REGION, communityId: KHARKIV_CITY, assistanceIds: [1], isActive: false });
    const elsewhere = await createStaff({ regionId: 53, communityId: KREMENCHUK, assistanceIds: [1] });
    const monitoring = await createStaff({ regionId: REGION, communityId: KHARKIV_CITY, assistanceIds: [7, 1] });
    for (const userId of [bob.id, inactive.id, elsewhere.id, monitoring.id, 1, 999_999]) {
      const res = await patch(id, alice.token, { userId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EXECUTOR_INVALID_MESSAGE);
    }
  });

  it("lets an admin hand a redirected record on, but not change one in someone else's work", async () => {
    // Prepare: type 2 goes to Аліна (fewer open than Богдан), who passes it to Богдан
    const { id, rows } = await aliceRecord([2]);
    expect(rows[0].userId).toBe(alice.id);
    expect((await patch(id, alice.token, { userId: bob.id })).body.appealStatusId).toBe(2);
    // Act and assess: the admin may still redirect at status 2 ...
    const back = await patch(id, admin, { userId: alice.id });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ userId: alice.id, appealStatusId: 2 });
    // ... but not touch it once its executor has it in work
    expect((await patch(id, alice.token, { appealStatusId: 3 })).status).toBe(200);
    expect((await patch(id, admin, { comment: 'Адмін втручається у роботу' })).status).toBe(403);
    // and nobody changes it once finished
    expect((await patch(id, alice.token, { appealStatusId: 4, comment: COMMENT })).status).toBe(200);
    const locked = await patch(id, alice.token, { comment: COMMENT + ' ще' });
    expect(locked.status).toBe(400);
    expect(locked.body.message).toBe(FINISHED_LOCKED_MESSAGE);
  });

  it('keeps the appeal status following all its records', async () => {
    // Prepare: types 1 and 5: Аліна carries 1, Богдан 5
    const res = await submitAppeal({ region_id: REGION, community_id: KHARKIV_CITY, assistance_ids: [1, 5] });
    const rows = (await call('GET', `/api/appeal-history/appeal/${res.appealId}`, { token: admin })).body;
    const mine = rows.find((r: { userId: number }) => r.userId === alice.id);
    const his = rows.find((r: { userId: number }) => r.userId === bob.id);
    const status = async () => (await call('GET', `/api/appeals/${res.appealId}`, { token: admin })).body.status_id;
    // Act and assess
    expect(await status()).toBe(1);
    await patch(mine.id, alice.token, { appealStatusId: 3 });
    expect(await status()).toBe(3);
    await patch(his.id, bob.token, { appealStatusId: 3 });
    expect(await status()).toBe(3);
    // two executors finishing at the same moment still leave the appeal finished
    const both = await Promise.all([
      patch(mine.id, alice.token, { appealStatusId: 4, comment: COMMENT }),
      patch(his.id, bob.token, { appealStatusId: 4, comment: COMMENT }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await status()).toBe(4);
  });
});

describe('GET /api/appeal-history/user/{userId}', () => {
  it("pages one executor's records with the total, filtered by dates and community; a USER sees only their own", async () => {
    // Prepare: the only executor of Тернопільська (a region no other suite uses), working from Борсуки
    const me = await createStaff({ regionId: TERNOPIL, communityId: BORSUKY, assistanceIds: [5] });
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await submitAppeal({ region_id: TERNOPIL, community_id: BORSUKY, assistance_ids: [5] })).appealId);
    made.push((await submitAppeal({ region_id: TERNOPIL, community_id: VELYKI_DEDERKALY, assistance_ids: [5] })).appealId);
    const get = (query: string, token = me.token) => call('GET', `/api/appeal-history/user/${me.id}${query}`, { token });
    // Act
    const page1 = await get('?page=1&pageSize=3');
    const page2 = await get('?page=2&pageSize=3');
    const borsuky = await get(`?community=${BORSUKY}`);
    const future = await get('?from=2099-01-01');
    const past = await get('?to=2000-01-01');
    const today = await get(`?from=${new Date(Date.now() - 3_600_000).toISOString()}&to=${new Date(Date.now() + 3_600_000).toISOString()}`);
    // Assess
    // A page short of the end takes its total from the stream's executor counter: it follows the stream.
    await eventually(async () => expect((await get('?page=1&pageSize=3')).body.total).toBe(4));
    expect(page1.body.data.map((r: { appealId: number }) => r.appealId)).toEqual([made[3], made[2], made[1]]);
    expect(page2.body.data.map((r: { appealId: number }) => r.appealId)).toEqual([made[0]]);
    expect(borsuky.body.total).toBe(3);
    expect(future.body).toEqual({ data: [], total: 0 });
    expect(past.body.total).toBe(0);
    expect(today.body.total).toBe(4);
    expect((await get('', await tokenForDemo('USER'))).status).toBe(403);
    expect((await get('', await tokenForDemo('ADMIN'))).body.total).toBe(4);
    expect(page2.body.total).toBe(4);
    expect((await get('?from=not-a-date')).status).toBe(400);
  });
});
