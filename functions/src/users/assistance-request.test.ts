import { beforeAll, describe, expect, it } from 'vitest';
import { NO_ASSISTANCE_REQUEST_MESSAGE } from '@dosyt/core/user/assistance-request.rules';
import { call } from '../../../infra/local/test/http';
import { createStaff, POLTAVA_CITY, POLTAVA_REGION, readUser } from '../../../infra/local/test/appeals';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { userAuditTrail } from './user-audit';

/**
 * A USER's own new types of help change which appeals they receive: like a role, the
 * change waits for an admin, who approves or refuses it; each step, and every
 * activation and deactivation, is on the account's audit trail.
 */

let admin: string;

beforeAll(async () => {
  admin = await tokenForDemo('ADMIN');
});

const profileBody = (staff: { name: string; last_name: string; phone: string }, assistanceIds: number[]) => ({
  name: staff.name,
  last_name: staff.last_name,
  phone: staff.phone,
  responsability: 'Фахівчиня із соціальної роботи',
  institution: 'Центр соціальних служб',
  assistance_id: assistanceIds,
  region_id: POLTAVA_REGION,
  community_id: POLTAVA_CITY,
});

const trail = async (userId: number) => (await userAuditTrail(userId)).map((e) => [e.action, e.actorId, e.before, e.after]);

describe('types of help a USER gives themselves wait for an admin', () => {
  it('keeps the types as they were until an admin approves; the request and the decision are on the audit trail', async () => {
    // Prepare
    const staff = await createStaff({ regionId: POLTAVA_REGION, communityId: POLTAVA_CITY, assistanceIds: [1] });

    // Act: the person adds type 2 to their own profile
    const saved = await call('PUT', `/api/users/profile/${staff.id}`, { token: staff.token, body: profileBody(staff, [1, 2]) });

    // Assess: nothing changes what they receive yet; the request shows on the admins' users list
    expect(saved.status).toBe(200);
    expect(saved.body.pendingAssistanceIds).toEqual([1, 2]);
    expect((await readUser(staff.id))?.assistanceIds).toEqual([1]);
    const listed = (await call('GET', '/api/users', { token: admin })).body as Array<{ id: number; pendingAssistanceIds: number[] | null }>;
    expect(listed.find((u) => u.id === staff.id)?.pendingAssistanceIds).toEqual([1, 2]);
    expect((await call('PUT', `/api/users/${staff.id}/assistance-request`, { token: staff.token, body: { approve: true } })).status).toBe(403);

    // Act: an admin approves
    const approved = await call('PUT', `/api/users/${staff.id}/assistance-request`, { token: admin, body: { approve: true } });
    const again = await call('PUT', `/api/users/${staff.id}/assistance-request`, { token: admin, body: { approve: true } });

    // Assess
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ pendingAssistanceIds: null, assistance_id: [{ id: 1 }, { id: 2 }] });
    expect((await readUser(staff.id))?.assistanceIds).toEqual([1, 2]);
    expect([again.status, again.body.message]).toEqual([409, NO_ASSISTANCE_REQUEST_MESSAGE]);
    expect(await trail(staff.id)).toEqual([
      ['assistance-approved', 1, { assistanceIds: [1] }, { assistanceIds: [1, 2] }],
      ['assistance-requested', staff.id, { assistanceIds: [1] }, { assistanceIds: [1, 2] }],
    ]);
  });

  it('leaves the types as they were when an admin refuses; dropping a type applies at once and is recorded', async () => {
    // Prepare
    const staff = await createStaff({ regionId: POLTAVA_REGION, communityId: POLTAVA_CITY, assistanceIds: [1, 2] });
    expect((await call('PUT', `/api/users/profile/${staff.id}`, { token: staff.token, body: profileBody(staff, [1, 2, 3]) })).status).toBe(200);

    // Act
    const refused = await call('PUT', `/api/users/${staff.id}/assistance-request`, { token: admin, body: { approve: false } });
    const dropped = await call('PUT', `/api/users/profile/${staff.id}`, { token: staff.token, body: profileBody(staff, [1]) });

    // Assess
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ pendingAssistanceIds: null, assistance_id: [{ id: 1 }, { id: 2 }] });
    expect(dropped.status).toBe(200);
    expect((await readUser(staff.id))?.assistanceIds).toEqual([1]);
    expect(await trail(staff.id)).toEqual([
      ['profile-changed', staff.id, { assistanceIds: [1, 2] }, { assistanceIds: [1] }],
      ['assistance-refused', 1, { assistanceIds: [1, 2] }, { assistanceIds: [1, 2] }],
      ['assistance-requested', staff.id, { assistanceIds: [1, 2] }, { assistanceIds: [1, 2, 3] }],
    ]);
  });

  it('puts deactivation and activation on the account’s audit trail', async () => {
    // Prepare
    const staff = await createStaff({ regionId: POLTAVA_REGION, communityId: POLTAVA_CITY, assistanceIds: [1] });

    // Act
    const off = await call('PUT', `/api/users/${staff.id}`, { token: admin, body: { isActive: false } });
    const on = await call('PUT', `/api/users/${staff.id}`, { token: admin, body: { isActive: true } });

    // Assess
    expect([off.status, on.status]).toEqual([200, 200]);
    expect(await trail(staff.id)).toEqual([
      ['access-changed', 1, { isActive: false }, { isActive: true }],
      ['access-changed', 1, { isActive: true }, { isActive: false }],
    ]);
  });
});
