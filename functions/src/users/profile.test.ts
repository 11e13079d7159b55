import { describe, expect, it } from 'vitest';
import { MONITORING_ALONE_MESSAGE, ROLE_CHANGE_BY_ADMIN_MESSAGE } from '@dosyt/core/user/user.messages';
import { getUser } from '@dosyt/functions/accounts/accounts';
import { call } from '../../../infra/local/test/http';
import { createTestAccount } from '../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../infra/local/test/tokens';

const POLTAVA_CITY = 'UA53080370000025447';
const KREMENCHUK = 'UA53020110000092487';

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ганна',
  last_name: 'Оновлена',
  phone: '38(067)765-43-21',
  responsability: 'Соціальна працівниця',
  institution: 'Центр надання соціальних послуг',
  assistance_id: [{ id: 3, description: 'Соціальний супровід' }, 4],
  region_id: 53,
  community_id: POLTAVA_CITY,
  ...overrides,
});

describe('GET /api/users/profile/{userId}', () => {
  it("answers one's own profile with functions described and the community, never secrets", async () => {
    const res = await call('GET', '/api/users/profile/2', { token: await tokenForDemo('USER') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 2,
      name: 'Ірина',
      last_name: 'Коваленко',
      phone: '380671234567',
      responsability: 'Практична психологиня',
      institution: expect.any(String),
      assistance_id: [
        { id: 1, description: 'Психологічна допомога' },
        { id: 2, description: 'Юридична консультація' },
        { id: 3, description: 'Соціальний супровід' },
      ],
      region_id: 53,
      community_id: POLTAVA_CITY,
      community: { name: 'Полтавська міська громада', region: 'Полтавська', adminCenter: 'Полтава', region_id: 53 },
    });
    for (const secret of ['passwordHash', 'failedLogins', 'lockedUntil', 'openAssignments']) expect(res.body).not.toHaveProperty(secret);
  });

  it("lets an admin read anyone, refuses someone else's profile with 403, and answers 404 for nobody", async () => {
    expect((await call('GET', '/api/users/profile/3', { token: await tokenForDemo('ADMIN') })).status).toBe(200);
    const other = await call('GET', '/api/users/profile/3', { token: await tokenForDemo('USER') });
    expect(other.status).toBe(403);
    expect(other.body.statusCode).toBe(403);
    expect((await call('GET', '/api/users/profile/999999', { token: await tokenForDemo('ADMIN') })).status).toBe(404);
  });
});

