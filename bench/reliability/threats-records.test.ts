/**
 * Threat model, the survivors' records (docs/security.md T31-T41): what a staff member,
 * a crowd behind one carrier address, or a copy of the table could learn or do with an
 * appeal's personal data, each tried for real against the run's platform and recorded as
 * a threat finding (bench/reliability/threats.ts) for the report.
 */
import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { ANONYMISED_EDIT_MESSAGE } from '@dosyt/core/appeal/retention.rules';
import { generateFollowUpCode } from '@dosyt/core/follow-up/follow-up-code';
import { kyivDayKey } from '@dosyt/core/dates/dates';
import { directConversation } from '@dosyt/functions/chat/conversations';
import { db } from '@dosyt/functions/db/service';
import { runRetention } from '@dosyt/functions/jobs/appeal-retention';
import { phoneHash } from '@dosyt/functions/appeals/phone-hash';
import { getUser } from '@dosyt/functions/accounts/accounts';
import { signAccessToken } from '@dosyt/functions/lib/tokens';
import { FOLLOW_UP_LIMITS, FOLLOW_UP_WINDOW_MS } from '@dosyt/functions/appeals/rate-limit';
import { callFrom, createStaff, newIdempotencyKey, randomAddress, randomPhone, submitAppeal, validAppealBody } from '../../infra/local/test/appeals';
import { call } from '../../infra/local/test/http';
import { tokenForDemo } from '../../infra/local/test/tokens';
import { recordThreat } from './threats';

const FILE = 'bench/reliability/threats-records.test.ts';
const POLTAVA_CITY = 'UA53080370000025447';

let admin: string;

async function executorToken(appealId: number): Promise<{ id: number; token: string }> {
  const [row] = (await call('GET', `/api/appeal-history/appeal/${appealId}`, { token: admin })).body as Array<{ id: number; userId: number }>;
  const user = (await getUser(row!.userId))!;
  return {
    id: user.id,
    token: await signAccessToken({ userId: user.id, name: user.name, roles: ['USER'], regionId: user.regionId ?? null }, { epoch: user.sessionEpoch ?? 0 }),
  };
}

const readsOf = async (appealId: number, userId: number) =>
  (await db().entities.readRecord.query.byAppeal({ appealId }).go({ pages: 'all' })).data.filter((r) => r.userId === userId).length;

