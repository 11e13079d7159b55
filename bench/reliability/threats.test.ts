/**
 * Threat model (docs/security.md): what an abuser who knows a survivor's phone
 * number, or holds a low-privilege staff account, could learn or do through the
 * platform, each tried for real against the run's platform and recorded in the
 * reliability report's "Threat model" table.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLE_CHANGE_BY_ADMIN_MESSAGE } from '@dosyt/core/user/user.messages';
import { FORWARD_BY_HAND_MESSAGE } from '@dosyt/core/status/status.rules';
import { db } from '@dosyt/functions/db/service';
import { createStaff, randomAddress, randomPhone, submitAppeal, tokenForUser } from '../../infra/local/test/appeals';
import { call } from '../../infra/local/test/http';
import { tokenForDemo } from '../../infra/local/test/tokens';
import { recordThreat } from './threats';

const FILE = 'bench/reliability/threats.test.ts';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The profile modal's body, as the web app sends it. */
const profileBody = (assistanceIds: number[]) => ({
  name: 'Ганна',
  last_name: 'Тестова',
  phone: '38(067)765-43-21',
  responsability: 'Соціальна працівниця',
  institution: 'Центр надання соціальних послуг',
  assistance_id: assistanceIds,
  region_id: 53,
  community_id: 'UA53080370000025447',
});

