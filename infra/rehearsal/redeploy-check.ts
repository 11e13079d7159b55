import { randomBytes } from 'node:crypto';
import { callApi } from './api-client';
import { signInWithCode, type Enrolment } from './operator';
import type { Rehearsal } from './rehearsal';
import type { CheckResult } from './report';

/**
 * The proof that a stage survives `npm run destroy` + deploy of its stateless
 * stacks: a follow-up code and a TOTP enrolment made before still work after.
 */

/** A public appeal, filed as the help form files it; answers its follow-up code. */
export async function fileAppeal(base: string): Promise<string | undefined> {
  const phone = `38067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const answer = await callApi<{ followUpCode?: string }>(
    base,
    'POST',
    '/api/appeals',
    {
      name: 'Оксана',
      last_name: 'Перевірна',
      region_id: 53,
      community_id: 'UA53080370000025447',
      phone,
      communiction: 'Телефон',
      assistance_ids: [1],
      description: 'Перевірка стенду: звернення до і після повторного розгортання',
      children_help: false,
      children_count: 0,
    },
    { 'idempotency-key': randomBytes(16).toString('hex') },
  );
  return answer.body.followUpCode;
}

export async function followUpWorks(base: string, code: string): Promise<{ ok: boolean; detail: string }> {
  const answer = await callApi(base, 'POST', '/api/follow-up', { code });
  return {
    ok: answer.status === 200,
    detail: `POST /api/follow-up answered ${answer.status}${answer.status === 200 ? '' : `: ${JSON.stringify(answer.body).slice(0, 160)}`}`,
  };
}

export interface Before {
  followUpCode?: string;
  enrolment?: Enrolment;
  /** The dashboard's totals by status, once the stream consumers caught up. */
  totals?: string;
  checks: CheckResult[];
}

/** A staff member without a second factor reads the totals of her region (the demo USER, fixture). */
const TOTALS_READER = 'user@example.com';

async function totalsByStatus(base: string, password: string): Promise<string> {
  const login = await callApi<{ token?: string }>(base, 'POST', '/api/auth/login', { email: TOTALS_READER, password });
  const token = login.body.token ?? '';
  const answer = await callApi(base, 'POST', '/api/appeals/totals-by-status', {}, { authorization: `Bearer ${token}` });
  return `${answer.status} ${JSON.stringify(answer.body)}`;
}

export async function beforeDestroy(rehearsal: Rehearsal, enrolment: Enrolment | undefined, password: string): Promise<Before> {
  const base = rehearsal.front.url;
  const checks: CheckResult[] = [];
  const followUpCode = await fileAppeal(base);
  if (!followUpCode) checks.push({ name: 'before: a public appeal with its follow-up code', ok: false, detail: 'the form answered no follow-up code' });
  else {
    const r = await followUpWorks(base, followUpCode);
    checks.push({ name: 'before: the follow-up code opens its appeal', ...r });
  }
  if (!enrolment) checks.push({ name: 'before: a TOTP enrolment', ok: false, detail: 'no enrolment was made (see the fixture step)' });
  if (enrolment) {
    const { token: _token, ...signedIn } = await signInWithCode(base, enrolment, password);
    checks.push({ name: 'before: the enrolled admin signs in with a code', ...signedIn });
  }
  await rehearsal.drainStreams();
  const totals = await totalsByStatus(base, password);
  return { followUpCode, enrolment, totals, checks };
}

export async function afterRedeploy(rehearsal: Rehearsal, before: Before, password: string): Promise<CheckResult[]> {
  const base = rehearsal.front.url;
  const checks: CheckResult[] = [];
  if (before.followUpCode)
    checks.push({ name: 'after: the follow-up code made before still opens its appeal', ...(await followUpWorks(base, before.followUpCode)) });
  if (before.enrolment) {
    const { token: _token, ...signedIn } = await signInWithCode(base, before.enrolment, password);
    checks.push({ name: 'after: the TOTP enrolment made before still signs the admin in', ...signedIn });
  }
  // The new stream mappings start at the stream's oldest record (TRIM_HORIZON): the counts must not count twice.
  await rehearsal.drainStreams();
  if (before.totals) {
    const after = await totalsByStatus(base, password);
    checks.push({
      name: "after: the region's dashboard totals are what they were",
      ok: after === before.totals,
      detail: after === before.totals ? `unchanged: ${after.slice(0, 120)}` : `before ${before.totals.slice(0, 160)}; after ${after.slice(0, 160)}`,
    });
  }
  return checks;
}
