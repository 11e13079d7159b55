import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { pad } from '../db/keys';
import { db } from '../db/service';
import { reminderEntity } from '../db/entities/reminder.entity';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { eventually } from '../test/stats-kit';
import { allPages, call, mailbox, settledMailbox } from '../../../infra/local/test/http';
import { createTestAccount, type TestAccount } from '../../../infra/local/test/accounts';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { runSchedule, scheduledEvent } from '../../../infra/local/scheduler';
import { handler } from './handler';
import { kyivDayKey } from '@dosyt/core/dates/dates';
import { DIGEST_SUBJECT, type ExpiryRunResult } from './mark-expired';

/**
 * The expiry job against the running platform: appeals created over HTTP, their
 * deadlines moved into the past in the table, the job run through the route
 * table's schedule (as the local scheduler and EventBridge do), and the mail read
 * back from the local SES.
 */

const CHERNIHIV = 74;
const KORIUKIVKA = 'UA74020010000010449';
const ADMIN_EMAIL = 'admin@example.com';

let admin: string;
let executor: TestAccount;
let executorToken: string;
let phoneSeq = 0;

async function createAppeal(types: number[]): Promise<number> {
  phoneSeq += 1;
  const reply = await call('POST', '/api/appeals', {
    token: admin,
    body: {
      name: 'Наталія',
      last_name: 'Нагадування',
      phone: `3806711${String(phoneSeq).padStart(5, '0')}`,
      region_id: CHERNIHIV,
      community_id: KORIUKIVKA,
      assistance_ids: types,
      description: 'Опис ситуації для перевірки нагадувань',
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id;
}

/** Moves an appeal's deadline (and its assignments') into the past, as time passing would. */
async function expire(appealId: number, agoMs = 3_600_000): Promise<number[]> {
  const deadlineAt = Date.now() - agoMs;
  const { Items = [] } = await dynamo().send(
    new QueryCommand({ TableName: env().TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `appeal#${pad(appealId)}` } }),
  );
  const assignmentIds: number[] = [];
  for (const item of Items) {
    if (item.sk !== 'appeal' && !String(item.sk).startsWith('assignment#')) continue;
    if (item.sk !== 'appeal') assignmentIds.push(Number(item.id));
    await dynamo().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET deadlineAt = :d',
        ExpressionAttributeValues: { ':d': deadlineAt },
      }),
    );
  }
  return assignmentIds;
}

/** Reminders to `to` once all mail queued so far has been sent (the stream's run may race the job's). */
/** Today's digests to `to` (once all mail queued so far has been sent); `appealId` narrows them to those naming it. */
const digests = async (to: string, appealId?: number) =>
  (await settledMailbox(to)).filter((m) => m.subject.startsWith(DIGEST_SUBJECT) && (appealId === undefined || (m.body.text ?? '').includes(`№${appealId},`)));

const expiredIds = async (path: string, token: string) =>
  (await allPages<{ id: number }>(path.startsWith('/api/appeals') ? 'POST' : 'GET', path, token)).map((r) => r.id);

beforeAll(async () => {
  admin = await tokenForDemo('ADMIN');
  executor = await createTestAccount({ regionId: CHERNIHIV, communityId: KORIUKIVKA, assistanceIds: [1] });
  executorToken = await executor.token();
});

