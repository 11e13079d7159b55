import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { createStaff, submitAppeal } from '../../../infra/local/test/appeals';
import { db } from '../db/service';

/** Березівська громада (Сумська, region 59), with an executor of this suite's own. */
const BEREZIVKA = { region_id: 59, community_id: 'UA59100010000064812' };
const FINISH_COMMENT = 'Надано консультацію та супровід, випадок закрито успішно';

describe('high risk pins only an open appeal', () => {
  let admin: string;
  let executor: { id: number; token: string };
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
    executor = await createStaff({ regionId: BEREZIVKA.region_id, communityId: BEREZIVKA.community_id, assistanceIds: [6] });
  });

  it('a finished high-risk appeal is not kept above newer open ones, in the admin list nor the executor history', async () => {
    const high = await submitAppeal({ ...BEREZIVKA, assistance_ids: [6], risk_answers: { threatsToKill: true } });
    const { data: records } = await db().entities.assignment.query.byAppeal({ appealId: high.appealId }).go({ consistent: true });
    const mine = records.find((r) => r.userId === executor.id)!;
    for (const appealStatusId of [3, 4]) {
      const reply = await call('PATCH', `/api/appeal-history/${mine.id}`, { token: executor.token, body: { appealStatusId, comment: FINISH_COMMENT } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const calm = await submitAppeal({ ...BEREZIVKA, assistance_ids: [6] });

    const list = await call('GET', `/api/appeals/pages=1?region_id=${BEREZIVKA.region_id}`, { token: admin });
    const ids = (list.body.rows as Array<{ id: number }>).map((r) => r.id);
    expect(ids.indexOf(calm.appealId)).toBeLessThan(ids.indexOf(high.appealId));

    const history = await call('GET', `/api/appeal-history/user/${executor.id}`, { token: executor.token });
    const appealIds = (history.body.data as Array<{ appealId: number }>).map((r) => r.appealId);
    expect(appealIds.indexOf(calm.appealId)).toBeLessThan(appealIds.indexOf(high.appealId));
  });
});
