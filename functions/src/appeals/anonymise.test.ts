import { ANONYMISED_NAME } from '@dosyt/core/appeal/retention.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { validAppealBody } from '../../../infra/local/test/appeals';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { getUser } from '../accounts/accounts';
import { signAccessToken } from '../lib/tokens';
import { getAppealItem } from '../db/appeal-store';

/**
 * POST /api/appeals/{id}/anonymise: the person asked to be forgotten. Over HTTP
 * against the real handlers: ADMIN only (the server checks the role, whatever the
 * browser shows), the admin confirms the version they saw, and the appeal's
 * timeline records who did it.
 */

let admin: string;
let observer: string;

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

async function newAppeal(phone?: string) {
  const reply = await call('POST', '/api/appeals', { token: admin, body: validAppealBody({ assistance_ids: [1], ...(phone ? { phone } : {}) }) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; version: number; phone: string; isDuplicate: boolean };
}

const anonymise = (id: number, token: string | undefined, body: unknown) => call('POST', `/api/appeals/${id}/anonymise`, { token, body });

beforeAll(async () => {
  admin = await tokenForDemo('ADMIN');
  observer = await tokenForDemo('OBSERVER');
});

describe('anonymising one appeal on request', () => {
  it('is refused to anyone but an ADMIN, the appeal’s own executor included, and changes nothing', async () => {
    // Prepare: an appeal and its executor (whichever Полтавська executor the distribution chose)
    const appeal = await newAppeal();
    const { token: executor } = await executorOf(appeal.id);
    const own = await call('GET', `/api/appeals/${appeal.id}`, { token: executor });
    expect(own.status).toBe(200);
    const before = await getAppealItem(appeal.id);

    // Act
    const replies = await Promise.all([
      anonymise(appeal.id, undefined, { version: appeal.version }),
      anonymise(appeal.id, executor, { version: appeal.version }),
      anonymise(appeal.id, observer, { version: appeal.version }),
    ]);

    // Assess
    expect(replies.map((r) => r.status)).toEqual([401, 403, 403]);
    expect(await getAppealItem(appeal.id)).toEqual(before);
  });

  it('asks for the version the admin confirmed: none is a 400, an older one a 409', async () => {
    // Prepare
    const appeal = await newAppeal();

    // Act
    const missing = await anonymise(appeal.id, admin, {});
    const stale = await anonymise(appeal.id, admin, { version: appeal.version + 5 });

    // Assess
    expect(missing.status).toBe(400);
    expect(stale.status).toBe(409);
    expect((await getAppealItem(appeal.id))?.anonymisedAt).toBeUndefined();
  });

  it('forgets the person at once: their data go, the timeline names the admin, the phone no longer links duplicates', async () => {
    // Prepare
    const appeal = await newAppeal();

    // Act
    const reply = await anonymise(appeal.id, admin, { version: appeal.version });
    const again = await anonymise(appeal.id, admin, { version: appeal.version + 1 });

    // Assess: the answer and the stored appeal
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({
      id: appeal.id,
      name: ANONYMISED_NAME,
      last_name: null,
      phone: '',
      description: '',
      safe_contact: null,
      version: appeal.version + 1,
    });
    expect(reply.body.anonymisedAt).toEqual(expect.any(String));
    expect(again.status).toBe(200);
    const stored = await getAppealItem(appeal.id);
    expect(stored).not.toHaveProperty('phoneHash');
    // The timeline: one step, by the admin, on request.
    const timeline = await call('GET', `/api/appeals/timeline/${appeal.id}`, { token: admin });
    const steps = (timeline.body as Array<{ action: string; actorId: number; actorName: string; after: unknown }>).filter((s) => s.action === 'anonymised');
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ actorId: 1, after: { reason: 'request' } });
    expect(steps[0].actorName).not.toBe('');
    // A new appeal from the same phone is not linked to the forgotten one.
    const next = await newAppeal(appeal.phone);
    expect(next.isDuplicate).toBe(false);
  });
});
