import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { HIGH_RISK_BADGE } from '@dosyt/core/appeal/risk.rules';
import type { SafeContact } from '@dosyt/core/appeal/safety.schema';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pad } from '../db/keys';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { getSettings } from '../reference/settings';
import { eventually } from '../test/stats-kit';
import { unassignedSubject } from '../stats/unassigned-alert';
import { assignmentSubject } from './appeal-mail';
import { DIGEST_SUBJECT } from '../jobs/mark-expired';
import { allPages, call, mailbox, settledMailbox, storedMail, withSubject } from '../../../infra/local/test/http';
import { createStaff, submitAppeal } from '../../../infra/local/test/appeals';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { runSchedule } from '../../../infra/local/scheduler';

/**
 * Safe-contact instructions and risk screening through the
 * real API: stored with the appeal, shown to staff only, the level computed and
 * recomputed by core's rule, the shorter deadline, and never a word of it in any mail.
 */

const HOUR = 3_600_000;
/** Черкаська: no other suite has staff there, so this suite's executor gets every appeal it sends. */
const CHERKASY = { region_id: 71, community_id: 'UA71020010000037786' };
/** Хмельницька: nobody carries type 2 there, so the admins get the 'Без виконавця' mail. */
const KHMELNYTSKYI = { region_id: 68, community_id: 'UA68020010000017180' };
const HIGH_RISK_ANSWERS = { threatsToKill: true, strangulation: false, weapon: false, pregnancy: true };

const table = () => env().TABLE_NAME;
const unique = (tag: string) => `${tag}${randomBytes(4).toString('hex')}`;
const safeContact = (word: string, note: string): SafeContact => ({
  canCall: false,
  days: ['tue', 'thu'],
  hours: [{ from: '10:00', to: '12:00' }],
  voicemail: false,
  sms: true,
  safeWord: word,
  note,
});

async function partition(appealId: number) {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `appeal#${pad(appealId)}` },
      ConsistentRead: true,
    }),
  );
  return Items;
}

