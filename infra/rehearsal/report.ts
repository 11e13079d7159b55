import { readFileSync } from 'node:fs';
import type { FunctionRecord } from './deploy';
import type { Rehearsal } from './rehearsal';

/**
 * The rehearsal's findings as markdown and JSON: what was started, every AWS
 * call allowed or denied per function, permissions granted and never used,
 * variables read that the template does not give, the journeys and the
 * destroy + deploy check.
 */

export interface JourneyResult {
  file: string;
  title: string;
  status: string;
  ms: number;
  error?: string;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export interface ReportInput {
  command: string;
  stage: string;
  commit: string;
  startedAt: Date;
  synthMs: number;
  deployMs: number;
  rehearsal: Rehearsal;
  /** The operator's and fixture steps, in order. */
  steps: CheckResult[];
  journeys: JourneyResult[];
  journeysRun: boolean;
  redeploy: CheckResult[];
  envSchemaFile: string;
}

interface SchemaKey {
  key: string;
  required: boolean;
  note: string;
}

/** The keys of functions/src/lib/env.ts's schema: required ones, and each one's comment. */
export function readEnvSchema(file: string): SchemaKey[] {
  const text = readFileSync(file, 'utf8');
  const body = text.slice(text.indexOf('z.object({'), text.indexOf('});', text.indexOf('z.object({')));
  const keys: SchemaKey[] = [];
  let comment = '';
  for (const line of body.split('\n')) {
    const c = /^\s*\/\*\*\s*(.*?)\s*\*\/\s*$/.exec(line);
    if (c) {
      comment = c[1];
      continue;
    }
    const m = /^\s{2}([A-Z_][A-Z0-9_]*):\s*(.*)$/.exec(line);
    if (!m) continue;
    keys.push({ key: m[1], required: !/z\.optional\(|z\._default\(/.test(m[2]), note: comment });
    comment = '';
  }
  return keys;
}

function functionRows(rehearsal: Rehearsal, schema: SchemaKey[]) {
  // Every generation of a function (destroy + deploy starts it again) under its logical id.
  const generations = new Map<string, FunctionRecord[]>();
  for (const [id, f] of [...rehearsal.stage.retired, ...rehearsal.stage.functions.entries()]) generations.set(id, [...(generations.get(id) ?? []), f]);
  return [...generations.entries()].map(([id, records]) => {
    const f = records.at(-1)!;
    const decisions = rehearsal.iam.decisions.filter((d) => d.principal === id);
    const missing = [...new Set(records.flatMap((r) => [...(r.running?.missingReads ?? [])]))];
    // Keys the schema documents as local or test settings are not the cloud's to give.
    const schemaMissing = missing.flatMap((key) => {
      const s = schema.find((k) => k.key === key);
      return s && !/^Local\b/.test(s.note) ? [{ key, required: s.required, note: s.note }] : [];
    });
    return {
      id,
      stack: f.stack,
      started: Boolean(f.running),
      generations: records.length,
      notStarted: f.notStarted,
      extensionLayer: f.hasExtension,
      invocations: records.reduce((n, r) => n + (r.running?.invocations ?? 0), 0),
      errors: records.reduce((n, r) => n + (r.running?.errors ?? 0), 0),
      allowed: decisions.filter((d) => d.decision === 'Allowed').length,
      denied: decisions
        .filter((d) => d.decision !== 'Allowed')
        .map(({ action, resource, context, decision, by }) => ({ action, resource, context, decision, by })),
      missingEnv: schemaMissing,
      otherMissingReads: missing.filter((k) => !schema.some((s) => s.key === k)),
    };
  });
}

export function buildReport(input: ReportInput): { json: Json; markdown: string } {
  const { rehearsal } = input;
  const schema = readEnvSchema(input.envSchemaFile);
  const functions = functionRows(rehearsal, schema);
  // Lambda itself uses the log and trace permissions with the function's role; they are not the code's.
  const unused = rehearsal.iam.grants.filter((g) => !g.used && g.principal !== 'Operator' && !/^(logs:CreateLogStream|logs:PutLogEvents|xray:)/.test(g.action));
  const requiredMissing = functions.flatMap((f) => f.missingEnv.filter((m) => m.required).map((m) => ({ fn: f.id, ...m })));
  const failedJourneys = input.journeys.filter((j) => j.status === 'failed');
  const failures: string[] = [
    ...rehearsal.stage.problems.map((p) => `deploy: ${p.what}`),
    ...functions.flatMap((f) => f.denied.map((d) => `denied: ${f.id} ${d.action} on ${d.resource}`)),
    ...requiredMissing.map((m) => `missing env: ${m.fn} reads ${m.key}`),
    ...failedJourneys.map((j) => `journey failed: ${j.file} › ${j.title}`),
    ...input.steps.filter((s) => !s.ok).map((s) => `step failed: ${s.name}: ${s.detail}`),
    ...input.redeploy.filter((c) => !c.ok).map((c) => `destroy + deploy: ${c.name}: ${c.detail}`),
    ...rehearsal.extension.withoutLayer.map((c) => `extension reached without its layer: ${c.caller} ${c.path}`),
    ...(input.journeysRun ? [] : ['journeys were not run']),
    ...(input.journeys.some((j) => j.status === 'not run')
      ? [`${input.journeys.filter((j) => j.status === 'not run').length} journeys not run: the time budget ran out`]
      : []),
  ];
  const json = reportJson(input, {
    failures,
    functions,
    unused,
  });
  return { json, markdown: markdown(json) };
}

function reportJson(input: ReportInput, parts: { failures: string[]; functions: ReturnType<typeof functionRows>; unused: Rehearsal['iam']['grants'] }) {
  const { rehearsal } = input;
  const { failures, functions, unused } = parts;
  return {
    command: input.command,
    stage: input.stage,
    commit: input.commit,
    startedAt: input.startedAt.toISOString(),
    seconds: Math.round((Date.now() - input.startedAt.getTime()) / 1000),
    synthSeconds: Math.round(input.synthMs / 100) / 10,
    deploySeconds: Math.round(input.deployMs / 100) / 10,
    ok: failures.length === 0,
    failures,
    functions,
    customResources: { runs: rehearsal.customResources.runs, skipped: rehearsal.customResources.skipped },
    unusedGrants: unused.map(({ principal, action, resource, conditional }) => ({ principal, action, resource, conditional })),
    streams: rehearsal.mappings.map((m) => m.stats),
    schedules: rehearsal.scheduleRuns,
    gatewayRefusals: rehearsal.gatewayRefusals,
    steps: input.steps,
    journeys: input.journeys,
    redeploy: input.redeploy,
    problems: rehearsal.stage.problems,
    notes: rehearsal.notes,
  };
}

type Json = ReturnType<typeof reportJson>;

const esc = (s: string) => s.replace(/\|/g, '\\|');

function markdown(r: Json): string {
  const out: string[] = [];
  out.push('# Stage rehearsal report', '');
  out.push(
    `\`${r.command}\` on ${r.commit}, stage \`${r.stage}\`, ${r.startedAt}: ${r.seconds} s (synth ${r.synthSeconds} s, deploy ${r.deploySeconds} s).`,
    '',
  );
  out.push(r.ok ? '**Result: every check passed.**' : `**Result: ${r.failures.length} failure(s).**`, '');
  if (!r.ok) {
    for (const f of r.failures.slice(0, 60)) out.push(`- ${f}`);
    if (r.failures.length > 60) out.push(`- … and ${r.failures.length - 60} more (report.json)`);
    out.push('');
  }
  out.push('## Functions started from the assembly', '');
  out.push('Counts over both deployments (before and after the destroy + deploy).', '');
  out.push('| function | started | extension layer | invocations | errors | calls allowed | calls denied |', '|---|---|---|---|---|---|---|');
  for (const f of r.functions) {
    out.push(
      `| ${f.id} | ${f.started ? `yes${f.generations > 1 ? ` (${f.generations}×)` : ''}` : `no: ${esc(f.notStarted ?? '')}`} | ${f.extensionLayer ? 'yes' : 'no'} | ${f.invocations} | ${f.errors} | ${f.allowed} | ${f.denied.length} |`,
    );
  }
  out.push('');
  out.push('## Denied calls', '');
  const denied = r.functions.flatMap((f) => f.denied.map((d) => ({ fn: f.id, ...d })));
  if (denied.length === 0) out.push('None.');
  else {
    out.push('| function | by | action | resource | condition keys |', '|---|---|---|---|---|');
    const seen = new Set<string>();
    for (const d of denied) {
      const key = `${d.fn}${d.action}${d.resource}${JSON.stringify(d.context)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(`| ${d.fn} | ${d.by} | ${d.action} | ${esc(d.resource)} | ${esc(JSON.stringify(d.context ?? {}))} |`);
    }
  }
  out.push('');
  out.push(
    '## Permissions granted and never used',
    '',
    'Each (action, resource) an Allow statement grants that no call used during the run (the log and trace permissions, which Lambda itself uses, left out). A journey set that does not reach a feature leaves its grants here: read with the journeys run.',
    '',
  );
  if (r.unusedGrants.length === 0) out.push('None.');
  else {
    out.push('| function | actions never used | on | conditional |', '|---|---|---|---|');
    const groups = new Map<string, { principal: string; resource: string; conditional: boolean; actions: string[] }>();
    for (const g of r.unusedGrants) {
      const key = `${g.principal}|${g.resource}|${g.conditional}`;
      const group = groups.get(key) ?? { principal: g.principal, resource: g.resource, conditional: g.conditional, actions: [] };
      group.actions.push(g.action);
      groups.set(key, group);
    }
    for (const g of groups.values()) out.push(`| ${g.principal} | ${g.actions.join(', ')} | ${esc(g.resource)} | ${g.conditional ? 'yes' : ''} |`);
  }
  out.push('');
  out.push(
    '## Environment',
    '',
    "Variables of functions/src/lib/env.ts's schema (those it does not document as local or test settings) that a function's code read and its template does not give. A required one fails the run; an optional one is listed for review: the schema is read whole, so every function reads every key once, and a default (PUBLIC_URL, MAIL_FROM) then stands in.",
    '',
  );
  const missingRows = r.functions.filter((f) => f.missingEnv.length > 0);
  if (missingRows.length === 0) out.push('None.');
  else {
    out.push('| function | required, missing | optional, not given |', '|---|---|---|');
    for (const f of missingRows) {
      out.push(
        `| ${f.id} | ${
          f.missingEnv
            .filter((m) => m.required)
            .map((m) => m.key)
            .join(', ') || '—'
        } | ${f.missingEnv
          .filter((m) => !m.required)
          .map((m) => m.key)
          .join(', ')} |`,
      );
    }
  }
  out.push('');
  out.push(
    '## Answers API Gateway gave itself',
    '',
    'Requests that reached the REST API and no function answered: an unknown path or method (the web app asks for a route the API does not have), a missing API key, a failed integration. The journeys may ask for unknown paths on purpose.',
    '',
  );
  if (r.gatewayRefusals.length === 0) out.push('None.');
  else {
    const counted = new Map<string, number>();
    for (const g of r.gatewayRefusals) {
      const key = `| ${g.method} | ${esc(g.path)} | ${g.status} | ${esc(g.message)} |`;
      counted.set(key, (counted.get(key) ?? 0) + 1);
    }
    out.push('| method | path | status | message | times |', '|---|---|---|---|---|');
    for (const [row, n] of counted) out.push(`${row} ${n} |`);
  }
  out.push('');
  out.push('## Custom resources', '');
  out.push('| stack | resource | type | request | status | data | ms |', '|---|---|---|---|---|---|---|');
  for (const c of r.customResources.runs)
    out.push(
      `| ${c.stack} | ${c.logicalId} | ${c.type} | ${c.requestType} | ${c.status}${c.reason ? `: ${esc(c.reason)}` : ''} | ${c.dataKeys.join(', ')} | ${c.ms} |`,
    );
  for (const s of r.customResources.skipped) out.push(`| ${s.stack} | ${s.logicalId} | ${s.type} | — | not run: ${esc(s.reason)} | | |`);
  out.push('');
  out.push('## Stream mappings and schedules', '');
  out.push('| mapping | function | batches | records | failed batches | dead-lettered |', '|---|---|---|---|---|---|');
  for (const m of r.streams) out.push(`| ${m.logicalId} | ${m.functionId} | ${m.batches} | ${m.records} | ${m.failedBatches} | ${m.deadLettered} |`);
  out.push('');
  for (const s of r.schedules) out.push(`- schedule ${s.rule} → ${s.functionId}: ${s.ok ? 'ok' : `failed: ${s.error}`}`);
  out.push('');
  out.push("## Operator's steps and test fixtures", '');
  for (const s of r.steps) out.push(`- ${s.ok ? 'ok' : 'FAILED'}: ${s.name} — ${s.detail}`);
  out.push('');
  out.push('## Journeys', '');
  if (r.journeys.length === 0) out.push('None run.');
  else {
    const count = (status: string) => r.journeys.filter((j) => j.status === status).length;
    out.push(
      `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped, ${count('not run')} not run (the time budget ran out), of ${r.journeys.length}.`,
      '',
    );
    out.push('| spec | journey | result | s |', '|---|---|---|---|');
    for (const j of r.journeys)
      out.push(`| ${j.file} | ${esc(j.title)} | ${j.status}${j.error ? `: ${esc(j.error.split('\n')[0].slice(0, 160))}` : ''} | ${Math.round(j.ms / 1000)} |`);
  }
  out.push('');
  out.push(
    '## Destroy + deploy',
    '',
    'The stateless stacks destroyed and deployed again (their secrets and custom-resource state dropped; the data stack, its table and secrets kept), then what was made before is used again.',
    '',
  );
  if (r.redeploy.length === 0) out.push('Not run.');
  for (const c of r.redeploy) out.push(`- ${c.ok ? 'ok' : 'FAILED'}: ${c.name} — ${c.detail}`);
  out.push('');
  if (r.problems.length || r.notes.length) {
    out.push('## Deploy problems and notes', '');
    for (const p of r.problems) out.push(`- ${p.stack}: ${p.what}`);
    for (const n of r.notes) out.push(`- note: ${n}`);
    out.push('');
  }
  return out.join('\n');
}