describe('expiry job', () => {
  it('puts overdue appeals under Нагадування and mails their executor ONE digest a day naming them all; a second run mails none', async () => {
    // Prepare: two overdue records of one executor
    const appealId = await createAppeal([1]);
    const otherId = await createAppeal([1]);
    const [assignmentId] = await expire(appealId);
    const [otherAssignmentId] = await expire(otherId, 7_200_000);
    await eventually(async () => {
      expect(await expiredIds('/api/appeals/expired', admin)).toEqual(expect.arrayContaining([appealId, otherId]));
    });

    // Act
    const first = (await runSchedule('appeal-expiry')) as ExpiryRunResult;
    const afterFirst = await eventually(async () => {
      const mails = await digests(executor.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    const second = (await runSchedule('appeal-expiry')) as ExpiryRunResult;

    // Assess
    expect(first.overdueAssignments).toBeGreaterThanOrEqual(2);
    expect(first.digests).toBeGreaterThanOrEqual(1);
    expect(second.digests).toBe(0);
    expect(await digests(executor.email)).toHaveLength(1);
    const text = afterFirst[0].body.text ?? '';
    expect(afterFirst[0].subject).toBe(`${DIGEST_SUBJECT} (2)`);
    expect(text).toContain(`/admin/appeal-history/edit/${assignmentId}`);
    expect(text).toContain(`/admin/appeal-history/edit/${otherAssignmentId}`);
    // The older deadline first; numbers and deadlines only.
    expect(text.indexOf(`№${otherId},`)).toBeLessThan(text.indexOf(`№${appealId},`));
    for (const personal of ['Наталія', 'Нагадування ', 'Опис ситуації']) expect(text).not.toContain(personal);
    expect(await expiredIds('/api/appeals/expired', admin)).toContain(appealId);
    expect(await expiredIds(`/api/appeal-history/expired/${executor.id}`, executorToken)).toContain(assignmentId);
  });

  it('mails every active admin one digest for overdue appeals with no executor, even when two runs overlap', async () => {
    // Prepare: nobody in the region provides type 4.
    const appealId = await createAppeal([4]);
    await expire(appealId);
    await eventually(async () => {
      expect(await expiredIds('/api/appeals/expired', admin)).toContain(appealId);
    });

    // An earlier run today (another suite's overdue appeals) may have used the admins' digest: start the day afresh.
    const before = (await digests(ADMIN_EMAIL)).length;
    await dynamo().send(
      new DeleteCommand(
        reminderEntity.delete({ subject: `digest#${pad(1)}`, deadlineAt: pad(Date.parse(kyivDayKey(Date.now())), 13) }).params({ table: env().TABLE_NAME }),
      ),
    );

    // Act: two runs at once, then one more, invoking the Lambda entry with a schedule event.
    await Promise.all([handler(scheduledEvent('appeal-expiry'), {} as never, () => undefined), runSchedule('appeal-expiry')]);
    await runSchedule('appeal-expiry');

    // Assess: one new digest, naming the appeal
    await eventually(async () => expect(await digests(ADMIN_EMAIL, appealId)).toHaveLength(1));
    expect(await digests(ADMIN_EMAIL)).toHaveLength(before + 1);
    const [mail] = await digests(ADMIN_EMAIL, appealId);
    expect(mail.body.text).toContain(`/admin/appeal/edit/${appealId}`);
    expect(mail.body.text).toContain('без виконавця');
  });

  it('sends no reminder for an appeal still within its deadline', async () => {
    // Prepare
    const appealId = await createAppeal([1]);

    // Act
    await runSchedule('appeal-expiry');

    // Assess
    expect(await digests(executor.email, appealId)).toHaveLength(0);
    expect(await expiredIds('/api/appeals/expired', admin)).not.toContain(appealId);
  });

  it('retries mail whose send failed and removes it once sent', async () => {
    // Prepare: an outbox item as a failed send leaves it (one attempt, leased a little longer).
    // The stream's run on its INSERT finds it leased and leaves it to the schedule.
    const sk = `mail#01OUTBOXTEST${Date.now()}`;
    const leaseUntil = Date.now() + 2_000;
    await dynamo().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: { pk: 'outbox', sk, attempts: 1, leaseUntil, mail: { to: 'outbox-test@example.com', subject: 'Лист з черги', text: 'Текст', kind: 'test' } },
      }),
    );
    expect(await settledMailbox('outbox-test@example.com')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, leaseUntil - Date.now() + 50)));

    // Act
    const result = (await runSchedule('appeal-expiry')) as ExpiryRunResult;

    // Assess
    expect(result.mail.sent).toBeGreaterThanOrEqual(1);
    await eventually(async () => expect((await mailbox('outbox-test@example.com')).map((m) => m.subject)).toEqual(['Лист з черги']));
    const { data } = await db().entities.user.get({ id: executor.id }).go();
    expect(data?.id).toBe(executor.id);
    const left = await dynamo().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND sk = :sk',
        ExpressionAttributeValues: { ':pk': 'outbox', ':sk': sk },
      }),
    );
    expect(left.Items).toEqual([]);
  });
});