describe('threat model: survivors’ records', () => {
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
  });

  it('T31: staff read a survivor’s record through a save, a search or the timeline without a read row', async () => {
    const tag = randomBytes(4).toString('hex');
    const phone = randomPhone();
    const created = await call('POST', '/api/appeals', {
      token: admin,
      body: validAppealBody({ phone, description: `Опис ${tag}`, assistance_ids: [1], safe_contact: { safeWord: `слово${tag}` } }),
    });
    const id = created.body.id as number;
    await callFrom(randomAddress(), 'POST', '/api/follow-up/messages', { body: { code: created.body.followUpCode, text: `Повідомлення ${tag}` } });
    const executor = await executorToken(id);
    const [record] = (await call('GET', `/api/appeal-history/appeal/${id}`, { token: admin })).body as Array<{ id: number }>;
    const etag = (await call('GET', `/api/appeals/${id}`, { token: admin })).headers.get('etag')!;
    const tries = [
      { who: 1, token: admin, method: 'PUT', path: `/api/appeals/${id}`, body: {}, headers: { 'If-Match': etag } },
      { who: 1, token: admin, method: 'GET', path: `/api/appeals/pages=1?q=${phone}` },
      { who: 1, token: admin, method: 'GET', path: `/api/appeals/timeline/${id}` },
      { who: executor.id, token: executor.token, method: 'PATCH', path: `/api/appeal-history/${record!.id}`, body: {} },
      { who: executor.id, token: executor.token, method: 'GET', path: `/api/appeal-history/user/${executor.id}?q=${phone}` },
    ];
    // The phone search reads an index the stream keeps: wait until it holds the new appeal.
    for (let i = 0; i < 50; i++) {
      const found = await call('GET', `/api/appeals/pages=1?q=${phone}`, { token: admin });
      if (JSON.stringify(found.body).includes(`"id":${id}`)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const unrecorded: string[] = [];
    for (const t of tries) {
      const before = await readsOf(id, t.who);
      const reply = await call(t.method, t.path, { token: t.token, body: t.body, headers: t.headers });
      if (reply.status !== 200 || (await readsOf(id, t.who)) <= before) unrecorded.push(`${t.method} ${t.path.split('?')[0]} (${reply.status})`);
    }
    recordThreat({
      id: 'T31',
      threat: 'Staff read a survivor’s record (phone, description, safe contact, messages) through a save, a phone search or the timeline without a read row',
      test: `${FILE}: T31`,
      pass: unrecorded.length === 0,
      figures: `${tries.length} answers carrying personal data; unrecorded: ${unrecorded.length ? unrecorded.join(', ') : 'none'} (every contract route: functions/src/appeals/read-audit-routes.test.ts)`,
    });
    expect(unrecorded).toEqual([]);
  });

  it('T32: one address locks /status: a person checking her own code often, guessers beside her', async () => {
    // The limits count in 15-minute windows: start well inside one.
    const left = FOLLOW_UP_WINDOW_MS - (Date.now() % FOLLOW_UP_WINDOW_MS);
    if (left < 30_000) await new Promise((r) => setTimeout(r, left + 100));
    const reply = await submitAppeal({ name: 'Анонімний', last_name: undefined, assistance_ids: [1] });
    const code = reply.body.followUpCode as string;
    const address = randomAddress();
    const lookUp = (c: string) => callFrom(address, 'POST', '/api/follow-up', { body: { code: c } });
    let knownRefused = 0;
    for (let i = 0; i < 30; i++) if ((await lookUp(code)).status === 429) knownRefused++;
    let guesses = 0;
    for (let i = 0; i < FOLLOW_UP_LIMITS.guess; i++) if ((await lookUp(generateFollowUpCode())).status === 404) guesses++;
    const blocked = await lookUp(generateFollowUpCode());
    const wait = Number(blocked.headers.get('retry-after'));
    const pass =
      knownRefused === 0 &&
      guesses === FOLLOW_UP_LIMITS.guess &&
      blocked.status === 429 &&
      wait > 0 &&
      wait <= 900 &&
      blocked.body.retryAfterSeconds === wait &&
      /хв/.test(blocked.body.message);
    recordThreat({
      id: 'T32',
      threat: 'One client closes /status for a whole carrier address for an hour; the refusal does not say how long to wait',
      test: `${FILE}: T32`,
      pass,
      figures: `30 look-ups of a known code from one address: ${knownRefused} refused; ${guesses} wrong codes answered 404, the next ${blocked.status} with Retry-After ${wait} s (≤ 900) and “${String(blocked.body.message).slice(0, 60)}…”`,
    });
    expect(pass).toBe(true);
  });

  it('T33: an anonymised appeal’s code still answers and takes new personal data; an admin edits it back', async () => {
    const created = await call('POST', '/api/appeals', { token: admin, body: validAppealBody({ assistance_ids: [1] }) });
    const { id, version, followUpCode } = created.body as { id: number; version: number; followUpCode: string };
    const done = await call('POST', `/api/appeals/${id}/anonymise`, { token: admin, body: { version } });
    const looked = await callFrom(randomAddress(), 'POST', '/api/follow-up', { body: { code: followUpCode } });
    const posted = await callFrom(randomAddress(), 'POST', '/api/follow-up/messages', { body: { code: followUpCode, text: 'Мій новий номер 0671234567' } });
    const edited = await call('PUT', `/api/appeals/${id}`, { token: admin, body: { phone: randomPhone() }, headers: { 'If-Match': `"${done.body.version}"` } });
    const key = newIdempotencyKey();
    const phone = randomPhone();
    await submitAppeal({ phone }, { idempotencyKey: key });
    const { data: record } = await db().entities.idempotency.get({ key }).go();
    const plain = record?.fingerprint === createHash('sha256').update(phone).digest('hex');
    const pass = looked.status === 404 && posted.status === 404 && edited.status === 409 && edited.body.message === ANONYMISED_EDIT_MESSAGE && !plain;
    recordThreat({
      id: 'T33',
      threat: 'Anonymisation leaves the follow-up code working and the appeal editable; the idempotency record keeps the phone’s plain SHA-256',
      test: `${FILE}: T33`,
      pass,
      figures: `after anonymising: look-up ${looked.status}, message ${posted.status}, admin edit ${edited.status}; idempotency fingerprint a plain SHA-256 of the phone: ${plain}`,
    });
    expect(pass).toBe(true);
  });

  it('T34: a USER adds types of help to themselves and starts receiving those appeals', async () => {
    const staff = await createStaff({ regionId: 53, communityId: POLTAVA_CITY, assistanceIds: [1] });
    const body = {
      name: staff.name,
      last_name: staff.last_name,
      phone: staff.phone,
      responsability: 'Фахівчиня',
      institution: 'Центр',
      assistance_id: [1, 2, 3],
      region_id: 53,
      community_id: POLTAVA_CITY,
    };
    const saved = await call('PUT', `/api/users/profile/${staff.id}`, { token: staff.token, body });
    const carried = (await getUser(staff.id))?.assistanceIds ?? [];
    const decided = await call('PUT', `/api/users/${staff.id}/assistance-request`, { token: admin, body: { approve: false } });
    const pass = saved.status === 200 && carried.join() === '1' && decided.status === 200;
    recordThreat({
      id: 'T34',
      threat: 'A USER adds types of help to themselves and receives those appeals with no admin’s word',
      test: `${FILE}: T34`,
      pass,
      figures: `profile with 2 new types: ${saved.status}, carried after: [${carried.join(', ')}], waiting: [${(saved.body.pendingAssistanceIds ?? []).join(', ')}]; admin refuses: ${decided.status}`,
    });
    expect(pass).toBe(true);
  });

  it('T35: a USER probes a phone through a staff submission (isDuplicate, duplicateOf)', async () => {
    const user = await tokenForDemo('USER');
    const phone = randomPhone();
    await submitAppeal({ phone });
    const probe = await call('POST', '/api/appeals', { token: user, body: validAppealBody({ phone }) });
    const control = await call('POST', '/api/appeals', { token: user, body: validAppealBody({ phone: randomPhone() }) });
    const told = probe.body.isDuplicate !== control.body.isDuplicate || probe.body.duplicateOf !== control.body.duplicateOf;
    recordThreat({
      id: 'T35',
      threat: 'A USER learns whether a phone asked for help before by submitting an appeal with it',
      test: `${FILE}: T35`,
      pass: probe.status === 201 && !told,
      figures: `probe isDuplicate ${probe.body.isDuplicate}, duplicateOf ${probe.body.duplicateOf}; control ${control.body.isDuplicate}, ${control.body.duplicateOf}`,
    });
    expect(told).toBe(false);
  });

  it('T36: one oversized socket frame ends the local platform', async () => {
    const token = await tokenForDemo('USER');
    const url = `${inject('platformUrl').replace(/^http/, 'ws')}/ws/?token=${encodeURIComponent(token)}`;
    const ws = new WebSocket(url);
    await new Promise((ok, fail) => ws.once('open', ok).once('error', fail));
    const closed = new Promise<number>((ok) => ws.once('close', (c) => ok(c)));
    ws.on('error', () => undefined);
    ws.send('x'.repeat(70 * 1024));
    const code = await closed;
    const after = await call('GET', '/api/health');
    recordThreat({
      id: 'T36',
      threat: 'One WebSocket frame past 64 KiB ends the local platform (no error listener on the socket)',
      test: `${FILE}: T36`,
      pass: code === 1009 && after.status === 200,
      figures: `70 KiB frame: socket closed ${code}; GET /api/health afterwards: ${after.status}`,
    });
    expect([code, after.status]).toEqual([1009, 200]);
  });

  it('T37: an OBSERVER’s calendar gives national per-day counts', async () => {
    const observer = await tokenForDemo('OBSERVER');
    await call('POST', '/api/appeals', { token: admin, body: validAppealBody({ region_id: 18, community_id: 'UA18020010000059904' }) });
    const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const day = kyivDayKey(Date.now());
    const sum = (rows: Array<{ day: string; count: number }>) => rows.filter((r) => r.day === day).reduce((n, r) => n + r.count, 0);
    let mine = 0;
    let own = 0;
    for (let i = 0; i < 40; i++) {
      const { data } = await db()
        .entities.appeal.query.byRegion({ region_id: 53 })
        .go({ pages: 'all', attributes: ['createdAt'] });
      own = data.filter((a) => kyivDayKey(a.createdAt) === day).length;
      mine = sum((await call('GET', `/api/appeals/grouped/${from}/${to}`, { token: observer })).body);
      if (mine === own) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const country = sum((await call('GET', `/api/appeals/grouped/${from}/${to}`, { token: admin })).body);
    recordThreat({
      id: 'T37',
      threat: 'An OBSERVER’s calendar shows the whole country’s appeals per day',
      test: `${FILE}: T37`,
      pass: mine === own && country > mine,
      figures: `today: OBSERVER sees ${mine}, their region holds ${own}, the country ${country}`,
    });
    expect(mine).toBe(own);
  });

  it('T38: a follow-up message carries bidirectional overrides', async () => {
    const created = await call('POST', '/api/appeals', { token: admin, body: validAppealBody({ assistance_ids: [1] }) });
    const sent = await callFrom(randomAddress(), 'POST', '/api/follow-up/messages', {
      body: { code: created.body.followUpCode, text: 'Номер \u202E7654321760\u202C, дзвоніть \u2067увечері\u2069' },
    });
    const stored = (sent.body.messages as Array<{ text: string }> | undefined)?.at(-1)?.text ?? '';
    const left = [...stored].filter((c) => /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/.test(c)).length;
    recordThreat({
      id: 'T38',
      threat: 'A follow-up message keeps bidirectional override characters, so staff read it otherwise than it is stored',
      test: `${FILE}: T38`,
      pass: sent.status === 201 && left === 0,
      figures: `message with 4 controls: ${sent.status}, controls stored: ${left}`,
    });
    expect(left).toBe(0);
  });

  it('T39: direct messages between staff outlive the retention period', async () => {
    const anna = await createStaff({ regionId: 53, communityId: POLTAVA_CITY, assistanceIds: [1] });
    const olena = await createStaff({ regionId: 53, communityId: POLTAVA_CITY, assistanceIds: [1] });
    const sent = await call('POST', '/api/chats', { token: anna.token, body: { text: 'Сьогодні', toUserId: olena.id } });
    const conversation = directConversation(anna.id, olena.id);
    const oldId = randomBytes(13).toString('hex').toUpperCase();
    const createdAt = new Date(Date.now() - 30 * 30.5 * 86_400_000).toISOString();
    await db()
      .entities.chatMessage.put({
        conversation,
        id: oldId,
        createdAt,
        text: 'Новий номер 0671234567',
        senderId: olena.id,
        senderName: olena.name,
        regionId: 53,
        roomId: 'region-53',
        toUserId: anna.id,
      })
      .go();
    await runRetention();
    const ids = (await db().entities.chatMessage.query.byConversation({ conversation }).go({ pages: 'all' })).data.map((m) => m.id);
    const pass = sent.status === 201 && !ids.includes(oldId) && ids.includes(sent.body.id as string);
    recordThreat({
      id: 'T39',
      threat: 'Direct messages between two staff members are never swept by the retention job, whatever their age',
      test: `${FILE}: T39`,
      pass,
      figures: `a direct message of 30 months ago after a retention run: ${ids.includes(oldId) ? 'kept' : 'deleted'}; today’s: ${ids.includes(sent.body.id as string) ? 'kept' : 'deleted'}`,
    });
    expect(pass).toBe(true);
  });

  it('T41: the appeal’s phone hash is a plain SHA-256, reversed by hashing every number', async () => {
    const phone = randomPhone();
    const created = await call('POST', '/api/appeals', { token: admin, body: validAppealBody({ phone, assistance_ids: [1] }) });
    const { data: appeal } = await db()
      .entities.appeal.get({ id: created.body.id as number })
      .go();
    const plain = createHash('sha256').update(phone).digest('hex');
    const stored = JSON.stringify(appeal ?? {});
    const pass = created.status === 201 && !stored.includes(plain) && appeal?.phoneHash === (await phoneHash(phone));
    recordThreat({
      id: 'T41',
      threat: 'The appeal’s phone hash (the duplicate index key) is a plain SHA-256 of the phone, reversed by hashing every Ukrainian number',
      test: `${FILE}: T41`,
      pass,
      figures: `a new appeal's item holds the phone's plain SHA-256: ${stored.includes(plain)}; its hash is the keyed one: ${appeal?.phoneHash === (await phoneHash(phone))}`,
    });
    expect(pass).toBe(true);
  });
});
