import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';

const SITE_INFO = '/api/site-infos?filters[slug][$eq]=site-info&populate=*';

/** The organisation's contacts live in the site-info entry: ADMIN edits them, everyone reads them. */
describe('organisation contacts in the content service', () => {
  let admin: string;
  let original: Record<string, unknown>;
  const current = async () =>
    (await call('GET', '/api/admin/content/site-infos', { token: admin })).body.data[0] as Record<string, unknown> & { id: number; version: number };

  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
    const entry = await current();
    original = { phone: entry.phone, messengerTitle: entry.messengerTitle, messengerLink: entry.messengerLink, addresses: entry.addresses };
  });
  afterAll(async () => {
    const entry = await current();
    const addresses = (original.addresses as Record<string, unknown>[]).map(({ id: _id, ...rest }) => rest);
    await call('PUT', `/api/admin/content/site-infos/${entry.id}`, { token: admin, body: { data: { ...original, addresses } } });
  });

  it('serves the seeded demo contacts to the public site', async () => {
    // Act
    const res = await call('GET', SITE_INFO);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      phone: '0800500335',
      messengerTitle: 'Telegram',
      messengerLink: expect.stringMatching(/^https:\/\//),
      addresses: [expect.objectContaining({ title: expect.any(String), text: expect.any(String) })],
    });
  });

  it('lets only ADMIN write them: 401 without a token, 403 for USER and OBSERVER, and nothing changes', async () => {
    // Prepare
    const { id } = await current();
    const body = { data: { phone: '0 800 000 000' } };
    // Act
    const anonymous = await call('PUT', `/api/admin/content/site-infos/${id}`, { body });
    const user = await call('PUT', `/api/admin/content/site-infos/${id}`, { body, token: await tokenForDemo('USER') });
    const observer = await call('PUT', `/api/admin/content/site-infos/${id}`, { body, token: await tokenForDemo('OBSERVER') });
    // Assess
    expect([anonymous.status, user.status, observer.status]).toEqual([401, 403, 403]);
    expect((await call('GET', SITE_INFO)).body.data[0].phone).toBe(original.phone);
  });

  it.each([
    [{ phone: '+38 (050) abc' }, 'Телефон організації: лише цифри, пробіли, «+», дужки та дефіси — від 3 до 15 цифр'],
    [{ phone: '12' }, 'Телефон організації: лише цифри, пробіли, «+», дужки та дефіси — від 3 до 15 цифр'],
    [{ messengerLink: 'javascript:alert(1)' }, 'Посилання на месенджер: посилання має починатися з https://, viber:// або tg://'],
    [{ messengerLink: 'http://t.me/x' }, 'Посилання на месенджер: посилання має починатися з https://, viber:// або tg://'],
    [{ addresses: Array.from({ length: 6 }, () => ({ title: 'Офіс', text: 'Полтава' })) }, 'Адреси: забагато елементів'],
  ])('refuses %j with a Ukrainian message and stores nothing', async (data, message) => {
    // Prepare
    const before = await current();
    // Act
    const res = await call('PUT', `/api/admin/content/site-infos/${before.id}`, { token: admin, body: { data } });
    // Assess
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect((await current()).version).toBe(before.version);
  });

  it('an admin changes the phone, messenger and addresses, and the public answer shows them at once', async () => {
    // Prepare
    const { id, version } = await current();
    // Act
    const res = await call('PUT', `/api/admin/content/site-infos/${id}`, {
      token: admin,
      body: {
        data: {
          phone: ' 15 47 ',
          messengerTitle: 'Viber',
          messengerLink: 'viber://chat?number=%2B380500000000',
          addresses: [{ title: 'Офіс', text: 'м. Полтава' }],
        },
        version,
      },
    });
    // Assess
    expect(res.status).toBe(200);
    const site = (await call('GET', SITE_INFO)).body.data[0];
    expect(site).toMatchObject({
      phone: '15 47',
      messengerTitle: 'Viber',
      messengerLink: 'viber://chat?number=%2B380500000000',
      addresses: [expect.objectContaining({ title: 'Офіс', text: 'м. Полтава' })],
    });
    // The other site-info fields are untouched by a contacts-only save.
    expect(site.location).toBe('Полтавська обл.');
  });
});