describe('safe contact and risk screening', () => {
  let admin: string;
  let executor: Awaited<ReturnType<typeof createStaff>>;
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
    executor = await createStaff({ regionId: CHERKASY.region_id, communityId: CHERKASY.community_id, assistanceIds: [1, 2, 3, 4, 5, 6, 7] });
  });

  it('stores the block and the level, shows them to staff, never to the person, and gives a high-risk appeal the shorter deadline', async () => {
    // Prepare
    const settings = await getSettings();
    const word = unique('Соняшник');
    const note = unique('Після обіду не дзвонити ');

    // Act
    const res = await submitAppeal({
      ...CHERKASY,
      name: 'Анонімний',
      last_name: undefined,
      safe_contact: safeContact(word, note),
      risk_answers: HIGH_RISK_ANSWERS,
    });
    const calm = await submitAppeal({ ...CHERKASY, assistance_ids: [1] });

    // Assess: the person's receipt says nothing of the level or the deadline
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body)).not.toMatch(/risk|high|deadline|safe_contact/);
    const staff = await call('GET', `/api/appeals/${res.appealId}`, { token: admin });
    expect(staff.body).toMatchObject({
      safe_contact: {
        canCall: false,
        days: ['tue', 'thu'],
        hours: [{ from: '10:00', to: '12:00' }],
        voicemail: false,
        sms: true,
        safeWord: word,
        note: note.trim(),
      },
      risk_answers: HIGH_RISK_ANSWERS,
      risk_level: 'high',
    });
    const createdAt = Date.parse(staff.body.createdAt);
    expect(staff.body.deadlineAt).toBe(createdAt + settings.highRiskServiceLevelHours * HOUR);
    const calmView = (await call('GET', `/api/appeals/${calm.appealId}`, { token: admin })).body;
    expect(calmView).toMatchObject({ safe_contact: null, risk_level: null });
    expect(calmView.deadlineAt).toBe(Date.parse(calmView.createdAt) + settings.serviceLevelHours * HOUR);

    // The executor's record carries the same deadline; the appeal is urgent and listed first.
    const rows = (await call('GET', `/api/appeal-history/appeal/${res.appealId}`, { token: admin })).body as Array<{
      id: number;
      userId: number;
      deadlineAt: number;
    }>;
    expect(rows.map((r) => r.userId)).toContain(executor.id);
    for (const r of rows) expect(r.deadlineAt).toBe(staff.body.deadlineAt);
    await eventually(async () => {
      const urgent = await allPages<{ id: number; high_risk: boolean }>('POST', '/api/appeals/urgent', admin);
      const position = urgent.findIndex((n) => n.id === res.appealId);
      expect(position).toBeGreaterThanOrEqual(0);
      expect(urgent[position].high_risk).toBe(true);
      expect(urgent.slice(0, position).every((n) => n.high_risk)).toBe(true);
      const highRisk = await allPages<{ id: number }>('GET', '/api/appeals/high-risk', admin);
      expect(highRisk.map((n) => n.id)).toContain(res.appealId);
      expect(highRisk.map((n) => n.id)).not.toContain(calm.appealId);
      const mine = await allPages<{ appealId: number; high_risk: boolean }>('GET', `/api/appeal-history/urgent/${executor.id}`, executor.token);
      expect(mine.find((n) => n.appealId === res.appealId)?.high_risk).toBe(true);
    });
    expect(HIGH_RISK_BADGE).toBe('Високий ризик');
  });

  it('refuses a bad block with a Ukrainian message and stores nothing', async () => {
    const res = await submitAppeal({ ...CHERKASY, safe_contact: { note: 'я'.repeat(256) } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('максимум 255 символів');
    const unknown = await submitAppeal({ ...CHERKASY, risk_answers: { jealousy: true } as never });
    expect(unknown.status).toBe(400);
  });

  it('recomputes the level and the deadline when an admin edits the answers, each change on the timeline without free text', async () => {
    // Prepare
    const settings = await getSettings();
    const word = unique('Кодове');
    const res = await submitAppeal({ ...CHERKASY, safe_contact: { safeWord: word }, risk_answers: { escalation: true } });
    const before = (await call('GET', `/api/appeals/${res.appealId}`, { token: admin })).body;
    expect(before).toMatchObject({ risk_level: 'elevated' });
    const createdAt = Date.parse(before.createdAt);
    expect(before.deadlineAt).toBe(createdAt + settings.serviceLevelHours * HOUR);

    // Act: a "yes" to strangulation makes it high
    const raised = await call('PUT', `/api/appeals/${res.appealId}`, {
      token: admin,
      body: { version: before.version, risk_answers: { escalation: true, strangulation: true } },
    });
    // …and clearing the answers takes it back, and the safe-contact block is removed
    const cleared = await call('PUT', `/api/appeals/${res.appealId}`, {
      token: admin,
      body: { version: before.version + 1, risk_answers: null, safe_contact: null },
    });

    // Assess
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ risk_level: 'high', deadlineAt: createdAt + settings.highRiskServiceLevelHours * HOUR });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ risk_level: null, risk_answers: null, safe_contact: null, deadlineAt: createdAt + settings.serviceLevelHours * HOUR });
    const items = await partition(res.appealId);
    for (const a of items.filter((i) => String(i.sk).startsWith('assignment#'))) expect(a.deadlineAt).toBe(createdAt + settings.serviceLevelHours * HOUR);
    const timeline = (await call('GET', `/api/appeals/timeline/${res.appealId}`, { token: admin })).body as Array<{
      action: string;
      before?: Record<string, unknown>;
      after?: Record<string, unknown>;
    }>;
    const riskEvents = timeline.filter((e) => e.action === 'risk-changed');
    expect(riskEvents.map((e) => [e.before?.riskLevel, e.after?.riskLevel])).toEqual(
      expect.arrayContaining([
        ['elevated', 'high'],
        ['high', null],
      ]),
    );
    expect(riskEvents.find((e) => e.after?.riskLevel === 'high')?.after?.questions).toEqual(['strangulation']);
    expect(JSON.stringify(timeline)).not.toContain(word);
  });

  it('puts no safe-contact data in any mail: assignment, the reminders digest, the admins’ Без виконавця mail, nor in the outbox', async () => {
    // Prepare: unique texts to look for, an assigned appeal and one nobody carries
    const word = unique('Слово');
    const note = unique('Примітка ');
    const block = safeContact(word, note);
    const assigned = await submitAppeal({ ...CHERKASY, assistance_ids: [1], safe_contact: block, risk_answers: HIGH_RISK_ANSWERS });
    const waiting = await submitAppeal({ ...KHMELNYTSKYI, assistance_ids: [2], safe_contact: block, risk_answers: HIGH_RISK_ANSWERS });
    expect([assigned.status, waiting.status]).toEqual([201, 201]);
    await mailbox(executor.email, withSubject(assignmentSubject(assigned.appealId, 'assigned', true)));
    await mailbox('admin@example.com', withSubject(unassignedSubject(waiting.appealId)));

    // Act: the assigned one overdue, the reminders run. (Only the executor's digest is
    // provoked: the admins' digest is one a day and belongs to the expiry job's own suite;
    // both are made by the same digestMail from numbers, deadlines and links.)
    for (const item of await partition(assigned.appealId)) {
      if (item.sk !== 'appeal' && !String(item.sk).startsWith('assignment#')) continue;
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET deadlineAt = :d',
          ExpressionAttributeValues: { ':d': Date.now() - HOUR },
        }),
      );
    }
    await eventually(async () => {
      const expired = await allPages<{ appealId: number }>('GET', `/api/appeal-history/expired/${executor.id}`, executor.token);
      expect(expired.map((e) => e.appealId)).toContain(assigned.appealId);
    });
    // The job reads the open-record index the stream rewrites with the new deadline: run it until it has.
    await eventually(async () => {
      await runSchedule('appeal-expiry');
      expect((await mailbox(executor.email)).some((m) => m.subject.startsWith(DIGEST_SUBJECT))).toBe(true);
    });

    // Assess: the three kinds of mail went out…
    const toExecutor = await settledMailbox(executor.email);
    expect(toExecutor.some((m) => m.subject === assignmentSubject(assigned.appealId, 'assigned', true))).toBe(true);
    expect(toExecutor.some((m) => m.subject.startsWith(DIGEST_SUBJECT))).toBe(true);
    const toAdmin = await settledMailbox('admin@example.com');
    expect(toAdmin.some((m) => m.subject === unassignedSubject(waiting.appealId))).toBe(true);
    // …and neither the sent mail nor what waits in the outbox holds the block's texts.
    const sent = JSON.stringify(await storedMail());
    for (const secret of [word, note.trim(), 'Високий ризик']) expect(sent).not.toContain(secret);
    const { Items = [] } = await dynamo().send(
      new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'outbox' }, ConsistentRead: true }),
    );
    expect(JSON.stringify(Items)).not.toContain(word);
    expect(JSON.stringify(Items)).not.toContain(note.trim());
  });
});
