import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db/service';
import { allPages, call, mailbox, withSubject } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { createStaff, submitAppeal } from '../../../infra/local/test/appeals';
import { eventually } from '../test/stats-kit';
import { unassignedSubject } from '../stats/unassigned-alert';
import { assignmentSubject } from '../appeals/appeal-mail';
import { ALREADY_CARRYING_MESSAGE, EXECUTOR_UNABLE_MESSAGE, TYPE_NOT_REQUESTED_MESSAGE } from './add-assignment';

/** Regions no other suite gives staff: an appeal there has nobody to go to. */
const KHMELNYTSKYI = { region_id: 68, community_id: 'UA68020010000017180' };
const RIVNE = { region_id: 56, community_id: 'UA56020010000027956' };
const POLTAVA_CITY = 'UA53080370000025447';

const storedAppeal = async (id: number) => (await db().entities.appeal.get({ id }).go({ consistent: true })).data;

describe('no appeal is left without an executor', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
  });

  const unassigned = async () =>
    allPages<{ id: number; noExecutor: boolean; unassigned_types: string; region_id: number }>('GET', '/api/appeals/unassigned', admin);

  it('tells the person nothing, lists the appeal as Без виконавця first, and mails each admin once without personal data', async () => {
    // Act: a person in a region with no executor of the type asks for help
    const waiting = await submitAppeal({
      ...KHMELNYTSKYI,
      assistance_ids: [2],
      name: 'Северина',
      last_name: 'Подільська',
      description: 'Таємний опис для перевірки листа',
    });
    const ordinary = await submitAppeal({ assistance_ids: [1] });

    // Assess: the same answer as anywhere else
    expect(waiting.status).toBe(201);
    expect(Object.keys(waiting.body).sort()).toEqual(Object.keys(ordinary.body).sort());
    expect(await storedAppeal(waiting.appealId)).toMatchObject({ executorIds: [], unassignedTypeIds: [2] });

    const listed = await eventually(async () => {
      const rows = await unassigned();
      const row = rows.find((r) => r.id === waiting.appealId);
      expect(row).toBeDefined();
      return row!;
    });
    expect(listed).toMatchObject({ noExecutor: true, region_id: 68, unassigned_types: 'Юридична консультація' });
    const urgent = await allPages<{ id: number; noExecutor: boolean; high_risk: boolean }>('POST', '/api/appeals/urgent', admin);
    // High-risk appeals lead the list; after them, the ones nobody carries come before the rest.
    const firstWithExecutor = urgent.findIndex((n) => !n.noExecutor && !n.high_risk);
    const position = urgent.findIndex((n) => n.id === waiting.appealId);
    expect(position).toBeGreaterThanOrEqual(0);
    if (firstWithExecutor >= 0) expect(position).toBeLessThan(firstWithExecutor);

    const subject = unassignedSubject(waiting.appealId);
    const mails = (await mailbox('admin@example.com', withSubject(subject))).filter((m) => m.subject === subject);
    expect(mails).toHaveLength(1);
    const text = `${mails[0].body.text}\n${mails[0].body.html ?? ''}`;
    expect(text).toContain(`/admin/appeal/edit/${waiting.appealId}`);
    for (const personal of ['Северина', 'Подільська', 'Таємний', String(waiting.body.phone)]) expect(text).not.toContain(personal);
  });

  it('lets an admin give it to an executor of another region, and add a second one, each on the timeline and mailed', async () => {
    // Prepare
    const appeal = await submitAppeal({ ...KHMELNYTSKYI, assistance_ids: [3] });
    const far = await createStaff({ regionId: 53, communityId: POLTAVA_CITY, assistanceIds: [3], name: 'Далека' });
    const second = await createStaff({ regionId: 53, communityId: POLTAVA_CITY, assistanceIds: [1, 3], name: 'Друга' });
    const observer = await createStaff({ regionId: 53, communityId: POLTAVA_CITY, assistanceIds: [7], roles: ['OBSERVER'] });
    await eventually(async () => expect((await unassigned()).map((r) => r.id)).toContain(appeal.appealId));

    // Act: the candidates, then the assignment
    const candidates = await call('GET', `/api/appeal-history/appeal/${appeal.appealId}/candidates?typeId=3`, { token: admin });
    const assigned = await call('POST', `/api/appeal-history/appeal/${appeal.appealId}`, { token: admin, body: { userId: far.id, assistanceTypeId: 3 } });
    const again = await call('POST', `/api/appeal-history/appeal/${appeal.appealId}`, { token: admin, body: { userId: far.id, assistanceTypeId: 3 } });
    const secondExecutor = await call('POST', `/api/appeal-history/appeal/${appeal.appealId}`, {
      token: admin,
      body: { userId: second.id, assistanceTypeId: 3 },
    });

    // Assess
    expect(candidates.status).toBe(200);
    const ids = (candidates.body as Array<{ id: number; sameRegion: boolean }>).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([far.id, second.id]));
    expect(ids).not.toContain(observer.id);
    expect(assigned.status).toBe(201);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_CARRYING_MESSAGE);
    expect(secondExecutor.status).toBe(201);
    expect((secondExecutor.body as Array<{ userId: number }>).map((r) => r.userId).sort()).toEqual([far.id, second.id].sort());
    expect(await storedAppeal(appeal.appealId)).toMatchObject({ unassignedTypeIds: [], executorIds: [far.id, second.id] });
    const timeline = (await call('GET', `/api/appeals/timeline/${appeal.appealId}`, { token: admin })).body as Array<{
      action: string;
      actorId: number;
      after?: { userId?: number };
    }>;
    expect(timeline.filter((e) => e.action === 'assigned').map((e) => [e.actorId, e.after?.userId])).toEqual([
      [1, far.id],
      [1, second.id],
    ]);
    for (const person of [far, second]) {
      const subject = assignmentSubject(appeal.appealId, 'assigned');
      expect((await mailbox(person.email, withSubject(subject))).map((m) => m.subject)).toContain(subject);
    }
    expect((await readOpen(far.id)) ?? 0).toBe(1);
    await eventually(async () => expect((await unassigned()).map((r) => r.id)).not.toContain(appeal.appealId));
    // The executor from another region opens their record.
    const rows = (await call('GET', `/api/appeal-history/appeal/${appeal.appealId}`, { token: admin })).body as Array<{ id: number; userId: number }>;
    const own = rows.find((r) => r.userId === far.id)!;
    expect((await call('GET', `/api/appeal-history/${own.id}`, { token: far.token })).status).toBe(200);
  });

  it('refuses a USER (403), an OBSERVER as executor, a type not asked for, and a closed account', async () => {
    const appeal = await submitAppeal({ ...KHMELNYTSKYI, assistance_ids: [4] });
    const observer = await createStaff({ regionId: 53, communityId: POLTAVA_CITY, assistanceIds: [7], roles: ['OBSERVER'] });
    const inactive = await createStaff({ regionId: 53, communityId: POLTAVA_CITY, assistanceIds: [4], isActive: false });
    const able = await createStaff({ regionId: 53, communityId: POLTAVA_CITY, assistanceIds: [4, 5] });
    const post = (token: string, body: unknown) => call('POST', `/api/appeal-history/appeal/${appeal.appealId}`, { token, body });

    expect((await post(await tokenForDemo('USER'), { userId: able.id, assistanceTypeId: 4 })).status).toBe(403);
    expect((await call('GET', `/api/appeal-history/appeal/${appeal.appealId}/candidates?typeId=4`, { token: await tokenForDemo('USER') })).status).toBe(403);
    for (const userId of [observer.id, inactive.id]) {
      const refused = await post(admin, { userId, assistanceTypeId: 4 });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(EXECUTOR_UNABLE_MESSAGE);
    }
    const otherType = await post(admin, { userId: able.id, assistanceTypeId: 5 });
    expect(otherType.status).toBe(400);
    expect(otherType.body.message).toBe(TYPE_NOT_REQUESTED_MESSAGE);
    expect((await post(admin, {})).status).toBe(400);
    expect(await storedAppeal(appeal.appealId)).toMatchObject({ executorIds: [], unassignedTypeIds: [4] });
  });

  it('offers what waits in a region to an executor an admin lets in', async () => {
    // Prepare: an appeal waiting in Рівненська, and a newcomer there who registered with that function
    const appeal = await submitAppeal({ ...RIVNE, assistance_ids: [5] });
    const newcomer = await createStaff({ regionId: 56, communityId: RIVNE.community_id, assistanceIds: [5], isActive: false });
    await eventually(async () => expect((await unassigned()).map((r) => r.id)).toContain(appeal.appealId));

    // Act
    const granted = await call('PUT', `/api/users/${newcomer.id}`, { token: admin, body: { isActive: true } });

    // Assess
    expect(granted.status).toBe(200);
    expect(await storedAppeal(appeal.appealId)).toMatchObject({ executorIds: [newcomer.id], unassignedTypeIds: [] });
    const timeline = (await call('GET', `/api/appeals/timeline/${appeal.appealId}`, { token: admin })).body as Array<{
      action: string;
      actorId: number;
      after?: { by?: string };
    }>;
    expect(timeline.find((e) => e.action === 'assigned')).toMatchObject({ actorId: 0, after: { by: 'offer' } });
    const subject = assignmentSubject(appeal.appealId, 'assigned');
    expect((await mailbox(newcomer.email, withSubject(subject))).map((m) => m.subject)).toContain(subject);
  });
});

async function readOpen(userId: number) {
  return (await db().entities.user.get({ id: userId }).go({ consistent: true })).data?.openAssignments;
}
