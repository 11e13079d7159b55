import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { PARTNER_HELP_LINE, REFERRAL_MESSAGES, SERVICE_MESSAGES } from '@dosyt/core/referral/referral';
import { call, mailbox, withSubject } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { callFrom, createStaff, POLTAVA_CITY, POLTAVA_REGION, randomAddress, readUser, submitAppeal, tokenForUser } from '../../../infra/local/test/appeals';
import { db } from '../db/service';
import { sha256Hex } from '../auth/secrets';
import { referralDb } from '../db/referral-store';
import { REFERRAL_MAIL_SUBJECT, referralChangeSubject, referralExpiredSubject, referralSentSubject } from './referral-mail';
import { awaitingSort } from '../db/referral-awaiting';
import { markExpired } from '../jobs/mark-expired';
import { defaultStatsDb } from '../stats/stats-db';

/** Another community of the Poltava region, and one of another region (Kyiv region, 32). */
const OTHER_REGION = 32;

const uniq = () => randomBytes(3).toString('hex');
const serviceBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Служба ${uniq()}`,
  kind: 'legal',
  region_id: POLTAVA_REGION,
  phones: ['+38 (050) 123-45-67'],
  hours: 'Пн–Пт 9:00–18:00',
  description: 'Вигадана служба для тестів',
  public: true,
  acceptsReferrals: true,
  referralEmail: `intake-${uniq()}@example.org`,
  ...overrides,
});

const partner = (method: 'GET' | 'POST', token: string, body?: unknown) =>
  callFrom(randomAddress(), method, `/api/referrals/${token}`, body === undefined ? {} : { body });
const tokenOf = (text: string): string => /\/referral\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;

/** A public appeal of one requested type in Poltava, its follow-up code, its record's executor with a token. */
async function appealWithExecutor(overrides: Record<string, unknown> = {}) {
  const name = `Ганна${uniq()}`;
  const res = await submitAppeal({ name, last_name: 'Вигадана', assistance_ids: [1], description: `Опис ${uniq()}`, ...overrides });
  expect(res.status).toBe(201);
  const { data: records } = await db().entities.assignment.query.byAppeal({ appealId: res.appealId }).go({ consistent: true });
  expect(records).toHaveLength(1);
  const user = await readUser(records[0]!.userId);
  return {
    appealId: res.appealId,
    code: res.body.followUpCode as string,
    phone: res.body.phone as string,
    name,
    description: res.body.description as string,
    record: records[0]!,
    executor: { id: user!.id, email: user!.email, token: await tokenForUser(user!.id) },
  };
}

describe('the directory of services', () => {
  let admin: string;
  let user: string;
  let observer: string;
  beforeAll(async () => {
    [admin, user, observer] = await Promise.all([tokenForDemo('ADMIN'), tokenForDemo('USER'), tokenForDemo('OBSERVER')]);
  });

  it('is managed by ADMIN only: 401 without a token, 403 for USER and OBSERVER', async () => {
    const body = serviceBody();
    expect((await call('GET', '/api/admin/services')).status).toBe(401);
    for (const token of [user, observer]) {
      expect((await call('GET', '/api/admin/services', { token })).status).toBe(403);
      expect((await call('POST', '/api/admin/services', { token, body })).status).toBe(403);
      expect((await call('PUT', '/api/admin/services/x', { token, body })).status).toBe(403);
    }
    expect((await call('POST', '/api/admin/services', { body })).status).toBe(401);
    const created = await call('POST', '/api/admin/services', { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: body.name, active: true, referralEmail: body.referralEmail, referralCount: 0 });
    expect(created.body.id).toEqual(expect.any(String));
    const list = await call('GET', `/api/admin/services?region_id=${POLTAVA_REGION}&kind=legal`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.map((s: { id: string }) => s.id)).toContain(created.body.id);
  });

  it('refuses a bad service in Ukrainian and stores nothing', async () => {
    const name = `Погана ${uniq()}`;
    const noMail = await call('POST', '/api/admin/services', { token: admin, body: serviceBody({ name, referralEmail: '' }) });
    expect(noMail.status).toBe(400);
    expect(noMail.body.message).toBe(SERVICE_MESSAGES.emailRequired);
    const elsewhere = await call('POST', '/api/admin/services', {
      token: admin,
      body: serviceBody({ name, region_id: OTHER_REGION, community_id: POLTAVA_CITY }),
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(SERVICE_MESSAGES.communityOutsideRegion);
    const all = await call('GET', '/api/admin/services', { token: admin });
    expect(all.body.some((s: { name: string }) => s.name === name)).toBe(false);
  });

  it('edits and deactivates; an unknown one is a 404', async () => {
    const created = (await call('POST', '/api/admin/services', { token: admin, body: serviceBody() })).body;
    const edited = await call('PUT', `/api/admin/services/${created.id}`, {
      token: admin,
      body: serviceBody({ name: 'Перейменована', active: false, acceptsReferrals: false, referralEmail: '' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: created.id,
      name: 'Перейменована',
      active: false,
      acceptsReferrals: false,
      referralEmail: null,
      createdAt: created.createdAt,
    });
    expect((await call('PUT', '/api/admin/services/nope', { token: admin, body: serviceBody() })).status).toBe(404);
  });

  it('answers the public the active public services of a place, community first, then region, then national; never the e-mail, never a shelter address', async () => {
    const tag = uniq();
    const make = async (overrides: Record<string, unknown>) =>
      (
        await call('POST', '/api/admin/services', {
          token: admin,
          body: serviceBody({ name: `${tag} ${String(overrides.kind ?? 'legal')} ${uniq()}`, ...overrides }),
        })
      ).body as { id: string; name: string };
    const shelterAddress = `вул. Таємна, ${tag}`;
    const legalAddress = `вул. Відкрита, ${tag}`;
    const shelter = await make({ kind: 'shelter', community_id: POLTAVA_CITY, address: shelterAddress });
    const legal = await make({ kind: 'legal', address: legalAddress });
    const national = await make({ kind: 'hotline', region_id: null, phones: ['116 123'], acceptsReferrals: false, referralEmail: '' });
    const hidden = await make({ kind: 'medical', public: false });
    const inactive = await make({ kind: 'psychological', active: false });
    const elsewhere = await make({ kind: 'police', region_id: OTHER_REGION });

    const reply = await call('GET', `/api/services?region_id=${POLTAVA_REGION}&community_id=${POLTAVA_CITY}`);
    expect(reply.status).toBe(200);
    const ids = (reply.body as Array<{ id: string }>).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([shelter.id, legal.id, national.id]));
    for (const absent of [hidden, inactive, elsewhere]) expect(ids).not.toContain(absent.id);
    expect(ids.indexOf(shelter.id)).toBeLessThan(ids.indexOf(legal.id));
    expect(ids.indexOf(legal.id)).toBeLessThan(ids.indexOf(national.id));
    const raw = JSON.stringify(reply.body);
    expect(raw).not.toContain('referralEmail');
    expect(raw).not.toContain('@example.org');
    expect(raw).not.toContain(shelterAddress);
    expect(raw).toContain(legalAddress);
    expect(reply.body.find((s: { id: string }) => s.id === shelter.id)).not.toHaveProperty('address');
    // Another community of the region sees the region's and national ones, not the community's.
    const other = (await call('GET', `/api/services?region_id=${POLTAVA_REGION}&community_id=UA53000000000000000`)).body.map((s: { id: string }) => s.id);
    expect(other).toEqual(expect.arrayContaining([legal.id, national.id]));
    expect(other).not.toContain(shelter.id);
    // No place: the national lines only; a kind filters.
    const none = (await call('GET', '/api/services')).body.map((s: { id: string }) => s.id);
    expect(none).toContain(national.id);
    expect(none).not.toContain(legal.id);
    const shelters = (await call('GET', `/api/services?region_id=${POLTAVA_REGION}&community_id=${POLTAVA_CITY}&kind=shelter`)).body;
    expect(shelters.every((s: { kind: string }) => s.kind === 'shelter')).toBe(true);
    expect((await call('GET', '/api/services?kind=spa')).status).toBe(400);
  });
});

describe('referring a case with consent, and the partner link', () => {
  let admin: string;
  let observer: string;
  let stranger: string;
  let service: { id: string; name: string; referralEmail: string };
  beforeAll(async () => {
    [admin, observer] = await Promise.all([tokenForDemo('ADMIN'), tokenForDemo('OBSERVER')]);
    // Staff of the same community who carries another type of help, so distribution never makes them the executor.
    stranger = (await createStaff({ regionId: POLTAVA_REGION, communityId: POLTAVA_CITY, assistanceIds: [2] })).token;
    service = (await call('POST', '/api/admin/services', { token: admin, body: serviceBody({ kind: 'psychological', community_id: POLTAVA_CITY }) })).body;
  });

  const refer = (appealId: number, token: string | undefined, body: Record<string, unknown>) =>
    call('POST', `/api/appeals/${appealId}/referrals`, { token, body });
  /** The token is known only to the mail (the table holds its hash): the service's mail for this referral. */
  const mailedToken = async (appealId: number, referralId: string): Promise<string> => {
    const { data } = await referralDb().entities.referral.get({ appealId, id: referralId }).go({ consistent: true });
    const hash = data!.tokenHash!;
    const ours = (ms: Array<{ body: { text?: string } }>) => ms.map((m) => tokenOf(m.body.text ?? '')).find((t) => sha256Hex(t) === hash);
    const token = ours(await mailbox(service.referralEmail, (ms) => ours(ms) !== undefined));
    expect(token).toBeDefined();
    return token!;
  };
  const stored = async (appealId: number) => (await referralDb().entities.referral.query.byAppeal({ appealId }).go({ consistent: true })).data;

  it('is for ADMIN and the appeal’s executors only', async () => {
    const { appealId, executor } = await appealWithExecutor();
    const body = { serviceId: service.id, consent: true, share: 'anonymous', note: '' };
    expect((await refer(appealId, undefined, body)).status).toBe(401);
    expect((await refer(appealId, observer, body)).status).toBe(403);
    expect((await refer(appealId, stranger, body)).status).toBe(403);
    for (const path of [`/api/appeals/${appealId}/referrals`, `/api/appeals/${appealId}/referral-services`]) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, { token: observer })).status).toBe(403);
      expect((await call('GET', path, { token: stranger })).status).toBe(403);
      expect((await call('GET', path, { token: executor.token })).status).toBe(200);
      expect((await call('GET', path, { token: admin })).status).toBe(200);
    }
    const targets = (await call('GET', `/api/appeals/${appealId}/referral-services`, { token: executor.token })).body;
    expect(targets[0]).toMatchObject({ rank: 0 });
    expect(targets.map((t: { id: string }) => t.id)).toContain(service.id);
    expect(JSON.stringify(targets)).not.toContain('referralEmail');
    expect(await stored(appealId)).toEqual([]);
  });

  it('refuses without consent, to an inactive service or one that takes no referrals: 400 in Ukrainian, nothing stored', async () => {
    const { appealId, executor } = await appealWithExecutor();
    const noConsent = await refer(appealId, executor.token, { serviceId: service.id, consent: false, share: 'contact', note: '' });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.message).toBe(REFERRAL_MESSAGES.consentRequired);
    expect((await refer(appealId, executor.token, { serviceId: service.id, share: 'contact' })).body.message).toBe(REFERRAL_MESSAGES.consentRequired);
    const inactive = (await call('POST', '/api/admin/services', { token: admin, body: serviceBody({ active: false }) })).body;
    const noReferrals = (await call('POST', '/api/admin/services', { token: admin, body: serviceBody({ acceptsReferrals: false, referralEmail: '' }) })).body;
    const a = await refer(appealId, executor.token, { serviceId: inactive.id, consent: true, share: 'contact', note: '' });
    expect(a.status).toBe(400);
    expect(a.body.message).toBe(REFERRAL_MESSAGES.serviceInactive);
    const b = await refer(appealId, executor.token, { serviceId: noReferrals.id, consent: true, share: 'contact', note: '' });
    expect(b.status).toBe(400);
    expect(b.body.message).toBe(REFERRAL_MESSAGES.serviceTakesNoReferrals);
    expect((await refer(appealId, executor.token, { serviceId: 'nope', consent: true, share: 'contact' })).status).toBe(400);
    expect(await stored(appealId)).toEqual([]);
  });

  it('mails the service a link and nothing personal; the partner sees the shared contact, accepts, completes; the link is then used up', async () => {
    const appeal = await appealWithExecutor();
    const note = 'Потрібна консультація психолога щодо безпеки';
    const created = await refer(appeal.appealId, appeal.executor.token, { serviceId: service.id, consent: true, share: 'contact', note, tellPerson: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ serviceId: service.id, status: 'sent', share: 'contact', tellPerson: true });
    expect(created.body.consent).toMatchObject({ recordedById: appeal.executor.id });

    const token = await mailedToken(appeal.appealId, created.body.id);
    const mail = (await mailbox(service.referralEmail)).find((m) => (m.body.text ?? '').includes(token));
    expect(mail?.subject).toBe(REFERRAL_MAIL_SUBJECT);
    const text = `${mail!.subject}\n${mail!.body.text ?? ''}\n${mail!.body.html ?? ''}`;
    for (const personal of [appeal.name, 'Вигадана', appeal.phone, appeal.phone.slice(-7), appeal.description, note, `№${appeal.appealId}`])
      expect(text).not.toContain(personal);
    // Only its SHA-256 is stored.
    const { data: link } = await referralDb()
      .entities.referralLink.get({ tokenHash: sha256Hex(token) })
      .go({ consistent: true });
    expect(link).toMatchObject({ appealId: appeal.appealId, referralId: created.body.id });
    expect(JSON.stringify(await stored(appeal.appealId))).not.toContain(token);

    const opened = await partner('GET', token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ status: 'sent', share: 'contact', note, next: ['accepted', 'declined'] });
    expect(opened.body.person).toMatchObject({ name: appeal.name, phone: appeal.phone });
    expect(JSON.stringify(opened.body)).not.toContain(appeal.description);
    // The opening is a recorded read, by the partner.
    const { data: reads } = await db().entities.readRecord.query.byAppeal({ appealId: appeal.appealId }).go({ consistent: true });
    expect(reads.find((r) => r.what === 'partner')).toMatchObject({ userId: 0, by: `партнер: ${service.name}` });

    const accepted = await partner('POST', token, { status: 'accepted', note: 'Зателефонуємо завтра' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', next: ['completed', 'declined'] });
    // The executor is told: the record's mark (new-messages list) and a mail with the number only.
    const { data: record } = await db().entities.assignment.get({ appealId: appeal.appealId, id: appeal.record.id }).go({ consistent: true });
    expect(record?.unreadPersonMessage).toBe(true);
    const executorMail = await mailbox(appeal.executor.email, withSubject(referralChangeSubject(appeal.appealId)));
    expect(executorMail.some((m) => m.subject === referralChangeSubject(appeal.appealId))).toBe(true);
    expect(executorMail.map((m) => m.body.text).join('\n')).not.toContain('Зателефонуємо завтра');
    // Not twice the same step.
    expect((await partner('POST', token, { status: 'accepted' })).status).toBe(409);

    const completed = await partner('POST', token, { status: 'completed', note: '' });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed', next: [] });
    const unknown = await partner('GET', `${'A'.repeat(42)}B`);
    for (const used of [await partner('GET', token), await partner('POST', token, { status: 'completed' })]) {
      expect(used.status).toBe(404);
      expect(used.body).toEqual(unknown.body);
    }
    expect(unknown.body.message).toBe(REFERRAL_MESSAGES.linkUnknown);

    // The executor sees each step, on the list and on the timeline, in plain Ukrainian.
    const list = await call('GET', `/api/appeals/${appeal.appealId}/referrals`, { token: appeal.executor.token });
    expect(list.body[0].history.map((s: { status: string }) => s.status)).toEqual(['sent', 'accepted', 'completed']);
    expect(list.body[0].history[1]).toMatchObject({ by: `партнер: ${service.name}`, note: 'Зателефонуємо завтра' });
    const timeline = (await call('GET', `/api/appeals/timeline/${appeal.appealId}`, { token: appeal.executor.token })).body as Array<{
      action: string;
      text?: string;
      actorName: string;
    }>;
    expect(timeline.filter((e) => e.action.startsWith('referral-')).map((e) => e.action)).toEqual(['referral-sent', 'referral-accepted', 'referral-completed']);
    expect(timeline.find((e) => e.action === 'referral-accepted')?.text).toContain('прийняла направлення');
    expect(timeline.find((e) => e.action === 'read' && e.actorName === `партнер: ${service.name}`)).toBeDefined();

    // /status: the neutral line, never the service.
    const status = await callFrom(randomAddress(), 'POST', '/api/follow-up', { body: { code: appeal.code } });
    expect(status.body.partnerHelp).toBe(PARTNER_HELP_LINE);
    expect(JSON.stringify(status.body)).not.toContain(service.name);
  });

  it('shares nothing of the person when anonymous; /status says nothing unless she agreed; declining needs a reason and invites another referral', async () => {
    const appeal = await appealWithExecutor();
    const created = await refer(appeal.appealId, admin, { serviceId: service.id, consent: true, share: 'anonymous', note: 'Без контактів' });
    expect(created.status).toBe(201);
    expect(created.body.tellPerson).toBe(false);
    // An admin's referral reaches the executor: the record's mark and a mail with the number only.
    const { data: record } = await db().entities.assignment.get({ appealId: appeal.appealId, id: appeal.record.id }).go({ consistent: true });
    expect(record?.unreadPersonMessage).toBe(true);
    const sentMail = await mailbox(appeal.executor.email, withSubject(referralSentSubject(appeal.appealId)));
    expect(sentMail.some((m) => m.subject === referralSentSubject(appeal.appealId))).toBe(true);
    expect(sentMail.map((m) => m.body.text).join('\n')).not.toContain('Без контактів');
    const token = await mailedToken(appeal.appealId, created.body.id);
    const opened = await partner('GET', token);
    expect(opened.body.person).toBeNull();
    const raw = JSON.stringify(opened.body);
    for (const personal of [appeal.name, appeal.phone]) expect(raw).not.toContain(personal);
    const status = await callFrom(randomAddress(), 'POST', '/api/follow-up', { body: { code: appeal.code } });
    expect(status.body).not.toHaveProperty('partnerHelp');

    const noReason = await partner('POST', token, { status: 'declined', note: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(REFERRAL_MESSAGES.reasonRequired);
    expect((await partner('POST', token, { status: 'declined', note: 'Немає місць' })).status).toBe(200);
    expect((await partner('GET', token)).status).toBe(404);
    const timeline = (await call('GET', `/api/appeals/timeline/${appeal.appealId}`, { token: admin })).body as Array<{ action: string; text?: string }>;
    expect(timeline.find((e) => e.action === 'referral-declined')?.text).toMatch(/Немає місць.*Направте людину до іншої служби/);
  });

  it('answers an expired link as an unknown one', async () => {
    const appeal = await appealWithExecutor();
    const created = (await refer(appeal.appealId, admin, { serviceId: service.id, consent: true, share: 'contact', note: '' })).body;
    const { data: referral } = await referralDb().entities.referral.get({ appealId: appeal.appealId, id: created.id }).go({ consistent: true });
    await referralDb()
      .entities.referralLink.patch({ tokenHash: referral!.tokenHash! })
      .set({ validUntil: Math.floor(Date.now() / 1000) - 1 })
      .go();
    const token = await mailedToken(appeal.appealId, created.id);
    const expired = await partner('GET', token);
    const unknown = await partner('GET', randomBytes(32).toString('base64url'));
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual(unknown.body);
  });

  it('marks a referral the partner never answered "expired" once its link dies, tells the executor, and leaves answered ones alone', async () => {
    const appeal = await appealWithExecutor();
    const body = { serviceId: service.id, consent: true, share: 'contact', note: '', tellPerson: true };
    const unanswered = (await refer(appeal.appealId, appeal.executor.token, body)).body;
    const answered = (await refer(appeal.appealId, appeal.executor.token, body)).body;
    const answeredToken = await mailedToken(appeal.appealId, answered.id);
    expect((await partner('POST', answeredToken, { status: 'accepted', note: '' })).status).toBe(200);
    const token = await mailedToken(appeal.appealId, unanswered.id);
    // Fourteen days later: both links have died (the referrals' own clock, as the job reads it).
    const past = Date.now() - 1000;
    for (const id of [unanswered.id, answered.id]) {
      const { data } = await referralDb().entities.referral.get({ appealId: appeal.appealId, id }).go({ consistent: true });
      await referralDb()
        .entities.referral.patch({ appealId: appeal.appealId, id })
        .set({ linkExpiresAt: past, ...(data!.awaitingKey ? { awaitingSort: awaitingSort(past, appeal.appealId, id) } : {}) })
        .go();
    }
    await db().entities.assignment.patch({ appealId: appeal.appealId, id: appeal.record.id }).set({ unreadPersonMessage: false }).go();

    const run = await markExpired(defaultStatsDb());
    expect(run.expiredReferrals).toBeGreaterThanOrEqual(1);
    const list = (await call('GET', `/api/appeals/${appeal.appealId}/referrals`, { token: appeal.executor.token })).body as Array<{
      id: string;
      status: string;
      history: Array<{ status: string; by: string }>;
    }>;
    const byId = new Map(list.map((r) => [r.id, r]));
    expect(byId.get(unanswered.id)?.status).toBe('expired');
    expect(byId.get(unanswered.id)?.history.map((s) => s.status)).toEqual(['sent', 'expired']);
    expect(byId.get(unanswered.id)?.history[1]?.by).toBe('платформа');
    expect(byId.get(answered.id)?.status).toBe('accepted');
    // The link is gone, the referral left the awaiting index.
    expect((await partner('GET', token)).status).toBe(404);
    const { data: after } = await referralDb().entities.referral.get({ appealId: appeal.appealId, id: unanswered.id }).go({ consistent: true });
    expect(after!.tokenHash).toBeUndefined();
    expect(after!.awaitingKey).toBeUndefined();
    // The executor learns it: the record's mark and a mail with the number only.
    const { data: record } = await db().entities.assignment.get({ appealId: appeal.appealId, id: appeal.record.id }).go({ consistent: true });
    expect(record?.unreadPersonMessage).toBe(true);
    const mails = await mailbox(appeal.executor.email, withSubject(referralExpiredSubject(appeal.appealId)));
    expect(mails.some((m) => (m.body.text ?? '').includes('Посилання збігло — надішліть знову'))).toBe(true);
    // The timeline says what to do.
    const timeline = (await call('GET', `/api/appeals/timeline/${appeal.appealId}`, { token: appeal.executor.token })).body as Array<{
      action: string;
      text?: string;
    }>;
    expect(timeline.find((e) => e.action === 'referral-expired')?.text).toMatch(/не відповіла за 14 днів.*Надішліть направлення знову/);
    // A second run changes nothing.
    await markExpired(defaultStatsDb());
    const again = (await referralDb().entities.referral.get({ appealId: appeal.appealId, id: unanswered.id }).go({ consistent: true })).data;
    expect(again!.history).toHaveLength(2);
  });

  it('kills the link with the appeal’s personal data (anonymisation) and closes the referral', async () => {
    const appeal = await appealWithExecutor();
    const created = (await refer(appeal.appealId, admin, { serviceId: service.id, consent: true, share: 'contact', note: 'Нотатка з деталями' })).body;
    const { data: before } = await referralDb().entities.referral.get({ appealId: appeal.appealId, id: created.id }).go({ consistent: true });
    const hash = before!.tokenHash!;
    const view = (await call('GET', `/api/appeals/${appeal.appealId}`, { token: admin })).body;
    expect((await call('POST', `/api/appeals/${appeal.appealId}/anonymise`, { token: admin, body: { version: view.version } })).status).toBe(200);
    expect((await referralDb().entities.referralLink.get({ tokenHash: hash }).go({ consistent: true })).data).toBeNull();
    const { data: after } = await referralDb().entities.referral.get({ appealId: appeal.appealId, id: created.id }).go({ consistent: true });
    expect(after).toMatchObject({ status: 'closed', note: '' });
    expect(after!.tokenHash).toBeUndefined();
    const refused = await refer(appeal.appealId, admin, { serviceId: service.id, consent: true, share: 'contact', note: '' });
    expect(refused.status).toBe(409);
  });
});