describe('PUT /api/users/profile/{userId}', () => {
  it("saves one's own profile, with the phone as digits", async () => {
    // Prepare
    const account = await createTestAccount();

    // Act
    const res = await call('PUT', `/api/users/profile/${account.id}`, { body: profileBody(), token: await account.token() });

    // Assess
    expect(res.status).toBe(200);
    // New types of help wait for an admin (assistance-request.test.ts): the rest is saved at once.
    expect(res.body).toMatchObject({
      name: 'Ганна',
      phone: '380677654321',
      assistance_id: [{ id: 1 }, { id: 2 }],
      pendingAssistanceIds: [3, 4],
      roles: ['USER'],
    });
    expect(await getUser(account.id)).toMatchObject({ phone: '380677654321', assistanceIds: [1, 2], communityId: POLTAVA_CITY });
  });

  it("refuses a change of one's own functions that would change the role, both ways, changing nothing", async () => {
    const user = await createTestAccount();
    const observer = await createTestAccount({ roles: ['OBSERVER'], assistanceIds: [7] });
    const userBefore = await getUser(user.id);
    const observerBefore = await getUser(observer.id);
    const toMonitoring = await call('PUT', `/api/users/profile/${user.id}`, { body: profileBody({ assistance_id: [7] }), token: await user.token() });
    const toExecutor = await call('PUT', `/api/users/profile/${observer.id}`, { body: profileBody({ assistance_id: [1] }), token: await observer.token() });
    for (const res of [toMonitoring, toExecutor]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: ROLE_CHANGE_BY_ADMIN_MESSAGE, errors: { assistance_id: ROLE_CHANGE_BY_ADMIN_MESSAGE } });
    }
    expect(await getUser(user.id)).toEqual(userBefore);
    expect(await getUser(observer.id)).toEqual(observerBefore);
  });

  it('lets an admin move an account between USER and OBSERVER through its functions, ending its sessions', async () => {
    const account = await createTestAccount();
    const admin = await tokenForDemo('ADMIN');
    const before = await account.token();
    expect((await call('GET', `/api/users/profile/${account.id}`, { token: before })).status).toBe(200);
    await call('PUT', `/api/users/profile/${account.id}`, { body: profileBody({ assistance_id: [7] }), token: admin });
    expect((await getUser(account.id))?.roles).toEqual(['OBSERVER']);
    // The token that still says USER no longer opens anything.
    expect((await call('GET', `/api/users/profile/${account.id}`, { token: before })).status).toBe(401);
    await call('PUT', `/api/users/profile/${account.id}`, { body: profileBody({ assistance_id: [1] }), token: admin });
    expect((await getUser(account.id))?.roles).toEqual(['USER']);
  });

  it('answers 400 with the profile messages and changes nothing', async () => {
    // Prepare
    const account = await createTestAccount();
    const token = await account.token();
    const before = await getUser(account.id);

    // Act
    const monitoring = await call('PUT', `/api/users/profile/${account.id}`, { body: profileBody({ assistance_id: [7, 1] }), token });
    const noFunctions = await call('PUT', `/api/users/profile/${account.id}`, { body: profileBody({ assistance_id: [] }), token });
    const noName = await call('PUT', `/api/users/profile/${account.id}`, { body: profileBody({ name: '' }), token });
    const badPhone = await call('PUT', `/api/users/profile/${account.id}`, { body: profileBody({ phone: '380001234567' }), token });

    // Assess
    expect(monitoring.status).toBe(400);
    expect(monitoring.body.message).toBe(MONITORING_ALONE_MESSAGE);
    expect(noFunctions.body.message).toBe('Будь ласка, заповніть всі поля профілю та виберіть функціонал');
    expect(noName.body.message).toBe('Будь ласка, заповніть всі поля профілю та виберіть функціонал');
    expect(badPhone.body.message).toBe('Невірний номер телефону');
    expect(await getUser(account.id)).toEqual(before);
  });

  it('lets the top admin save without functions and keeps them untouched', async () => {
    const token = await tokenForDemo('ADMIN');
    const current = (await call('GET', '/api/users/profile/1', { token })).body;
    const { assistance_id: _none, ...withoutFunctions } = current;
    const res = await call('PUT', '/api/users/profile/1', { body: withoutFunctions, token });
    expect(res.status).toBe(200);
    expect((await getUser(1))?.assistanceIds).toEqual([]);
    expect((await getUser(1))?.roles).toEqual(['ADMIN']);
  });

  it("refuses someone else's profile to a non-admin and a move to another community to anyone but an admin", async () => {
    const account = await createTestAccount();
    const other = await call('PUT', '/api/users/profile/3', { body: profileBody(), token: await account.token() });
    const move = await call('PUT', `/api/users/profile/${account.id}`, { body: profileBody({ community_id: KREMENCHUK }), token: await account.token() });
    expect(other.status).toBe(403);
    expect(move.status).toBe(403);
    expect((await getUser(account.id))?.communityId).toBe(POLTAVA_CITY);
  });

  it('ends the sessions of a person an admin moves to another region: their tokens still name the old one', async () => {
    const account = await createTestAccount();
    const admin = await tokenForDemo('ADMIN');
    const before = await account.token();
    expect((await call('GET', `/api/users/profile/${account.id}`, { token: before })).status).toBe(200);

    const moved = await call('PUT', `/api/users/profile/${account.id}`, {
      body: profileBody({ region_id: 80, community_id: 'UA80000000000093317', assistance_id: [1] }),
      token: admin,
    });

    expect(moved.status).toBe(200);
    expect((await getUser(account.id))?.regionId).toBe(80);
    expect((await call('GET', `/api/users/profile/${account.id}`, { token: before })).status).toBe(401);
  });

  it('lets an admin move someone within a region, but not to a community of another region', async () => {
    const account = await createTestAccount();
    const token = await tokenForDemo('ADMIN');
    const moved = await call('PUT', `/api/users/profile/${account.id}`, { body: profileBody({ community_id: KREMENCHUK }), token });
    const wrong = await call('PUT', `/api/users/profile/${account.id}`, { body: profileBody({ region_id: 80, community_id: KREMENCHUK }), token });
    expect(moved.status).toBe(200);
    expect(moved.body.community.name).toBe('Кременчуцька міська громада');
    expect(wrong.status).toBe(400);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call('PUT', '/api/users/profile/999999', { body: profileBody(), token: await tokenForDemo('ADMIN') });
    expect(res.status).toBe(404);
  });
});
