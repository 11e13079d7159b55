/**
 * Load with nothing lost: 100 concurrent clients submit appeals for 60 s (10 s in
 * quick mode), the per-address limit raised through the admin settings endpoint.
 * Every 2xx answer must have exactly one stored appeal with its assignments and
 * its idempotency record; no appeal is stored twice; every appeal stored in the
 * run's window was acknowledged (or is recovered by resending its key); resending
 * acknowledged keys creates nothing. Then, with the default settings, the
 * per-address limit does refuse past it (429) and stores nothing for the refusals.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Agent } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadAppealPartition } from '@dosyt/functions/db/appeal-store';
import { RATE_LIMIT_MESSAGE } from '@dosyt/functions/appeals/rate-limit';
import { db } from '@dosyt/functions/db/service';
import { appealIdForKey } from '../../infra/local/test/appeals';
import { tokenForDemo } from '../../infra/local/test/tokens';
import { call, isTimeout, percentile, QUICK, recordFinding, type Reply } from './helpers';

const CLIENTS = 100;
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? (QUICK ? 10 : 60));
const DEFAULTS = { serviceLevelHours: 72, urgentWindowHours: 24, duplicateWindowDays: 30, formLimitPerHour: 20, formLimitPerDay: 240 };
const OPERATORS = ['050', '066', '067', '068', '073', '093', '095', '096', '097', '098', '099'];
const POLTAVA = 53;
/** A clear Ukrainian sentence (Cyrillic, no stack or code). */
const CLEAR_MESSAGE = /^[А-ЯІЇЄҐ][^<>{}]*[а-яіїєґ][^<>{}]*$/u;
const COMMUNITIES = ['UA53080370000025447', 'UA53020110000092487', 'UA53060230000098362'];

interface Sent {
  key: string;
  body: Record<string, unknown>;
  types: number[];
  status: number;
  /** The stored appeal, found by the key (a public answer carries no number). */
  id?: number;
  /** The answer's createdAt: a resent key must be answered with the same appeal. */
  receipt?: string;
  ms: number;
  error?: string;
  message?: string;
}

function submission(runTag: string, n: number) {
  const types = [...new Set([randomInt(1, 7), ...(Math.random() < 0.3 ? [randomInt(1, 7)] : [])])];
  const key = `rel-${runTag}-${n}-${randomBytes(6).toString('hex')}`;
  const body = {
    name: 'Оксана',
    last_name: 'Петренко',
    region_id: POLTAVA,
    community_id: COMMUNITIES[n % COMMUNITIES.length],
    phone: `38${OPERATORS[n % OPERATORS.length]}${String(randomInt(10_000_000)).padStart(7, '0')}`,
    communiction: 'Телефон',
    assistance_ids: types,
    description: 'Чоловік погрожує, потрібна консультація психолога',
    children_help: false,
    children_count: 0,
    idempotency_key: key,
  };
  return { key, body, types };
}

/**
 * Ids of the appeals created between two instants, through the all-appeals list
 * index (ElectroDB builds the index key, so its casing is not assumed here).
 */
async function storedBetween(fromIso: string, toIso: string): Promise<number[]> {
  const { data } = await db()
    .entities.appeal.query.all({})
    .gte({ createdAt: fromIso })
    .go({ pages: 'all', attributes: ['id', 'createdAt'] });
  return data.filter((a) => a.createdAt <= toIso).map((a) => a.id);
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]);
      }
    }),
  );
  return out;
}

