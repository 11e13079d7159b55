import { describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { createStaff, readUser, submitAppeal } from '../../../infra/local/test/appeals';
import { canCarry, pickExecutors, type ExecutorCandidate } from './distribution';

/**
 * Distribution runs in Чернівецька, where no other suite has staff: every
 * candidate below is made by the test itself.
 */
const REGION = 73;
const BANYLIV = 'UA73020010000044067';
const BEREHOMET = 'UA73020030000022011';
const BRUSNYTSIA = 'UA73020050000061546';

const candidate = (over: Partial<ExecutorCandidate>): ExecutorCandidate => ({
  id: 100,
  roles: ['USER'],
  isActive: true,
  emailVerified: true,
  workStatus: true,
  assistanceIds: [1],
  regionId: REGION,
  communityId: BANYLIV,
  openAssignments: 0,
  ...over,
});

describe('pickExecutors (the DESIGN.md section 3 rule)', () => {
  it('prefers the community, then the fewest open, then the lowest id', () => {
    const people = [
      candidate({ id: 5, communityId: BEREHOMET, openAssignments: 0 }),
      candidate({ id: 7, communityId: BANYLIV, openAssignments: 3 }),
      candidate({ id: 6, communityId: BANYLIV, openAssignments: 3 }),
      candidate({ id: 8, communityId: BANYLIV, openAssignments: 4 }),
    ];
    expect(pickExecutors([1], people, { regionId: REGION, communityId: BANYLIV })).toEqual([{ typeId: 1, userId: 6 }]);
  });

  it('spreads the types of one appeal over equals, counting what it just gave out', () => {
    const people = [candidate({ id: 1, assistanceIds: [1, 2] }), candidate({ id: 2, assistanceIds: [1, 2] })];
    expect(pickExecutors([1, 2], people, { regionId: REGION, communityId: BANYLIV })).toEqual([
      { typeId: 1, userId: 1 },
      { typeId: 2, userId: 2 },
    ]);
  });

  it('never picks monitoring-first, inactive, unverified, off-work, non-USER or other-region staff', () => {
    const never = [
      candidate({ assistanceIds: [7, 1] }),
      candidate({ isActive: false }),
      candidate({ emailVerified: false }),
      candidate({ workStatus: false }),
      candidate({ roles: ['OBSERVER'] }),
      candidate({ roles: ['ADMIN'] }),
      candidate({ regionId: 53 }),
      candidate({ assistanceIds: [2] }),
    ];
    for (const person of never) expect(canCarry(person, 1, REGION)).toBe(false);
    expect(pickExecutors([1], never, { regionId: REGION, communityId: BANYLIV })).toEqual([]);
  });
});

describe('distribution on POST /api/appeals', () => {
  it('assigns each requested type to the right executor and counts their open assignments', async () => {
    // Prepare: type 4 (Медична допомога) and type 5 (Тимчасовий притулок) in a region of our own
    const farAway = await createStaff({ regionId: REGION, communityId: BEREHOMET, assistanceIds: [4], openAssignments: 0 });
    const busyLocal = await createStaff({ regionId: REGION, communityId: BANYLIV, assistanceIds: [4], openAssignments: 9 });
    const freeLocal = await createStaff({ regionId: REGION, communityId: BANYLIV, assistanceIds: [4, 5], openAssignments: 2 });
    const monitoring = await createStaff({ regionId: REGION, communityId: BANYLIV, assistanceIds: [7, 4, 5], openAssignments: 0 });
    const inactive = await createStaff({ regionId: REGION, communityId: BANYLIV, assistanceIds: [4, 5], isActive: false });
    const onlyShelter = await createStaff({ regionId: REGION, communityId: BRUSNYTSIA, assistanceIds: [5], openAssignments: 0 });
    const admin = await tokenForDemo('ADMIN');

    // Act
    const res = await submitAppeal({ region_id: REGION, community_id: BANYLIV, assistance_ids: [4, 5] });

    // Assess
    expect(res.status).toBe(201);
    const rows = await call('GET', `/api/appeal-history/appeal/${res.appealId}`, { token: admin });
    const byType = Object.fromEntries(rows.body.map((r: { assistanceTypeId: number; userId: number }) => [r.assistanceTypeId, r.userId]));
    // community first: freeLocal (2 open) beats farAway (0 open, other community) and busyLocal (9 open)
    expect(byType[4]).toBe(freeLocal.id);
    // type 5 in the community: freeLocal again (now 3 open) is the only local one left able to carry it
    expect(byType[5]).toBe(freeLocal.id);
    expect(rows.body.every((r: { appealStatusId: number }) => r.appealStatusId === 1)).toBe(true);
    expect((await readUser(freeLocal.id))?.openAssignments).toBe(4);
    for (const never of [farAway, busyLocal, monitoring, inactive, onlyShelter]) {
      expect((await readUser(never.id))?.openAssignments ?? 0).toBe(never.openAssignments);
    }
  });

  it('leaves a type nobody carries without an executor and the appeal new', async () => {
    // Act: type 6 (minors): nobody in this region carries it
    const res = await submitAppeal({ region_id: REGION, community_id: BRUSNYTSIA, assistance_ids: [6] });
    // Assess
    expect(res.status).toBe(201);
    expect(res.body.status_id).toBe(1);
    const rows = await call('GET', `/api/appeal-history/appeal/${res.appealId}`, { token: await tokenForDemo('ADMIN') });
    expect(rows.body).toEqual([]);
  });
});
