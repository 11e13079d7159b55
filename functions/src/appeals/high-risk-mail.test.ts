import { beforeAll, describe, expect, it } from 'vitest';
import { RISK_QUESTIONS } from '@dosyt/core/appeal/risk.rules';
import { mailbox, settledMailbox, withSubject } from '../../../infra/local/test/http';
import { createStaff, submitAppeal } from '../../../infra/local/test/appeals';
import { highRiskSubject } from '../stats/high-risk-alert';
import { assignmentSubject } from './appeal-mail';

/** Hlukhiv city community (Сумська, region 59): no other suite works there, so its executor is this suite's own. */
const HLUKHIV = { region_id: 59, community_id: 'UA59100030000078744' };
const HIGH_RISK_ANSWERS = { threatsToKill: true, weapon: true };

describe('mails about a high-risk appeal', () => {
  let executor: { id: number; email: string };
  beforeAll(async () => {
    executor = await createStaff({ regionId: HLUKHIV.region_id, communityId: HLUKHIV.community_id, assistanceIds: [1, 2, 3, 4, 5, 6] });
  });

  it("mark the executor's assignment 'Терміново' and tell the admins the number and link, never the risk answers", async () => {
    const high = await submitAppeal({ ...HLUKHIV, assistance_ids: [1], risk_answers: HIGH_RISK_ANSWERS });
    const calm = await submitAppeal({ ...HLUKHIV, assistance_ids: [1] });
    expect([high.status, calm.status]).toEqual([201, 201]);

    const urgent = assignmentSubject(high.appealId, 'assigned', true);
    expect(urgent).toBe(`Терміново: Вам призначено нове звернення №${high.appealId}`);
    const toExecutor = await mailbox(
      executor.email,
      (mails) => mails.some((m) => m.subject === urgent) && mails.some((m) => m.subject === assignmentSubject(calm.appealId, 'assigned')),
    );
    const mail = toExecutor.find((m) => m.subject === urgent)!;
    expect(mail.body.text).toContain('Звернення потребує швидкої відповіді');

    const toAdmin = await mailbox('admin@example.com', withSubject(highRiskSubject(high.appealId)), 20_000);
    const alert = toAdmin.find((m) => m.subject === highRiskSubject(high.appealId))!;
    expect(alert.body.text).toContain(`/admin/appeals-history/appeal/${high.appealId}`);

    // Neither mail names a risk question; the calm appeal is neither urgent nor an alert.
    for (const text of [mail.body.text ?? '', mail.body.html ?? '', alert.body.text ?? '']) {
      for (const question of RISK_QUESTIONS) expect(text).not.toContain(question.label);
    }
    const settled = await settledMailbox('admin@example.com');
    expect(settled.some((m) => m.subject === highRiskSubject(calm.appealId))).toBe(false);
    expect(toExecutor.some((m) => m.subject === assignmentSubject(calm.appealId, 'assigned', true))).toBe(false);
  });
});
