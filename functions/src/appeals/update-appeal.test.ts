import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { db } from '../db/service';
import { createStaff, randomPhone, submitAppeal, tokenForUser } from '../../../infra/local/test/appeals';
import { loadAppealPartition } from '../db/appeal-store';
import { APPEAL_IN_WORK_MESSAGE, APPEAL_STALE_MESSAGE } from './update-appeal';
import { VERSION_REQUIRED_MESSAGE } from '../lib/etag';

const LVIV_CITY = 'UA46060250000025047';

describe('GET and PUT /api/appeals/{id}', () => {
  let admin: string;
  let lvivUser: string;
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
    lvivUser = (await createStaff({ regionId: 46, communityId: LVIV_CITY, assistanceIds: [1, 2, 3] })).token;
  });

  /** A new Полтава appeal and the token of its (one) executor and of a colleague who is not. */
  async function appealWithExecutor() {
    const res = await submitAppeal({ assistance_ids: [3] });
    const rows = await call('GET', `/api/appeal-history/appeal/${res.appealId}`, { token: admin });
    const executorId = rows.body[0].userId as number;
    return {
      // The public answer carries no number or version: staff read the stored appeal.
      appeal: (await call('GET', `/api/appeals/${res.appealId}`, { token: admin })).body,
      assignmentId: rows.body[0].id as number,
      executor: await tokenForUser(executorId),
      colleague: await tokenForDemo(executorId === 2 ? 'USER2' : 'USER'),
    };
  }

  it('answers the appeal with its version and community to an admin, 404 to an unknown id', async () => {
    const { appeal } = await appealWithExecutor();
    const res = await call('GET', `/api/appeals/${appeal.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: appeal.id, version: 1, status_id: 1, community: { name: 'Полтавська міська громада' } });
    expect((await call('GET', '/api/appeals/999999999', { token: admin })).status).toBe(404);
  });

  it('lets a USER read an appeal only when they are its executor', async () => {
    const { appeal, executor, colleague } = await appealWithExecutor();
    expect((await call('GET', `/api/appeals/${appeal.id}`, { token: executor })).status).toBe(200);
    const other = await call('GET', `/api/appeals/${appeal.id}`, { token: colleague });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ statusCode: 403 });
  });

  it('refuses a USER of another region every read and change of the appeal and its records (403)', async () => {
    const { appeal, assignmentId } = await appealWithExecutor();
    const attempts = await Promise.all([
      call('GET', `/api/appeals/${appeal.id}`, { token: lvivUser }),
      call('PUT', `/api/appeals/${appeal.id}`, { token: lvivUser, body: { version: 1, description: 'Змінено' } }),
      call('GET', `/api/appeals/timeline/${appeal.id}`, { token: lvivUser }),
      call('GET', `/api/appeals/report/${appeal.id}`, { token: lvivUser }),
      call('GET', `/api/appeal-history/appeal/${appeal.id}`, { token: lvivUser }),
      call('GET', `/api/appeal-history/${assignmentId}`, { token: lvivUser }),
      call('PATCH', `/api/appeal-history/${assignmentId}`, { token: lvivUser, body: { appealStatusId: 3 } }),
      call('GET', '/api/appeal-history/user/2', { token: lvivUser }),
      call('GET', '/api/appeals/pages=1', { token: lvivUser }),
    ]);
    expect(attempts.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 403]);
    const stored = await loadAppealPartition(appeal.id);
    expect(stored?.appeal.version).toBe(1);
    expect(stored?.assignments[0].statusId).toBe(1);
  });

  it('gives one of two saves from the same version a 200 and the other a 409', async () => {
    // Prepare
    const { appeal } = await appealWithExecutor();
    // Act: two admins save the screen they both loaded at version 1, at the same moment
    const [a, b] = await Promise.all([
      call('PUT', `/api/appeals/${appeal.id}`, { token: admin, body: { version: 1, description: 'Перша правка опису' } }),
      call('PUT', `/api/appeals/${appeal.id}`, { token: admin, body: { version: 1, description: 'Друга правка опису' } }),
    ]);
    // Assess
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body).toEqual({ statusCode: 409, message: APPEAL_STALE_MESSAGE });
    const stored = await loadAppealPartition(appeal.id);
    expect(stored?.appeal.version).toBe(2);
    expect(stored?.appeal.description).toBe(winner.body.description);
    // and a later save from the old screen is refused too
    const late = await call('PUT', `/api/appeals/${appeal.id}`, { token: admin, body: { version: 1, name: 'Ганна' } });
    expect(late.status).toBe(409);
  });

  it('drops empty values, resets the children when help for a child is off, and audits field names only', async () => {
    // Prepare
    const res = await submitAppeal({ children_help: true, children_count: 2, children_ages: { '0_3': 1, '7_14': 1 }, assistance_ids: [3] });
    const newPhone = randomPhone();
    // Act
    const put = await call('PUT', `/api/appeals/${res.appealId}`, {
      token: admin,
      body: {
        version: 1,
        name: '',
        last_name: null,
        phone: newPhone,
        description: 'Новий опис <script>alert(1)</script>',
        children_help: false,
        children_count: 3,
      },
    });
    // Assess
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      name: 'Оксана',
      last_name: 'Петренко',
      phone: newPhone,
      children_help: false,
      children_count: 0,
      children_ages: {},
      version: 2,
    });
    expect(put.body.description).toBe('Новий опис');
    const { events } = (await loadAppealPartition(res.appealId))!;
    const updated = events.find((e) => e.action === 'updated')!;
    expect(updated.actorId).toBe(1);
    expect(updated.after).toMatchObject({
      fields: expect.arrayContaining(['phone', 'description', 'children_help', 'children_count', 'children_ages']),
      children_help: false,
    });
    expect(JSON.stringify(updated)).not.toContain(newPhone);
    expect(JSON.stringify(updated)).not.toContain('Новий опис');
  });

  it('hands the untouched records out again when the requested types change', async () => {
    const { appeal } = await appealWithExecutor();
    const put = await call('PUT', `/api/appeals/${appeal.id}`, { token: admin, body: { version: 1, assistance_ids: [1] } });
    expect(put.status).toBe(200);
    expect(put.body.assistans_type).toBe('Психологічна допомога');
    const rows = await call('GET', `/api/appeal-history/appeal/${appeal.id}`, { token: admin });
    expect(rows.body.map((r: { assistanceTypeId: number }) => r.assistanceTypeId)).toEqual([1]);
    const { events } = (await loadAppealPartition(appeal.id))!;
    expect(events.map((e) => e.action)).toEqual(['created', 'assigned', 'updated', 'redistributed']);
  });

  it('refuses to edit an appeal already in work (409)', async () => {
    // Prepare: the executor takes it in work
    const { appeal, assignmentId, executor } = await appealWithExecutor();
    expect((await call('PATCH', `/api/appeal-history/${assignmentId}`, { token: executor, body: { appealStatusId: 3 } })).status).toBe(200);
    const fresh = await call('GET', `/api/appeals/${appeal.id}`, { token: admin });
    // Act
    const put = await call('PUT', `/api/appeals/${appeal.id}`, { token: admin, body: { version: fresh.body.version, description: 'Запізніла правка' } });
    // Assess
    expect(fresh.body.status_id).toBe(3);
    expect(put.status).toBe(409);
    expect(put.body.message).toBe(APPEAL_IN_WORK_MESSAGE);
  });

  it('refuses a save naming no version (428, with what to send) and a bad phone (400), changing nothing', async () => {
    const { appeal } = await appealWithExecutor();
    const noVersion = await call('PUT', `/api/appeals/${appeal.id}`, { token: admin, body: { name: 'Ганна' } });
    const badPhone = await call('PUT', `/api/appeals/${appeal.id}`, { token: admin, body: { version: 1, phone: '12345' } });
    expect([noVersion.status, badPhone.status]).toEqual([428, 400]);
    expect(noVersion.body).toEqual({ statusCode: 428, message: VERSION_REQUIRED_MESSAGE });
    expect(badPhone.body.message).toBe('Невірний номер телефону');
    expect((await db().entities.appeal.get({ id: appeal.id }).go({ consistent: true })).data?.version).toBe(1);
  });

  it('takes the version from If-Match with the ETag that GET answered: a current tag saves, a stale or broken one does not', async () => {
    const { appeal } = await appealWithExecutor();
    const read = await call('GET', `/api/appeals/${appeal.id}`, { token: admin });
    const etag = read.headers.get('etag');
    expect(etag).toBe('"1"');

    const saved = await call('PUT', `/api/appeals/${appeal.id}`, { token: admin, body: { name: 'Ганна' }, headers: { 'If-Match': etag! } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Ганна', version: 2 });
    expect(saved.headers.get('etag')).toBe('"2"');

    const stale = await call('PUT', `/api/appeals/${appeal.id}`, { token: admin, body: { name: 'Олена' }, headers: { 'If-Match': etag! } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(APPEAL_STALE_MESSAGE);
    const broken = await call('PUT', `/api/appeals/${appeal.id}`, { token: admin, body: { name: 'Олена' }, headers: { 'If-Match': '*' } });
    expect(broken.status).toBe(400);
    expect((await db().entities.appeal.get({ id: appeal.id }).go({ consistent: true })).data).toMatchObject({ name: 'Ганна', version: 2 });
  });
});
