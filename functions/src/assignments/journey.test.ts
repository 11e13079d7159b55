import { describe, expect, it } from 'vitest';
import { FINISH_COMMENT_MESSAGE } from '@dosyt/core/status/status.rules';
import { call, mailbox, withSubject } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { DEMO_ACCOUNTS } from '../../../infra/local/seed/demo-users';
import { readUser, submitAppeal, tokenForUser } from '../../../infra/local/test/appeals';
import { getSettings } from '../reference/settings';

const FINISH_COMMENT = '[b]Проведено[/b] консультацію, складено план безпеки, жінку направлено до притулку <script>alert("x")</script>';

describe('the whole server journey of an appeal', () => {
  it('goes from an anonymous public submission to a finished, reported case with every step on its timeline', async () => {
    const admin = await tokenForDemo('ADMIN');
    const { serviceLevelHours } = await getSettings();

    // 1. An anonymous person submits the public form (no token) asking for social support (type 3).
    const submitted = await submitAppeal({ name: 'Анонімний', last_name: undefined, creator: 'Анонімний', assistance_ids: [3] });
    expect(submitted.status).toBe(201);
    const appealId: number = submitted.appealId;

    // 2. The admin list shows it first, 'Нове', with its deadline (below only open high-risk appeals, which are pinned).
    const list = await call('GET', '/api/appeals/pages=1?region_id=53', { token: admin });
    expect(list.status).toBe(200);
    const rows = list.body.rows as Array<{ id: number; risk_level: string | null; status_id: number }>;
    const at = rows.findIndex((r) => r.id === appealId);
    expect(at).toBeGreaterThanOrEqual(0);
    for (const above of rows.slice(0, at)) {
      expect(above.risk_level).toBe('high');
      expect(above.status_id).toBeLessThan(4);
    }
    const row = list.body.rows[at];
    expect(row).toMatchObject({ id: appealId, name: 'Анонімний', status_id: 1, status: { title: 'Нове' }, isDuplicate: false });
    expect(row.deadlineAt).toBe(Date.parse(row.createdAt) + serviceLevelHours * 3_600_000);
    expect(row.prosessing_time).toBeGreaterThan(0);
    expect(row.prosessing_time).toBeLessThanOrEqual(serviceLevelHours * 3_600_000);
    expect(list.body.count).toBeGreaterThanOrEqual(1);

    // 3. Its executor in the region finds it in their own history.
    const [record] = (await call('GET', `/api/appeal-history/appeal/${appealId}`, { token: admin })).body;
    // Whoever the distribution chose; the colleague is a demo account carrying the same type.
    const executor = (await readUser(record.userId))!;
    const colleague = DEMO_ACCOUNTS.find((a) => a.id === (executor.id === 3 ? 2 : 3))!;
    const executorToken = await tokenForUser(executor.id);
    const colleagueToken = await tokenForDemo(colleague.id === 2 ? 'USER' : 'USER2');
    const history = await call('GET', `/api/appeal-history/user/${executor.id}?page=1&pageSize=50`, { token: executorToken });
    expect(history.status).toBe(200);
    expect(history.body.data.find((r: { appealId: number }) => r.appealId === appealId)).toMatchObject({
      id: record.id,
      appealStatus: { id: 1, title: 'Нове' },
      AssistanceTypes: { id: 3, description: 'Соціальний супровід' },
      appeal: { id: appealId, name: 'Анонімний', community: { name: 'Полтавська міська громада' } },
    });
    const opened = await call('GET', `/api/appeal-history/${record.id}`, { token: executorToken });
    expect(opened.body).toMatchObject({ editable: true, version: 1, appeal: { description: expect.any(String), children_count: 0 } });

    // 4. The executor hands it to a colleague: status 2, the open counts move with it.
    const openBefore = { from: (await readUser(executor.id))!.openAssignments ?? 0, to: (await readUser(colleague.id))!.openAssignments ?? 0 };
    const redirected = await call('PATCH', `/api/appeal-history/${record.id}`, { token: executorToken, body: { userId: colleague.id, version: 1 } });
    expect(redirected.status).toBe(200);
    expect(redirected.body).toMatchObject({ userId: colleague.id, appealStatusId: 2 });
    expect((await readUser(executor.id))!.openAssignments).toBe(openBefore.from - 1);
    expect((await readUser(colleague.id))!.openAssignments).toBe(openBefore.to + 1);
    expect((await call('GET', `/api/appeals/${appealId}`, { token: admin })).body.status).toEqual({ title: 'Перенаправлено' });
    expect((await call('GET', `/api/appeal-history/${record.id}`, { token: executorToken })).status).toBe(403);
    const forwardSubject = `Вам перенаправлено звернення №${appealId}`;
    const forwardMail = (await mailbox(colleague.email, withSubject(forwardSubject))).find((m) => m.subject === forwardSubject);
    expect(forwardMail?.body.text).toContain(`/admin/appeal-history/edit/${record.id}`);

    // 5. The colleague takes it in work: status 3.
    const taken = await call('PATCH', `/api/appeal-history/${record.id}`, { token: colleagueToken, body: { appealStatusId: 3, version: 2 } });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ appealStatusId: 3, appealStatus: { title: 'В роботі' }, editable: true });

    // 6. Finishing needs a real comment; then it is finished: status 4, read-only.
    const tooShort = await call('PATCH', `/api/appeal-history/${record.id}`, {
      token: colleagueToken,
      body: { appealStatusId: 4, comment: 'Готово', version: 3 },
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe(FINISH_COMMENT_MESSAGE);
    const finished = await call('PATCH', `/api/appeal-history/${record.id}`, {
      token: colleagueToken,
      body: { appealStatusId: 4, comment: FINISH_COMMENT, version: 3 },
    });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ appealStatusId: 4, editable: false });
    expect(finished.body.comment).not.toMatch(/<script/i);
    expect((await readUser(colleague.id))!.openAssignments).toBe(openBefore.to);

    // 7. The list shows it finished; the report carries the comment, its author, position and date.
    const after = await call('GET', '/api/appeals/pages=1?region_id=53', { token: admin });
    expect(after.body.rows.find((r: { id: number }) => r.id === appealId)).toMatchObject({ status_id: 4, status: { title: 'Виконано' } });
    const report = await call('GET', `/api/appeals/report/${appealId}`, { token: admin });
    expect(report.status).toBe(200);
    expect(report.body.reports).toHaveLength(1);
    const [done] = report.body.reports;
    expect(done).toMatchObject({
      author: `${colleague.name} ${colleague.last_name}`,
      responsability: colleague.responsability,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(done.content).toContain('<strong>Проведено</strong> консультацію');
    expect(done.content).not.toMatch(/<script|alert/);

    // 8. The timeline names every step and who took it.
    // (The reads of the personal data stand between the changes; they have a test of their own.)
    const timeline = await call('GET', `/api/appeals/timeline/${appealId}`, { token: admin });
    const changes = (timeline.body as Array<{ action: string }>).filter((e) => e.action !== 'read');
    expect(changes.map((e) => e.action)).toEqual(['created', 'assigned', 'redirected', 'status-changed', 'finished']);
    expect(changes[2]).toMatchObject({
      actorId: executor.id,
      actorName: `${executor.name} ${executor.last_name}`,
      before: { userId: executor.id, statusId: 1 },
      after: { userId: colleague.id, userName: `${colleague.name} ${colleague.last_name}`, statusId: 2, appealStatusId: 2 },
    });
    expect(changes[4]).toMatchObject({ actorId: colleague.id, after: { statusId: 4, appealStatusId: 4, fields: ['comment'] } });
    expect(JSON.stringify(timeline.body)).not.toContain('консультацію');

    // 9. A finished record takes no more changes.
    const locked = await call('PATCH', `/api/appeal-history/${record.id}`, { token: colleagueToken, body: { comment: `${FINISH_COMMENT} ще`, version: 4 } });
    expect(locked.status).toBe(400);
  });
});
