import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_FINISHED } from '@dosyt/core/follow-up/follow-up-code';
import { call, settledMailbox } from '../../../infra/local/test/http';
import { callFrom, randomAddress, readUser, submitAppeal, tokenForUser } from '../../../infra/local/test/appeals';
import { db } from '../db/service';
import { newMessageSubject } from './follow-up';

const FINISH_COMMENT = 'Надано консультацію та супровід, випадок закрито успішно';
const write = (code: string, text: string) => callFrom(randomAddress(), 'POST', '/api/follow-up/messages', { body: { code, text } });

describe('a message on /status to a finished appeal', () => {
  it('is refused in plain words (409): nothing stored, no record marked, no mail', async () => {
    const res = await submitAppeal({ name: 'Анонімний', last_name: undefined, assistance_ids: [1] });
    expect(res.status).toBe(201);
    const code = res.body.followUpCode as string;
    const { data: records } = await db().entities.assignment.query.byAppeal({ appealId: res.appealId }).go({ consistent: true });
    const executor = await readUser(records[0].userId);
    const token = await tokenForUser(executor!.id);
    for (const appealStatusId of [3, 4]) {
      const reply = await call('PATCH', `/api/appeal-history/${records[0].id}`, { token, body: { appealStatusId, comment: FINISH_COMMENT } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const state = await callFrom(randomAddress(), 'POST', '/api/follow-up', { body: { code } });
    expect(state.body.state).toBe('Завершено');

    const posted = await write(code, 'Мені знову потрібна допомога');
    expect(posted.status).toBe(409);
    expect(posted.body.message).toBe(FOLLOW_UP_FINISHED);

    const { data: messages } = await db().entities.followUpMessage.query.byAppeal({ appealId: res.appealId }).go({ consistent: true });
    expect(messages).toEqual([]);
    const { data: after } = await db().entities.assignment.query.byAppeal({ appealId: res.appealId }).go({ consistent: true });
    expect(after.every((a) => !a.unreadPersonMessage)).toBe(true);
    const mails = await settledMailbox(executor!.email);
    expect(mails.some((m) => m.subject === newMessageSubject(res.appealId))).toBe(false);
  });
});