describe('load with nothing lost', () => {
  const base = () => inject('platformUrl').replace('localhost', '127.0.0.1');
  const findings: Record<string, unknown> = {};

  afterAll(async () => {
    // Leave the platform with the default rules.
    await call(base(), 'PUT', '/api/settings/appeals', { token: await tokenForDemo('ADMIN'), body: DEFAULTS });
    recordFinding('load', findings);
  });

  it(`${CLIENTS} clients for ${SECONDS} s: every acknowledged appeal stored once, whole`, async () => {
    const admin = await tokenForDemo('ADMIN');
    const raised = (await call(base(), 'PUT', '/api/settings/appeals', {
      token: admin,
      body: { ...DEFAULTS, formLimitPerHour: 100_000, formLimitPerDay: 1_000_000 },
    })) as Reply;
    expect(raised.status).toBe(200);

    const runTag = randomBytes(3).toString('hex');
    const sent: Sent[] = [];
    const started = new Date();
    const until = Date.now() + SECONDS * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        while (Date.now() < until) {
          const { key, body, types } = submission(runTag, n++);
          const reply = await call(base(), 'POST', '/api/appeals', { body, timeoutMs: 30_000, agent });
          sent.push(
            isTimeout(reply)
              ? { key, body, types, status: 0, ms: reply.ms, error: reply.error }
              : {
                  key,
                  body,
                  types,
                  status: reply.status,
                  receipt: reply.status < 300 ? reply.body?.createdAt : undefined,
                  ms: reply.ms,
                  error: reply.status >= 300 ? reply.text.slice(0, 160) : undefined,
                  message: reply.status >= 300 && reply.body?.statusCode === reply.status ? String(reply.body?.message ?? '') : undefined,
                },
          );
        }
        agent.destroy();
      }),
    );
    const ended = new Date();
    const isOk = (status: number) => status >= 200 && status < 300;
    const acknowledged = sent.filter((s) => isOk(s.status));
    const refused = sent.filter((s) => !isOk(s.status));
    await inBatches(acknowledged, 16, async (s) => (s.id = await appealIdForKey(s.key)));
    const statuses: Record<string, number> = {};
    for (const s of sent) statuses[s.status || 'no answer'] = (statuses[s.status || 'no answer'] ?? 0) + 1;
    // A 503 with its Ukrainian message is an honest "try again" (the form resends with the same key);
    // any other 5xx, an unanswered request or a 503 without a clear message is a failure.
    const brokenAnswers = sent
      .filter((s) => s.status === 0 || (s.status >= 500 && !(s.status === 503 && s.message && CLEAR_MESSAGE.test(s.message))))
      .map((s) => `${s.status || 'no answer'} after ${Math.round(s.ms)} ms: ${s.error ?? ''}`);

    // Every 2xx: its appeal, whole (assignments for every requested type), and its idempotency record.
    const checkWhole = async (s: Pick<Sent, 'key' | 'id' | 'types'>) => {
      const partition = s.id ? await loadAppealPartition(s.id) : null;
      const { data: record } = await db().entities.idempotency.get({ key: s.key }).go({ consistent: true });
      if (!partition) return `acknowledged ${s.key} -> ${s.id}: no appeal stored`;
      const types = [...new Set(partition.assignments.map((a) => a.assistanceTypeId))].sort();
      if (partition.assignments.length !== s.types.length || types.join() !== [...s.types].sort().join())
        return `appeal ${s.id}: ${partition.assignments.length} assignments for types ${s.types.join(',')}`;
      if (partition.assignments.some((a) => a.appealId !== s.id)) return `appeal ${s.id}: an assignment of another appeal`;
      if (record?.appealId !== s.id) return `appeal ${s.id}: idempotency record points at ${record?.appealId}`;
      return undefined;
    };
    const problems = (await inBatches(acknowledged, 16, checkWhole)).filter((c): c is string => Boolean(c));
    const ids = acknowledged.map((s) => s.id!);
    const duplicateIds = ids.length - new Set(ids).size;

    // What was stored during the run: every acknowledged appeal must be among it (this also checks the query).
    const windowFrom = new Date(started.getTime() - 1000).toISOString();
    const windowTo = new Date(ended.getTime() + 1000).toISOString();
    const storedInWindow = await storedBetween(windowFrom, windowTo);
    const storedSet = new Set(storedInWindow);
    const acknowledgedNotFound = ids.filter((id) => !storedSet.has(id));
    const acknowledgedIds = new Set(ids);
    const storedNotAcknowledged = storedInWindow.filter((id) => !acknowledgedIds.has(id));

    // Every refused or unanswered submission is resent with its key (as the form does) until it is taken,
    // at most three times: an appeal stored without an answer comes back (200), one never stored is made (201).
    const resendOutcome = await inBatches(refused, 8, async (s) => {
      const answers: number[] = [];
      for (let i = 0; i < 3; i++) {
        const reply = await call(base(), 'POST', '/api/appeals', { body: s.body, timeoutMs: 30_000 });
        answers.push(isTimeout(reply) ? 0 : reply.status);
        if (!isTimeout(reply) && isOk(reply.status)) return { s, answers, id: await appealIdForKey(s.key) };
        await new Promise((r) => setTimeout(r, 500));
      }
      return { s, answers, id: undefined };
    });
    const resentTaken = resendOutcome.filter((r) => r.id !== undefined);
    const resentNeverTaken = resendOutcome.filter((r) => r.id === undefined).map((r) => `${r.s.key}: ${r.answers.join(', ')}`);
    const recoveredIds = new Set(resendOutcome.filter((r) => r.answers.at(-1) === 200).map((r) => r.id));
    const unexplained = storedNotAcknowledged.filter((id) => !recoveredIds.has(id));
    problems.push(
      ...(await inBatches(resentTaken, 16, (r) => checkWhole({ key: r.s.key, id: r.id, types: r.s.types }))).filter((c): c is string => Boolean(c)),
    );

    // Acknowledged (at first or after resending) against stored: one appeal per key, no more, no fewer.
    const keyToId = new Map<string, number>();
    for (const s of acknowledged) keyToId.set(s.key, s.id!);
    for (const r of resentTaken) keyToId.set(r.s.key, r.id!);
    const storedAfterResend = await storedBetween(windowFrom, new Date(Date.now() + 60_000).toISOString());
    const distinctAcknowledged = new Set(keyToId.values());

    // The same keys again: answered 200 with the same appeal, nothing new stored.
    const sample = acknowledged.slice(0, QUICK ? 100 : 300);
    const before = storedAfterResend.length;
    const replays = await inBatches(sample, 16, async (s) => {
      const reply = await call(base(), 'POST', '/api/appeals', { body: s.body, timeoutMs: 30_000 });
      return !isTimeout(reply) && reply.status === 200 && reply.body?.createdAt === s.receipt && (await appealIdForKey(s.key)) === s.id;
    });
    const after = (await storedBetween(windowFrom, new Date(Date.now() + 60_000).toISOString())).length;
    const latencies = sent.filter((s) => s.status !== 0).map((s) => s.ms);
    const count = (list: number[]) => list.reduce<Record<string, number>>((acc, st) => ((acc[st || 'no answer'] = (acc[st || 'no answer'] ?? 0) + 1), acc), {});

    Object.assign(findings, {
      clients: CLIENTS,
      seconds: SECONDS,
      sent: sent.length,
      statuses,
      acknowledged: acknowledged.length,
      appealsPerSecond: Math.round((acknowledged.length / SECONDS) * 10) / 10,
      latencyMs: { p50: Math.round(percentile(latencies, 0.5)), p99: Math.round(percentile(latencies, 0.99)), max: Math.round(Math.max(0, ...latencies)) },
      brokenAnswers: brokenAnswers.length,
      brokenExamples: brokenAnswers.slice(0, 5),
      messages503: [...new Set(sent.filter((s) => s.status === 503).map((s) => s.message))],
      storedInWindow: storedInWindow.length,
      acknowledgedNotFound: acknowledgedNotFound.length,
      acknowledgedWithoutWholeAppeal: problems.length,
      problems: problems.slice(0, 20),
      duplicateIds,
      storedNotAcknowledged: storedNotAcknowledged.length,
      refusedResent: refused.length,
      refusedResentAnswers: count(resendOutcome.flatMap((r) => r.answers)),
      resentNeverTaken: resentNeverTaken.length,
      storedNotAcknowledgedUnexplained: unexplained.length,
      acknowledgedTotal: distinctAcknowledged.size,
      keysAcknowledged: keyToId.size,
      storedTotal: storedAfterResend.length,
      replaySample: sample.length,
      replaySameAppeal: replays.filter(Boolean).length,
      appealsBeforeReplay: before,
      appealsAfterReplay: after,
      refusals: refused.slice(0, 5).map((s) => `${s.status || 'no answer'} ${s.error ?? ''}`),
    });

    expect(acknowledged.length).toBeGreaterThan(0);
    expect(brokenAnswers).toEqual([]);
    expect(problems).toEqual([]);
    expect(acknowledgedNotFound).toEqual([]);
    expect(duplicateIds).toBe(0);
    expect(unexplained).toEqual([]);
    expect(resentNeverTaken).toEqual([]);
    expect(distinctAcknowledged.size).toBe(keyToId.size);
    expect(storedAfterResend.length).toBe(distinctAcknowledged.size);
    expect(replays.every(Boolean)).toBe(true);
    expect(after).toBe(before);
  });

  it('refuses past the per-address limit with the default settings, and stores nothing for it', async () => {
    const admin = await tokenForDemo('ADMIN');
    const reset = (await call(base(), 'PUT', '/api/settings/appeals', { token: admin, body: DEFAULTS })) as Reply;
    expect(reset.status).toBe(200);
    const address = `127.${randomInt(1, 250)}.${randomInt(0, 250)}.${randomInt(2, 250)}`;
    const runTag = randomBytes(3).toString('hex');
    const attempt = async () => {
      const hour = new Date().toISOString().slice(0, 13);
      const bodies = Array.from({ length: DEFAULTS.formLimitPerHour + 10 }, (_, i) => submission(runTag, 10_000 + i));
      const replies = await Promise.all(bodies.map((b) => call(base(), 'POST', '/api/appeals', { body: b.body, localAddress: address, timeoutMs: 15_000 })));
      const late = (await call(base(), 'POST', '/api/appeals', { body: submission(runTag, 99_999).body, localAddress: address, timeoutMs: 15_000 })) as Reply;
      return { hour, bodies, replies, late, sameHour: new Date().toISOString().slice(0, 13) === hour };
    };
    let run = await attempt();
    if (!run.sameHour) run = await attempt(); // the hour window rolled over mid-check
    const statuses = run.replies.map((r) => r.status);
    const accepted = statuses.filter((s) => s === 201).length;
    const limited = run.replies.filter((r): r is Reply => !isTimeout(r) && r.status === 429);
    const stored = await Promise.all(run.bodies.map(async (b) => (await db().entities.idempotency.get({ key: b.key }).go({ consistent: true })).data !== null));
    const storedRefused = run.bodies.filter((_, i) => stored[i] && statuses[i] !== 201).length;
    Object.assign(findings, {
      limit: {
        address,
        concurrent: run.bodies.length,
        formLimitPerHour: DEFAULTS.formLimitPerHour,
        accepted,
        limited: limited.length,
        other: statuses.filter((s) => s !== 201 && s !== 429),
        storedForRefused: storedRefused,
        nextAfterLimit: run.late.status,
        message: limited[0]?.body?.message,
      },
    });
    expect(accepted).toBe(DEFAULTS.formLimitPerHour);
    expect(limited.length).toBe(10);
    expect(limited.every((r) => r.body?.statusCode === 429 && r.body?.message === RATE_LIMIT_MESSAGE)).toBe(true);
    expect(storedRefused).toBe(0);
    expect(run.late.status).toBe(429);
  });
});
