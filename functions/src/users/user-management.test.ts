import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { ROLE_CHANGE_MESSAGES } from '@dosyt/core/user/role-change.rules';
import { getUser } from '@dosyt/functions/accounts/accounts';
import { userAuditTrail } from '@dosyt/functions/users/user-audit';
import { REGISTRATION_NOTICE_SUBJECT } from '@dosyt/functions/auth/registration-notice';
import { call, mailbox, settledMailbox, withSubject } from '../../../infra/local/test/http';
import { callFrom, createTestAccount, freshLoopback, registrationBody } from '../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../infra/local/test/tokens';

const ADMIN_EMAIL = 'admin@example.com';

describe('PUT /api/users/{id}/roles', () => {
  it('makes a USER an ADMIN, ends their sessions, and the next sign-in carries ADMIN; the change is on the audit trail', async () => {
    // Prepare
    const account = await createTestAccount();
    const oldToken = await account.token();

    // Act
    const res = await call('PUT', `/api/users/${account.id}/roles`, { body: { roles: ['ADMIN'] }, token: await tokenForDemo('ADMIN') });

    // Assess
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(['ADMIN']);
    expect((await call('GET', `/api/users/profile/${account.id}`, { token: oldToken })).status).toBe(401);
    // An admin works only with a second factor (the test platform requires it): the next sign-in goes through enrolment.
    const address = freshLoopback();
    const signIn = await callFrom(address, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toEqual({ twoFactorEnrolmentRequired: true, challenge: expect.any(String) });
    const { challenge } = signIn.body as { challenge: string };
    const key = await callFrom(address, 'POST', '/api/auth/login/enrolment', { body: { challenge } });
    const code = new TOTP({ secret: Secret.fromBase32(String(key.body.secret)), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    expect((await callFrom(address, 'POST', '/api/auth/login/enrolment/confirm', { body: { challenge, code } })).status).toBe(200);
    const enrolled = await callFrom(address, 'POST', '/api/auth/login/enrolled', { body: { challenge } });
    expect(enrolled.status).toBe(200);
    const claims = JSON.parse(Buffer.from(String(enrolled.body.token).split('.')[1], 'base64url').toString('utf8'));
    expect(claims.roles).toEqual(['ADMIN']);
    const [event] = await userAuditTrail(account.id);
    expect(event).toMatchObject({ actorId: 1, action: 'roles-changed', fields: ['roles'], before: { roles: ['USER'] }, after: { roles: ['ADMIN'] } });
  });

  it('never takes ADMIN from user 1 nor lets an admin change their own roles', async () => {
    const other = await createTestAccount({ roles: ['ADMIN'] });
    const topAdmin = await call('PUT', '/api/users/1/roles', { body: { roles: ['USER'] }, token: await other.token() });
    const own = await call('PUT', '/api/users/1/roles', { body: { roles: ['ADMIN', 'USER'] }, token: await tokenForDemo('ADMIN') });
    expect(topAdmin.status).toBe(403);
    expect(topAdmin.body.message).toBe(ROLE_CHANGE_MESSAGES.topAdmin);
    expect(own.status).toBe(403);
    expect((await getUser(1))?.roles).toContain('ADMIN');
  });

  it('takes ADMIN from another admin, and refuses non-admins, unknown roles and an empty list', async () => {
    const other = await createTestAccount({ roles: ['ADMIN'] });
    const admin = await tokenForDemo('ADMIN');
    expect((await call('PUT', `/api/users/${other.id}/roles`, { body: { roles: ['USER'] }, token: await tokenForDemo('USER') })).status).toBe(403);
    expect((await call('PUT', `/api/users/${other.id}/roles`, { body: { roles: ['ROOT'] }, token: admin })).status).toBe(400);
    expect((await call('PUT', `/api/users/${other.id}/roles`, { body: { roles: [] }, token: admin })).status).toBe(400);
    expect((await getUser(other.id))?.roles).toEqual(['ADMIN']);
    const demoted = await call('PUT', `/api/users/${other.id}/roles`, { body: { roles: ['USER'] }, token: admin });
    expect(demoted.status).toBe(200);
    expect((await getUser(other.id))?.roles).toEqual(['USER']);
  });
});

describe('PUT /api/users/{userId}/work-status', () => {
  it("lets a USER mark themselves 'не працюю' and back, on the audit trail, and refuses someone else's", async () => {
    const account = await createTestAccount();
    const other = await createTestAccount();
    const token = await account.token();

    const off = await call('PUT', `/api/users/${account.id}/work-status`, { body: { workStatus: false }, token });
    const foreign = await call('PUT', `/api/users/${other.id}/work-status`, { body: { workStatus: false }, token });

    expect(off.status).toBe(200);
    expect(off.body.workStatus).toBe(false);
    expect((await getUser(account.id))?.workStatus).toBe(false);
    expect(foreign.status).toBe(403);
    expect((await getUser(other.id))?.workStatus).toBe(true);
    expect((await userAuditTrail(account.id))[0]).toMatchObject({ actorId: account.id, action: 'work-status-changed', after: { workStatus: false } });
    expect((await call('PUT', `/api/users/${account.id}/work-status`, { body: { workStatus: true }, token })).body.workStatus).toBe(true);
  });
});

describe('admin edits of region and functions', () => {
  it('records the changed field names and ids on the audit trail, never the values of personal fields', async () => {
    const account = await createTestAccount();
    const profile = (await call('GET', `/api/users/profile/${account.id}`, { token: await tokenForDemo('ADMIN') })).body;
    const res = await call('PUT', `/api/users/profile/${account.id}`, {
      token: await tokenForDemo('ADMIN'),
      body: { ...profile, institution: 'Інший центр', assistance_id: [1] },
    });
    expect(res.status).toBe(200);
    const [event] = await userAuditTrail(account.id);
    expect(event).toMatchObject({ action: 'profile-changed', actorId: 1, before: { assistanceIds: [1, 2] }, after: { assistanceIds: [1] } });
    expect(event.fields).toEqual(expect.arrayContaining(['assistanceIds', 'institution']));
    expect(JSON.stringify(event)).not.toContain('Інший центр');
  });

  it('moves an account missing its position and institution and changes its functions: only the fields sent are checked and saved', async () => {
    const account = await createTestAccount({ responsability: '', institution: '' });
    const admin = await tokenForDemo('ADMIN');
    const moved = await call('PUT', `/api/users/profile/${account.id}`, {
      token: admin,
      body: { region_id: 18, community_id: 'UA18020010000059904', assistance_id: [3] },
    });
    expect(moved.status).toBe(200);
    expect(await getUser(account.id)).toMatchObject({
      regionId: 18,
      communityId: 'UA18020010000059904',
      assistanceIds: [3],
      name: 'Тестова',
      phone: '380501234567',
      responsability: '',
      institution: '',
    });
    const [event] = await userAuditTrail(account.id);
    expect(event).toMatchObject({ action: 'profile-changed', before: { regionId: 53, assistanceIds: [1, 2] }, after: { regionId: 18, assistanceIds: [3] } });
    expect(event.fields).toEqual(expect.arrayContaining(['regionId', 'communityId', 'assistanceIds']));
    // What is sent is still checked: no functions at all, or Monitoring with another, is refused.
    const empty = await call('PUT', `/api/users/profile/${account.id}`, { token: admin, body: { assistance_id: [] } });
    expect(empty.status).toBe(400);
    expect((await getUser(account.id))?.assistanceIds).toEqual([3]);
    // The person's own save still takes the whole profile.
    const own = await call('PUT', `/api/users/profile/${account.id}`, { token: await account.token(), body: { assistance_id: [3] } });
    expect(own.status).toBe(400);
  });
});

describe('registration notice to the admins', () => {
  it('mails the admins the name and region of a truly new account only, nothing for a known address', async () => {
    const name = `Новенька${Date.now() % 100000}`;
    const body = registrationBody({ name });
    expect((await callFrom(freshLoopback(), 'POST', '/api/auth/registration', { body })).status).toBe(201);
    const mails = await mailbox(ADMIN_EMAIL, (m) => m.some((x) => x.body.text?.includes(name) ?? false));
    const notice = mails.find((m) => m.body.text?.includes(name));
    expect(notice?.subject).toBe(REGISTRATION_NOTICE_SUBJECT);
    expect(notice?.body.text).toContain('Полтавська область');
    expect(notice?.body.text).not.toContain(body.email);
    expect(notice?.body.text).not.toContain(body.last_name);

    // The same address again: the admins hear nothing more.
    expect((await callFrom(freshLoopback(), 'POST', '/api/auth/registration', { body })).status).toBe(201);
    const after = (await settledMailbox(ADMIN_EMAIL)).filter((m) => m.body.text?.includes(name));
    expect(after).toHaveLength(1);
    expect(withSubject(REGISTRATION_NOTICE_SUBJECT)(after)).toBe(true);
  });
});