describe('threat model: what a public or low-privilege caller can learn or do', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
  });

  it('T1: a public submission answers alike whether or not the phone asked for help before (shape, values, timing)', async () => {
    // Timing on a shared machine is noisy: many samples, each pair timed in alternating order, compared by medians.
    const rounds = 8;
    const known: number[] = [];
    const fresh: number[] = [];
    let sameAnswers = true;
    let leaks: string[] = [];
    for (let i = 0; i < rounds; i++) {
      const phone = randomPhone();
      // The survivor's earlier appeal (another region), then the abuser's probe with the same number.
      expect((await submitAppeal({ phone, region_id: 46, community_id: 'UA46060250000025047' })).status).toBe(201);
      const probe = await submitAppeal({ phone });
      const control = await submitAppeal({ phone: randomPhone() });
      const timed = async (body: Parameters<typeof submitAppeal>[0], into: number[]) => {
        const started = Date.now();
        const reply = await submitAppeal(body);
        into.push(Date.now() - started);
        return reply;
      };
      const pairs = [];
      for (let j = 0; j < 2; j++) {
        const knownFirst = (i + j) % 2 === 0;
        const first = knownFirst ? await timed({ phone }, known) : await timed({ phone: randomPhone() }, fresh);
        const second = knownFirst ? await timed({ phone: randomPhone() }, fresh) : await timed({ phone }, known);
        pairs.push(knownFirst ? [first, second] : [second, first]);
      }
      for (const [a, b] of [[probe, control], ...pairs]) {
        const strip = (body: Record<string, unknown>) => ({ ...body, phone: '', createdAt: '', followUpCode: '' });
        if (a.status !== b.status || JSON.stringify(strip(a.body)) !== JSON.stringify(strip(b.body))) sameAnswers = false;
        leaks = leaks.concat(['id', 'isDuplicate', 'duplicateOf', 'count', 'executorIds', 'deadlineAt'].filter((k) => k in a.body || k in b.body));
      }
      // The platform still links them for staff.
      expect((await db().entities.appeal.get({ id: probe.appealId }).go()).data).toMatchObject({ isDuplicate: true });
    }
    const ratio = median(known) / median(fresh);
    const pass = sameAnswers && leaks.length === 0 && ratio < 2 && ratio > 0.5;
    recordThreat({
      id: 'T1',
      threat: 'A phone number is probed through the public form to learn whether it asked for help',
      test: `${FILE}: T1`,
      pass,
      figures: `${rounds * 3} probe/control pairs (${known.length} timed each way): answers identical but for phone and time: ${sameAnswers}; fields about other appeals: ${leaks.length ? [...new Set(leaks)].join(', ') : 'none'}; median ${median(known)} ms known vs ${median(fresh)} ms new (ratio ${ratio.toFixed(2)})`,
    });
    expect(leaks).toEqual([]);
    expect(sameAnswers).toBe(true);
    expect(ratio).toBeLessThan(2);
  });

  it('T10: an OBSERVER token and a forged creator count as public; only ADMIN and USER are staff', async () => {
    const saved = (await call('GET', '/api/settings/appeals', { token: admin })).body;
    const { updatedAt: _u, ...settings } = saved;
    await call('PUT', '/api/settings/appeals', { token: admin, body: { ...settings, formLimitPerHour: 2 } });
    try {
      const observer = await tokenForDemo('OBSERVER');
      const address = randomAddress();
      const replies = [];
      for (let i = 0; i < 3; i++) replies.push(await submitAppeal({ creator: 'Олена Адміністраторка' }, { token: observer, address }));
      const staff = await submitAppeal({ creator: 'Хтось інший' }, { token: admin, address });
      const forged = await submitAppeal({ creator: 'Олена Адміністраторка' });
      const stored = (await db().entities.appeal.get({ id: forged.appealId }).go()).data;
      const observerStored = (await db().entities.appeal.get({ id: replies[0].appealId }).go()).data;
      const statuses = replies.map((r) => r.status);
      const pass =
        statuses.join() === '201,201,429' &&
        !('id' in replies[0].body) &&
        observerStored?.creator === 'Оксана Петренко' &&
        staff.status === 201 &&
        staff.body.creator === 'Олена' &&
        stored?.creator === 'Оксана Петренко';
      recordThreat({
        id: 'T10',
        threat: 'A low-privilege token skips the form limit, or a submission names a staff member as its creator',
        test: `${FILE}: T10`,
        pass,
        figures: `OBSERVER from one address, limit 2/h: ${statuses.join(', ')}; ADMIN from it: ${staff.status}, creator "${staff.body.creator}" (token) not "Хтось інший"; public creator stored as "${stored?.creator}"`,
      });
      expect(statuses).toEqual([201, 201, 429]);
      expect(replies[0].body).not.toHaveProperty('id');
      expect(observerStored?.creator).toBe('Оксана Петренко');
      expect(staff.status).toBe(201);
      expect(staff.body.creator).toBe('Олена');
      expect(stored?.creator).toBe('Оксана Петренко');
    } finally {
      await call('PUT', '/api/settings/appeals', { token: admin, body: settings });
    }
  });

  it('T2: neither an OBSERVER nor a USER changes their own role through the profile', async () => {
    const observer = await createStaff({ regionId: 53, communityId: 'UA53080370000025447', assistanceIds: [7], roles: ['OBSERVER'] });
    const user = await createStaff({ regionId: 53, communityId: 'UA53080370000025447', assistanceIds: [1] });
    const up = await call('PUT', `/api/users/profile/${observer.id}`, { token: observer.token, body: profileBody([1, 2]) });
    const down = await call('PUT', `/api/users/profile/${user.id}`, { token: user.token, body: profileBody([7]) });
    const same = await call('PUT', `/api/users/profile/${user.id}`, { token: user.token, body: profileBody([1, 3]) });
    const byAdmin = await call('PUT', `/api/users/profile/${observer.id}`, { token: admin, body: profileBody([1]) });
    const rolesOf = async (id: number) => (await db().entities.user.get({ id }).go({ consistent: true })).data?.roles;
    const observerRoles = await rolesOf(observer.id);
    const userRoles = await rolesOf(user.id);
    const pass =
      up.status === 400 &&
      up.body.message === ROLE_CHANGE_BY_ADMIN_MESSAGE &&
      down.status === 400 &&
      same.status === 200 &&
      byAdmin.status === 200 &&
      userRoles?.join() === 'USER' &&
      observerRoles?.join() === 'USER';
    recordThreat({
      id: 'T2',
      threat: 'An OBSERVER makes itself an executor (and starts receiving appeals) by picking functions in its profile',
      test: `${FILE}: T2`,
      pass,
      figures: `OBSERVER -> executor functions: ${up.status}; USER -> Моніторинг only: ${down.status}; USER keeping its role: ${same.status}; ADMIN giving the OBSERVER executor functions: ${byAdmin.status} (roles then ${observerRoles?.join()})`,
    });
    expect(up.status).toBe(400);
    expect(up.body.message).toBe(ROLE_CHANGE_BY_ADMIN_MESSAGE);
    expect(down.status).toBe(400);
    expect(userRoles).toEqual(['USER']);
    expect(same.status).toBe(200);
    expect(byAdmin.status).toBe(200);
    expect(observerRoles).toEqual(['USER']);
  });

  it('T6: status 2 (Перенаправлено) cannot be set by hand, even naming the same executor', async () => {
    const created = await submitAppeal({ assistance_ids: [1] }, { token: admin });
    const rows = (await call('GET', `/api/appeal-history/appeal/${created.appealId}`, { token: admin })).body;
    const executor = rows[0].userId as number;
    // Signed in the account's current session epoch, as a real sign-in would be.
    const user = await tokenForUser(executor);
    const byHand = await call('PATCH', `/api/appeal-history/${rows[0].id}`, { token: user, body: { userId: executor, appealStatusId: 2 } });
    const after = (await call('GET', `/api/appeal-history/${rows[0].id}`, { token: admin })).body;
    const pass = byHand.status === 400 && byHand.body.message === FORWARD_BY_HAND_MESSAGE && after.appealStatusId === 1;
    recordThreat({
      id: 'T6',
      threat: 'An executor marks a record "Перенаправлено" without handing it to anyone',
      test: `${FILE}: T6`,
      pass,
      figures: `PATCH {same userId, status 2}: ${byHand.status}; status after: ${after.appealStatusId}`,
    });
    expect(byHand.status).toBe(400);
    expect(byHand.body.message).toBe(FORWARD_BY_HAND_MESSAGE);
    expect(after.appealStatusId).toBe(1);
  });

  it("T7: USER and OBSERVER see their own region's totals, ADMIN the country's", async () => {
    const read = async () => ({
      country: (await call('POST', '/api/appeals/totals-by-status', { token: admin })).body,
      regions: (await call('GET', '/api/appeals/totals/regions', { token: admin })).body as Array<{ region_id: number; totals: number }>,
    });
    const lviv = (r: Awaited<ReturnType<typeof read>>) => r.regions.find((x) => x.region_id === 46)?.totals ?? 0;
    const before = await read();
    // An appeal elsewhere, so the country's figures differ from Полтавська's.
    expect((await submitAppeal({ region_id: 46, community_id: 'UA46060250000025047' })).status).toBe(201);
    // The counters are kept by the stream: read once it has counted this appeal (a stable figure alone may be
    // one the stream has not reached yet), and then once every submission so far has been counted.
    let snapshot = await read();
    for (let i = 0; i < 240 && lviv(snapshot) <= lviv(before); i++) {
      await new Promise((r) => setTimeout(r, 250));
      snapshot = await read();
    }
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const next = await read();
      if (next.country.totals === snapshot.country.totals) break;
      snapshot = next;
    }
    const { country, regions } = snapshot;
    const poltava = regions.find((r) => r.region_id === 53)!;
    const seen: string[] = [];
    let pass = country.totals > poltava.totals && regions.length > 1;
    for (const role of ['USER', 'OBSERVER'] as const) {
      const token = await tokenForDemo(role);
      const totals = (await call('POST', '/api/appeals/totals-by-status', { token })).body;
      const own = (await call('GET', '/api/appeals/totals/regions', { token })).body as Array<{ region_id: number; totals: number }>;
      seen.push(`${role}: totals ${totals.totals}, ${own.length} region row(s)`);
      pass &&= totals.totals === poltava.totals && own.length === 1 && own[0].region_id === 53 && own[0].totals === poltava.totals;
      expect(totals.totals).toBe(poltava.totals);
      expect(own.map((r) => r.region_id)).toEqual([53]);
    }
    recordThreat({
      id: 'T7',
      threat: "Any signed-in account reads the country's appeal counts",
      test: `${FILE}: T7`,
      pass,
      figures: `ADMIN: totals ${country.totals}, ${regions.length} regions; Полтавська ${poltava.totals}; ${seen.join('; ')}`,
    });
    expect(pass).toBe(true);
  });

  it('T9: every local service listens on loopback only', () => {
    const ports = {
      gateway: Number(new URL(inject('platformUrl')).port),
      'DynamoDB Local': Number(new URL(inject('dynamoEndpoint')).port),
      'local SES': Number(new URL(inject('mailEndpoint')).port),
    };
    const bound = Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, listeningAddresses(port)]));
    const open = Object.entries(bound).filter(([, addresses]) => addresses.length === 0 || addresses.some((a) => !a.startsWith('127.') && a !== '::1'));
    recordThreat({
      id: 'T9',
      threat: 'The local table (fixed, public credentials) is reachable from the network',
      test: `${FILE}: T9`,
      pass: open.length === 0,
      figures: Object.entries(bound)
        .map(([name, a]) => `${name} ${a.join(', ') || 'not found'}`)
        .join('; '),
    });
    expect(open).toEqual([]);
  });
});

/** The local addresses listening on a TCP port, from the kernel's socket tables (IPv4 and IPv6). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const out: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A' || !local.endsWith(`:${hexPort}`)) continue;
      out.push(decodeAddress(local.split(':')[0]));
    }
  }
  return out;
}

/** /proc/net addresses are little-endian words: 0100007F is 127.0.0.1; an IPv6 one maps v4 in its last word. */
function decodeAddress(hex: string): string {
  const v4 = (word: string) =>
    word
      .match(/../g)!
      .reverse()
      .map((b) => parseInt(b, 16))
      .join('.');
  if (hex.length === 8) return v4(hex);
  if (/^0{16}FFFF0000/i.test(hex)) return v4(hex.slice(24));
  return /^0+$/.test(hex) ? '::' : hex === '00000000000000000000000001000000' ? '::1' : hex;
}
