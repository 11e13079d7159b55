import { randomInt } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionCutoff } from '@dosyt/core/appeal/retention.rules';
import { FINISHED_APPEALS_PK, finishedSortKey } from '../db/entities/finished-appeal.entity';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';

const DAY = 86_400_000;
const preview = (token: string, months: string) => call('GET', `/api/settings/appeals/retention-preview?retentionMonths=${months}`, { token });

describe('GET /api/settings/appeals/retention-preview', () => {
  let admin: string;
  // Three appeals finished between 16 and 15 months ago (past the default 24-month period's
  // reach, so the job leaves them), as the retention index holds them.
  const base = randomInt(900_000_000, 990_000_000);
  const keys = [0, 1, 2].map((i) => ({
    pk: FINISHED_APPEALS_PK,
    sk: finishedSortKey(new Date(retentionCutoff(Date.now(), 15) - (10 + i) * DAY).toISOString(), base + i),
  }));

  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
    for (const [i, key] of keys.entries()) {
      await dynamo().send(new PutCommand({ TableName: env().TABLE_NAME, Item: { ...key, appealId: base + i, finishedAt: key.sk.split('#')[0] } }));
    }
  });
  afterAll(async () => {
    for (const key of keys) await dynamo().send(new DeleteCommand({ TableName: env().TABLE_NAME, Key: key }));
  });

  it('counts the finished appeals a shorter period would anonymise, from the retention index', async () => {
    const [fifteen, sixteen] = await Promise.all([preview(admin, '15'), preview(admin, '16')]);
    expect(fifteen.status, JSON.stringify(fifteen.body)).toBe(200);
    expect(fifteen.body).toMatchObject({ retentionMonths: 15, capped: false });
    expect(fifteen.body.cutoff).toBe(new Date(Date.parse(fifteen.body.cutoff)).toISOString());
    // What finished between 16 and 15 months ago is exactly this suite's three.
    expect(fifteen.body.count - sixteen.body.count).toBe(3);
    const longest = await preview(admin, '120');
    expect(longest.body.count).toBeLessThanOrEqual(sixteen.body.count);
  });

  it('refuses a period outside 1 to 120 months, and anyone but an admin', async () => {
    for (const months of ['0', '121', '1.5', 'abc', '']) expect((await preview(admin, months)).status).toBe(400);
    expect((await preview(await tokenForDemo('USER'), '12')).status).toBe(403);
    expect((await preview(await tokenForDemo('OBSERVER'), '12')).status).toBe(403);
    expect((await call('GET', '/api/settings/appeals/retention-preview?retentionMonths=12')).status).toBe(401);
  });
});
