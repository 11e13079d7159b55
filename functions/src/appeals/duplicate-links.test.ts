import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { randomPhone, submitAppeal, validAppealBody } from '../../../infra/local/test/appeals';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { getUser } from '../accounts/accounts';
import { signAccessToken } from '../lib/tokens';

/**
 * Whether a phone asked for help before is for ADMIN eyes. A USER (an executor, or a
 * call-centre worker) who submits an appeal with a number learns nothing of that
 * number's other appeals; an executor reading a duplicate gets no link to the earlier one.
 */

let admin: string;
let user: string;

async function executorToken(appealId: number): Promise<string> {
  const [row] = (await call('GET', `/api/appeal-history/appeal/${appealId}`, { token: admin })).body as Array<{ userId: number }>;
  const account = (await getUser(row!.userId))!;
  return signAccessToken({ userId: account.id, name: account.name, roles: ['USER'], regionId: account.regionId ?? null }, { epoch: account.sessionEpoch ?? 0 });
}

beforeAll(async () => {
  admin = await tokenForDemo('ADMIN');
  user = await tokenForDemo('USER');
});

describe('duplicate links: ADMIN only', () => {
  it('answers a USER’s submission alike whether or not the phone asked before; an ADMIN’s carries the link', async () => {
    // Prepare: the survivor's first appeal
    const phone = randomPhone();
    const first = await submitAppeal({ phone });
    expect(first.status).toBe(201);

    // Act
    const byUser = await call('POST', '/api/appeals', { token: user, body: validAppealBody({ phone }) });
    const control = await call('POST', '/api/appeals', { token: user, body: validAppealBody({ phone: randomPhone() }) });
    const byAdmin = await call('POST', '/api/appeals', { token: admin, body: validAppealBody({ phone }) });

    // Assess
    expect([byUser.status, control.status, byAdmin.status]).toEqual([201, 201, 201]);
    expect(byUser.body).toMatchObject({ isDuplicate: false, duplicateOf: null });
    expect(control.body).toMatchObject({ isDuplicate: false, duplicateOf: null });
    expect(byAdmin.body).toMatchObject({ isDuplicate: true, duplicateOf: first.appealId });
    // The platform still links the USER's one, for the admins.
    expect((await call('GET', `/api/appeals/${byUser.body.id}`, { token: admin })).body).toMatchObject({ isDuplicate: true, duplicateOf: first.appealId });
  });

  it('gives the duplicate’s executor no link to the earlier appeal: not in the appeal or the timeline', async () => {
    // Prepare
    const phone = randomPhone();
    const first = await submitAppeal({ phone });
    const second = await call('POST', '/api/appeals', { token: admin, body: validAppealBody({ phone, assistance_ids: [1] }) });
    const id = second.body.id as number;
    const executor = await executorToken(id);

    // Act
    const appeal = await call('GET', `/api/appeals/${id}`, { token: executor });
    const timeline = await call('GET', `/api/appeals/timeline/${id}`, { token: executor });
    const adminTimeline = await call('GET', `/api/appeals/timeline/${id}`, { token: admin });

    // Assess
    expect([appeal.status, timeline.status]).toEqual([200, 200]);
    expect(appeal.body.duplicateOf).toBeNull();
    const created = (steps: Array<{ action: string; after: Record<string, unknown> | null }>) => steps.find((s) => s.action === 'created')!.after;
    expect(created(timeline.body)).not.toHaveProperty('duplicateOf');
    expect(created(adminTimeline.body)).toMatchObject({ duplicateOf: first.appealId });
    for (const body of [appeal.body, timeline.body]) expect(JSON.stringify(body)).not.toContain(`"duplicateOf":${first.appealId}`);
  });
});
