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
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { loadAppealPartition } from '@dosyt/functions/appeals/appeal-store';
import { RATE_LIMIT_MESSAGE } from '@dosyt/functions/appeals/rate-limit';
import { db } from '@dosyt/functions/db/service';
import { dynamo } from '@dosyt/functions/lib/aws';
import { TABLE_NAME } from '../../infra/local/platform';
import { tokenForDemo } from '../../infra/local/test/tokens';
import { call, isTimeout, percentile, QUICK, recordFinding, type Reply } from './helpers';

const CLIENTS = 100;
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? (QUICK ? 10 : 60));
const DEFAULTS = { serviceLevelHours: 72, urgentWindowHours: 24, duplicateWindowDays: 30, formLimitPerHour: 20, formLimitPerDay: 240 };
const OPERATORS = ['050', '066', '067', '068', '073', '093', '095', '096', '097', '098', '099'];
const POLTAVA = 53;
const COMMUNITIES = ['UA53080370000025447', 'UA53020110000092487', 'UA53060230000098362'];

interface Sent {
  key: string;
  body: Record<string, unknown>;
  types: number[];
  status: number;
  id?: number;
  ms: number;
  error?: string;
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

/** Ids of the appeals created between two instants (the all-appeals list index; ElectroDB keeps its keys lower-case). */
async function storedBetween(fromIso: string, toIso: string): Promise<number[]> {
  const from = fromIso.toLowerCase();
  const to = toIso.toLowerCase();
  const ids: number[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': 'appeals', ':from': from, ':to': `${to}~` },
        ProjectionExpression: 'id',
        ExclusiveStartKey,
      }),
    );
    ids.push(...(page.Items ?? []).map((i) => Number(i.id)));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return ids;
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
    const raised = (await call(base(), 'PUT', '/api/settings/appeals', { token: admin, body: { ...DEFAULTS, formLimitPerHour: 100_000, formLimitPerDay: 1_000_000 } })) as Reply;
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
          const reply = await call(base(), 'POST', '/api/appeals', { body, timeoutMs: 15_000, agent });
          sent.push(
            isTimeout(reply)
              ? { key, body, types, status: 0, ms: reply.ms, error: reply.error }
              : { key, body, types, status: reply.status, id: reply.status < 300 ? reply.body?.id : undefined, ms: reply.ms, error: reply.status >= 300 ? reply.text.slice(0, 160) : undefined },
          );
        }
        agent.destroy();
      }),
    );
    const ended = new Date();
    const acknowledged = sent.filter((s) => s.status >= 200 && s.status < 300);
    const refused = sent.filter((s) => !(s.status >= 200 && s.status < 300));
    const statuses: Record<string, number> = {};
    for (const s of sent) statuses[s.status || 'no answer'] = (statuses[s.status || 'no answer'] ?? 0) + 1;

    // Every 2xx: its appeal, whole (assignments for every requested type), and its idempotency record.
    const problems: string[] = [];
    const checks = await inBatches(acknowledged, 16, async (s) => {
      const partition = s.id ? await loadAppealPartition(s.id) : null;
      const { data: record } = await db().entities.idempotency.get({ key: s.key }).go({ consistent: true });
      if (!partition) return `acknowledged ${s.key} -> ${s.id}: no appeal stored`;
      const types = [...new Set(partition.assignments.map((a) => a.assistanceTypeId))].sort();
      if (partition.assignments.length !== s.types.length || types.join() !== [...s.types].sort().join())
        return `appeal ${s.id}: ${partition.assignments.length} assignments for types ${s.types.join(',')}`;
      if (partition.assignments.some((a) => a.appealId !== s.id)) return `appeal ${s.id}: an assignment of another appeal`;
      if (record?.appealId !== s.id) return `appeal ${s.id}: idempotency record points at ${record?.appealId}`;
      return undefined;
    });
    problems.push(...checks.filter((c): c is string => Boolean(c)));
    const ids = acknowledged.map((s) => s.id!);
    const duplicateIds = ids.length - new Set(ids).size;

    // Everything stored in the window: acknowledged, or recovered by resending its key.
    const windowFrom = new Date(started.getTime() - 1000).toISOString();
    const windowTo = new Date(ended.getTime() + 1000).toISOString();
    const storedInWindow = await storedBetween(windowFrom, windowTo);
    const acknowledgedIds = new Set(ids);
    const storedNotAcknowledged = storedInWindow.filter((id) => !acknowledgedIds.has(id));
    const resent = await inBatches(refused, 8, async (s) => {
      const reply = await call(base(), 'POST', '/api/appeals', { body: s.body, timeoutMs: 15_000 });
      return isTimeout(reply) ? { status: 0, id: undefined } : { status: reply.status, id: reply.body?.id as number | undefined };
    });
    const recoveredIds = new Set(resent.filter((r) => r.status === 200).map((r) => r.id));
    const unexplained = storedNotAcknowledged.filter((id) => !recoveredIds.has(id));

    // The same keys again: answered 200 with the same appeal, nothing new stored.
    const sample = acknowledged.slice(0, QUICK ? 100 : 300);
    const before = (await storedBetween(windowFrom, new Date(Date.now() + 60_000).toISOString())).length;
    const replays = await inBatches(sample, 16, async (s) => {
      const reply = await call(base(), 'POST', '/api/appeals', { body: s.body, timeoutMs: 15_000 });
      return !isTimeout(reply) && reply.status === 200 && reply.body?.id === s.id;
    });
    const after = (await storedBetween(windowFrom, new Date(Date.now() + 60_000).toISOString())).length;
    const latencies = acknowledged.map((s) => s.ms);

    Object.assign(findings, {
      clients: CLIENTS,
      seconds: SECONDS,
      sent: sent.length,
      statuses,
      acknowledged: acknowledged.length,
      appealsPerSecond: Math.round((acknowledged.length / SECONDS) * 10) / 10,
      latencyMs: { p50: Math.round(percentile(latencies, 0.5)), p99: Math.round(percentile(latencies, 0.99)), max: Math.round(Math.max(0, ...latencies)) },
      storedInWindow: storedInWindow.length,
      acknowledgedWithoutWholeAppeal: problems.length,
      problems: problems.slice(0, 20),
      duplicateIds,
      storedNotAcknowledged: storedNotAcknowledged.length,
      refusedResent: refused.length,
      refusedResentAnswers: resent.reduce<Record<string, number>>((acc, r) => ((acc[r.status] = (acc[r.status] ?? 0) + 1), acc), {}),
      storedNotAcknowledgedUnexplained: unexplained.length,
      replaySample: sample.length,
      replaySameAppeal: replays.filter(Boolean).length,
      appealsBeforeReplay: before,
      appealsAfterReplay: after,
      refusals: refused.slice(0, 5).map((s) => `${s.status} ${s.error ?? ''}`),
    });

    expect(acknowledged.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(duplicateIds).toBe(0);
    expect(unexplained).toEqual([]);
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
